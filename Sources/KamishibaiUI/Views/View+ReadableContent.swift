import KamishibaiGeometry

extension View {
    /// The widest a column of text is set, in columns: UIKit's readable width (672 pt in
    /// cells 8 pt wide, as ``FormSheetPresentationController/pageSheetWidth``), about 14 words
    /// a line.
    public static let readableWidth = 84.0

    /// Where the view's text reads well (UIKit's `readableContentGuide`): its whole bounds up
    /// to ``readableWidth`` columns wide, and beyond that a column that wide, centred on whole
    /// columns.
    public var readableContentFrame: Rect { Self.readableFrame(in: bounds) }

    /// The readable column of `rect`: all of it up to ``readableWidth`` columns, else a
    /// centred column that wide.
    public static func readableFrame(in rect: Rect) -> Rect {
        guard rect.width > readableWidth else { return rect }
        let inset = ((rect.width - readableWidth) / 2).rounded(.down)
        return Rect(x: rect.minX + inset, y: rect.minY, width: readableWidth, height: rect.height)
    }
}
