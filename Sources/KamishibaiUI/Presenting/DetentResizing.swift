import KamishibaiGeometry

/// A presentation that a drag moves between resting heights before it dismisses it: a sheet
/// with several detents. `DismissalInteraction` asks the presentation controller's
/// `detentResizing` for it, and measures everything from the lowest detent, where the
/// dismissal takes over: how far the sheet is raised above it.
public protocol DetentResizing: AnyObject {
    /// How far above its lowest detent the sheet is now, in rows.
    var currentRaise: Double { get }
    /// How far above its lowest detent the sheet can rest: at its highest.
    var maximumRaise: Double { get }
    /// With its content scrolled to its start, whether a drag on the content away from the
    /// edge expands the sheet before the content scrolls.
    var prefersScrollingExpandsWhenScrolledToEdge: Bool { get }
    /// Places the sheet `raised` rows above its lowest detent at once; past its highest, the
    /// rubber band resists.
    func placeSheet(raised: Double)
    /// A drag let go: to the detent that `velocity` (rows per second, up positive) carries the
    /// sheet to.
    func settleSheet(velocity: Double)
    /// A cancelled dismissal brought the sheet back to its lowest detent: that is now its
    /// selected one.
    func restAtLowestDetent()
    /// A tap at `point` (root coordinates): on the grabber it moves the sheet to its next
    /// detent, and returns true.
    func selectNextDetent(fromGrabberAt point: Point) -> Bool
}
