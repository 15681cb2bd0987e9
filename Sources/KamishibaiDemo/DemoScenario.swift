import KamishibaiANSI
import KamishibaiTesting
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

    /// One present and dismiss cycle: Enter opens the first story's sheet, Esc closes it a
    /// second later, and the list rests for another second.
    public static func presentAndDismiss(columns: Int, rows: Int) -> [(time: Double, event: InputEvent)] {
        [(0.1, .key(.enter)), (1.1, .key(.escape)), (2.1, .key(.character("j"))), (2.2, .key(.character("k")))]
    }

    /// The slow-link drag: Enter presents the first story's sheet; its grabber is then dragged
    /// up and down, two rows a report at 30 reports a second, for two seconds, and let go well
    /// past the dismissal threshold. Returns the events and the time of the release.
    public static func slowLinkDrag(columns: Int, rows: Int) -> (events: [(time: Double, event: InputEvent)], release: Double) {
        let grabber = (rows - 1) / 2
        let column = columns / 2
        var events: [(time: Double, event: InputEvent)] = [(0.1, .key(.enter))]
        var time = 1.0
        events.append((time, .mouse(MouseEvent(.press(.left), column: column, row: grabber))))
        // A triangle wave, 6 rows up and 6 down, ending 9 rows under the grabber.
        let path = [-2, -4, -6, -4, -2, 0, 2, 4, 6, 4, 2, 0]
        for step in 0..<60 {
            time += 1.0 / 30
            events.append((time, .mouse(MouseEvent(.drag(.left), column: column, row: grabber + path[step % path.count]))))
        }
        for offset in [3, 6, 9] {
            time += 1.0 / 30
            events.append((time, .mouse(MouseEvent(.drag(.left), column: column, row: grabber + offset))))
        }
        time += 1.0 / 30
        events.append((time, .mouse(MouseEvent(.release(.left), column: column, row: grabber + 9))))
        return (events, time)
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

    /// The Shapes demo: the morph there and back, the page scrolled to its end and back (when
    /// it is taller than the terminal), and a resize that lays the figures out again. Start
    /// it with `.shapes`.
    public static func shapes(columns: Int, rows: Int) -> [(time: Double, event: InputEvent)] {
        [
            (0.5, .key(.character("m"))), (1.5, .key(.character("m"))), (2.5, .key(.end)), (3.5, .key(.home)),
            (4.5, .resize(columns: columns - 20, rows: rows)), (5.5, .resize(columns: columns, rows: rows)),
            (6.5, .key(.character("m"))),
        ]
    }

    /// The Photos demo: Enter opens the first picture, a diagonal drag closes it onto its
    /// thumbnail, Enter and Esc open and close it again, and K held opens the second one
    /// under the keys' control. Start it with `.photos`.
    public static func photos(columns: Int, rows: Int) -> [(time: Double, event: InputEvent)] {
        var events: [(time: Double, event: InputEvent)] = [(0.5, .key(.enter))]
        let (x, y) = (columns / 2, rows / 2)
        events.append((1.5, .mouse(MouseEvent(.press(.left), column: x, row: y))))
        for step in 1...20 {
            let at = 1.5 + Double(step) / 60
            events.append((at, .mouse(MouseEvent(.drag(.left), column: x + step, row: y + step / 2))))
        }
        events.append((2, .mouse(MouseEvent(.release(.left), column: x + 20, row: y + 10))))
        events += [(3, .key(.enter)), (4, .key(.escape)), (5, .key(.right))]
        events += (0..<12).map { (6 + 0.05 * Double($0), InputEvent.key(.character("K"))) }
        return events
    }

    /// `chunks` chunks of an `InputStorm` from `seed`, read as the terminal reads them (an
    /// `InputReader` on the storm's clock): what is still incomplete when its deadline passes
    /// (a split sequence after the escape delay, a paste whose end never came) is given up at
    /// that moment, as the real terminal does. Quit keys (q, Ctrl-C) are left out, so the storm runs
    /// to its end; everything else reaches the app. With `staysOnTab`, so are the ways to another
    /// tab (1–5, Tab, Shift-Tab and presses on the tab bar's row), so that the whole storm
    /// falls on the tab it starts on.
    public static func storm(
        seed: UInt64, chunks: Int, columns: Int, rows: Int, staysOnTab: Bool = false
    ) -> [(time: Double, event: InputEvent)] {
        var storm = InputStorm(seed: seed, columns: columns, rows: rows)
        var reader = InputReader()
        var events: [(time: Double, event: InputEvent)] = []
        var time = 0.1
        func add(_ decoded: [InputEvent], at time: Double) {
            for event in decoded where event != .key(.character("q")) && event != .key(.control("c")) {
                if staysOnTab, switchesTab(event) { continue }
                events.append((time, event))
            }
        }
        func expire(until time: Double) {
            while let deadline = reader.deadline, deadline <= time { add(reader.expire(at: deadline), at: deadline) }
        }
        for _ in 0..<chunks {
            let (pause, chunk) = storm.next()
            time += pause
            expire(until: time)
            switch chunk {
            case .bytes(let bytes): add(reader.read(bytes, at: time), at: time)
            case .resize(let columns, let rows): events.append((time, .resize(columns: columns, rows: rows)))
            }
        }
        expire(until: .infinity)
        return events
    }

    /// Whether `event` can take the demo to another tab: a key of the app's line for it (a
    /// tab's number, Tab or Shift-Tab), or a press on the tab bar (the top row).
    public static func switchesTab(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): DemoApp.switchDemoKeys.contains(key)
        case .mouse(let mouse): mouse.row == 0 && mouse.kind == .press(.left)
        default: false
        }
    }

}
