import KamishibaiDemo
import KamishibaiTesting
import KamishibaiUI
import SnapshotTesting
import Testing

/// Each presentation style through the demo at 80×24: `s` picks the style on the list.
@Suite struct PresentationStyleDemoTests {
    /// Keys that choose `style` (the list starts on `.sheet`), then Enter at 0.5 s.
    func open(_ style: StyledTransitioningDelegate.Style) -> [InputScript.Timed] {
        let presses = DemoApp.storyStyles.firstIndex(of: style)!
        return InputScript.repeated(.character("s"), count: presses, start: 0.1, interval: 0.05) + [(0.5, .key(.enter))]
    }

    func lifecycle(_ harness: DemoHarness) -> [String] { harness.lifecycle }

    /// A sidebar is dragged sideways: its grabber stands on its leading edge, not on top.
    @Test func theSidebarsGrabberIsOnItsLeadingEdge() {
        let harness = DemoHarness()
        harness.run(timed: open(.sidebar))
        let lines = harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        // (The scroll thumb stands on the sheet's right border, the last column.)
        let grabberRows = lines.indices.filter { row in lines[row].indices.contains { lines[row][$0] == "┃" && $0 > 30 && $0 < 79 } }
        #expect(grabberRows.count == 3, "\(harness.screen)")
        #expect(!harness.screen.contains("━━━━━━"), "no grabber on top")
    }

    @Test(arguments: DemoApp.storyStyles)
    func everyStylePresentsAndEscapeDismisses(style: StyledTransitioningDelegate.Style) {
        let harness = DemoHarness()
        harness.run(timed: open(style) + [(2, .key(.escape))])
        #expect(harness.app.presentationStyle == style)
        #expect(harness.lifecycle == ["presentationWillBegin", "presentationDidEnd true", "dismissalWillBegin", "dismissalDidEnd true"])
    }

    @Test(arguments: [StyledTransitioningDelegate.Style.card, .sidebar, .fitted, .spring])
    func atRestSnapshot(style: StyledTransitioningDelegate.Style) {
        let harness = DemoHarness()
        harness.run(timed: open(style))
        assertSnapshot(of: harness.screen, as: .lines, named: style.rawValue)
    }

    @Test(arguments: DemoApp.storyStyles)
    func midTransitionSnapshot(style: StyledTransitioningDelegate.Style) {
        let harness = DemoHarness()
        harness.run(timed: open(style))
        let frame = harness.frame(at: 0.5 + 0.15)
        #expect(frame.text.contains("Momotarō"))
        assertSnapshot(of: frame.text, as: .lines, named: style.rawValue)
    }

    @Test func theOnTopControlStacksASheet() {
        let harness = DemoHarness()
        // At 80 columns "✕ Close" takes columns 70…76, "⊕ On top" 59…66, on the title row 12.
        harness.run(timed: [(0.1, .key(.enter)), (1, .mouse(MouseEvent(.press(.left), column: 61, row: 12)))])
        #expect(harness.app.rootViewController.presentationChain.map(\.name) == ["root", "detail-1", "detail-2@2"])
    }

    @Test func theSpringOvershootsItsRestBeforeSettling() {
        let harness = DemoHarness()
        harness.run(timed: open(.spring))
        // At rest the top row is row 11; during the overshoot the sheet rises above it, so
        // some frame shows its rounded corner above row 11.
        let risen = harness.terminal.frames.contains { frame in
            (0..<11).contains { frame.screen[0, $0].grapheme == "▗" }
        }
        #expect(risen)
        #expect(harness.terminal.screen[0, 11].grapheme == "▗")
    }

    @Test func aDragDownDismissesTheCard() {
        let harness = DemoHarness()
        // The card spans rows 3…19 at 80×24 (15 % insets): 60 % is about 10 rows.
        harness.run(timed: open(.card) + DemoHarness.drag(from: 8, to: 19, start: 2, step: 0.1))
        #expect(harness.lifecycle.suffix(3) == ["interactionBegan", "interactionFinish", "dismissalDidEnd true"])
    }

    @Test func aDragRightDismissesTheSidebar() {
        let harness = DemoHarness()
        let cells = [45] + Array(stride(from: 48, through: 72, by: 3))
        let drag = InputScript.drag(through: cells.map { CellPoint(x: $0, y: 8) }, start: 2, step: 0.1, rest: 0.3)
        harness.run(timed: open(.sidebar) + drag)
        #expect(harness.lifecycle.suffix(3) == ["interactionBegan", "interactionFinish", "dismissalDidEnd true"])
        #expect(harness.updatePercents.last! > 0.6)
    }

    @Test func theFittedSheetRefitsWhenItsContentChanges() {
        let harness = DemoHarness(columns: 80, rows: 40)
        harness.run(timed: open(.fitted) + [(2, .key(.character("m")))])
        let top = harness.app.presentedSheet!.view.frame
        // Without the scene list: border, title, subtitle, blank, synopsis (2 lines at 74
        // columns), blank, the hint — 9 rows, resting on the bottom of the 39-row container.
        #expect(top.height == 9)
        #expect(top.minY == 30)
        let mid = harness.frame(at: 2.125).screen
        #expect(
            (0..<30).contains { mid[0, $0].grapheme == "▗" || ["▂", "▃"].contains(mid[1, $0].grapheme) }, "animated: still on its way down")
    }
}

@Suite struct SidewaysKeysTests {
    /// A sidebar leaves sideways: ↓ does not drag it, held → does.
    @Test func arrowKeysFollowTheStyleDirection() {
        let sidebar: [(Double, InputEvent)] = [
            (0.1, .key(.character("s"))), (0.15, .key(.character("s"))),
            (0.2, .key(.character("s"))), (0.5, .key(.enter)),
        ]
        let down = DemoHarness()
        down.run(timed: sidebar + [(2, .key(.down))])
        #expect(!down.lifecycle.contains("interactionBegan"), "↓ does nothing to a sidebar")
        let right = DemoHarness()
        right.run(timed: sidebar + InputScript.repeated(.right, count: 15, start: 2, interval: 0.03))
        #expect(right.lifecycle.suffix(3) == ["interactionBegan", "interactionFinish", "dismissalDidEnd true"])
    }
}
