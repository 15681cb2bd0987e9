import KamishibaiGeometry
import KamishibaiUI
import Testing

/// A layout pass measures each view a bounded number of times, however deep the stacks nest
/// (decision 087): before, a leaf was measured twice as often per level.
@Suite struct StackLayoutCostTests {
    /// A 4×1 view that counts how often it is asked its size.
    final class CountingLeaf: View {
        var fits = 0
        var intrinsics = 0

        override var intrinsicContentSize: Size {
            intrinsics += 1
            return Size(width: 4, height: 1)
        }

        override func sizeThatFits(_ size: Size) -> Size {
            fits += 1
            return Size(width: 4, height: 1)
        }
    }

    /// Rows and columns in turn, `depth` deep, each holding a leaf and the next stack; the
    /// innermost holds one leaf. Returns the outer stack and the leaves, outermost first.
    func nested(depth: Int) -> (StackView, [CountingLeaf]) {
        let innermost = CountingLeaf()
        var stack = StackView(axis: depth.isMultiple(of: 2) ? .horizontal : .vertical, arrangedSubviews: [innermost])
        var leaves = [innermost]
        for level in 1..<max(1, depth) {
            let leaf = CountingLeaf()
            stack = StackView(axis: (depth - level).isMultiple(of: 2) ? .horizontal : .vertical, arrangedSubviews: [leaf, stack])
            leaves.insert(leaf, at: 0)
        }
        return (stack, leaves)
    }

    @Test(arguments: [8, 10])
    func aLayoutPassMeasuresEachLeafAFewTimesAtAnyDepth(depth: Int) {
        let (stack, leaves) = nested(depth: depth)
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        stack.layoutIfNeeded()
        #expect(leaves.allSatisfy { $0.fits <= 4 && $0.intrinsics <= 5 }, "the deepest was asked 7 586 times at depth 8")
        #expect(leaves[0].frame == Rect(x: 0, y: 0, width: 200, height: 1), "the layout itself is unchanged")
    }

    @Test func aFittedSizeMeasuresEachLeafAFewTimes() {
        let (stack, leaves) = nested(depth: 8)
        let fitted = stack.sizeThatFits(Size(width: 200, height: .infinity))
        #expect(leaves.allSatisfy { $0.fits <= 4 }, "the deepest was asked 890 times")
        #expect(fitted.height == 5)
    }
}
