import KamishibaiCanvas
import KamishibaiTerminal
import Testing

@testable import KamishibaiDemo

/// Help and the footer come from one table; `?` and `q` work everywhere; the card uses the
/// width it has and scrolls when it does not fit.
@Suite struct HelpAndKeysTests {
    static let contexts: [DemoKeys.Context] =
        DemoTab.allCases.map { .tab($0) } + [.searching, .sheet(arrow: "↓"), .sheet(arrow: "→"), .page, .photo]

    /// Every hint the footer shows is a key help lists at the same moment.
    @Test(arguments: contexts)
    func theFooterNamesNoKeyHelpLacks(context: DemoKeys.Context) {
        let listed = DemoKeys.sections(for: context).flatMap(\.commands).compactMap(\.footer)
        for hint in DemoKeys.footer(for: context) {
            #expect(listed.contains(hint), "\(hint) in the footer of \(context), not in its help")
        }
    }

    @Test func questionMarkOpensHelpOverASheetAndQQuitsFromIt() {
        let harness = DemoHarness()
        harness.run([.key(.enter), .key(.character("?"))], step: 1)
        #expect(harness.app.presentedSheet != nil)
        #expect(harness.app.isShowingHelp)
        #expect(harness.screen.contains("In a sheet"), "help lists the sheet's keys first")
        let quit = DemoHarness()
        quit.run([.key(.enter), .key(.character("?")), .key(.character("q"))], step: 1)
        #expect(quit.app.isFinished)
    }

    @Test func qQuitsWithASheetUp() {
        let harness = DemoHarness()
        harness.run([.key(.enter), .key(.character("q"))], step: 1)
        #expect(harness.app.isFinished)
    }

    /// At 200×60 the card is 100 columns wide; at 80×24 it does not fit and scrolls, by keys
    /// and by the wheel, and ends at its last line.
    @Test func theCardUsesTheWidthAndScrolls() {
        let wide = DemoHarness(columns: 200, rows: 60)
        wide.run([.key(.character("?"))])
        let top = Array(wide.screen.split(separator: "\n").first { $0.contains("─ Keys ─") } ?? "")
        let keys = top.firstIndex(of: "K") ?? 0
        let left = top[..<keys].lastIndex(of: "╭"), right = top[keys...].firstIndex(of: "╮")
        #expect(left.flatMap { l in right.map { $0 - l + 1 } } == HelpOverlay.maximumWidth)

        let small = DemoHarness()
        small.run([.key(.character("?"))])
        #expect(small.screen.contains("▼") && !small.screen.contains("▲"))
        small.run([.key(.pageDown)])
        #expect(small.app.help.offset > 0 && small.screen.contains("▲"))
        small.run([.key(.end)])
        #expect(!small.screen.contains("▼"), "at its end")
        #expect(small.screen.contains("suspend"), "the last key, Ctrl-Z, is in view")
        small.run([.mouse(MouseEvent(.scrollUp, column: 40, row: 12)), .key(.home)])
        #expect(small.app.help.offset == 0)
    }
}
