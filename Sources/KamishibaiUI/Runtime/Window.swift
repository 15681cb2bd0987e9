import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion

/// The application the run loop drives: one root view filling the terminal, the clock,
/// the trace, what animates and what is scheduled, and the routing of keys and the mouse.
/// It ends every responder chain: its `keyCommands` are tried after every other responder's,
/// and `unhandledKey` gets what no one took.
open class Window: Application, Responder {
    public let clock: TimeSource
    public let trace: Trace
    /// The one animation driver: every animation runs through it, which applies
    /// `--slow-animations` and Reduce Motion.
    public let animations: Animations
    public let timers = Timers()
    /// Keys held down until they are let go, by their release or a pause in their repeats.
    public private(set) lazy var heldKeys = HeldKeys(timers: timers)
    /// What the setup carried for views above the core (the drawing views' symbols, say).
    public let traitCollection: TraitCollection
    /// The colours the terminal shows.
    public let colorMode: ColorMode
    /// Why those colours: asked for, announced by `COLORTERM` or by terminfo.
    public let colorReason: ColorMode.Reason
    /// Whether the app runs for a screen reader or a braille display (``WindowSetup/accessible``):
    /// after every frame the terminal's cursor shows and rests on the focused element, and
    /// Reduce Motion is on. Views of the app's own may read it to mark what they select by
    /// more than colour.
    public let isAccessible: Bool
    public let rootView: View
    /// The screen at the bottom of every presentation chain. At first a plain screen whose
    /// view is `rootView`; `setRootViewController` puts another (a navigation stack) there.
    public private(set) var rootViewController: ViewController
    public private(set) lazy var transitions = Transitions(window: self)
    /// The window's toasts: short messages over everything, shown with `toasts.show(_:)`.
    public private(set) lazy var toasts = Toasts(window: self)
    public private(set) var size: Size
    public private(set) var isFinished = false
    /// The signal that ended the app, if one did: the caller restores the terminal, then
    /// ends the process as that signal would have.
    public private(set) var terminationSignal: Int32?

    /// Where the root screen's responder chain starts while no view has the focus: keys go to
    /// this view, then along its `next` (its superviews, the root screen, the window). Nil:
    /// the root screen's `keyView`.
    public weak var keyResponder: View?
    /// The one view with the keyboard focus (a text field), if any: keys and pastes go to it
    /// before anything else. Set through `makeFirstResponder` or the view's own
    /// `becomeFirstResponder`.
    public private(set) weak var firstResponder: View?
    /// The terminal's keyboard: rises while the focus is inside it (see `InputBar`).
    public weak var inputBar: InputBar?
    var pointerTarget: PointerTarget?
    /// The pictures shown in the terminal's pixels.
    let pixelImages = PixelImageLedger()
    /// Until when a resize is still settling: the window is not at rest before.
    var resizeSettlesAt = -Double.infinity
    /// Counts views added to or taken out of this window's tree: what is cached about where
    /// views lie in it (the scroll views a sheet's cue may be for) is found again when it
    /// changes.
    var viewTreeRevision = 0
    /// Whether the frame being composed is at rest, taken once as it starts, so that every
    /// view and the ledger see the same answer however long the frame takes.
    var composingAtRest: Bool?
    /// The element the cursor last rested on and its label, as the trace last reported them.
    var announcedFocus: AnnouncedFocus?

    enum PointerTarget {
        case recognizer(GestureRecognizer)
        case view(View)
    }

    public init(_ setup: WindowSetup) {
        self.clock = setup.clock
        self.trace = setup.trace
        self.animations = Animations(
            clock: setup.clock, animationScale: setup.animationScale,
            isReduceMotionEnabled: setup.reduceMotion || setup.accessible)
        self.isAccessible = setup.accessible
        self.traitCollection = setup.traitCollection
        self.colorMode = setup.colorMode
        self.colorReason = setup.colorReason
        self.size = Size(columns: setup.columns, rows: setup.rows)
        self.rootView = WindowRootView(frame: Rect(origin: .zero, size: size))
        self.rootViewController = ViewController(name: "root", view: rootView)
        rootView.hostWindow = self
        rootViewController.hostWindow = self
    }

    public convenience init(columns: Int, rows: Int, clock: TimeSource, trace: Trace, animationScale: Double = 1) {
        self.init(WindowSetup(columns: columns, rows: rows, clock: clock, trace: trace, animationScale: animationScale))
    }

    /// Sets the frames of the views added to `rootView` from its bounds: once before the first
    /// frame and after every change of the terminal's size (UIKit's `UIWindow.layoutSubviews`).
    /// The root view controller's view, the ``footerView`` and the ``inspectorView`` are
    /// laid out without it.
    open func layoutSubviews() {}

    /// A view along the window's bottom under every screen and every presentation (a
    /// ``KeyCommandBar`` of the keys that work now, say): the window lays it out across its
    /// width, as tall as its intrinsic height (one row without one), and keeps it out of
    /// ``presentationArea``, so sheets stop above it and the root screen fills the rest. It is
    /// drawn over presentations and under toasts. Nil by default. Like AppKit's window
    /// accessory views, it is the window's, not a screen's: ``TabBarController/footerView`` is
    /// covered by what is presented over the tabs.
    public var footerView: View? {
        didSet { footerViewDidChange(from: oldValue) }
    }

    /// A column along the window's trailing edge beside every screen and presentation (an
    /// inspector, as SwiftUI's `inspector` and `UISplitViewController`'s inspector column
    /// show one): the window lays it out from the top down to the ``footerView``, as wide as
    /// its intrinsic width but never more than half the window, and narrows the root screen
    /// and ``presentationArea`` to its left, so a sheet, a toast or a sidebar rests beside
    /// it and never covers it. Setting it (nil removes it) lays the window out again at once,
    /// presentations included. It is drawn above the root screen and below what the app
    /// adds to the root view. Nil by default.
    public var inspectorView: View? {
        didSet { inspectorViewDidChange(from: oldValue) }
    }

    /// Where presentation containers go: the area they cover, and the view they are added to.
    /// By default the root view's bounds above the ``footerView`` and left of the
    /// ``inspectorView``.
    open var presentationArea: Rect { rootContentFrame }
    open var presentationHost: View { rootView }

    /// The width, in columns, below which a container is horizontally compact (UIKit's size
    /// class, which the system sets; here the app may): 90 by default, a page sheet's width and
    /// its margins, about where an iPad's width turns compact (678 pt in cells of 8 pt), so the
    /// classic 80-column terminal is compact. A popover, a form sheet or a page sheet in a
    /// compact container is presented as a sheet (see ``AdaptivePresentationControllerDelegate``);
    /// a change takes effect at the next presentation or resize.
    public var compactWidth = 90.0

    /// A transition began or ended (the footer's keys may change, say).
    open func presentationsDidChange() {}

    /// Ends the app after this event; a transition in flight ends as not completed.
    public func quit() {
        transitions.abandonInFlight()
        if !isFinished { pixelImages.quit(trace: trace) }
        isFinished = true
    }

    // MARK: Application

    open func handle(_ event: InputEvent) {
        switch event {
        case let .resize(columns, rows):
            resize(columns: columns, rows: rows)
        case .terminate(let signal):
            terminationSignal = signal
            quit()
        case .key(.control("c")):
            quit()
        case .key(let key):
            // A key ends a pointer drag: its release may have been lost on the way.
            abandonPointerGesture()
            dispatch(key)
        case .keyReleased(let key):
            heldKeys.release(key)
        case .focus(gained: false):
            abandonPointerGesture()
            cancelInteractions()
            heldKeys.focusLost()
            toasts.pointerLeft()
        case .focus(gained: true):
            break
        case .paste(let text):
            // Like a key, it ends a pointer drag whose release may have been lost.
            abandonPointerGesture()
            for case let view as View in responderChain where view.paste(text) { return }
        case .mouse(let mouse):
            dispatch(mouse)
        case .limited(let limit):
            trace.record(.inputLimited(limit))
        }
    }

    public func advance() {
        timers.fire(now: clock.now)
        animations.tick()
    }

    public func render(into canvas: inout Canvas) {
        rootView.layoutIfNeeded()
        // Move the canvas into the context and back: a copy would make the first drawing
        // call duplicate the whole buffer.
        let atRest = isAtRest
        composingAtRest = atRest
        defer { composingAtRest = nil }
        var context = DrawContext(canvas: consume canvas)
        context.theme = traitCollection.theme
        // A presentation at rest that hides the screens behind: they are not drawn.
        if let cover = presentationHost.subviews.last(where: { $0.hidesViewsBelow && $0.isVisible }) {
            context.cover = (cover, cover.frameInRoot)
        }
        rootView.render(in: &context)
        // Toasts are the window's own layer, over every view and presentation.
        toasts.layer.render(in: &context)
        canvas = context.canvas
        if isAccessible { followFocus(with: &canvas) }
        pixelImages.settle(&canvas, atRest: atRest, trace: trace)
    }

    /// How fast the terminal takes bytes (`Terminal.linkSpeed`): over a slower link views
    /// draw less detail, such as fewer steps of a fade.
    public private(set) var linkSpeed = LinkSpeed.fast

    public func linkSpeedDidChange(_ speed: LinkSpeed) {
        let old = pixelGraphics
        linkSpeed = speed
        redraw(ifPixelGraphicsChangedFrom: old)
    }

    /// What the terminal can do (pointer in pixels, key releases); none of it until it answers.
    public private(set) var terminalFeatures = TerminalFeatures()

    public func terminalFeaturesDidChange(_ features: TerminalFeatures) {
        let old = pixelGraphics
        terminalFeatures = features
        heldKeys.reportsReleases = features.usesKeyReleases
        redraw(ifPixelGraphicsChangedFrom: old)
    }

    public func nextWake() -> Wake {
        if animations.isActive { return .nextFrame }
        if let deadline = timers.nextDeadline { return .at(deadline) }
        return .idle
    }

    // MARK: Routing

    /// A new terminal size: everything re-lays out at once, without animation, and any
    /// pointer gesture in progress is cancelled (its coordinates no longer mean anything).
    open func resize(columns: Int, rows: Int) {
        size = Size(columns: columns, rows: rows)
        trace.record(.resize(columns: columns, rows: rows))
        // A frame once it has settled, for pictures in pixels.
        resizeSettlesAt = clock.now + Self.resizeSettling
        timers.schedule(at: resizeSettlesAt) {}
        abandonPointerGesture()
        cancelInteractions()
        rootView.frame = Rect(origin: .zero, size: size)
        rootView.setNeedsLayout()
        layOutFooter()
        transitions.containerDidResize()
        toasts.containerDidResize()
    }

    /// Makes `screen` the bottom of every presentation chain, its view filling the window
    /// under any presentation (UIKit's `window.rootViewController`). Only while nothing is
    /// presented; false otherwise.
    @discardableResult
    public func setRootViewController(_ screen: ViewController) -> Bool {
        guard rootViewController.presentedViewController == nil, transitions.active == nil,
            screen.parent == nil, screen.presentingViewController == nil
        else { return false }
        if rootViewController.view !== rootView { rootViewController.view.removeFromSuperview() }
        rootViewController.hostWindow = nil
        rootViewController = screen
        screen.hostWindow = self
        if screen.view !== rootView {
            screen.view.frame = rootContentFrame
            rootView.insertSubview(screen.view, at: 0)
        }
        return true
    }

    /// Ends the pointer gesture in progress, if any, as cancelled: its coordinates no longer
    /// mean anything, or its release will never come.
    func abandonPointerGesture() {
        switch pointerTarget {
        case .recognizer(let recognizer)?: recognizer.cancel()
        case .view(let view)?: view.mouseEventsCancelled()
        case nil: break
        }
        pointerTarget = nil
    }

    /// Every screen's interactions stop what they track (a held key's drag, say).
    private func cancelInteractions() {
        for screen in rootViewController.presentationChain {
            for interaction in screen.interactions { interaction.cancel() }
        }
    }

    /// Keys no responder took: the window's `keyDown`, the end of every chain.
    open func unhandledKey(_ key: Key) {}

    // MARK: Responder

    /// Nothing comes after the window.
    public var next: Responder? { nil }

    /// The app's key commands, tried after every other responder's: keys that work on every
    /// screen.
    open var keyCommands: [KeyCommand] { [] }

    /// Passes the key to `unhandledKey`; the chain ends here.
    public func keyDown(_ key: Key) -> Bool {
        unhandledKey(key)
        return true
    }

    /// Gives the focus to `view` (nil: to no one), telling both views and tracing `focus`.
    /// False when `view` cannot take it or is not in this window.
    @discardableResult
    public func makeFirstResponder(_ view: View?) -> Bool {
        if let view, !view.canBecomeFirstResponder || view.window !== self { return false }
        guard view !== firstResponder else { return true }
        let previous = firstResponder
        firstResponder = view
        if let previous {
            trace.record(.focus(view: previous.traceName, focused: false, label: previous.accessibilityLabel))
            previous.focusDidChange()
        }
        if let view {
            let label = view.accessibilityLabel
            trace.record(.focus(view: view.traceName, focused: true, label: label))
            announcedFocus = AnnouncedFocus(view: view, label: label)
            view.focusDidChange()
        }
        inputBar?.focusDidMove()
        return true
    }
}
