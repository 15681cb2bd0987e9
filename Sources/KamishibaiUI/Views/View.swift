import KamishibaiCanvas
import KamishibaiGeometry

/// A rectangle on screen that draws itself and its subviews and can take input: the terminal
/// counterpart of `UIView`. Frames are fractional cells, so an animation can move a view by
/// less than a row; drawing rounds, except where a view draws sub-cell edges itself. Keys reach
/// it as a ``Responder``.
open class View: Responder {
    open var frame: Rect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    /// Where the view's own coordinate space starts: subviews draw shifted by its negation.
    /// A scroll view moves its content by moving this (UIKit's `bounds.origin`).
    public var boundsOrigin: Point = .zero
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?
    /// A hidden view draws nothing, takes no input, and takes no room in a ``StackView``.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            LayoutPass.invalidate()
            superview?.subviewLayoutDidChange(self)
        }
    }
    public var isUserInteractionEnabled = true
    /// Filled behind the view's own drawing; `nil` draws nothing (transparent).
    public var background: Style?
    /// Whether subviews are cut at this view's edges.
    public var clipsToBounds = true
    /// Set on a presentation's container while it hides the screens behind it
    /// (`shouldRemovePresentersView`, at rest): the views drawn before it that lie within its
    /// frame are not drawn at all, as UIKit takes the presenter's view out of the window.
    var hidesViewsBelow = false
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    private var needsLayout = true
    /// The hugging and compression-resistance priorities set on this view (`View+Priorities`).
    var layoutPriorities = LayoutPriorities()
    /// A width the view keeps whatever its content, as a required width constraint equal to a
    /// constant keeps a `UIView`'s: a ``StackView`` lays the view out this wide, never
    /// stretches it, and squeezes it only when nothing else can give way; a ``BoxView`` sizes
    /// around it too. `nil`: its ``intrinsicContentSize`` decides. It does not change
    /// ``intrinsicContentSize`` or ``sizeThatFits(_:)`` (a subclass answers those for its
    /// content): a container of an app's own reads `fixedWidth ?? sizeThatFits(…).width`.
    public var fixedWidth: Double? { didSet { invalidateIntrinsicContentSize() } }
    /// A height the view keeps whatever its content (see ``fixedWidth``).
    public var fixedHeight: Double? { didSet { invalidateIntrinsicContentSize() } }
    /// Set on a window's root view; every other view finds its window through its superviews.
    weak var hostWindow: Window?
    /// The screen this view is the root view of, if any: the next responder after it.
    weak var viewController: ViewController?

    /// The window this view is shown in, if any.
    public var window: Window? { hostWindow ?? superview?.window }

    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    // MARK: Hierarchy

    /// Puts `view` on top of the subviews, taking it from its superview; if that takes it out
    /// of its window, it gives up the focus (see ``removeFromSuperview()``).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    public func insertSubview(_ view: View, at index: Int) {
        view.detach(movingTo: self)
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.window?.viewTreeRevision &+= 1
    }

    /// Takes the view out of its superview. A view that leaves its window this way takes the
    /// focus with it, as in UIKit: if it or a view in it is the first responder, it resigns
    /// (traced as `focus`). This is how a popped page, a dismissed screen or a tab switched
    /// away from gives up the focus, when its view leaves the screen.
    public func removeFromSuperview() {
        detach(movingTo: nil)
    }

    /// Out of its superview, on the way to `destination` (nil: none), resigning the focus it
    /// holds if that is in another window or in none.
    private func detach(movingTo destination: View?) {
        guard let parent = superview else { return }
        LayoutPass.invalidate()
        let window = self.window
        window?.viewTreeRevision &+= 1
        if let window, destination?.window !== window, let focused = window.firstResponder, focused.isDescendant(of: self) {
            focused.resignFirstResponder()
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether this view is `view` or lies somewhere below it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The frame in the root view's coordinates.
    public var frameInRoot: Rect {
        var rect = frame
        var parent = superview
        while let p = parent {
            rect = rect.offsetBy(dx: p.frame.minX - p.boundsOrigin.x, dy: p.frame.minY - p.boundsOrigin.y)
            parent = p.superview
        }
        return rect
    }

    /// A point in the root view's coordinates, in this view's own.
    public func convertFromRoot(_ point: Point) -> Point {
        let origin = frameInRoot.origin
        return Point(x: point.x - origin.x + boundsOrigin.x, y: point.y - origin.y + boundsOrigin.y)
    }

    // MARK: Layout

    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this view (if it needs it) and then every subview. The root view of a screen
    /// lays out between its controller's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
    public func layoutIfNeeded() {
        LayoutPass.run { layOutTree() }
    }

    private func layOutTree() {
        if needsLayout {
            needsLayout = false
            let screen = viewController.flatMap { $0.viewIfLoaded === self ? $0 : nil }
            screen?.viewWillLayoutSubviews()
            layoutSubviews()
            screen?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layOutTree() }
    }

    /// Sets subview frames from `bounds`. Called when the size changed.
    open func layoutSubviews() {}

    /// Says a dimension of ``intrinsicContentSize`` has no natural value (UIKit's
    /// `UIView.noIntrinsicMetric`).
    public static let noIntrinsicMetric = -1.0

    /// The size the content needs, in cells, with nothing around it to constrain it (a label's
    /// unwrapped text); ``noIntrinsicMetric`` in a dimension where the view has no natural
    /// size, as a plain view has in both. A ``StackView`` lays its views out by it.
    open var intrinsicContentSize: Size { Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// The content-hugging priority along `axis` while none was set: ``LayoutPriority/defaultLow``.
    /// A view type that should keep its size (a switch) answers higher.
    open func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .defaultLow }

    /// The compression-resistance priority along `axis` while none was set:
    /// ``LayoutPriority/defaultHigh``.
    open func defaultContentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority { .defaultHigh }

    /// Whether the view has no length of its own along `axis` and so takes a share of the
    /// room a ``StackView`` has left over: no intrinsic metric there and no fixed length. A
    /// wrapping label is flexible in width, a stack holding a flexible view too.
    func isFlexible(along axis: LayoutAxis) -> Bool {
        fixedLength(along: axis) == nil && axis.length(of: intrinsicContentSize) == Self.noIntrinsicMetric
    }

    /// What a ``StackView`` leaves the view along `axis` until everything else has given way:
    /// its fixed length, a cell of its content (a row, a column), or nothing when it has none.
    func minimumLength(along axis: LayoutAxis) -> Double {
        if let fixed = fixedLength(along: axis) { return fixed }
        return min(1, max(0, axis.length(of: intrinsicContentSize)))
    }

    /// Whether the view only fills the length it is given along `axis` and asks for none (a
    /// separator's line): a stack laying it across that axis does not become flexible for it.
    func onlyFills(along axis: LayoutAxis) -> Bool { false }

    /// ``fixedWidth`` or ``fixedHeight``.
    func fixedLength(along axis: LayoutAxis) -> Double? { axis == .horizontal ? fixedWidth : fixedHeight }

    /// The size the view would take within `size` (either dimension may be `.infinity`): a
    /// label wraps its text to the width and answers with its height. By default the
    /// ``intrinsicContentSize``, and the current size where that has no metric (UIKit's
    /// answer for a view that cannot size itself).
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(
            width: intrinsic.width == Self.noIntrinsicMetric ? frame.width : intrinsic.width,
            height: intrinsic.height == Self.noIntrinsicMetric ? frame.height : intrinsic.height)
    }

    /// The content's natural size changed (a label's text did): tells the superview, so a
    /// ``StackView`` lays its views out again before the next frame.
    public func invalidateIntrinsicContentSize() {
        LayoutPass.invalidate()
        superview?.subviewLayoutDidChange(self)
    }

    /// A subview's intrinsic size or visibility changed. A plain view sets its subviews' frames
    /// itself and has nothing to redo; a stack view lays out again.
    func subviewLayoutDidChange(_ subview: View) {}

    // MARK: Drawing

    /// Draws the view's own content, in its own coordinates: `context.bounds` is its bounds in
    /// whole cells, (0, 0) its top-left corner, and every drawing call is moved to where the
    /// view is on screen and clipped (UIKit's `draw(_:)`). Subviews are drawn after, on top.
    open func draw(in context: inout DrawContext) {}

    /// Draws the whole tree below and including this view: its background, its own drawing,
    /// then its subviews in order, each in its own space.
    public func render(in context: inout DrawContext) {
        guard !isHidden, !context.isCovered(self) else { return }
        context.entering(frame: frame, boundsOrigin: boundsOrigin, clipsToBounds: clipsToBounds) { context in
            if let background { context.fill(context.bounds, style: background) }
            draw(in: &context)
            for view in subviews { view.render(in: &context) }
        }
    }

    // MARK: Input

    /// The deepest visible, interactive view containing `point` (in this view's coordinates).
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, bounds.contains(point) else { return nil }
        for view in subviews.reversed() {
            let local = point - view.frame.origin + view.boundsOrigin
            if let hit = view.hitTest(local) { return hit }
        }
        return self
    }

    /// A mouse event at `point` in this view's coordinates. Return true when handled;
    /// unhandled events go to the superview.
    open func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool { false }

    /// The mouse events this view took since a press will not go on: the release was lost (a
    /// key came, the terminal lost the focus). UIKit's `touchesCancelled`.
    open func mouseEventsCancelled() {}

    // MARK: Keys

    /// The screen whose root view this is; otherwise the superview. The window's root view's is
    /// the window's root screen, whether it is that screen's view or holds it: what an app puts
    /// beside the root screen's view (an input bar, a help card) belongs to that screen.
    open var next: Responder? {
        if let hostWindow { return hostWindow.rootViewController }
        // Only a screen's own view (given at init or loaded) links to it: following the link
        // loads nothing, and a given view not yet loaded still leads to its screen.
        if let viewController { return viewController }
        return superview
    }

    /// None by default.
    open var keyCommands: [KeyCommand] { [] }

    /// A key no key command in the chain took, while this view is in the responder chain (the
    /// focused view, or one it lies in). Return true when handled; false passes it on to
    /// `next`.
    open func keyDown(_ key: Key) -> Bool { false }

    /// Whether the view, focused, takes `key` in its `keyDown` before the app's commands, so
    /// that `Window.availableKeyCommands` leaves the chain's command for it out. None by
    /// default; a text field takes its printable characters and its editing keys.
    func takesKeyWhileFocused(_ key: Key) -> Bool { false }

    /// A key offered as a key equivalent (AppKit's `performKeyEquivalent`): when the responder
    /// chain reaches a screen through its views, after the screen's own key commands, the key
    /// goes through the screen's view tree, and a ``Button`` whose `keyEquivalent` it is takes
    /// it. By default offers it to each visible, interactive subview in order, and returns true
    /// when one did.
    open func performKeyEquivalent(_ key: Key) -> Bool {
        for view in subviews where !view.isHidden && view.isUserInteractionEnabled {
            if view.performKeyEquivalent(key) { return true }
        }
        return false
    }

    /// Pasted text for the focused screen, as one piece (never as keys). Return true when
    /// taken.
    open func paste(_ text: String) -> Bool { false }

    // MARK: Focus

    /// Whether this view can take the keyboard focus (a text field can).
    open var canBecomeFirstResponder: Bool { false }
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Takes the focus: keys and pastes come here first. False if it cannot, or is in no window.
    @discardableResult
    public func becomeFirstResponder() -> Bool { window?.makeFirstResponder(self) ?? false }

    /// Gives the focus up, if it has it.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        return window?.makeFirstResponder(nil) ?? false
    }

    /// The focus came (`isFirstResponder` is now true) or went.
    open func focusDidChange() {}

    /// Names the view in the trace (`focus` events).
    open var traceName: String { String(describing: type(of: self)) }

    /// What a screen reader says for the view when the focus rests on it (UIKit's
    /// `accessibilityLabel`), which the trace's `focus` events report. Set it on views of the
    /// app's own; left nil, the library's views say what they show: a ``Label`` its text, a
    /// ``Button`` its title, a ``ListViewCell`` its row's title and detail, a ``ListView`` its
    /// selected row's cell's label, a ``TextField`` its placeholder.
    /// A view of the app's own that changes what it says (the row it selects) may override it.
    open var accessibilityLabel: String? {
        get { assignedAccessibilityLabel ?? defaultAccessibilityLabel }
        set { assignedAccessibilityLabel = newValue }
    }
    private var assignedAccessibilityLabel: String?
    /// The label the view says when the app set none: what a library view shows.
    var defaultAccessibilityLabel: String? { nil }

    /// Where the focus rests on the view, in the root view's coordinates (UIKit's
    /// `accessibilityFrame`, in screen coordinates): in an accessible window
    /// (``Window/isAccessible``) the terminal's cursor rests on its top-left cell while the
    /// focus is on the view. Nil, the default for a plain view, says the view is not where the
    /// focus rests: the window looks past it to the first of its subviews, depth first, that
    /// has one. The library's views say: a ``ListView`` its selected row's cell, a ``Control``
    /// its frame. A view of the app's own that draws what it selects overrides it:
    ///
    /// ```swift
    /// override var accessibilityFrame: Rect? {
    ///     Rect(x: frameInRoot.minX, y: frameInRoot.minY + Double(selectedLine), width: frame.width, height: 1)
    /// }
    /// ```
    open var accessibilityFrame: Rect? { nil }

    /// Whether the view and all its superviews are shown.
    public var isVisible: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden { return false }
            view = current.superview
        }
        return true
    }

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Takes `recognizer` off the view: a press it tracks goes on without it.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let index = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: index)
        recognizer.view = nil
    }
}
