import KamishibaiUI

/// The bottom bar: the keys that work right now, as many as fit. The last one (how to quit)
/// always shows: the ones before it give way first, from the end.
final class FooterView: View {
    var hints: [KeyHint] = []

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        background = Theme.barBase
    }

    private static func width(_ hint: KeyHint) -> Int { CharacterWidth.of(hint.key) + 1 + CharacterWidth.of(hint.label) }

    /// The hints that fit in `room` columns, three apart.
    private func fitting(_ room: Int) -> [KeyHint] {
        var shown = hints
        while shown.count > 1, shown.map(Self.width).reduce(0, +) + 3 * (shown.count - 1) > room {
            shown.remove(at: shown.count - 2)
        }
        return shown
    }

    override func draw(in context: inout DrawContext) {
        let b = context.bounds
        var x = b.minX + 1
        for hint in fitting(b.width - 2) {
            guard x + Self.width(hint) <= b.maxX - 1 else { break }
            x += context.canvas.write(hint.key, x: x, y: b.minY, style: Theme.hintKey)
            x += context.canvas.write(" " + hint.label, x: x, y: b.minY, style: Theme.hintLabel)
            x += 3
        }
    }
}
