import KamishibaiCanvas

extension ListView {
    /// How a list looks, in styles and columns (UIKit has no single object for it; its cells'
    /// and table's colours): the text rows' styles, at rest and selected, and the selection's
    /// marker. The list fills the selected row with `selectedTitle` and draws the marker down
    /// its first column; other rows show the list's `background` (nil: what is behind it).
    ///
    /// ```swift
    /// list.appearance = ListView.Appearance(
    ///     title: Style(foreground: .white, background: RGB(35, 38, 54), attributes: .bold, monochrome: .bold),
    ///     selectedTitle: Style(foreground: .white, background: RGB(52, 80, 140), attributes: .bold, monochrome: .reverse))
    /// ```
    public struct Appearance: Hashable, Sendable {
        /// A row's title.
        public var title: Style
        /// A row's detail and accessory.
        public var detail: Style
        /// The selected row: its whole area is filled with it, and its title drawn in it.
        public var selectedTitle: Style
        /// The selected row's detail and accessory.
        public var selectedDetail: Style
        /// Drawn down the selected row's first column, so that the selection shows without
        /// colour and at a glance; nil for none.
        public var selectionMarker: Character?
        public var selectionMarkerStyle: Style
        /// Columns between each side of a row and its cell: the marker stands in the left one.
        public var cellMargin: Int

        /// White on black with a grey detail; the selected row light grey in bold (reverse
        /// video without colour), marked by `▌`; one column of margin.
        public init(
            title: Style = Style(foreground: .white, background: .black),
            detail: Style = Style(foreground: RGB(150, 150, 150), background: .black, monochrome: .dim),
            selectedTitle: Style = Style(foreground: .black, background: RGB(200, 200, 200), attributes: .bold, monochrome: .reverse),
            selectedDetail: Style? = nil,
            selectionMarker: Character? = "▌",
            selectionMarkerStyle: Style? = nil,
            cellMargin: Int = 1
        ) {
            self.title = title
            self.detail = detail
            self.selectedTitle = selectedTitle
            self.selectedDetail =
                selectedDetail
                ?? Style(
                    foreground: selectedTitle.foreground.blended(with: selectedTitle.background, amount: 0.3),
                    background: selectedTitle.background, monochrome: selectedTitle.monochrome)
            self.selectionMarker = selectionMarker
            self.selectionMarkerStyle = selectionMarkerStyle ?? selectedTitle
            self.cellMargin = cellMargin
        }
    }
}
