/// One terminal cell. A wide character occupies its cell and a `continuation` cell to its right.
public struct Cell: Hashable, Sendable {
    /// What is drawn: one grapheme, already sanitised. Empty for a continuation cell.
    public var grapheme: String
    public var style: Style
    /// The cell to the right of a wide character: drawn by it, never on its own.
    public var isContinuation: Bool { grapheme.isEmpty }

    public init(_ grapheme: String, style: Style) {
        self.grapheme = grapheme
        self.style = style
    }

    static func continuation(style: Style) -> Cell { Cell("", style: style) }
}
