import KamishibaiGeometry
import KamishibaiUI
import Testing

/// The one release policy, with each interaction's numbers: exact velocities on each side of
/// the flick, in cells per second as a pan reports them (a column counting as half a row).
@Suite struct ReleasePolicyTests {
    static let sheet = DismissalInteraction().releasePolicy
    static let pop = NavigationController(name: "Nav", root: ViewController(name: "A")).popReleasePolicy
    static let down = Edge.bottom.direction, right = Edge.right.direction, up = Edge.top.direction

    @Test func eachInteractionKeepsItsNumbers() {
        #expect(Self.sheet == ReleasePolicy(threshold: 0.4, flickVelocity: 15))
        #expect(Self.pop == ReleasePolicy(threshold: 0.5, flickVelocity: 15, direction: .both))
        #expect(ZoomPresentationDrag().releasePolicy == ReleasePolicy(threshold: 0.5, flickVelocity: 15))
    }

    /// The threshold alone, held still: from 0.4 on it finishes.
    @Test(arguments: [(0.4, true), (0.39, false), (1, true), (0, false)])
    func heldStillTheThresholdDecides(progress: Double, finishes: Bool) {
        #expect(Self.sheet.finishes(progress: progress, velocity: .zero, forward: Self.down) == finishes)
    }

    /// Towards the edge: faster than 15 rows a second down, or 30 columns a second across.
    @Test(arguments: [
        (Point(x: 0, y: 15), Edge.bottom, false), (Point(x: 0, y: 15.5), .bottom, true), (Point(x: 30, y: 0), .right, false),
        (Point(x: 30.5, y: 0), .right, true), (Point(x: 40, y: 15), .bottom, false), (Point(x: -31, y: 0), .left, true),
    ])
    func aFlickAlongTheWayFinishesBelowTheThreshold(velocity: Point, edge: Edge, finishes: Bool) {
        #expect(Self.sheet.finishes(progress: 0.1, velocity: velocity, forward: edge.direction) == finishes)
    }

    /// Only the way forward counts, and the vector's length does not matter.
    @Test func aFlickBackOrSidewaysIsNone() {
        #expect(!Self.sheet.finishes(progress: 0.1, velocity: Point(x: 0, y: -100), forward: Self.down))
        #expect(
            Self.sheet.finishes(progress: 0.5, velocity: Point(x: 0, y: -100), forward: Self.down),
            "forward only: past the threshold it finishes")
        #expect(!Self.sheet.finishes(progress: 0.1, velocity: Point(x: 100, y: 0), forward: Self.down))
        #expect(Self.sheet.finishes(progress: 0.1, velocity: Point(x: 0, y: 16), forward: Point(x: 0, y: 7)))
        #expect(!Self.sheet.finishes(progress: 0.1, velocity: Point(x: 0, y: 16), forward: .zero), "no way forward: no flick")
    }

    /// The edge pop's flick back (faster than 30 columns a second to the left) cancels past
    /// the threshold too.
    @Test(arguments: [(-30.0, true), (-30.5, false), (30.5, true)])
    func bothWaysAFlickBackCancels(velocity: Double, finishes: Bool) {
        #expect(Self.pop.finishes(progress: 0.9, velocity: Point(x: velocity, y: 0), forward: Self.right) == finishes)
    }

    /// The zoom's: the whole speed in any direction, away from where the drag began, once it
    /// has come a tenth of the way. (20, 14) cells a second is √(10² + 14²) ≈ 17.2 rows a second.
    @Test func anyWayTheSpeedAwayFromTheStartCounts() {
        let zoom = ReleasePolicy(threshold: 0.4, flickVelocity: 15, axis: .any, minimumFlickProgress: 0.1)
        let v = Point(x: 20, y: 14)
        #expect(zoom.finishes(progress: 0.1, velocity: v, forward: Point(x: 3, y: 1)))
        #expect(!zoom.finishes(progress: 0.09, velocity: v, forward: Point(x: 3, y: 1)), "a twitch at the start")
        #expect(!zoom.finishes(progress: 0.2, velocity: v, forward: Point(x: -3, y: -1)), "back towards the start")
        #expect(!zoom.finishes(progress: 0.2, velocity: Point(x: 20, y: 11), forward: Point(x: 1, y: 0)), "√(10² + 11²) ≈ 14.9")
        #expect(!zoom.finishes(progress: 0.2, velocity: v, forward: Point(x: 7, y: -10)), "at right angles: 140 − 140 = 0")
    }

    /// A zoomed photo opened by a drag up: a flick up opens it below half way.
    @Test func theOpeningsFlickIsTheWayTheAppSays() {
        let open = ZoomPresentationDrag().releasePolicy
        #expect(open.finishes(progress: 0.2, velocity: Point(x: 0, y: -15.5), forward: Self.up))
        #expect(!open.finishes(progress: 0.2, velocity: Point(x: 0, y: -15), forward: Self.up))
        #expect(!open.finishes(progress: 0.2, velocity: Point(x: 0, y: -15.5), forward: .zero), "no way given: a key's release")
    }

    // MARK: On the interactions

    /// The app sets the sheet's policy: from a quarter of the way, three rows of twelve held
    /// still dismiss (two spring back by default).
    @Test func theAppSetsTheSheetsPolicy() {
        let h = DismissalInteractionTests.Harness()
        h.dismissal.releasePolicy.threshold = 0.25
        h.drag(from: (40, 14), to: (40, 17))
        #expect(h.dismissal.interactor.percentComplete == 3.0 / 12)
        h.settle()
        #expect(!h.isPresented)
    }

    /// The zoom's flick in pixels, straight down from (60.5, 20.5), a report every 10 ms: 12
    /// pixels (3/4 row) a report is 75 rows a second over 2.25 rows, 0.1125 of the way, and
    /// the photo closes; 10 pixels a report is still 62.5 rows a second, but 1.875 rows is
    /// 0.09375 of the way, short of the tenth a flick needs, and it stays.
    @Test(arguments: [(0.75, true), (0.625, false)])
    func theZoomsFlickNeedsATenthOfTheWay(rows: Double, closes: Bool) {
        let h = ZoomTransitionTests.Harness()
        for i in 0...3 {
            h.mouse(1 + 0.01 * Double(i), i == 0 ? .press(.left) : .drag(.left), at: Point(x: 60.5, y: 20.5 + rows * Double(i)))
        }
        h.mouse(1.03, .release(.left), at: Point(x: 60.5, y: 20.5 + rows * 3))
        #expect(h.delegate.dismissalInteractor.percentComplete == rows * 3 / 20)
        h.settle(until: 3)
        #expect(h.isPresented != closes)
    }

    /// The app sets the zoom's: from 4 %, a drag of two columns (one row, 5 %) closes it.
    @Test func theAppSetsTheZoomsPolicy() {
        let h = ZoomTransitionTests.Harness()
        h.interaction.releasePolicy.threshold = 0.04
        h.mouse(1, .press(.left), 60, 20)
        h.mouse(1.05, .drag(.left), 62, 20)
        h.mouse(1.4, .release(.left), 62, 20)
        #expect(h.delegate.dismissalInteractor.percentComplete == 0.05)
        h.settle(until: 3)
        #expect(!h.isPresented)
    }
}
