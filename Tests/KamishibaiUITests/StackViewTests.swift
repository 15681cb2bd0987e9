import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// The stack view's frames at exact sizes, for each axis, alignment and distribution.
@Suite struct StackViewTests {
    func laidOut(_ stack: StackView, width: Double, height: Double) -> [Rect] {
        stack.frame = Rect(x: 0, y: 0, width: width, height: height)
        stack.layoutIfNeeded()
        return stack.arrangedSubviews.map(\.frame)
    }

    @Test func aColumnFillsItsWidthAndGivesTheRoomLeftToTheLastView() {
        let stack = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [SizedView(4, 2), SizedView(6, 3)])
        #expect(
            laidOut(stack, width: 10, height: 10) == [Rect(x: 0, y: 0, width: 10, height: 2), Rect(x: 0, y: 3, width: 10, height: 7)])
    }

    @Test func aPlainViewIsASpacerThatTakesTheRoomLeft() {
        let stack = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [SizedView(4, 2), View(), SizedView(6, 3)])
        #expect(
            laidOut(stack, width: 10, height: 10) == [
                Rect(x: 0, y: 0, width: 10, height: 2), Rect(x: 0, y: 3, width: 10, height: 3), Rect(x: 0, y: 7, width: 10, height: 3),
            ])
        let row = StackView(arrangedSubviews: [View(), SizedView(2, 1), View()])
        #expect(
            laidOut(row, width: 7, height: 1) == [
                Rect(x: 0, y: 0, width: 3, height: 1), Rect(x: 3, y: 0, width: 2, height: 1), Rect(x: 5, y: 0, width: 2, height: 1),
            ], "two spacers centre the view; the edge at 2.5 rounds up")
    }

    @Test func alignmentPlacesViewsAcrossTheAxis() {
        let stack = StackView(axis: .vertical, arrangedSubviews: [SizedView(4, 1), SizedView(6, 1)])
        stack.distribution = .fillEqually
        let expected: [(StackView.Alignment, [Double], [Double])] = [
            (.fill, [0, 0], [10, 10]), (.leading, [0, 0], [4, 6]), (.center, [3, 2], [4, 6]), (.trailing, [6, 4], [4, 6]),
        ]
        for (alignment, xs, widths) in expected {
            stack.alignment = alignment
            let frames = laidOut(stack, width: 10, height: 2)
            #expect(frames.map(\.minX) == xs, "\(alignment)")
            #expect(frames.map(\.width) == widths, "\(alignment)")
            #expect(frames.map(\.minY) == [0, 1] && frames.map(\.height) == [1, 1])
        }
    }

    @Test func aRowAlignsOnTopCentreAndBottom() {
        let stack = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [SizedView(3, 2), SizedView(3, 5)])
        stack.alignment = .center
        #expect(laidOut(stack, width: 7, height: 5) == [Rect(x: 0, y: 1, width: 3, height: 2), Rect(x: 4, y: 0, width: 3, height: 5)])
        stack.alignment = .trailing
        #expect(laidOut(stack, width: 7, height: 6).map(\.minY) == [4, 1])
        stack.alignment = .leading
        #expect(laidOut(stack, width: 7, height: 6).map(\.minY) == [0, 0])
    }

    @Test func fillEquallyRoundsEachEdgeToAWholeCell() {
        let stack = StackView(arrangedSubviews: [SizedView(1, 1), SizedView(5, 1), SizedView(2, 1)])
        stack.distribution = .fillEqually
        #expect(laidOut(stack, width: 10, height: 1).map { [$0.minX, $0.width] } == [[0, 3], [3, 4], [7, 3]])
        stack.spacing = 1
        #expect(laidOut(stack, width: 11, height: 1).map { [$0.minX, $0.width] } == [[0, 3], [4, 3], [8, 3]])
    }

    @Test func fillProportionallyAndEqualSpacing() {
        let stack = StackView(arrangedSubviews: [SizedView(2, 1), SizedView(4, 1)])
        stack.distribution = .fillProportionally
        #expect(laidOut(stack, width: 12, height: 1).map { [$0.minX, $0.width] } == [[0, 4], [4, 8]])
        let spaced = StackView(spacing: 1, arrangedSubviews: [SizedView(2, 1), SizedView(3, 1), SizedView(1, 1)])
        spaced.distribution = .equalSpacing
        #expect(laidOut(spaced, width: 12, height: 1).map { [$0.minX, $0.width] } == [[0, 2], [5, 3], [11, 1]])
    }

    /// UIKit's `equalCentering`: the centres equally apart from the first view's start to the
    /// last one's end; spread as `equalSpacing` where that would break the spacing.
    @Test func equalCenteringSpacesTheCentres() {
        let stack = StackView(arrangedSubviews: [SizedView(2, 1), SizedView(4, 1), SizedView(2, 1)])
        stack.distribution = .equalCentering
        #expect(laidOut(stack, width: 20, height: 1).map { [$0.minX, $0.width] } == [[0, 2], [8, 4], [18, 2]], "centres 1, 10, 19")
        let uneven = StackView(spacing: 1, arrangedSubviews: [SizedView(2, 1), SizedView(2, 1), SizedView(10, 1)])
        uneven.distribution = .equalCentering
        #expect(laidOut(uneven, width: 16, height: 1).map(\.minX) == [0, 3, 6], "centres 1, 6, 11 would overlap")
        #expect(laidOut(uneven, width: 18, height: 1).map(\.minX) == [0, 4, 8], "the room spread equally instead")
        let one = StackView(arrangedSubviews: [SizedView(2, 1)])
        one.distribution = .equalCentering
        #expect(laidOut(one, width: 9, height: 1) == [Rect(x: 0, y: 0, width: 2, height: 1)])
    }

    /// Every distribution inside the margins, with a hidden view and custom spacing after a
    /// view that stays.
    @Test func everyDistributionKeepsTheMarginsAndSkipsHiddenViews() {
        let a = SizedView(2, 1), hidden = SizedView(5, 1), b = SizedView(4, 1), c = SizedView(2, 1)
        hidden.isHidden = true
        let stack = StackView(spacing: 1, arrangedSubviews: [a, hidden, b, c])
        stack.setCustomSpacing(3, after: a)
        stack.setCustomSpacing(9, after: hidden)
        stack.layoutMargins = Insets(top: 0, left: 2, bottom: 0, right: 1)
        let expected: [(StackView.Distribution, [[Double]])] = [
            (.fill, [[2, 2], [7, 4], [12, 10]]),
            (.fillEqually, [[2, 5], [10, 6], [17, 5]]),
            (.fillProportionally, [[2, 4], [9, 8], [18, 4]]),
            (.equalSpacing, [[2, 2], [11, 4], [20, 2]]),
            (.equalCentering, [[2, 2], [10, 4], [20, 2]]),
        ]
        for (distribution, frames) in expected {
            stack.distribution = distribution
            let laid = laidOut(stack, width: 23, height: 1)
            #expect([laid[0], laid[2], laid[3]].map { [$0.minX, $0.width] } == frames, "\(distribution)")
        }
    }

    @Test func tooLittleRoomIsTakenFromEveryViewInProportion() {
        let stack = StackView(arrangedSubviews: [SizedView(6, 1), SizedView(2, 1), SizedView(6, 1)])
        #expect(laidOut(stack, width: 7, height: 1).map { [$0.minX, $0.width] } == [[0, 3], [3, 1], [4, 3]])
    }

    @Test func hiddenViewsTakeNoRoomAndShowingOneLaysOutAgain() {
        let middle = SizedView(2, 2)
        let stack = StackView(axis: .vertical, arrangedSubviews: [SizedView(2, 1), middle, SizedView(2, 1)])
        stack.alignment = .leading
        middle.isHidden = true
        #expect(laidOut(stack, width: 5, height: 4).map(\.minY) == [0, 0, 1])
        #expect(stack.intrinsicContentSize == Size(width: 2, height: 2))
        middle.isHidden = false
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.frame.minY) == [0, 1, 3])
    }

    @Test func customSpacingFollowsItsViewWhileItShows() {
        let a = SizedView(1, 2), b = SizedView(1, 1), c = SizedView(1, 1)
        let stack = StackView(axis: .vertical, arrangedSubviews: [a, b, c])
        stack.setCustomSpacing(1, after: a)
        stack.setCustomSpacing(3, after: c)
        #expect(stack.customSpacing(after: a) == 1 && stack.customSpacing(after: b) == nil)
        #expect(stack.intrinsicContentSize == Size(width: 1, height: 5), "none after the last view")
        #expect(laidOut(stack, width: 1, height: 5).map(\.minY) == [0, 3, 4])
        a.isHidden = true
        #expect(laidOut(stack, width: 1, height: 2).map(\.minY)[1...] == [0, 1])
    }

    @Test func itsIntrinsicSizeAddsAlongTheAxisAndTakesTheLargestAcross() {
        let stack = StackView(axis: .horizontal, spacing: 2, arrangedSubviews: [SizedView(3, 1), View(), SizedView(5, 4)])
        #expect(stack.intrinsicContentSize == Size(width: 12, height: 4), "3 + 0 + 5 and two gaps of 2")
        stack.layoutMargins = Insets(top: 1, left: 2, bottom: 0, right: 1)
        #expect(stack.intrinsicContentSize == Size(width: 15, height: 5))
        stack.distribution = .fillEqually
        #expect(stack.intrinsicContentSize == Size(width: 22, height: 5), "three views as long as the longest")
        #expect(StackView().intrinsicContentSize == .zero)
    }

    @Test func marginsKeepRoomInsideTheEdges() {
        let stack = StackView(axis: .vertical, arrangedSubviews: [SizedView(2, 1)])
        stack.layoutMargins = Insets(top: 1, left: 2, bottom: 1, right: 2)
        #expect(laidOut(stack, width: 8, height: 4) == [Rect(x: 2, y: 1, width: 4, height: 2)])
    }

    @Test func aColumnOfWrappingLabelsSizesToItsWidth() {
        let body = Label("the quick brown fox")
        body.numberOfLines = 0
        let stack = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [Label("Title"), body])
        #expect(stack.intrinsicContentSize == Size(width: 19, height: 3))
        #expect(stack.sizeThatFits(Size(width: 9, height: .infinity)) == Size(width: 9, height: 4))
        stack.alignment = .leading
        #expect(laidOut(stack, width: 10, height: 6) == [Rect(x: 0, y: 0, width: 5, height: 1), Rect(x: 0, y: 2, width: 9, height: 4)])
    }

    @Test func aChangedIntrinsicSizeLaysTheStacksOutAgainUpTheTree() {
        let label = Label("ab")
        let inner = StackView(arrangedSubviews: [label, SizedView(1, 1)])
        let outer = StackView(axis: .vertical, arrangedSubviews: [inner, SizedView(4, 1)])
        outer.alignment = .leading
        #expect(laidOut(outer, width: 20, height: 2).first == Rect(x: 0, y: 0, width: 3, height: 1))
        label.text = "abcdef"
        outer.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 0, y: 0, width: 7, height: 1))
        #expect(label.frame == Rect(x: 0, y: 0, width: 6, height: 1))
    }

    @Test func removingAnArrangedViewKeepsItAsASubviewAsInUIKit() {
        let first = SizedView(1, 1), second = SizedView(1, 1)
        let stack = StackView(arrangedSubviews: [first, second])
        stack.removeArrangedSubview(first)
        #expect(stack.arrangedSubviews.count == 1 && first.superview === stack)
        second.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
        stack.insertArrangedSubview(second, at: 0)
        stack.insertArrangedSubview(first, at: 0)
        #expect(stack.arrangedSubviews.map { $0 === first } == [true, false])
    }

    @Test func theRootScreenFillsTheWindowAndLaysOutOnEveryResize() {
        let window = WidgetTesting.window(columns: 20, rows: 6)
        let bar = SizedView(3, 1)
        let stack = StackView(axis: .vertical, arrangedSubviews: [View(), bar])
        #expect(window.setRootViewController(ViewController(name: "home", view: stack)))
        _ = WidgetTesting.screen(of: window)
        #expect(stack.frame == Rect(x: 0, y: 0, width: 20, height: 6))
        #expect(bar.frame == Rect(x: 0, y: 5, width: 20, height: 1))
        window.handle(.resize(columns: 30, rows: 10))
        _ = WidgetTesting.screen(of: window)
        #expect(bar.frame == Rect(x: 0, y: 9, width: 30, height: 1))
    }

    /// A window that adds views to its root lays them out in `layoutSubviews`: before the
    /// first frame, after each resize, and not on frames in between.
    @Test func theWindowLaysOutItsRootsViewsBeforeTheFirstFrameAndOnEveryResize() {
        final class FooterWindow: Window {
            let footer = View()
            var layouts = 0
            override func layoutSubviews() {
                layouts += 1
                footer.frame = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
            }
        }
        let clock = ManualClock()
        let window = FooterWindow(columns: 20, rows: 6, clock: clock, trace: .disabled(clock: clock))
        window.rootView.addSubview(window.footer)
        _ = WidgetTesting.screen(of: window)
        #expect(window.footer.frame == Rect(x: 0, y: 5, width: 20, height: 1))
        _ = WidgetTesting.screen(of: window)
        #expect(window.layouts == 1)
        window.handle(.resize(columns: 30, rows: 10))
        _ = WidgetTesting.screen(of: window)
        #expect(window.footer.frame == Rect(x: 0, y: 9, width: 30, height: 1))
        #expect(window.layouts == 2)
    }

    /// StackView's documentation example, on a 30×6 window.
    @Test func theDocumentedInboxDrawsAsIntended() {
        let window = WidgetTesting.window(columns: 30, rows: 6)
        var closed = 0
        let title = Label("Inbox")
        let close = Button(title: "Close", keyEquivalent: .escape) { closed += 1 }
        let header = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [title, View(), close])
        let body = Label("No messages.\n\nNew mail shows here.")
        body.numberOfLines = 0
        let screen = StackView(axis: .vertical, arrangedSubviews: [header, body])
        screen.layoutMargins = Insets(all: 1)
        window.setRootViewController(ViewController(name: "inbox", view: screen))
        #expect(
            WidgetTesting.rows(of: WidgetTesting.screen(of: window)) == [
                "", " Inbox        [ Close (Esc) ]", " No messages.", "", " New mail shows here.", "",
            ])
        window.handle(.key(.escape))
        #expect(closed == 1)
    }
}
