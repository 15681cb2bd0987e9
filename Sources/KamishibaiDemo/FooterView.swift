import KamishibaiUI

/// The bottom bar: the keys that work right now, as many as fit.
final class FooterView: View {
    var hints: [KeyHint] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        background = Theme.barBase
    }

    override func draw(in context: inout DrawContext) {
        let b = context.bounds
        var x = b.minX + 1
        for hint in hints {
            let width = CharacterWidth.of(hint.key) + 1 + CharacterWidth.of(hint.label)
            guard x + width <= b.maxX - 1 else { break }
            x += context.canvas.write(hint.key, x: x, y: b.minY, style: Theme.hintKey)
            x += context.canvas.write(" " + hint.label, x: x, y: b.minY, style: Theme.hintLabel)
            x += 3
        }
    }
}
