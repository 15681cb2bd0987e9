import KamishibaiUI

/// The bar under the story list while a search is being typed: a prompt and the search field.
final class SearchBarView: View {
    let field = TextField(name: "search", placeholder: "title or line: “taro”, “moon”…")

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        background = Theme.panel
        field.style = Theme.panel
        field.placeholderStyle = Theme.panelMuted
        addSubview(field)
    }

    override func layoutSubviews() {
        field.frame = Rect(x: 10, y: 0, width: max(0, bounds.width - 11), height: 1)
    }

    override func draw(in context: inout DrawContext) {
        context.canvas.write(" Search /", x: context.bounds.minX, y: context.bounds.minY, style: Theme.panelKey)
    }
}
