import KamishibaiTerminal
import Testing

@testable import KamishibaiANSI

/// A report's button bit 4 says Shift was held; the other modifier bits change nothing.
@Suite struct MouseShiftTests {
    func parse(_ text: String, grid: PixelGrid? = nil) -> [MouseEvent] {
        var parser = InputParser()
        parser.pixelGrid = grid
        return (parser.feed(Array(text.utf8)) + parser.flush()).compactMap {
            if case .mouse(let event) = $0 { event } else { nil }
        }
    }

    @Test func sgrShiftWheel() {
        let events = parse("\u{1B}[<68;1;1M\u{1B}[<69;1;1M\u{1B}[<64;1;1M\u{1B}[<80;1;1M")
        #expect(events.map(\.kind) == [.scrollUp, .scrollDown, .scrollUp, .scrollUp])
        #expect(events.map(\.isShiftDown) == [true, true, false, false], "16 is Control")
    }

    @Test func x10ShiftPress() {
        // Button byte 32 + 4: a left press with Shift.
        let events = parse("\u{1B}[M$!!")
        #expect(events.map(\.kind) == [.press(.left)])
        #expect(events.map(\.isShiftDown) == [true])
    }

    @Test func pixelShiftWheel() {
        let grid = PixelGrid(cellSize: CellSize(width: 8, height: 16), columns: 80, rows: 24)
        let events = parse("\u{1B}[<69;13;41M", grid: grid)
        #expect(events.map(\.kind) == [.scrollDown])
        #expect(events.map(\.isShiftDown) == [true])
    }
}
