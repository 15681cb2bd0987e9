import KamishibaiTesting
import KamishibaiUI
import SnapshotTesting
import Testing

@testable import KamishibaiDemo

/// The Modals tab's form and page sheets through the headless terminal, at rest at the
/// sizes decision 81 chose them for: centred with the backdrop all round on a wide terminal,
/// the full-width sheet at 80×24.
@Suite struct FormSheetSnapshotTests {
    /// The demo on the Modals tab at `columns`×`rows`, with the row titled `title` presented
    /// at 0.5 s (↓ to it first).
    static func present(_ title: String, columns: Int, rows: Int) -> DemoHarness {
        let harness = DemoHarness(columns: columns, rows: rows, start: .modals)
        let index = ModalDemoRow.all.firstIndex { $0.title == title } ?? 0
        let downs = InputScript.repeated(.down, count: index, start: 0.1, interval: 0.02)
        harness.run(timed: downs + [(0.5, .key(.enter))])
        return harness
    }

    func lines(_ harness: DemoHarness) -> [String] {
        harness.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aFormSheetAt200By60IsCentredAndRoundedOnEveryCorner() throws {
        let harness = Self.present("Form sheet", columns: 200, rows: 60)
        let screen = lines(harness)
        // The container is the window less the tab bar and footer; the sheet is centred in it.
        let top = try #require(screen.firstIndex { $0.contains("▗") && $0.contains("▖") })
        let left = Array(screen[top]).firstIndex(of: "▗")!, right = Array(screen[top]).lastIndex(of: "▖")!
        // The sheet's bottom row: the first row below its top with a corner in its column.
        let bottom = try #require(screen.indices.first { $0 > top && Array(screen[$0]).dropFirst(left).first == "▝" })
        #expect(right - left + 1 == 68 && bottom - top + 1 == 36, "68 × 36")
        #expect(left == 200 - 1 - right, "as many columns at either side")
        #expect(Array(screen[bottom]).dropFirst(right).first == "▘")
        #expect(harness.traceLines.contains { $0.contains(#""screen":"form-sheet","completed":true,"style":"formSheet""#) })
        assertSnapshot(of: harness.screen, as: .lines)
    }

    @Test func aPageSheetAt120By40IsWiderThanAFormSheet() {
        let harness = Self.present("Page sheet", columns: 120, rows: 40)
        #expect(harness.traceLines.contains { $0.contains(#""screen":"page-sheet","completed":true,"style":"pageSheet""#) })
        assertSnapshot(of: harness.screen, as: .lines)
    }

    @Test func at80By24AFormSheetIsTheFullWidthSheet() {
        let harness = Self.present("Form sheet", columns: 80, rows: 24)
        #expect(
            harness.traceLines.contains {
                $0.contains(#""screen":"form-sheet","completed":true,"style":"sheet","adaptedFrom":"formSheet""#)
            })
        #expect(lines(harness).contains { $0.hasPrefix("▗") && $0.hasSuffix("▖") }, "full width")
        assertSnapshot(of: harness.screen, as: .lines)
    }
}
