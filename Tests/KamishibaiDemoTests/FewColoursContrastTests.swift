import KamishibaiCanvas
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// The active tab and the selections read at 4.5:1 or more in the colours each mode really
/// shows (xterm's default palette; bold black once showed as grey on yellow, 2.3:1), and what
/// is behind a sheet dims in every mode: the list's blue selection bar included.
@Suite struct FewColoursContrastTests {
    /// Text at 4.5:1 (WCAG AA); the selection's marker bar, a mark and not text, at 3:1.
    static let styles: [(String, Style, Double)] = [
        ("active tab", Theme.tabActive, 4.5), ("selected row", Theme.rowSelected, 4.5),
        ("selected row's detail", Theme.rowSelectedMuted, 4.5), ("selection marker", Theme.marker, 3),
    ]

    @Test(arguments: ColorMode.allCases.filter { $0 != .none })
    func theActiveTabAndSelectionsReadAt4Point5(mode: ColorMode) {
        for (name, style, least) in Self.styles {
            let shown = style.shownColors(in: mode)
            let ratio = shown.foreground.contrastRatio(to: shown.background)
            #expect(ratio >= least, "\(name) in \(mode): \(shown.foreground) on \(shown.background), \(ratio):1")
        }
    }

    /// The cell of the list's selection bar, its colours as shown, before and after a sheet
    /// opens over it.
    @Test(arguments: ColorMode.allCases)
    func theSelectionBarDimsBehindASheet(mode: ColorMode) throws {
        let harness = DemoHarness(columns: 80, rows: 24, colorMode: mode)
        harness.run([.key(.down)])
        let before = harness.terminal.screen
        let row = try #require((0..<24).first { before[3, $0].style.background == Theme.selected }, "no selection bar")
        let bar = before[3, row].style
        harness.run([.key(.enter)], start: 1)
        let behind = harness.terminal.screen[3, row].style
        #expect(behind.dimming > 0, "the sheet's backdrop covers the bar")
        let (was, now) = (bar.shownColors(in: mode), behind.shownColors(in: mode))
        if mode == .none {
            #expect(bar.attributes(in: mode).contains(.reverse) && !behind.attributes(in: mode).contains(.reverse))
            #expect(behind.attributes(in: mode).contains(.dim))
        } else {
            #expect(now.background.relativeLuminance < was.background.relativeLuminance, "\(mode): \(was.background) → \(now.background)")
        }
    }
}
