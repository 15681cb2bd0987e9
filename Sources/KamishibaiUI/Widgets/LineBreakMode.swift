import KamishibaiCanvas

/// How a ``Label`` breaks its text into lines, and what it does with the last line it has
/// room for when the text goes on (UIKit's `NSLineBreakMode`). Every mode wraps at line breaks
/// and spaces; they differ only there.
public enum LineBreakMode: Sendable {
    /// The lines after the last that fits are left out, with no mark.
    case byWordWrapping
    /// The last line ends in `…` where the rest of the text is left out.
    case byTruncatingTail
    /// The last line begins with `…` and shows the end of the text.
    case byTruncatingHead
    /// The last line shows the start and end of the rest of the text, `…` between them.
    case byTruncatingMiddle

    /// `text` cut to at most `width` cells by this mode (`byWordWrapping` cuts its end, with
    /// no mark). Characters stay whole: a wide one that would be cut is left out. The tail cut
    /// is `Canvas.write`'s with a `maxWidth`, so a label cuts as any line of text does.
    func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard CharacterWidth.of(text) > width else { return text }
        switch self {
        case .byWordWrapping:
            return String(Self.prefix(text, width: width))
        case .byTruncatingTail:
            return String(Self.prefix(text, width: width - 1)) + "…"
        case .byTruncatingHead:
            return "…" + String(Self.suffix(text, width: width - 1))
        case .byTruncatingMiddle:
            // The start takes the odd cell of the room beside the `…`.
            let room = width - 1
            let head = Self.prefix(text, width: (room + 1) / 2)
            let tail = Self.suffix(text, width: room - CharacterWidth.of(String(head)))
            return String(head) + "…" + String(tail)
        }
    }

    /// The longest start of `text` at most `width` cells wide.
    private static func prefix(_ text: String, width: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let w = CharacterWidth.of(text[index])
            if used + w > width { break }
            used += w
            end = text.index(after: index)
        }
        return text[..<end]
    }

    /// The longest end of `text` at most `width` cells wide.
    private static func suffix(_ text: String, width: Int) -> Substring {
        var used = 0
        var start = text.endIndex
        while start > text.startIndex {
            let before = text.index(before: start)
            let w = CharacterWidth.of(text[before])
            if used + w > width { break }
            used += w
            start = before
        }
        return text[start...]
    }
}
