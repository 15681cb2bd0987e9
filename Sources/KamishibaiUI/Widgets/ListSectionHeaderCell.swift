import KamishibaiCanvas

/// A section's header row in a ``ListView``: its title in bold in the list's detail style,
/// then a line in the theme's separator colour to the row's end.
final class ListSectionHeaderCell: View {
    let title: String

    init(title: String) {
        self.title = title
        super.init()
    }

    override func draw(in context: inout DrawContext) {
        let width = context.bounds.width
        guard width > 0, context.bounds.height > 0 else { return }
        let look = ((superview as? ListView)?.appearance ?? ListView.Appearance()).resolved(in: context.theme)
        let used = context.write(title, x: 0, y: 0, style: look.detail.adding(.bold, monochrome: .bold), maxWidth: width)
        let colour = traitCollection.theme.separator
        for x in min(width, used + 1)..<width { context.put("─", x: x, y: 0, style: TextStyle(foreground: colour, monochrome: .dim)) }
    }
}
