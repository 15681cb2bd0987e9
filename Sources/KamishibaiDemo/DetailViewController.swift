import KamishibaiUI

/// A story's detail, presented in a chosen style (a half-height sheet by default): a
/// navigation stack inside the sheet, the story's page first, a scene's page pushed over it.
/// Its drag to dismiss is the library's `DismissalInteraction`, sharing the drag with the
/// story's text, and Esc is its presentation's; the screen itself keeps only its content and
/// its own keys.
final class DetailViewController: NavigationController {
    let story: Story
    let style: StyledTransitioningDelegate.Style
    let dismissal = DismissalInteraction()
    let page: StoryPageViewController
    private let sheet: SheetView
    /// The scroll view of the story's text, for the inspector.
    var textScrollView: ScrollView { page.body }
    /// A page was pushed or popped (the footer's keys change).
    var onNavigation: (() -> Void)?

    /// The story's position in the list, 0-based: `n` presents the next one on top.
    let index: Int
    /// Sheets may be stacked this deep.
    static let maximumLevel = 5

    /// How the sheet rests (passed on to the sheets presented on top).
    let sheets: DemoApp.SheetOptions

    /// `level` 1 is presented from the list; the trace names deeper ones `detail-N@level`.
    init(
        story: Story, index: Int, level: Int = 1, style: StyledTransitioningDelegate.Style = .sheet,
        sheets: DemoApp.SheetOptions = DemoApp.SheetOptions()
    ) {
        self.story = story
        self.index = index
        self.style = style
        self.sheets = sheets
        let name: ScreenName = level > 1 ? "detail-\(index + 1)@\(level)" : "detail-\(index + 1)"
        let sheet = SheetView(story: story)
        let page = StoryPageViewController(story: story)
        self.sheet = sheet
        self.page = page
        super.init(name: name, root: page, view: sheet)
        sheet.content = stackView
        stackView.horizontalMargin = 3
        stackView.barStyle = Theme.secondaryLabel
        stackView.backStyle = Theme.accentLabel
        let stack = stackView
        sheet.contentHeight = { [weak page, weak stack] in (stack?.barHeight ?? 0) + (page?.contentHeight(width: $0) ?? 0) }
        let delegate = StyledTransitioningDelegate(style: style, interactor: dismissal.interactor) { [weak sheet] in
            sheet?.preferredHeight(width: $0) ?? .infinity
        }
        delegate.detents = sheets.detents.map(\.detent)
        delegate.largestUndimmedDetentIdentifier = sheets.undimmed?.detent.identifier
        delegate.chrome = style == .card ? SheetView.cardChrome : SheetView.chrome
        transitioningDelegate = delegate
        // The text scrolls vertically: it shares only a vertical drag.
        if style == .sidebar { page.body.panGestureRecognizer.isEnabled = false } else { dismissal.scrollView = page.body }
        addInteraction(dismissal)
        page.onOpenScene = { [weak self] in self?.openScene($0) }
        sheet.onClose = { [weak self] in self?.dismiss(animated: true) }
        sheet.onPresentNext = { [weak self] in self?.presentNext() }
    }

    /// Pushes scene `scene`'s page.
    private func openScene(_ scene: Int) {
        guard !isTransitioning, topViewController === page else { return }
        push(ScenePageViewController(story: story, scene: scene), animated: true)
    }

    override func didShow(_ screen: ViewController) {
        // The drag shares only the story page's text; a scene's page has none to scroll.
        if style != .sidebar { dismissal.scrollView = screen === page ? page.body : nil }
        onNavigation?()
    }

    /// The sheet this screen rests in, when it is a sheet with detents.
    var sheetController: SheetPresentationController? { presentationController as? SheetPresentationController }

    /// `u`: the list behind usable at the lowest detent, or dimmed at every one.
    private func toggleUndimmed() {
        guard let controller = sheetController, let lowest = controller.detentHeights.first else { return }
        controller.largestUndimmedDetentIdentifier = controller.largestUndimmedDetentIdentifier == nil ? lowest.identifier : nil
    }

    /// The scene list shown or hidden: the content changes, and a fitted sheet or a card
    /// re-fits to it.
    private func toggleScenes() {
        page.showsScenes.toggle()
        if let fitted = presentationController as? FittedSheetPresentationController {
            fitted.refit(animated: true)
        } else if let card = presentationController as? CardPresentationController {
            view.frame = card.frameOfPresentedViewInContainerView
        }
    }

    /// Another sheet on top of this one: the next story, one level up. The page on top asks:
    /// the stack (this screen) is what presents, and what the new sheet names as presenter.
    private func presentNext() {
        let level = presentationLevel + 1
        // While a presentation or dismissal runs, the new sheet waits for it to end.
        guard level <= Self.maximumLevel, !isTransitioning else { return }
        let next = (index + 1) % Story.all.count
        let sheet = DetailViewController(story: Story.all[next], index: next, level: level, style: style, sheets: sheets)
        sheet.onNavigation = onNavigation
        (topViewController ?? self).present(sheet, animated: true)
    }

    /// The edge a drag (or a held arrow) takes the sheet away to.
    var dismissalEdge: Edge { style == .sidebar ? .right : .bottom }

    /// The stack's own (back, above the first page), a pushed page's, then the sheet's.
    override var keyCommands: [KeyCommand] {
        super.keyCommands + (viewControllers.count > 1 ? Self.pageLines.keyCommands : [])
            + Self.keyLines(edge: dismissalEdge, detents: sheetController != nil).keyCommands
    }

    /// The sheet's keys, for one dragged away towards `edge`, with or without `detents` to
    /// move between (its first page adds the scenes' keys in the same section of help).
    static func keyLines(edge: Edge, detents: Bool) -> [KeyLine<DetailViewController>] {
        let arrow = edge.arrow
        let detentLines = [
            KeyLine<DetailViewController>(
                "drag up, e", "the next detent (--detents); a click on the grabber too",
                [([.character("e")], { $0.sheetController?.selectNextDetent(animated: true) })]),
            KeyLine("u", "the list behind usable at the lowest detent, or not", [([.character("u")], { $0.toggleUndimmed() })]),
        ]
        return [
            KeyLine("Esc", "close (animated)", footer: KeyHint("Esc", "close"), elsewhere: [.escape]),
            KeyLine("drag \(arrow)", "scrub the dismissal; let go past 40 % to close", footer: KeyHint("drag \(arrow)", "dismiss")),
            KeyLine(
                "hold \(arrow)", "drag it with the keyboard (a single press moves the content)", footer: KeyHint("hold \(arrow)", "drag"),
                elsewhere: [edge.arrowKey], held: true),
            KeyLine(
                "n", "another sheet on top (\(maximumLevel) deep)", footer: KeyHint("n", "sheet on top"),
                [([.character("n")], { $0.presentNext() })]),
            KeyLine("backdrop", "click to close, or a lower sheet", footer: KeyHint("click backdrop", "close")),
            KeyLine(
                "PgUp PgDn Space", "scroll a long story",
                [([.pageUp], { $0.page.scroll(pages: -1) }), ([.pageDown, .character(" ")], { $0.page.scroll(pages: 1) })]),
            KeyLine("m", "show or hide the scenes (a fitted sheet fits again)", [([.character("m")], { $0.toggleScenes() })]),
        ] + (detents ? detentLines : [])
    }

    /// The keys of a scene's page pushed in the sheet, before the sheet's own: back is the
    /// library stack's.
    static var pageLines: [KeyLine<DetailViewController>] {
        [
            KeyLine(
                "← Esc ⌫", "back to the sheet's first page", footer: KeyHint("← Esc", "back"), elsewhere: [.left, .escape, .backspace]),
            KeyLine("drag from left", "back, following the pointer", footer: KeyHint("drag from the left edge", "back")),
            KeyLine("hold →", "back bit by bit; let go past half way to go back", elsewhere: [.right], held: true),
            KeyLine("n", "another sheet on top", footer: KeyHint("n", "sheet on top"), [([.character("n")], { $0.presentNext() })]),
        ]
    }
}
