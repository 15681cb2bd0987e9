import KamishibaiGeometry

extension ScrollView {
    /// Where the thumb of a vertical scroll indicator lies on a track `length` cells long: the
    /// cells of the track, from its top, that stand for the part of the content in view. Its
    /// length is the track's share of the view's height in what scrolls (the content and its
    /// insets), at least one cell and always one short of the whole track, so that where it
    /// stands reads; it runs from the top of the track at the top of the content to the bottom
    /// at its end. Nil when there is nothing to scroll (the content fits) or the track is under
    /// two cells. A sheet draws it on its border for a scroll view it holds (see
    /// ``SheetChrome``); a view that frames a scroll view itself draws it on its own frame.
    ///
    /// ```swift
    /// if let thumb = list.verticalIndicatorThumb(trackLength: card.height - 2) {
    ///     for row in thumb { context.put("┃", x: card.maxX - 1, y: card.minY + 1 + row, style: thumbStyle) }
    /// }
    /// ```
    public func verticalIndicatorThumb(trackLength length: Int) -> Range<Int>? {
        let lower = minimumContentOffset.y, scrollable = maximumContentOffset.y - lower
        guard scrollable > 0, length >= 2, frame.height > 0 else { return nil }
        let share = frame.height / (frame.height + scrollable)
        let thumb = min(length - 1, max(1, Int((Double(length) * share).rounded())))
        let progress = min(max((contentOffset.y - lower) / scrollable, 0), 1)
        let start = Int((Double(length - thumb) * progress).rounded())
        return start..<(start + thumb)
    }

    /// Whether the content is taller than the view: there is something to scroll to vertically.
    var scrollsVertically: Bool { maximumContentOffset.y > minimumContentOffset.y }
}
