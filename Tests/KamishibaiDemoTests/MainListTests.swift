import KamishibaiDemo
import KamishibaiUI
import Testing

@Suite struct MainListTests {
    @Test func arrowsAndVimKeysMoveTheSelection() {
        let harness = DemoHarness()
        harness.run([.key(.down), .key(.down), .key(.character("j")), .key(.character("k")), .key(.up)])
        #expect(harness.app.selectedStoryIndex == 1)
        #expect(harness.screen.contains("2 of 24"))
    }

    @Test func selectionStaysInViewAtTheEnd() {
        let harness = DemoHarness()
        harness.run([.key(.end)])
        #expect(harness.app.selectedStoryIndex == 23)
        #expect(harness.screen.contains("Gongitsune"))
        #expect(!harness.screen.contains("Momotarō"))
        let back = DemoHarness()
        back.run([.key(.end), .key(.home)])
        #expect(back.screen.contains("Momotarō"))
    }

    @Test func pageKeysMoveByAScreenful() {
        let harness = DemoHarness()
        harness.run([.key(.pageDown)])
        #expect(harness.app.selectedStoryIndex == 6, "18 content rows hold 6 stories")
    }

    @Test func wheelScrollsWithoutMovingTheSelection() {
        let harness = DemoHarness()
        harness.run([.mouse(MouseEvent(.scrollDown, column: 10, row: 10))])
        #expect(harness.app.firstVisibleStoryIndex == 1)
        #expect(harness.app.selectedStoryIndex == 0)
        #expect(!harness.screen.contains("Momotarō"))
        let up = DemoHarness()
        up.run([.mouse(MouseEvent(.scrollUp, column: 10, row: 10))])
        #expect(up.app.firstVisibleStoryIndex == 0, "clamped at the top")
    }

    @Test func clickSelectsTheStoryUnderThePointer() {
        let harness = DemoHarness()
        // Rows: tab bar 0, blank 1, card border 2, then three rows per story from row 3.
        harness.run(DemoHarness.click(9, 9))
        #expect(harness.app.selectedStoryIndex == 2)
        let gap = DemoHarness()
        gap.run(DemoHarness.click(9, 5))
        #expect(gap.app.selectedStoryIndex == 0, "the blank row between stories selects nothing")
    }

    @Test func clickingATabSwitchesDemo() {
        let harness = DemoHarness()
        harness.run(DemoHarness.click(36, 0) + [.key(.tab), .key(.tab), .key(.character("2"))])
        #expect(harness.app.currentTab == .paging)
        #expect(harness.screen.contains("Paging"))
    }

    /// The tabs are the library's tab bar controller: each demo is a screen that keeps its
    /// state while another is shown, and a switch traces the screens' appearance calls.
    @Test func aTabKeepsItsStateAndSwitchesAreTraced() {
        let harness = DemoHarness()
        harness.run([.key(.down), .key(.down), .key(.down), .key(.character("2")), .key(.backTab)])
        #expect(harness.app.currentTab == .sheets && harness.app.selectedStoryIndex == 3)
        let calls = harness.traceEvents.filter { $0.name.hasPrefix("view") }.map { "\($0.name) \($0.screen ?? "")" }
        #expect(
            calls == [
                "viewWillDisappear sheets", "viewWillAppear paging", "viewDidDisappear sheets", "viewDidAppear paging",
                "viewWillDisappear paging", "viewWillAppear sheets", "viewDidDisappear paging", "viewDidAppear sheets",
            ])
    }

    @Test func helpOpensAndClosesAndQQuits() {
        let harness = DemoHarness()
        harness.run([.key(.character("?")), .key(.down)])
        #expect(harness.app.isShowingHelp)
        #expect(harness.app.selectedStoryIndex == 0, "help takes the keys while open")
        #expect(harness.screen.contains("Keys"))
        let closed = DemoHarness()
        closed.run([.key(.character("?")), .key(.escape)])
        #expect(!closed.app.isShowingHelp)
        let quit = DemoHarness()
        quit.run([.key(.character("q")), .key(.down)])
        #expect(quit.app.isFinished)
        #expect(quit.app.selectedStoryIndex == 0)
    }

    @Test func startOptionOpensPaging() {
        let harness = DemoHarness(start: .paging)
        harness.run([])
        #expect(harness.app.currentTab == .paging)
    }

    @Test func resizeRelaysOutAtOnceAndIsTraced() {
        let harness = DemoHarness()
        harness.run([.resize(columns: 120, rows: 40), .resize(columns: 12, rows: 4), .resize(columns: 80, rows: 24)])
        #expect(harness.traceLines.count == 3)
        #expect(harness.traceLines[0].contains(#""event":"resize","size":[120,40]"#))
        let frameAt12x4 = harness.terminal.frames.first { $0.screen.columns == 12 }!
        #expect(frameAt12x4.text.contains("Too small"))
        let rows = frameAt12x4.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows.prefix(3) == [" Too small  ", "    12×4    ", " need 20×6  "], "centred, a line each: \(rows)")
        #expect(!frameAt12x4.text.contains("Kamishibai"), "nothing else is drawn below the minimum")
        #expect(harness.screen.contains("Stories"))
        #expect(harness.terminal.frames.last!.screen.columns == 80)
    }

    @Test(arguments: [(1, 1), (2, 3), (19, 5), (20, 6), (400, 120), (33, 7)])
    func anySizeDrawsWithoutCrashing(size: (Int, Int)) {
        let harness = DemoHarness(columns: size.0, rows: size.1)
        harness.run([
            .key(.down), .key(.character("?")), .mouse(MouseEvent(.press(.left), column: 0, row: 0)),
            .key(.escape), .mouse(MouseEvent(.scrollDown, column: 0, row: 0)), .key(.tab),
        ])
        #expect(harness.terminal.screen.columns == size.0)
    }

    @Test func idleAppRequestsNoFrames() {
        let harness = DemoHarness()
        harness.run([.key(.down), .key(.down)])
        #expect(harness.terminal.waits.allSatisfy { $0 == nil }, "nothing animates: every wait blocks")
    }
}
