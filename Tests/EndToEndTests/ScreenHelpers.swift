import Foundation
import KamishibaiTesting

/// What the end-to-end suites read off a captured screen, shared by all of them.

/// The screen's rows, top first, blank ones kept.
func rows(_ screen: String) -> [Substring] {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
}

/// The last row with anything on it: the footer of keys.
func footer(_ screen: String) -> String {
    String(rows(screen).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "")
}

/// Whether a number read back from the trace is `expected`, within `tolerance` (the trace
/// rounds to 1e-6; times and speeds are looser).
func isNear(_ value: Double, _ expected: Double, tolerance: Double = 0.005) -> Bool {
    abs(value - expected) < tolerance
}

/// Whether `line` is a sheet's top edge across all `columns`: in 256 colours and truecolor the
/// surface's own row between lower quadrant corners `▗ … ▖`, in 16, 8 or no colours the
/// `╭ … ╮` line (decision 111).
func isSheetEdge(_ line: Substring, columns: Int) -> Bool {
    line.count == columns && (line.first == "▗" || line.first == "╭") && (line.last == "▖" || line.last == "╮")
}

/// Whether `line` is a sheet's top edge across all `columns` with its grabber on it.
func isSheetTop(_ line: Substring, columns: Int) -> Bool {
    isSheetEdge(line, columns: columns) && line.contains("━━━━━━")
}

/// Whether `line` holds the partly covered row a sheet's edge fills mid-drag (eighths from
/// below, or `▔` at seven eighths) or the half-row strip the old edge left above a sheet.
func hasPartialRow(_ line: Substring) -> Bool {
    line.contains { "▁▂▃▄▅▆▇▔".contains($0) }
}

/// A story's sheet resting with its top edge on `row` of a `columns`-wide screen: its corners,
/// the grabber, the close control on the next row, and no partly covered row above.
func sheetAtRest(_ screen: String, columns: Int, row: Int) -> Bool {
    let lines = rows(screen)
    guard row > 0, lines.count > row + 1 else { return false }
    return !hasPartialRow(lines[row - 1]) && isSheetTop(lines[row], columns: columns) && lines[row + 1].contains("✕ Close")
}

/// The length of the list card's top border line ("╭─ Stories ──…╮"), if it is on screen.
func cardTopBorderLength(_ screen: String) -> Int? {
    screen.split(separator: "\n").first { $0.contains("╭") }.map(\.count)
}

/// A styled capture (`capture(styles: true)`) of a `columns`-wide pane as rows of cells, each
/// as it looks (`ANSIScreenModel.Cell.look`): what a person sees, not the escapes that drew it.
func visibleCells(_ capture: String, columns: Int) -> [[ANSIScreenModel.Cell]] {
    ANSIScreenModel(capture: capture, columns: columns).lines.map { $0.map(\.look) }
}
