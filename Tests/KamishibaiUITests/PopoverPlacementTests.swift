import KamishibaiGeometry
import Testing

@testable import KamishibaiUI

/// Where a popover 22×6 (20×4 content and its border) rests beside a one-row source in a
/// 120×40 container with a cell of margin: the side, the frame and the arrow's cell.
@Suite struct PopoverPlacementTests {
    static let container = Size(width: 120, height: 40)
    static let size = Size(width: 22, height: 6)

    func place(_ source: Rect, _ permitted: PopoverArrowDirection = .any, size: Size = Self.size) -> PopoverPlacement {
        PopoverPlacement(source: source, size: size, permitted: permitted, container: Self.container, margins: Insets(all: 1))
    }

    @Test func belowTheSourceWhenItFitsCentredOnItWithTheArrowOverItsMiddle() {
        let placement = place(Rect(x: 50, y: 10, width: 20, height: 1))
        #expect(placement.arrowDirection == .up)
        #expect(placement.frame == Rect(x: 49, y: 12, width: 22, height: 6))
        #expect(placement.arrow == Point(x: 60, y: 11))
    }

    @Test func aboveASourceNearTheBottomEdge() {
        let placement = place(Rect(x: 50, y: 36, width: 20, height: 1))
        #expect(placement.arrowDirection == .down)
        #expect(placement.frame == Rect(x: 49, y: 29, width: 22, height: 6))
        #expect(placement.arrow == Point(x: 60, y: 35))
    }

    @Test func besideATallSourceThatFillsTheHeightRightFirst() {
        let placement = place(Rect(x: 10, y: 0, width: 10, height: 40))
        #expect(placement.arrowDirection == .left)
        #expect(placement.frame == Rect(x: 21, y: 17, width: 22, height: 6))
        #expect(placement.arrow == Point(x: 20, y: 20))
        let nearTheRight = place(Rect(x: 100, y: 0, width: 10, height: 40))
        #expect(nearTheRight.arrowDirection == .right)
        #expect(nearTheRight.frame == Rect(x: 77, y: 17, width: 22, height: 6))
        #expect(nearTheRight.arrow == Point(x: 99, y: 20))
    }

    @Test func onlyThePermittedSides() {
        let placement = place(Rect(x: 50, y: 10, width: 20, height: 1), .down)
        #expect(placement.arrowDirection == .down)
        #expect(placement.frame == Rect(x: 49, y: 3, width: 22, height: 6))
    }

    @Test func slidToStayInsideTheMarginsWithTheArrowStillOverTheSource() {
        let left = place(Rect(x: 0, y: 10, width: 4, height: 1))
        #expect(left.frame.minX == 1)
        #expect(left.arrow == Point(x: 2, y: 11))
        let right = place(Rect(x: 116, y: 10, width: 4, height: 1))
        #expect(right.frame.maxX == 119)
        #expect(right.arrow.x == 117)
    }

    @Test func theArrowKeepsOffTheCorners() {
        let placement = place(Rect(x: 0, y: 10, width: 1, height: 1))
        #expect(placement.frame.minX == 1)
        #expect(placement.arrow.x == 2, "one cell in from the corner, not on it")
    }

    @Test func cutToTheSideWithTheMostRoomWhenItFitsNowhere() {
        // 30 rows tall: 17 rows below the source at row 20, 18 above it, none beside it.
        let placement = place(Rect(x: 0, y: 20, width: 120, height: 1), size: Size(width: 40, height: 30))
        #expect(placement.arrowDirection == .down)
        #expect(placement.frame == Rect(x: 40, y: 1, width: 40, height: 18))
    }

    @Test func cutAcrossToTheContainerBetweenItsMargins() {
        let placement = place(Rect(x: 50, y: 2, width: 20, height: 1), size: Size(width: 200, height: 6))
        #expect(placement.frame == Rect(x: 1, y: 4, width: 118, height: 6))
    }
}
