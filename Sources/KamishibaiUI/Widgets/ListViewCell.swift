import KamishibaiCanvas
import KamishibaiGeometry

/// The view of one row of a ``ListView`` (UIKit's `UITableViewCell`): it draws a ``ListRow``
/// in its list's ``ListView/Appearance``, in the selected styles while ``isSelected``. The
/// list fills the selected row and draws its marker behind the cell; the cell draws the text.
///
/// On its first line the title, and the accessory against the right edge when it takes at most
/// half the width (two columns from the title); the detail on the second line if the row has
/// one, else two columns after the title, if three are left for it (`fr…`). Text too long for
/// its room is cut with `…`, wide characters whole. The parts of the title and detail the row
/// highlights are drawn again over them in the list's highlight style. A subclass can draw rows of its own,
/// reading `isSelected`.
open class ListViewCell: View {
    public var row: ListRow
    /// Whether this is the list's selected row; the list sets it.
    open var isSelected = false
    /// Its row's title, then its detail.
    override var defaultAccessibilityLabel: String? {
        guard let detail = row.detail, !detail.isEmpty else { return row.title }
        return row.title + ", " + detail
    }

    public init(_ row: ListRow = ListRow("")) {
        self.row = row
        super.init()
    }

    /// The look of the list it is in (the default look outside one).
    public var appearance: ListView.Appearance { (superview as? ListView)?.appearance ?? ListView.Appearance() }

    open override func draw(in context: inout DrawContext) {
        let width = context.bounds.width, height = context.bounds.height
        guard width > 0, height > 0 else { return }
        let look = appearance.resolved(in: context.theme)
        let titleStyle = isSelected ? look.selectedTitle : look.title
        let detailStyle = isSelected ? look.selectedDetail : look.detail
        guard row.columns.isEmpty else { return drawColumns(in: &context, title: titleStyle, detail: detailStyle) }
        var titleRoom = width
        if let accessory = row.accessory.map(TextSanitizer.sanitize), !accessory.isEmpty {
            let accessoryWidth = CharacterWidth.of(accessory)
            if accessoryWidth * 2 <= width {
                context.write(accessory, x: width - accessoryWidth, y: 0, style: detailStyle)
                titleRoom = width - accessoryWidth - 2
            }
        }
        let used = context.write(row.title, x: 0, y: 0, style: titleStyle, maxWidth: titleRoom)
        drawHighlights(row.titleHighlights, of: row.title, x: 0, y: 0, shown: used, over: titleStyle, look.highlight, in: &context)
        guard let detail = row.detail, !detail.isEmpty else { return }
        if height > 1 {
            let shown = context.write(detail, x: 0, y: 1, style: detailStyle, maxWidth: width)
            drawHighlights(row.detailHighlights, of: detail, x: 0, y: 1, shown: shown, over: detailStyle, look.highlight, in: &context)
        } else if titleRoom - used - 2 >= 3 {
            let shown = context.write(detail, x: used + 2, y: 0, style: detailStyle, maxWidth: titleRoom - used - 2)
            drawHighlights(
                row.detailHighlights, of: detail, x: used + 2, y: 0, shown: shown, over: detailStyle, look.highlight, in: &context)
        }
    }
}
