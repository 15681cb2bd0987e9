import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion

/// The application the run loop drives: one root view filling the terminal, the clock,
/// the trace, what animates and what is scheduled, and the routing of keys and the mouse.
open class Window: Application {
    public let clock: TimeSource
    public let trace: Trace
    public let animations = Animations()
    public let timers = Timers()
    /// Every animation duration is multiplied by this (`--slow-animations`).
    public let animationScale: Double
    /// What the setup carried for views above the core (the drawing views' symbols, say).
    public let traitCollection: TraitCollection
    /// The colours the terminal shows.
    public let colorMode: ColorMode
    /// Why those colours: asked for, announced by `COLORTERM` or by terminfo.
    public let colorReason: ColorMode.Reason
    /// Transitions cut instead of sliding; springs settle without overshoot.
    public let reduceMotion: Bool
    public let rootView: View
    /// The screen at the bottom of every presentation chain. At first a plain screen whose
    /// view is `rootView`; `setRootViewController` puts another (a navigation stack) there.
    public private(set) var rootViewController: ViewController
    public private(set) lazy var transitions = Transitions(window: self)
    public private(set) var size: Size
    public private(set) var isFinished = false
    /// The signal that ended the app, if one did: the caller restores the terminal, then
    /// ends the process as that signal would have.
    public private(set) var terminationSignal: Int32?

    /// Keys go to this view first, then up its superviews.
    public weak var keyResponder: View?
    /// The one view with the keyboard focus (a text field), if any: keys and pastes go to it
    /// before anything else. Set through `makeFirstResponder` or the view's own
    /// `becomeFirstResponder`.
    public private(set) weak var firstResponder: View?
    /// The terminal's keyboard: rises while the focus is inside it (see `InputBar`).
    public weak var inputBar: InputBar?
    private var pointerTarget: PointerTarget?

    private enum PointerTarget {
        case recognizer(GestureRecognizer)
        case view(View)
    }

    public init(_ setup: WindowSetup) {
        self.clock = setup.clock
        self.trace = setup.trace
        self.animationScale = setup.animationScale
        self.traitCollection = setup.traitCollection
        self.colorMode = setup.colorMode
        self.colorReason = setup.colorReason
        self.reduceMotion = setup.reduceMotion
        self.size = Size(columns: setup.columns, rows: setup.rows)
        self.rootView = View(frame: Rect(origin: .zero, size: size))
        self.rootViewController = ViewController(name: "root", view: rootView)
        rootView.hostWindow = self
        rootViewController.hostWindow = self
    }

    public convenience init(columns: Int, rows: Int, clock: TimeSource, trace: Trace, animationScale: Double = 1) {
        self.init(WindowSetup(columns: columns, rows: rows, clock: clock, trace: trace, animationScale: animationScale))
    }

    /// Where presentation containers go: the area they cover, and the view they are added to.
    open var presentationArea: Rect { rootView.bounds }
    open var presentationHost: View { rootView }

    /// A transition began or ended (the footer's keys may change, say).
    open func presentationsDidChange() {}

    /// Ends the app after this event; a transition in flight ends as not completed.
    public func quit() {
        transitions.abandonInFlight()
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
        case .focus(gained: false):
            abandonPointerGesture()
            cancelInteractions()
        case .focus(gained: true):
            break
        case .paste(let text):
            // Like a key, it ends a pointer drag whose release may have been lost.
            abandonPointerGesture()
            var responder = activeFirstResponder ?? transitions.topPresented?.keyView ?? keyResponder
            while let view = responder {
                if view.paste(text) { return }
                responder = view.superview
            }
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
        var context = DrawContext(canvas: consume canvas)
        rootView.render(in: &context)
        canvas = context.canvas
    }

    /// How fast the terminal takes bytes (`FramePacer.linkSpeed`): over a slower link views
    /// draw less detail, such as fewer steps of a fade.
    public private(set) var linkSpeed = LinkSpeed.fast

    public func linkSpeedDidChange(_ speed: LinkSpeed) {
        linkSpeed = speed
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
        abandonPointerGesture()
        cancelInteractions()
        rootView.frame = Rect(origin: .zero, size: size)
        rootView.setNeedsLayout()
        if rootViewController.view !== rootView { rootViewController.view.frame = rootView.bounds }
        transitions.containerDidResize()
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
            screen.view.frame = rootView.bounds
            rootView.insertSubview(screen.view, at: 0)
        }
        return true
    }

    /// Ends the pointer gesture in progress, if any, as cancelled: its coordinates no longer
    /// mean anything, or its release will never come.
    private func abandonPointerGesture() {
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

    /// Keys the focused views did not take.
    open func unhandledKey(_ key: Key) {}

    /// Gives the focus to `view` (nil: to no one), telling both views and tracing `focus`.
    /// False when `view` cannot take it or is not in this window.
    @discardableResult
    public func makeFirstResponder(_ view: View?) -> Bool {
        if let view, !view.canBecomeFirstResponder || view.window !== self { return false }
        guard view !== firstResponder else { return true }
        let previous = firstResponder
        firstResponder = view
        if let previous {
            trace.record(.focus(view: previous.traceName, focused: false))
            previous.focusDidChange()
        }
        if let view {
            trace.record(.focus(view: view.traceName, focused: true))
            view.focusDidChange()
        }
        inputBar?.focusDidMove()
        return true
    }

    /// The focused view, if it is still on screen in this window.
    private var activeFirstResponder: View? {
        guard let view = firstResponder, view.window === self, view.isVisible else { return nil }
        return view
    }

    func dispatch(_ key: Key) {
        if let focused = activeFirstResponder, focused.keyDown(key) { return }
        // A screen still being presented under a gesture's control takes no keys yet: they go
        // to the screen below, whose key (held down) may be what drives the presentation.
        var top = transitions.topPresented
        if let active = transitions.active, active.kind == .presentation, active.isInteractive {
            top = active.fromViewController.presentingViewController == nil ? nil : active.fromViewController
        }
        for interaction in (top ?? rootViewController).interactions where interaction.keyDown(key) { return }
        // The top screen's views, then — while its presentation lets input through to what is
        // behind (an undimmed sheet) — the screens below it, down to the root's.
        var level = top
        while true {
            let isRoot = level == nil || level === rootViewController
            var responder = isRoot ? keyResponder ?? rootViewController.keyView : level?.keyView
            while let view = responder {
                if view.keyDown(key) { return }
                responder = view.superview
            }
            guard !isRoot, let current = level, current.presentationController?.passesInputThrough == true else { break }
            level = current.presentingViewController
        }
        if (top ?? rootViewController).view.performKeyEquivalent(key) { return }
        unhandledKey(key)
    }

    func dispatch(_ event: MouseEvent) {
        let point = event.location
        let now = clock.now
        switch event.kind {
        case .drag, .release:
            defer { if case .release = event.kind { pointerTarget = nil } }
            switch pointerTarget {
            case .recognizer(let recognizer)?:
                _ = recognizer.handle(event, at: point, time: now)
            case .view(let view)?:
                _ = deliver(event, to: view, at: point)
            case nil:
                break
            }
        case .press:
            // A press while another is held: that one's release was lost.
            abandonPointerGesture()
            // The focus stays where it is, as in UIKit: a text field takes it with its own
            // press, and a scroll view's `keyboardDismissMode` says what its drags do to it.
            guard let hit = rootView.hitTest(point) else { return }
            // A view that takes the press (a button) wins over a gesture on its ancestors.
            if let taker = deliver(event, to: hit, at: point) {
                pointerTarget = .view(taker)
                return
            }
            var candidate: View? = hit
            while let view = candidate {
                for recognizer in view.gestureRecognizers where recognizer.isEnabled {
                    if recognizer.handle(event, at: point, time: now) {
                        pointerTarget = .recognizer(recognizer)
                        return
                    }
                }
                candidate = view.superview
            }
        case .move, .scrollUp, .scrollDown, .scrollLeft, .scrollRight:
            if let hit = rootView.hitTest(point) { _ = deliver(event, to: hit, at: point) }
        }
    }

    /// To the view, then up its superviews until one handles it; returns that one.
    private func deliver(_ event: MouseEvent, to view: View, at point: Point) -> View? {
        var candidate: View? = view
        while let target = candidate {
            if target.mouseEvent(event, at: target.convertFromRoot(point)) { return target }
            candidate = target.superview
        }
        return nil
    }
}
