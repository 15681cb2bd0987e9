import KamishibaiGeometry

/// What a scroll view tells whoever watches it (UIKit's `UIScrollViewDelegate`). For a drag:
/// `willBeginDragging`, `didScroll` as it moves, then on release `willEndDragging` (which may
/// change the target), `didEndDragging(willDecelerate:)`, and only if it decelerates
/// `willBeginDecelerating`, more `didScroll`, `didEndDecelerating`. An animated
/// `setContentOffset` sends only `didScroll` and finally `didEndScrollingAnimation`. A paged
/// scroll view adds `didChangePage` once it comes to rest on another page (not UIKit's).
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// After the end call of the motion that left it on `page` (1-based, as `currentPage`).
    func scrollViewDidChangePage(_ scrollView: ScrollView, page: Int)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewDidChangePage(_ scrollView: ScrollView, page: Int) {}
}
