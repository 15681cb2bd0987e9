import KamishibaiGeometry

/// A view that turns a click or a key into an action on a value (UIKit's `UIControl`): a
/// switch, a slider, segments, page dots. An app listens with ``addAction(for:_:)``; a control
/// says what happened with ``sendActions(for:)``, and only for what the user did: setting a
/// value from code sends nothing, as in UIKit.
///
/// ```swift
/// let wifi = Switch(isOn: true)
/// wifi.addAction(for: .valueChanged) { [weak wifi, weak settings] in
///     guard let wifi, let settings else { return }
///     settings.isWiFiEnabled = wifi.isOn
/// }
/// ```
open class Control: View {
    /// What a control reports (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The value changed by the user's hand (a switch flipped, a slider dragged).
        public static let valueChanged = Event(rawValue: 1 << 0)
        /// The control's main action ran (a button clicked or its key pressed).
        public static let primaryActionTriggered = Event(rawValue: 1 << 1)
    }

    /// A disabled control looks faded, takes no input and cannot take the focus.
    open var isEnabled = true {
        didSet {
            guard !isEnabled else { return }
            isHighlighted = false
            resignFirstResponder()
        }
    }
    /// Pressed: the pointer went down on the control and is held inside it.
    public internal(set) var isHighlighted = false
    /// Chosen, for a control that can be (UIKit's).
    open var isSelected = false

    private var actions: [(events: Event, handler: () -> Void)] = []

    /// Runs `handler` each time the control sends one of `events`, after those added before
    /// it. Capture the control and what the handler acts on weakly.
    public func addAction(for events: Event, _ handler: @escaping () -> Void) {
        actions.append((events, handler))
    }

    /// Stops every handler added for any of `events`.
    public func removeActions(for events: Event) {
        actions.removeAll { !$0.events.isDisjoint(with: events) }
    }

    /// Runs the handlers added for any of `events`, in the order they were added; nothing
    /// while the control is disabled.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        runActions(for: events)
    }

    /// Runs the handlers for `events` whatever the state: for what the user did while the
    /// control was enabled, when its own action has disabled it since.
    func runActions(for events: Event) {
        for action in actions where !action.events.isDisjoint(with: events) { action.handler() }
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Its frame, while it can take the focus.
    open override var accessibilityFrame: Rect? { isEnabled ? frameInRoot : nil }

    open override func hitTest(_ point: Point) -> View? { isEnabled ? super.hitTest(point) : nil }
}
