/// An alert or an action sheet (UIKit's `UIAlertController`): a title, a message, buttons
/// for its actions and, in an alert, text fields. Present it as any screen: its
/// ``ViewController/modalPresentationStyle`` (`.alert` or `.actionSheet`, from its
/// ``preferredStyle``) brings its presentation and motion.
///
/// ```swift
/// let alert = AlertController(title: "Delete the draft?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// let delete = AlertAction(title: "Delete", style: .destructive) { _ in drafts.removeAll() }
/// alert.addAction(delete)
/// alert.preferredAction = delete
/// present(alert, animated: true)
/// ```
///
/// An **alert** is a card fitted to its content, centred over the dimmed backdrop; it drops in
/// and leaves with a short motion (cut under Reduce Motion). Enter performs the highlighted
/// action — at first the ``preferredAction``, or the only `.default` one — ←/→, ↑/↓, Tab and
/// Shift-Tab move the highlight, Esc performs the `.cancel` action (and does nothing without
/// one), a click on a button performs it. A click on the backdrop does nothing, and no drag
/// dismisses it, as on iOS: only its actions do.
///
/// An **action sheet** slides up from the bottom edge, its actions stacked and the cancel
/// action apart below them. ↑/↓ move, Enter performs, Esc, a click on the backdrop or
/// dragging it down cancel it: the `.cancel` action is performed, if it has one.
///
/// Whatever performs an action, the alert is dismissed, the action traced (`alertAction`), and
/// its handler runs once the dismissal has ended. A disabled action is skipped and cannot be
/// performed.
public final class AlertController: ViewController {
    /// The two forms of an alert (UIKit's `UIAlertController.Style`).
    public enum Style: Sendable {
        /// Slides up from the bottom edge, its actions stacked.
        case actionSheet
        /// A card centred over the dimmed backdrop.
        case alert
    }

    /// Whether it is an alert or an action sheet (UIKit's), as made.
    public let preferredStyle: Style
    /// The text at the top, in bold (the screen's title, as in UIKit).
    public override var title: String? {
        didSet { alertView.titleLabel.text = title ?? "" }
    }
    /// The text below the title.
    public var message: String? {
        didSet { alertView.messageLabel.text = message ?? "" }
    }
    /// The actions, in the order they were added; the buttons stand in that order, but for
    /// the `.cancel` action (see the type's description).
    public private(set) var actions: [AlertAction] = []
    /// The action Enter performs (UIKit's): drawn in bold and highlighted first. It must be
    /// one of ``actions``.
    public var preferredAction: AlertAction? {
        didSet { highlightDefault() }
    }
    /// The text fields ``addTextField(configurationHandler:)`` added, in order; nil when there
    /// are none (UIKit's).
    public var textFields: [TextField]? { alertView.fields.isEmpty ? nil : alertView.fields }

    let alertView: AlertView
    /// What happens to the alert: up, or leaving by an action (nil: dismissed by the app).
    private var phase = Phase.shown

    private enum Phase {
        case shown
        case leaving(AlertAction?)
    }

    /// The size its content fits in, inside a popover's border, unless the app set one: what an
    /// action sheet shown as a popover on a wide terminal is sized by.
    public override var preferredContentSize: Size {
        get {
            if let chosenContentSize { return chosenContentSize }
            let fitted = alertView.sizeThatFits(Size(width: Double.infinity, height: .infinity))
            return Size(width: max(fitted.width - 2, 0), height: max(fitted.height - 2, 0))
        }
        set { chosenContentSize = newValue }
    }
    private var chosenContentSize: Size?

    /// An alert (or action sheet) showing `title` above `message`; add its actions before it
    /// is presented.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        alertView = AlertView(style: preferredStyle)
        super.init(name: ScreenName(preferredStyle == .alert ? "alert" : "actionSheet"), view: alertView)
        self.title = title
        self.message = message
        // Set in an initializer, `message` calls no observer.
        alertView.messageLabel.text = message ?? ""
        alertView.onClick = { [weak self] in self?.perform($0) }
        // Its style brings its presentation (`AlertTransitioningDelegate`), as UIKit's alert
        // needs no transitioning delegate.
        modalPresentationStyle = preferredStyle == .alert ? .alert : .actionSheet
        // Only its actions dismiss an alert; an action sheet is cancelled by a drag too.
        isModalInPresentation = preferredStyle == .alert
    }

    /// Adds a button for `action` (UIKit's). At most one action may be `.cancel`.
    public func addAction(_ action: AlertAction) {
        assert(action.style != .cancel || !actions.contains { $0.style == .cancel }, "an alert has at most one cancel action")
        actions.append(action)
        alertView.actions = actions
        highlightDefault()
    }

    /// Adds a text field below the message, and passes it to `configurationHandler` to set up
    /// (its placeholder, ``TextField/isSecureTextEntry``…). Alerts only, as in UIKit. The first
    /// field takes the focus when the alert appears; Enter in a field performs the highlighted
    /// action.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            assertionFailure("text fields can only be added to an alert")
            return
        }
        let field = TextField(name: "alert field \(alertView.fields.count + 1)")
        field.onSubmit = { [weak self] _ in self?.performHighlighted() }
        alertView.addField(field)
        configurationHandler?(field)
    }

    // MARK: Performing

    /// The `.cancel` action, if there is one.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// The buttons' actions in the order they stand, for the highlight to move through.
    private var standingOrder: [Int] {
        alertView.layout(width: max(Int(alertView.bounds.width), AlertView.alertWidths.lowerBound)).buttons.map(\.action)
    }

    /// The highlight at its start: the preferred action, or the only `.default` one; in an
    /// action sheet, the first enabled.
    private func highlightDefault() {
        let candidates = actions.indices.filter { actions[$0].isEnabled }
        if let preferred = preferredAction, let index = actions.firstIndex(where: { $0 === preferred }), preferred.isEnabled {
            alertView.highlighted = index
        } else if preferredStyle == .actionSheet {
            alertView.highlighted = standingOrder.first { candidates.contains($0) }
        } else {
            let defaults = candidates.filter { actions[$0].style == .default }
            alertView.highlighted = defaults.count == 1 ? defaults[0] : nil
        }
    }

    /// Moves the highlight `step` buttons on (wrapping), over the disabled ones.
    /// Tab and Shift-Tab: the focus to the next or previous text field, round and round (the
    /// buttons are ↑/↓ away and Enter performs the highlighted one); without fields, the
    /// highlight moves.
    private func tab(by step: Int) {
        let fields = alertView.fields
        guard !fields.isEmpty else { return moveHighlight(by: step) }
        let current = fields.firstIndex { $0.isFirstResponder } ?? (step > 0 ? -1 : fields.count)
        fields[((current + step) % fields.count + fields.count) % fields.count].becomeFirstResponder()
    }

    func moveHighlight(by step: Int) {
        let order = standingOrder.filter { actions[$0].isEnabled }
        guard !order.isEmpty else { return }
        guard let current = alertView.highlighted, let position = order.firstIndex(of: current) else {
            alertView.highlighted = step > 0 ? order.first : order.last
            return
        }
        alertView.highlighted = order[(position + step + order.count) % order.count]
    }

    func performHighlighted() {
        guard let index = alertView.highlighted, actions.indices.contains(index) else { return }
        perform(actions[index])
    }

    /// Performs the cancel action; an action sheet without one is dismissed by itself.
    func cancel() {
        if let cancelAction {
            perform(cancelAction)
        } else if preferredStyle == .actionSheet {
            leave(by: nil)
        }
    }

    /// Dismisses the alert by `action`, if it is enabled and the alert is up; its handler runs
    /// once the dismissal has ended.
    func perform(_ action: AlertAction) {
        guard action.isEnabled else { return }
        leave(by: action)
    }

    private func leave(by action: AlertAction?) {
        guard case .shown = phase, presentingViewController != nil else { return }
        phase = .leaving(action)
        if let action { window?.trace.record(.alertAction(title: action.title ?? "", style: action.style)) }
        dismiss(animated: true)
    }

    // MARK: Appearing and leaving

    /// The highlight starts afresh and the first text field takes the focus.
    public override func viewDidAppear(_ animated: Bool) {
        highlightDefault()
        alertView.fields.first?.becomeFirstResponder()
    }

    /// The handler runs after the dismissal: once the transition has ended (and not at all if
    /// a drag's dismissal is cancelled). A dismissal the drag began is the cancel action.
    public override func viewWillDisappear(_ animated: Bool) {
        guard let coordinator = presentationController?.transitionCoordinator else { return }
        let dragged = (effectiveTransitioningDelegate as? AlertTransitioningDelegate)?.isDragging == true
        coordinator.animate(alongsideTransition: nil) { [weak self] context in
            guard let self, !context.transitionWasCancelled else { return }
            var chosen: AlertAction?
            if case .leaving(let action) = phase { chosen = action }
            if chosen == nil, dragged, let cancel = cancelAction {
                chosen = cancel
                context.trace.record(.alertAction(title: cancel.title ?? "", style: cancel.style))
            }
            phase = .shown
            if let chosen { chosen.handler?(chosen) }
        }
    }

    // MARK: Keys

    /// Enter, Esc, and the keys that move the highlight, hidden from a footer's list.
    public override var keyCommands: [KeyCommand] {
        let move: [(Key, Int)] = [(.left, -1), (.up, -1), (.right, 1), (.down, 1)]
        return [
            KeyCommand(input: .enter, title: "Choose", attributes: .hidden) { [weak self] in self?.performHighlighted() },
            KeyCommand(input: .escape, title: "Cancel", attributes: .hidden) { [weak self] in self?.cancel() },
            KeyCommand(input: .tab, title: "Next", attributes: .hidden) { [weak self] in self?.tab(by: 1) },
            KeyCommand(input: .backTab, title: "Previous", attributes: .hidden) { [weak self] in self?.tab(by: -1) },
        ]
            + move.map { key, step in
                KeyCommand(input: key, title: "Move", attributes: .hidden) { [weak self] in self?.moveHighlight(by: step) }
            }
    }
}
