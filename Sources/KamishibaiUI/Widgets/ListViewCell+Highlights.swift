import KamishibaiCanvas

extension ListViewCell {
    /// Draws the parts `ranges` of `text` again in `highlight` over `base`, where `text` was
    /// written at (`x`, `y`) taking `shown` columns: each part at the column the text before it
    /// ends, cut where the text was cut (a part past the cut is not drawn; one across it ends in
    /// the same `…`).
    func drawHighlights(
        _ ranges: [Range<String.Index>], of text: String, x: Int, y: Int, shown: Int, over base: TextStyle, _ highlight: TextStyle,
        in context: inout DrawContext
    ) {
        guard !ranges.isEmpty, shown > 0 else { return }
        var style = base
        style.foreground = highlight.foreground ?? base.foreground
        style.attributes.formUnion(highlight.attributes)
        style.monochrome.formUnion(highlight.monochrome)
        let cut = CharacterWidth.of(TextSanitizer.sanitize(text)) > shown
        for range in ranges where range.lowerBound >= text.startIndex && range.upperBound <= text.endIndex && !range.isEmpty {
            let start = CharacterWidth.of(TextSanitizer.sanitize(String(text[..<range.lowerBound])))
            // Before the cut: a part starting on the `…` or past it is gone.
            guard start < shown - (cut ? 1 : 0) else { continue }
            context.write(String(text[range]), x: x + start, y: y, style: style, maxWidth: shown - start)
        }
    }
}
