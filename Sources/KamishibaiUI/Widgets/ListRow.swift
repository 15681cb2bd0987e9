/// What a row of a ``ListView`` reads in the text form (the content of UIKit's standard cell
/// styles): a title, an optional detail, and an optional accessory, short text against the
/// row's right edge (a count, a date).
///
/// A ``ListViewCell`` draws it: the title on the row's first line with the accessory at the
/// right; the detail on the second line when the row has one (UIKit's `.subtitle` style), else
/// after the title on the same line. Text too long for the row is cut with `…`.
///
/// ```swift
/// ListRow("Re: the kamishibai performance", detail: "Tarō — the cards are ready", accessory: "09:41")
/// ```
///
/// Parts of the title and detail can stand out (``titleHighlights``, ``detailHighlights``):
///
/// ```swift
/// var row = ListRow(story.title, detail: story.line)
/// row.titleHighlights = story.title.ranges(of: query)   // what the search found, in the tint
/// ```
public struct ListRow: Hashable, Sendable {
    public var title: String
    public var detail: String?
    public var accessory: String?
    /// Text in columns, laid out by the list's ``ListView/columns`` in place of the title,
    /// detail and accessory when not empty.
    public var columns: [String] = []
    /// Parts of the title drawn in the list's ``ListView/Appearance/highlight`` style: what a
    /// search matched, say. Ranges of `title` as given; a part cut off with `…` is not shown.
    public var titleHighlights: [Range<String.Index>] = []
    /// Parts of the detail drawn in the highlight style, as ``titleHighlights`` of the title.
    public var detailHighlights: [Range<String.Index>] = []

    public init(_ title: String, detail: String? = nil, accessory: String? = nil) {
        self.title = title
        self.detail = detail
        self.accessory = accessory
    }

    /// A row of text in columns, aligned across the rows by the list's ``ListView/columns``;
    /// its title is the first column (what a search or the trace reads).
    public init(columns: [String]) {
        self.title = columns.first ?? ""
        self.columns = columns
    }
}
