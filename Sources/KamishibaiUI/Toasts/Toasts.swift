import KamishibaiGeometry

/// The window's toasts (``Window/toasts``): shows each ``Toast`` in a layer of the window's
/// own, above every view and presentation, and takes it away when its time is up, its action
/// is performed, it is dragged away or the app dismisses it.
///
/// Toasts stack at their edge, the newest nearest it, at most ``maximumCount`` at each edge:
/// one more sends the oldest away early. Each slides in from beyond its edge; the others make
/// room. A toast leaves sideways, and those beyond it close the gap. Its countdown pauses while
/// the pointer is over it: pressed on it, dragging it, or — where the terminal reports motion
/// without a button — resting on it. Toasts never take the focus, and no key but their
/// actions'; once the last has gone, no timer or animation of theirs is left.
///
/// Each toast shown and gone is traced (`toast`, `"state"` `shown` or `hidden`, with the
/// ``DismissalReason`` when hidden).
public final class Toasts {
    /// Why a toast left: its `"reason"` in the trace.
    public enum DismissalReason: String, Sendable {
        /// Its time was up.
        case timeout
        /// A drag or a flick threw it away.
        case drag
        /// Its action was performed, by a click or its key.
        case action
        /// The app dismissed it (``Toasts/dismiss(_:)``).
        case app
        /// A newer toast at its edge sent it away early (``Toasts/maximumCount``).
        case limit
    }

    /// How a toast looks: its box, its text and its action.
    public struct Appearance: Sendable {
        public var surface: Style
        public var border: Style
        public var title: Style
        public var message: Style
        public var action: Style
        /// The action's key, before its title.
        public var actionKey: Style

        /// Light text on a dark slate box, the action in amber.
        public init(
            surface: Style = Style(foreground: RGB(220, 222, 228), background: RGB(43, 48, 59)),
            border: Style = Style(foreground: RGB(122, 132, 153), background: RGB(43, 48, 59)),
            title: Style = Style(foreground: .white, background: RGB(43, 48, 59), attributes: .bold),
            message: Style = Style(foreground: RGB(220, 222, 228), background: RGB(43, 48, 59)),
            action: Style = Style(foreground: RGB(255, 196, 87), background: RGB(43, 48, 59), attributes: .bold),
            actionKey: Style = Style(foreground: RGB(150, 160, 178), background: RGB(43, 48, 59))
        ) {
            self.surface = surface
            self.border = border
            self.title = title
            self.message = message
            self.action = action
            self.actionKey = actionKey
        }
    }

    /// The most toasts at one edge; one more sends the oldest there away (`limit`). 3 unless
    /// set.
    public var maximumCount = 3
    /// Whether a released drag throws the toast away: from 40 % of the way out, or below it a
    /// flick sideways faster than 30 columns per second (15 rows: the sheets' numbers).
    public var releasePolicy = Toasts.defaultReleasePolicy
    /// How toasts shown from now on look.
    public var appearance = Appearance()

    static let defaultReleasePolicy = ReleasePolicy(threshold: 0.4, flickVelocity: 15)
    /// Rows between the edge and the stack.
    static let margin = 1.0

    /// The layer the toasts are drawn in, over everything in the window.
    let layer = PassthroughView()
    private(set) weak var window: Window?
    /// Oldest first; leaving ones included until they are gone.
    private(set) var shown: [ShownToast] = []
    private var lastID = 0

    init(window: Window) {
        self.window = window
        layer.hostWindow = window
        layer.frame = window.rootView.bounds
    }

    /// Where toasts rest: the window's ``Window/presentationArea`` (a footer the app keeps in
    /// view stays clear).
    var area: Rect { window?.presentationArea ?? layer.bounds }

    /// Shows `toast`, sliding in at its edge; returns what names it for ``dismiss(_:)``.
    @discardableResult
    public func show(_ toast: Toast) -> Toast.ID {
        lastID += 1
        let id = Toast.ID(value: lastID)
        guard let window else { return id }
        let atEdge = shown.filter { $0.toast.edge == toast.edge && !$0.isLeaving }
        for old in atEdge.prefix(max(0, atEdge.count - maximumCount + 1)) { old.leave(.limit) }
        let entry = ShownToast(id: id, toast: toast, owner: self, animations: window.animations, timers: window.timers)
        let size = entry.view.sizeThatFits(Size(width: max(0, area.width - 2), height: area.height))
        let outside = toast.edge == .top ? area.minY - size.height : area.maxY
        entry.view.frame = Rect(x: (area.midX - size.width / 2).rounded(.down), y: outside, width: size.width, height: size.height)
        layer.addSubview(entry.view)
        shown.append(entry)
        window.trace.record(.toast(.shown))
        restack(animated: true)
        return id
    }

    /// Takes the toast away early (traced with the reason `app`); nothing if it has gone.
    public func dismiss(_ id: Toast.ID) {
        shown.first { $0.id == id }?.leave(.app)
    }

    /// Whether any toast is on screen, leaving ones included.
    public var isEmpty: Bool { shown.isEmpty }

    // MARK: From the window

    /// A key no focused view took: the newest toast whose action it is performs it.
    func performKey(_ key: Key) -> Bool {
        guard let entry = shown.last(where: { !$0.isLeaving && $0.toast.action?.key == key }) else { return false }
        performAction(of: entry)
        return true
    }

    /// Every pointer report, before it is dispatched: a press on a toast holds its countdown
    /// until a release; motion without a button rests on one or leaves it.
    func pointerDidReport(_ kind: MouseEvent.Kind, at point: Point) {
        switch kind {
        case .move:
            for entry in shown { entry.isHovered = entry.view.frame.contains(point) }
        case .press:
            let hit = layer.hitTest(point)
            for entry in shown { entry.isPressed = hit?.isDescendant(of: entry.view) == true }
        case .release:
            for entry in shown { entry.isPressed = false }
        case .drag, .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            break
        }
    }

    /// The terminal lost the focus: the pointer is no longer over any toast, and a press on
    /// one will see no release.
    func pointerLeft() {
        for entry in shown {
            entry.isPressed = false
            entry.isHovered = false
        }
    }

    /// The window's new size: the layer covers it, and each toast takes its place at once.
    func containerDidResize() {
        guard let window else { return }
        layer.frame = window.rootView.bounds
        for entry in shown where !entry.isLeaving {
            let size = entry.view.sizeThatFits(Size(width: max(0, area.width - 2), height: area.height))
            entry.view.frame.size = size
            entry.view.frame.origin.x = (area.midX - size.width / 2).rounded(.down)
        }
        restack(animated: false)
    }

    // MARK: From the toasts

    /// Performs `entry`'s action, if it has one: it leaves, then the handler runs.
    func performAction(of entry: ShownToast) {
        guard let action = entry.toast.action, !entry.isLeaving else { return }
        entry.leave(.action)
        action.handler()
    }

    /// `entry` has slid out: it goes, and those beyond it close the gap.
    func toastDidLeave(_ entry: ShownToast, _ reason: DismissalReason) {
        entry.view.removeFromSuperview()
        shown.removeAll { $0 === entry }
        window?.trace.record(.toast(.hidden(reason)))
        restack(animated: true)
    }

    /// Moves every toast to its place in its edge's stack: the newest at the edge, each older
    /// one beyond the newer ones.
    private func restack(animated: Bool) {
        let area = self.area
        for edge in Toast.VerticalEdge.allCases {
            var offset = Self.margin
            for entry in shown.reversed() where entry.toast.edge == edge {
                let height = entry.view.frame.height
                let y = edge == .top ? area.minY + offset : area.maxY - offset - height
                entry.move(toY: y, animated: animated)
                offset += height
            }
        }
    }
}
