/// One terminal cell. A wide character occupies its cell and a `continuation` cell to its right.
///
/// The grapheme is kept inline as up to four Unicode scalars (ncurses draws at most five per
/// cell; longer combining sequences keep their first four, or their first three and the
/// emoji presentation selector U+FE0F when they have one, so the kept grapheme is as wide as
/// the whole), so a cell is a plain value: copying, comparing and filling thousands of them
/// per frame costs no reference counting.
public struct Cell: Hashable, Sendable {
    /// Scalar values; 0 marks an unused slot, and a cell whose first slot is 0 is a continuation.
    private var s0: UInt32, s1: UInt32, s2: UInt32, s3: UInt32
    public var style: Style

    public init(_ grapheme: String, style: Style) {
        var slots: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        var scalars = Array(grapheme.unicodeScalars.prefix(5))
        if scalars.count == 5 {
            let selector: Unicode.Scalar = "\u{FE0F}"
            scalars = grapheme.unicodeScalars.contains(selector) ? scalars.prefix(3) + [selector] : Array(scalars.prefix(4))
        }
        for (index, scalar) in scalars.enumerated() {
            switch index {
            case 0: slots.0 = scalar.value
            case 1: slots.1 = scalar.value
            case 2: slots.2 = scalar.value
            default: slots.3 = scalar.value
            }
        }
        (s0, s1, s2, s3) = slots
        self.style = style
    }

    /// One scalar, without going through a `String`.
    public init(_ scalar: Unicode.Scalar, style: Style) {
        (s0, s1, s2, s3) = (scalar.value, 0, 0, 0)
        self.style = style
    }

    static func continuation(style: Style) -> Cell { Cell("", style: style) }

    /// The cell to the right of a wide character: drawn by it, never on its own.
    public var isContinuation: Bool { s0 == 0 }

    /// One scalar, printable and one cell wide: safe to lay down without measuring.
    var isPlainNarrow: Bool {
        guard s0 != 0, s1 == 0, let scalar = Unicode.Scalar(s0) else { return false }
        return !TextSanitizer.isControl(scalar) && CharacterWidth.of(scalar) == 1
    }

    /// The grapheme's scalar values in its four slots, 0 where unused (all 0: a
    /// continuation): what a writer compares and writes without building a `String`.
    public var scalarValues: (UInt32, UInt32, UInt32, UInt32) { (s0, s1, s2, s3) }

    /// What is drawn: one grapheme, already sanitised. Empty for a continuation cell.
    public var grapheme: String {
        var text = String.UnicodeScalarView()
        forEachScalar { value in
            if let scalar = Unicode.Scalar(value) { text.append(scalar) }
        }
        return String(text)
    }

    /// Calls `body` with each scalar value, without allocating.
    public func forEachScalar(_ body: (UInt32) -> Void) {
        Self.forEachScalar(of: scalarValues, body)
    }

    /// The same for scalar values kept apart from a cell (`scalarValues`): the used slots, in order.
    public static func forEachScalar(of slots: (UInt32, UInt32, UInt32, UInt32), _ body: (UInt32) -> Void) {
        guard slots.0 != 0 else { return }
        body(slots.0)
        guard slots.1 != 0 else { return }
        body(slots.1)
        guard slots.2 != 0 else { return }
        body(slots.2)
        if slots.3 != 0 { body(slots.3) }
    }
}
