import KamishibaiUI

/// Shown instead of the app below the smallest usable size.
final class TooSmallView: View {
    static let minimumColumns = 20
    static let minimumRows = 6

    override func draw(in context: inout DrawContext) {
        let b = context.bounds
        let wide = b.width >= 18
        let lines =
            wide
            ? ["Terminal too small", "\(b.width)×\(b.height), need \(Self.minimumColumns)×\(Self.minimumRows)"]
            : ["Too small", "\(b.width)×\(b.height)", "need \(Self.minimumColumns)×\(Self.minimumRows)"]
        let top = (b.height - lines.count) / 2
        for (i, line) in lines.enumerated() {
            let width = min(CharacterWidth.of(line), b.width)
            let style = i == 0 ? Theme.background.adding(.bold, monochrome: .bold) : Theme.background.with(foreground: Theme.muted)
            context.write(line, x: (b.width - width) / 2, y: top + i, style: style, maxWidth: b.width)
        }
    }
}
