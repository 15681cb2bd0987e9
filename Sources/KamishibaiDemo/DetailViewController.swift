import KamishibaiUI

/// A story's detail, presented in a chosen style (a half-height sheet by default). Its drag
/// to dismiss is the library's `DismissalInteraction`, sharing the drag with the story's text;
/// the screen itself keeps only its content and its own keys.
final class DetailViewController: ViewController {
    let story: Story
    let style: StyledTransitioningDelegate.Style
    let dismissal = DismissalInteraction()
    private let sheet: SheetView
    /// The scroll view of the story's text, for the inspector.
    var textScrollView: ScrollView { sheet.body }

    /// The story's position in the list, 0-based: `n` presents the next one on top.
    let index: Int
    /// Sheets may be stacked this deep.
    static let maximumLevel = 5

    /// `level` 1 is presented from the list; the trace names deeper ones `detail-N@level`.
    init(story: Story, index: Int, level: Int = 1, style: StyledTransitioningDelegate.Style = .sheet) {
        self.story = story
        self.index = index
        self.style = style
        let sheet = SheetView(story: story)
        self.sheet = sheet
        super.init(name: level > 1 ? "detail-\(index + 1)@\(level)" : "detail-\(index + 1)", view: sheet)
        transitioningDelegate = StyledTransitioningDelegate(style: style, interactor: dismissal.interactor) { [weak sheet] in
            sheet?.preferredHeight(width: $0) ?? .infinity
        }
        // The text scrolls vertically: it shares only a vertical drag.
        if style != .sidebar { dismissal.scrollView = sheet.body }
        addInteraction(dismissal)
        sheet.onClose = { [weak self] in self?.dismiss(animated: true) }
        sheet.onPresentNext = { [weak self] in self?.presentNext() }
        sheet.onKey = { [weak self] in self?.handle($0) ?? false }
    }

    private func scrollBody(pages: Double) {
        let body = sheet.body
        let target = min(max(0, body.targetContentOffset.y + pages * max(1, body.frame.height - 1)), body.maximumContentOffset.y)
        body.setContentOffset(Point(x: 0, y: target), animated: true)
    }

    /// The scene list shown or hidden: the content changes, and a fitted sheet re-fits to it.
    private func toggleScenes() {
        sheet.showsScenes.toggle()
        (presentationController as? FittedSheetPresentationController)?.refit(animated: true)
    }

    /// Another sheet on top of this one: the next story, one level up.
    private func presentNext() {
        let level = presentationLevel + 1
        guard level <= Self.maximumLevel, window?.transitions.active == nil else { return }
        let next = (index + 1) % Story.all.count
        present(DetailViewController(story: Story.all[next], index: next, level: level, style: style), animated: true)
    }

    private func handle(_ key: Key) -> Bool {
        switch key {
        case .escape: dismiss(animated: true)
        case .character("n"): presentNext()
        case .pageDown, .character(" "): scrollBody(pages: 1)
        case .pageUp: scrollBody(pages: -1)
        case .character("m"): toggleScenes()
        default: return false
        }
        return true
    }
}
