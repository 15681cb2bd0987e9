import KamishibaiCanvas

extension ListViewCell {
    /// The row's ``ListRow/columns`` on its first line, laid out by the list's
    /// ``ListView/columns`` (equal flexible columns when it has none), each aligned in its
    /// column by display width and cut with `…` when too wide; columns beyond the list's are
    /// left out.
    func drawColumns(in context: inout DrawContext, title: TextStyle, detail: TextStyle) {
        let listed = (superview as? ListView)?.columns ?? []
        let columns = listed.isEmpty ? row.columns.map { _ in ListColumn(.flexible) } : listed
        let frames = ListColumn.layout(columns, width: context.bounds.width)
        for (index, text) in row.columns.prefix(columns.count).enumerated() {
            let frame = frames[index]
            guard frame.width > 0 else { continue }
            let shown = CharacterWidth.truncated(TextSanitizer.sanitize(text), to: frame.width)
            let x = frame.x + columns[index].alignment.offset(lineWidth: CharacterWidth.of(shown), in: frame.width)
            context.write(shown, x: x, y: 0, style: columns[index].isDetail ? detail : title, maxWidth: frame.width)
        }
    }
}
