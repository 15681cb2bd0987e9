import KamishibaiUI

/// Scripted sessions with the demo, at exact virtual times: what the benchmark replays.
public enum DemoScenario {
    /// Present a sheet, drag it 60 % down and let go (dismissed), present again, drag 20 %
    /// (springs back), dismiss with Esc, then scroll the list with the wheel. Pointer motion
    /// comes at 30 reports a second, one row each, like a steady hand.
    public static func sheetDrag(columns: Int, rows: Int) -> [(time: Double, event: InputEvent)] {
        let containerHeight = Double(rows - 1)
        let sheetTop = Int(containerHeight / 2)
        let sheetHeight = containerHeight / 2
        let column = columns / 2
        let pressRow = sheetTop + 3
        var events: [(time: Double, event: InputEvent)] = []
        var time = 0.1

        func drag(share: Double) {
            let rowsToDrag = Int((share * sheetHeight).rounded(.up))
            events.append((time, .mouse(MouseEvent(.press(.left), column: column, row: pressRow))))
            for step in 1...max(1, rowsToDrag) {
                time += 1.0 / 30
                events.append((time, .mouse(MouseEvent(.drag(.left), column: column, row: pressRow + step))))
            }
            time += 0.2  // rest before letting go: no flick
            events.append((time, .mouse(MouseEvent(.release(.left), column: column, row: pressRow + rowsToDrag))))
        }

        events.append((time, .key(.enter)))
        time += 0.7
        drag(share: 0.6)
        time += 0.6
        events.append((time, .key(.enter)))
        time += 0.7
        drag(share: 0.2)
        time += 0.6
        events.append((time, .key(.escape)))
        time += 0.6
        for _ in 0..<5 {
            time += 0.05
            events.append((time, .mouse(MouseEvent(.scrollDown, column: column, row: rows / 2))))
        }
        return events
    }

    /// The paging demo: → twice and back, a slow drag that returns, a flick to the next page,
    /// a drag past the first page that rubber-bands, End and Home. Start it with `.paging`.
    public static func paging(columns: Int, rows: Int) -> [(time: Double, event: InputEvent)] {
        var events: [(time: Double, event: InputEvent)] = []
        var time = 0.1
        let row = rows / 3
        func key(_ key: Key) {
            events.append((time, .key(key)))
            time += 0.6
        }
        func drag(from: Int, to: Int, step: Double) {
            events.append((time, .mouse(MouseEvent(.press(.left), column: from, row: row))))
            let stride = from < to ? 2 : -2
            for column in Swift.stride(from: from + stride, through: to, by: stride) {
                time += step
                events.append((time, .mouse(MouseEvent(.drag(.left), column: column, row: row))))
            }
            events.append((time, .mouse(MouseEvent(.release(.left), column: to, row: row))))
            time += 1.2
        }
        key(.right)
        key(.right)
        key(.left)
        drag(from: columns / 2, to: columns / 2 - 10, step: 0.1)
        drag(from: columns * 3 / 4, to: columns / 4, step: 1.0 / 60)
        key(.home)
        drag(from: columns / 5, to: columns / 2, step: 1.0 / 30)
        key(.end)
        key(.home)
        return events
    }
}
