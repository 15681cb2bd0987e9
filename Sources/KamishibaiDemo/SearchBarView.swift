import KamishibaiUI

/// What the input bar shows while a search is typed: a rule with the count of matches, the
/// prompt and the search field, and what a drag on the list does to the bar.
final class SearchBarView: View {
    let field = TextField(name: "search", placeholder: "title or line: “taro”, “moon”…")
    /// How many stories match, of how many.
    var matches = (shown: 0, of: 0)
    /// The list's `keyboardDismissMode`, spelled out on the last row.
    var dismissMode = KeyboardDismissMode.none { didSet { explanation.text = Self.explanation(dismissMode) } }
    private let prompt = Label("Search /")
    private let explanation = Label(SearchBarView.explanation(.none))

    static let rows = 3.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        background = Theme.panel
        field.accessibilityLabel = "Search stories"
        prompt.style = Theme.accentLabel
        explanation.style = Theme.secondaryLabel
        for view in [field, prompt, explanation] { addSubview(view) }
    }

    override func layoutSubviews() {
        field.frame = Rect(x: 11, y: 1, width: max(0, bounds.width - 12), height: 1)
        prompt.frame = Rect(x: 2, y: 1, width: 8, height: 1)
        explanation.frame = Rect(x: 2, y: 2, width: max(0, bounds.width - 2), height: 1)
    }

    override func draw(in context: inout DrawContext) {
        let width = context.bounds.width
        for x in 0..<width { context.put("▔", x: x, y: 0, style: Theme.panelFrame) }
        let count = " \(matches.shown) of \(matches.of) stories "
        context.write(count, x: width - 2 - CharacterWidth.of(count), y: 0, style: Theme.panelMuted)
    }

    /// What a drag on the list does to this bar, in the list's mode.
    static func explanation(_ mode: KeyboardDismissMode) -> String {
        switch mode {
        case .none: "A drag on the list scrolls it; the bar stays (Esc leaves)."
        case .onDrag: "A drag on the list puts the bar away (onDrag)."
        case .interactive: "Drag the list down onto the bar to push it away; past halfway it goes."
        }
    }

    /// The field leaves ↑ and ↓: they move the list's selection. The bar is in the responder
    /// chain only while the field has the focus, so they do only then.
    override var keyCommands: [KeyCommand] { Self.keyLines.keyCommands }

    /// The keys while the field has the focus: the field's own (its key commands), and the
    /// list's moves, which the app makes.
    static var keyLines: [KeyLine<DemoApp>] {
        [
            KeyLine("type", "filter the stories", footer: KeyHint("type", "filter"), elsewhere: [.character("t")]),
            KeyLine("Enter", "open the first story found", footer: KeyHint("⏎", "open the first"), elsewhere: [.enter]),
            KeyLine("Esc", "clear the search", footer: KeyHint("Esc", "clear"), elsewhere: [.escape]),
            KeyLine(
                "↑↓", "select in the list", footer: KeyHint("↑↓", "select"),
                [([.up], { _ = $0.storyList.listView.keyDown(.up) }), ([.down], { _ = $0.storyList.listView.keyDown(.down) })]),
            KeyLine("drag the list", "hide the search bar, as d chose", footer: KeyHint("drag list", "hide")),
            KeyLine(
                "Ctrl-U Ctrl-W", "erase the line / the word before the caret (Ctrl-K to the end, ⌫ Del)",
                footer: KeyHint("Ctrl-U", "erase"),
                elsewhere: [.control("u"), .control("w"), Key.backspace.adding(.alternate), .control("k"), .backspace, .delete]),
            KeyLine(
                "← → Home End", "move the caret (Ctrl-A Ctrl-E too)",
                elsewhere: [.left, .right, .home, .end, .control("a"), .control("e")]),
        ]
    }
}
