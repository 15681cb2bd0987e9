import KamishibaiGeometry
import KamishibaiUI
import Testing

/// Layers following an outer scroll view: a backward one from its right edge, a forward one
/// from its left, each across its own range, and neither taking input.
@Suite struct ParallaxGroupTests {
    let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
    let back = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
    let front = ScrollView(frame: Rect(x: 0, y: 0, width: 20, height: 5))
    let group: ParallaxGroup

    init() {
        outer.contentSize = Size(width: 100, height: 5)  // range 80
        back.contentSize = Size(width: 40, height: 5)  // range 20
        front.contentSize = Size(width: 180, height: 5)  // range 160
        group = ParallaxGroup(outer: outer)
        group.add(back, name: "back", direction: .backward)
        group.add(front, name: "front", direction: .forward)
    }

    @Test func atTheStartTheBackwardLayerIsAtItsRightEdge() {
        #expect(group.progress == 0)
        #expect(back.contentOffset.x == 20 && front.contentOffset.x == 0)
        #expect(!back.isUserInteractionEnabled && !front.isUserInteractionEnabled)
    }

    @Test(arguments: [(20.0, 0.25), (40, 0.5), (80, 1), (-8, -0.1)])
    func layersFollowTheOuterProgress(offset: Double, progress: Double) {
        outer.contentOffset = Point(x: offset, y: 0)
        group.apply()
        #expect(abs(group.progress - progress) < 1e-12)
        #expect(abs(back.contentOffset.x - (1 - progress) * 20) < 1e-12)
        #expect(abs(front.contentOffset.x - progress * 160) < 1e-12)
        #expect(group.layerOffsets.map(\.name) == ["back", "front"])
    }

    @Test func contentNoWiderThanTheOuterViewHasNoProgress() {
        outer.contentSize = Size(width: 20, height: 5)
        outer.contentOffset = Point(x: 5, y: 0)
        group.apply()
        #expect(group.progress == 0 && back.contentOffset.x == 20)
    }
}
