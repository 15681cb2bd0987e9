import KamishibaiGeometry
import KamishibaiMotion

/// A stack of pages shown one at a time (UIKit's `UINavigationController`): `push` slides a
/// page in from the right over the current one, `pop` slides it back out; a drag from the
/// left edge — or → held — pops interactively through a `PercentDrivenInteractor`, the same
/// machinery that scrubs a dismissal, and `popReleasePolicy` decides its release. Pages are
/// its children: whichever of them presents, the stack presents (see `ViewController`). Each
/// push and pop makes the pages' appearance calls and is traced as `navigationPush` /
/// `navigationPop` {`screen`, `completed`}. A page whose view leaves at the end of a pop (or a
/// push) takes the focus it holds with it, as any view leaving the window does
/// (``View/removeFromSuperview()``); a cancelled pop keeps it. Above its root page, ←, Esc and
/// Backspace pop: key commands, so they come before a presented stack's Esc.
///
/// Its pages live in `stackView`, which is its view unless the app gives it another one to
/// hold the stack (a sheet with its own header, say).
open class NavigationController: ViewController {
    public let stackView: NavigationStackView
    public private(set) var viewControllers: [ViewController]
    /// Scrubs the pop a drag from the left edge makes.
    public let popInteractor = PercentDrivenInteractor()
    /// When a released edge drag pops: from half the width, or below it with a flick to the
    /// right faster than 15 rows (30 columns) per second; a flick as fast to the left brings
    /// the page back from anywhere.
    public var popReleasePolicy = ReleasePolicy(threshold: 0.5, flickVelocity: 15, direction: .both)
    /// Runs the pushes and pops; its protocol breaks go to the window's `transitions.onViolation`.
    private lazy var runner = TransitionRunner { [weak self] message in
        if let window = self?.window { window.transitions.onViolation(message) } else { assertionFailure(message) }
    }
    /// The drag that pops: from the left edge, or → held (a single press goes on).
    private let edgeDrag = DragTracker<Void>(keyStartsOnRepeat: true)

    /// A stack holding `root`, shown in `stackView` — which is also the screen's view, unless
    /// `view` is given (the app then places `stackView` inside it).
    public init(name: ScreenName? = nil, root: ViewController, view: View? = nil) {
        let stack = NavigationStackView()
        stackView = stack
        viewControllers = [root]
        super.init(name: name, view: view ?? stack)
        addChild(root)
        stack.bar = { [weak self] in self?.barContents ?? (nil, "") }
        stack.onBack = { [weak self] in self?.pop(animated: true) != nil }
        // The pages' area, not the screen's view (a sheet may host the stack): its own layout.
        stack.onLayout = { [weak self] in self?.containerDidLayout() }
        stack.sheet = { [weak self] in self?.sheetAround }
        edgeDrag.shouldReceivePress = { [weak self] in self?.canBeginEdgePop(at: $0) ?? false }
        edgeDrag.onBegin = { [weak self] in self?.edgeDragBegan($0) }
        edgeDrag.onChange = { [weak self] _, sample in self?.edgeDragMoved(sample) }
        edgeDrag.onEnd = { [weak self] _, sample in self?.edgeDragEnded(sample) }
        edgeDrag.onCancel = { [weak self] _, _ in self?.popInteractor.cancel() }
        edgeDrag.attach(to: stack)
    }

    public var topViewController: ViewController? { viewControllers.last }

    /// The top page's view goes into the pages' area when the stack's view loads, after the
    /// stack's `viewDidLoad`, as UIKit's: a page's view loads no earlier than its stack's.
    override func placeChildViews() {
        guard let top = topViewController else { return }
        stackView.contentView.addSubview(top.view)
    }
    /// A push or pop is under way.
    public var isTransitioning: Bool { runner.isRunning }

    open override var keyView: View { topViewController?.keyView ?? view }

    /// ←, Esc and Backspace: back, while there is a page to go back to and no push or pop runs.
    open override var keyCommands: [KeyCommand] {
        guard viewControllers.count > 1, !isTransitioning else { return [] }
        let back = { [weak self] in _ = self?.pop(animated: true) }
        return [
            KeyCommand(input: .left, title: "Back", action: back),
            KeyCommand(input: .escape, title: "Back", attributes: .hidden, action: back),
            KeyCommand(input: .backspace, title: "Back", attributes: .hidden, action: back),
        ]
    }
    open override var childForAppearance: ViewController? { topViewController }

    /// A push or pop ended with `screen` on top (a cancelled pop leaves the same page).
    open func didShow(_ screen: ViewController) {}

    /// The sheet the library draws around this stack's group, if it is presented as one.
    private var sheetAround: (chrome: SheetChrome, view: View)? {
        guard let controller = groupRoot.presentationController as? DimmedPresentationController, let chrome = controller.chrome
        else { return nil }
        return (chrome, controller.presentedView)
    }

    private var barContents: (back: String?, title: String) {
        guard let top = topViewController else { return (nil, "") }
        // During a pop the page being popped is still on the stack: the bar names its goal.
        let running = runner.context
        let shown = running?.kind == .navigation(.pop) ? running?.toViewController ?? top : top
        let index = viewControllers.firstIndex { $0 === shown } ?? 0
        let below = index > 0 ? viewControllers[index - 1] : nil
        return (below?.displayTitle, shown.displayTitle)
    }

    // MARK: Push and pop

    /// Puts `screen` on top, sliding in from the right (or at once). `completion` runs once the
    /// push has ended, after the pages' did-calls — at once, inside this call, when not
    /// animated. Refused while a push or pop runs, as UIKit's (a `transitionRefused` trace
    /// line, no completion); nothing for a page already on the stack.
    public func push(_ screen: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard let from = topViewController, !viewControllers.contains(where: { $0 === screen }) else { return }
        guard !isTransitioning else {
            window?.trace.record(.transitionRefused(screen: screen.traceName, kind: .navigation(.push)))
            return
        }
        view.layoutIfNeeded()  // the pages' area must have its size before a page is placed in it
        addChild(screen)
        viewControllers.append(screen)
        let area = stackView.contentView.bounds
        screen.view.frame = area.offsetBy(dx: area.width, dy: 0)
        stackView.contentView.addSubview(screen.view)
        run(.push, from: from, to: screen, animated: animated, interactive: false, completion: completion)
    }

    /// Takes the top page off, sliding it out to the right (or at once), and returns it (UIKit's
    /// `popViewController(animated:)`); nil at the root. `completion` runs once the pop has
    /// ended, as a push's. Refused while a push or pop runs (a `transitionRefused` trace line).
    @discardableResult
    public func pop(animated: Bool, completion: (() -> Void)? = nil) -> ViewController? {
        beginPop(animated: animated, interactive: false, completion: completion)
    }

    private func beginPop(animated: Bool, interactive: Bool, completion: (() -> Void)? = nil) -> ViewController? {
        guard viewControllers.count > 1, let from = topViewController else { return nil }
        guard !isTransitioning else {
            window?.trace.record(.transitionRefused(screen: from.traceName, kind: .navigation(.pop)))
            return nil
        }
        let to = viewControllers[viewControllers.count - 2]
        view.layoutIfNeeded()
        let area = stackView.contentView.bounds
        to.view.frame = area.offsetBy(dx: -area.width * NavigationSlideAnimator.parallax, dy: 0)
        stackView.contentView.insertSubview(to.view, at: 0)
        run(.pop, from: from, to: to, animated: animated, interactive: interactive, completion: completion)
        return from
    }

    private func run(
        _ operation: TransitionContext.NavigationOperation, from: ViewController, to: ViewController, animated: Bool,
        interactive: Bool, completion: (() -> Void)?
    ) {
        let container = stackView.contentView
        var setup = TransitionRunner.Setup(
            kind: .navigation(operation), from: from, to: to, container: container, animated: animated,
            frames: { [weak container] _ in (container?.bounds ?? .zero, container?.bounds ?? .zero) })
        // Only a stack on screen makes the pages' appearance calls.
        if isOnScreen {
            setup.appearances.add(to, appears: true)
            setup.appearances.add(from, appears: false)
        }
        let steps = TransitionRunner.Steps(
            didEnd: { [weak self] context, completed in self?.transitionDidEnd(context, completed: completed) },
            afterEnd: { [weak self] _, _ in
                guard let self, let top = topViewController else { return }
                didShow(top)
            })
        runner.run(
            setup, in: window, animator: NavigationSlideAnimator(),
            interactor: { [popInteractor] _ in interactive ? popInteractor : nil }, completion: completion, steps: steps)
    }

    /// Whether the stack is shown: in a window, and not taken off by a presentation.
    private var isOnScreen: Bool { window != nil && view.isVisible }

    /// The page that stays shows alone; a popped page (or a push undone) leaves the stack.
    private func transitionDidEnd(_ context: TransitionContext, completed: Bool) {
        let (from, to) = (context.fromViewController, context.toViewController)
        let pushed = context.kind == .navigation(.push)
        // Named while still a page: a popped page is named inside the stack.
        let moved = pushed ? to.traceName : from.traceName
        (completed ? from : to).view.removeFromSuperview()
        (completed ? to : from).view.frame = stackView.contentView.bounds
        if completed != pushed {
            // A completed pop, or a push that did not complete.
            viewControllers.removeLast()
            (pushed ? to : from).removeFromParent()
        }
        window?.trace.record(
            pushed ? .navigationPush(screen: moved, completed: completed) : .navigationPop(screen: moved, completed: completed))
    }

    /// The area changed size: a running push or pop lands at once (a scrubbed pop goes back),
    /// and the top page fills the area.
    private func containerDidLayout() {
        runner.land()
        topViewController?.view.frame = stackView.contentView.bounds
    }

    // MARK: The edge drag

    private func canBeginEdgePop(at point: Point) -> Bool {
        guard !isTransitioning, viewControllers.count > 1 else { return false }
        // From the stack's own left edge (its host's border, inside its margin) to
        // `edgeWidth` columns into the pages, below the bar.
        let local = stackView.convertFromRoot(point)
        return local.y >= stackView.barHeight && local.x < stackView.horizontalMargin + NavigationStackView.edgeWidth
    }

    /// The keys whose hold drags the pop, and their steps (only the across part counts): ←
    /// and → unless told.
    public var edgeDragKeyBindings = KeyDragBindings.horizontalArrows

    /// → held (a key of ``edgeDragKeyBindings`` stepping right) drags the top page off to the
    /// right, as a drag from the left edge does; while it does, ← pushes it back. A single
    /// press of → goes on (the content may scroll with it).
    open override func keyDown(_ key: Key) -> Bool {
        guard takesHeldKey(key), let step = edgeDragKeyBindings.step(for: key) else { return false }
        return edgeDrag.keyDown(key, step: Point(x: step.x, y: 0))
    }

    /// Whether a held `key` drags the pop: one stepping right while a page can pop or the pop
    /// is dragged, one stepping left while it is. A sidebar's dismissal asks first and leaves
    /// such a key to the stack.
    func takesHeldKey(_ key: Key) -> Bool {
        guard let step = edgeDragKeyBindings.step(for: key) else { return false }
        if step.x > 0 { return edgeDrag.isDragging || (!isTransitioning && viewControllers.count > 1) }
        return step.x < 0 && edgeDrag.isDragging
    }

    /// A pointer drag from the edge, or a held →: the pop begins, following it.
    private func edgeDragBegan(_ sample: DragSample) -> Void? {
        guard popInteractor.begin({ _ = beginPop(animated: true, interactive: true) }) else { return nil }
        edgeDragMoved(sample)
        return ()
    }

    private func edgeDragMoved(_ sample: DragSample) {
        popInteractor.update(sample.translation.x / max(1, stackView.contentView.bounds.width))
    }

    private func edgeDragEnded(_ sample: DragSample) {
        popInteractor.end(
            finishing: popReleasePolicy.finishes(
                progress: popInteractor.percentComplete, velocity: sample.velocity, forward: Edge.right.direction))
    }
}

extension ViewController {
    /// The nearest navigation stack this screen is a page of, up its containers (UIKit's): nil
    /// for a stack itself unless it lies in another, and for a screen presented from a page.
    public var navigationController: NavigationController? {
        var container = parent
        while let current = container {
            if let stack = current as? NavigationController { return stack }
            container = current.parent
        }
        return nil
    }
}
