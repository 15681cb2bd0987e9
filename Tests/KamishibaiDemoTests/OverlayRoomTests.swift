import KamishibaiCanvas
import KamishibaiTesting
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// Overlays that make room: the inspector docks beside the content, the sidebar rests below
/// the tab bar, the paging panels keep off the card's art, help is named once and set with
/// room for its keys.
@Suite struct OverlayRoomTests {
    static let sizes = [(80, 24), (120, 40), (200, 60)]

    /// With the inspector open a sheet rests beside it: its grabber and title show, nothing
    /// is drawn over its corner (the old `╭─╭─ Inspector ──╮────╮`), and the inspector is a
    /// column on the right, from the top down to the footer.
    @Test(arguments: sizes)
    func theInspectorDocksBesideTheSheet(columns: Int, rows: Int) throws {
        let harness = DemoHarness(columns: columns, rows: rows)
        harness.run(timed: [(0.05, .key(.character("i"))), (0.1, .key(.enter))])
        let screen = harness.screen
        #expect(screen.contains("━━━"), "the grabber\n\(screen)")
        #expect(screen.contains(Story.all[0].title), "the sheet's title\n\(screen)")
        #expect(!screen.contains("╭─╭"), "\(screen)")
        let column = min(66, columns / 2)
        #expect(harness.app.inspector.frame == Rect(x: Double(columns - column), y: 0, width: Double(column), height: Double(rows - 1)))
        #expect(harness.app.presentationArea.maxX == Double(columns - column))
        let sheet = try #require(harness.app.presentedSheet?.view.frameInRoot)
        #expect(sheet.maxX <= Double(columns - column), "the sheet stays left of the inspector")
        #expect(harness.terminal.screen[columns - column, 0].grapheme == "╭")
    }

    @Test func closingTheInspectorGivesTheWidthBack() {
        let harness = DemoHarness(columns: 120, rows: 40)
        harness.run(timed: [(0.05, .key(.character("i"))), (0.1, .key(.enter)), (1, .key(.character("i")))])
        #expect(!harness.app.isShowingInspector)
        #expect(harness.app.presentationArea.width == 120)
        #expect((harness.app.presentedSheet?.view.frameInRoot.maxX ?? 0) > 100)
    }

    /// The sidebar style rests below the tab bar: the tabs and `? help` stay whole.
    @Test(arguments: sizes)
    func theSidebarRestsBelowTheTabBar(columns: Int, rows: Int) {
        let harness = DemoHarness(columns: columns, rows: rows)
        let presses = DemoApp.storyStyles.firstIndex(of: .sidebar)!
        harness.run(timed: InputScript.repeated(.character("s"), count: presses, start: 0.1, interval: 0.05) + [(0.5, .key(.enter))])
        let bar = harness.terminal.screen.line(0)
        for tab in DemoTab.allCases { #expect(bar.contains(tab.title), "\(tab.title) cut: \(bar)") }
        #expect(bar.contains("? help"))
        #expect((harness.app.presentedSheet?.view.frameInRoot.minY ?? 0) >= 1)
    }

    /// `? help` is said once at every width: in the tab bar, and in the footer only when a
    /// presentation covers the bar.
    @Test(arguments: sizes)
    func helpIsNamedOnce(columns: Int, rows: Int) {
        for events in [[InputEvent.key(.down)], [.key(.enter)]] {
            let harness = DemoHarness(columns: columns, rows: rows)
            harness.run(events)
            #expect(harness.screen.components(separatedBy: "? help").count == 2, "\(harness.screen)")
        }
    }

    /// Help's text is plain words, and every key shows whole with at least two columns before
    /// its description (a 15-column key had one).
    @Test(arguments: HelpAndKeysTests.contexts)
    func helpShowsNoBackticksAndRoomyGutters(context: DemoKeys.Context) {
        let sections = DemoKeys.sections(for: context)
        for line in sections.flatMap(\.lines) {
            #expect(!line.title.contains("`") && !line.keys.contains("`"), "\(line.keys): \(line.title)")
        }
        let longest = sections.flatMap(\.lines).map { CharacterWidth.of($0.keys) }.max() ?? 0
        #expect(HelpOverlay.keyColumn(for: sections, room: 72) >= longest + 2)
    }

    @Test func helpShowsTheLongestKeysWhole() throws {
        let harness = DemoHarness(columns: 80, rows: 24, start: .modals)
        harness.run([.key(.enter), .key(.character("?"))])
        let card = try #require(HelpAndKeysTests.card(on: harness.terminal.screen))
        #expect(card.contains("Esc, click outside   close"), "\(card)")
    }

    /// The short list and the delegate log sit off the card (beside it where the pages are
    /// wide, under it where they are not), and the log is as tall as its calls.
    @Test(arguments: sizes)
    func thePagingPanelsKeepOffTheArt(columns: Int, rows: Int) throws {
        let harness = DemoHarness(columns: columns, rows: rows, start: .paging)
        harness.run([.key(.right)])
        let paging = harness.app.pagingView
        let page = try #require(paging.pages.subviews.compactMap { $0 as? PageView }.first { $0.index == 1 })
        let bounds = CellRect(paging.pages.bounds)
        let free = CellRect(
            x: Int(page.reserved.left), y: Int(page.reserved.top), width: bounds.width - Int(page.reserved.left + page.reserved.right),
            height: bounds.height - Int(page.reserved.top + page.reserved.bottom))
        let card = PageView.cardRect(in: free)
        let cardFrame = Rect(x: Double(card.x), y: Double(card.y), width: Double(card.width), height: Double(card.height))
        for panel in [paging.shelf, paging.log] as [View] {
            #expect(!panel.isHidden)
            #expect(panel.frame.intersection(cardFrame).isEmpty, "\(panel.frame) on the card \(cardFrame)")
        }
        #expect(paging.log.frame.height == Double(min(paging.log.rows + 2, Int(paging.log.frame.height))))
        #expect(paging.log.frame.height < Double(DelegateLogView.capacity + 2) || paging.log.rows == DelegateLogView.capacity)
    }
}
