import KamishibaiCanvas

extension ListView {
    /// How a list looks, in styles and columns (UIKit has no single object for it; its cells'
    /// and table's colours): the text rows' styles, at rest and selected, and the selection's
    /// marker. The list fills the selected row with `selectedTitle` and draws the marker down
    /// its first column; other rows show the list's `background` (nil: what is behind it).
    /// A colour a style leaves out comes from the list's theme (``View/traitCollection``) and
    /// from what lies behind, so the default look reads on any surface:
    ///
    /// ```swift
    /// list.appearance = ListView.Appearance(
    ///     title: TextStyle(attributes: .bold, monochrome: .bold),
    ///     selectedTitle: TextStyle(foreground: .white, background: RGB(52, 80, 140), attributes: .bold, monochrome: .reverse))
    /// ```
    public struct Appearance: Hashable, Sendable {
        /// A row's title: by default the theme's ``Theme/text`` over what is behind the list.
        public var title: TextStyle
        /// A row's detail and accessory: by default the theme's ``Theme/secondaryText``, dim
        /// without colour.
        public var detail: TextStyle
        /// The selected row: its whole area is filled with it, and its title drawn in it. By
        /// default the theme's ``Theme/text`` in bold on its ``Theme/surface`` (a background
        /// left out is the surface, not what is behind: a selection must show), reverse video
        /// without colour.
        public var selectedTitle: TextStyle
        /// The selected row's detail and accessory, on the row's fill: by default its title's
        /// colour faded a third of the way toward the fill.
        public var selectedDetail: TextStyle
        /// Drawn down the selected row's first column, so that the selection shows without
        /// colour and at a glance; nil for none.
        public var selectionMarker: Character?
        /// The marker's: by default the theme's ``Theme/tint`` on the row's fill.
        public var selectionMarkerStyle: TextStyle
        /// Columns between each side of a row and its cell: the marker stands in the left one.
        public var cellMargin: Int
        /// The parts of a row's text it highlights (``ListRow/titleHighlights``), over the
        /// row's own style: by default the theme's ``Theme/tint``, underlined (with or
        /// without colour), on the row's background, selected or not.
        public var highlight: TextStyle

        /// The theme's text with its secondary text for details, over what is behind; the
        /// selected row on the theme's surface in bold (reverse video without colour), marked
        /// by `▌` in its tint; one column of margin; highlights in the tint, underlined.
        public init(
            title: TextStyle = TextStyle(),
            detail: TextStyle = TextStyle(monochrome: .dim),
            selectedTitle: TextStyle = TextStyle(attributes: .bold, monochrome: .reverse),
            selectedDetail: TextStyle? = nil,
            selectionMarker: Character? = "▌",
            selectionMarkerStyle: TextStyle? = nil,
            cellMargin: Int = 1,
            highlight: TextStyle = TextStyle(attributes: .underline, monochrome: .underline)
        ) {
            self.title = title
            self.detail = detail
            self.selectedTitle = selectedTitle
            self.selectedDetail = selectedDetail ?? TextStyle(monochrome: selectedTitle.monochrome)
            self.selectionMarker = selectionMarker
            self.selectionMarkerStyle = selectionMarkerStyle ?? TextStyle(monochrome: selectedTitle.monochrome)
            self.cellMargin = cellMargin
            self.highlight = highlight
        }

        /// The styles with the colours they leave out filled in from `theme`, but the
        /// backgrounds of the rows at rest (what is behind the list).
        func resolved(in theme: Theme) -> Appearance {
            var look = self
            look.detail.foreground = detail.foreground ?? theme.secondaryText
            look.selectedTitle.foreground = selectedTitle.foreground ?? theme.text
            look.selectedTitle.background = selectedTitle.background ?? theme.surface
            if let fill = look.selectedTitle.background, let text = look.selectedTitle.foreground {
                look.selectedDetail.foreground = selectedDetail.foreground ?? text.blended(with: fill, amount: 0.3)
            }
            look.selectionMarkerStyle.foreground = selectionMarkerStyle.foreground ?? theme.tint
            look.highlight.foreground = highlight.foreground ?? theme.tint
            return look
        }
    }
}
