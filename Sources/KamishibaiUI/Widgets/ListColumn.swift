/// One column of a ``ListView``'s rows in columns (``ListRow/columns``): how wide it is, how
/// its text sits in it, and whether it reads as the row's title or its detail. Widths and
/// alignment are in display columns, so a column of wide characters (`日本`, emoji) lines up
/// with one of Latin text; text too wide for its column is cut with `…`.
///
/// ```swift
/// list.columns = [
///     ListColumn(.fixed(12), isDetail: true),  // the sender
///     ListColumn(.flexible),                   // the subject takes the rest
///     ListColumn(.fixed(5), alignment: .right, isDetail: true),  // the time
/// ]
/// ```
public struct ListColumn: Hashable, Sendable {
    /// How wide a column is.
    public enum Width: Hashable, Sendable {
        /// Exactly this many display columns (less when the row is too narrow for the fixed
        /// columns: the last ones give way first).
        case fixed(Int)
        /// A share of what the fixed columns and the spaces between columns leave, equal with
        /// the other flexible columns'.
        case flexible
    }

    /// How wide the column is: fixed, or a share of the rest.
    public var width: Width
    /// How the text sits in the column, by display width.
    public var alignment: TextAlignment
    /// Drawn in the list's detail style rather than its title's.
    public var isDetail: Bool

    /// A column `width` wide, its text aligned by `alignment`, in the detail style when
    /// `isDetail`.
    public init(_ width: Width, alignment: TextAlignment = .left, isDetail: Bool = false) {
        self.width = width
        self.alignment = alignment
        self.isDetail = isDetail
    }

    /// Where each of `columns` lies across a row `width` wide, one column of space between
    /// two: its first column and its width.
    static func layout(_ columns: [ListColumn], width: Int, spacing: Int = 1) -> [(x: Int, width: Int)] {
        guard !columns.isEmpty else { return [] }
        var room = max(0, width - spacing * (columns.count - 1))
        var widths = columns.map { column -> Int in
            guard case .fixed(let fixed) = column.width else { return 0 }
            let given = min(max(0, fixed), room)
            room -= given
            return given
        }
        let flexible = columns.indices.filter { columns[$0].width == .flexible }
        for (order, index) in flexible.enumerated() {
            widths[index] = room / flexible.count + (order < room % flexible.count ? 1 : 0)
        }
        var x = 0
        return widths.map { columnWidth in
            defer { x += columnWidth + spacing }
            return (x, columnWidth)
        }
    }
}
