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
        let width = context.bounds.width
        var x = 1
        for hint in fitting(width - 2) {
            guard x + Self.width(hint) <= width - 1 else { break }
            x += context.write(hint.key, x: x, y: 0, style: Theme.hintKey)
            x += context.write(" " + hint.label, x: x, y: 0, style: Theme.hintLabel)
            x += 3
        }
    }
}
