import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiTesting
import Testing

/// The scripts' events and times, exactly.
@Suite struct InputScriptTests {
    func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> InputEvent {
        .mouse(MouseEvent(kind, column: column, row: row))
    }

    @Test func aStraightLineCrossesEveryCellOfItsLongerAxis() {
        let cells = InputScript.line(from: CellPoint(x: 60, y: 20), to: CellPoint(x: 64, y: 22))
        #expect(cells.map(\.x) == [60, 61, 62, 63, 64])
        #expect(cells.map(\.y) == [20, 20, 21, 21, 22], "the shorter axis in proportion, towards the start")
        let up = InputScript.line(from: CellPoint(x: 5, y: 3), to: CellPoint(x: 5, y: 0))
        #expect(up.map(\.y) == [3, 2, 1, 0])
        #expect(InputScript.line(from: CellPoint(x: 1, y: 1), to: CellPoint(x: 1, y: 1)) == [CellPoint(x: 1, y: 1)])
    }

    @Test func aDragPressesMovesAStepApartAndReleasesAfterItsRest() {
        let script = InputScript.drag(from: CellPoint(x: 40, y: 14), to: CellPoint(x: 40, y: 16), start: 1, step: 0.05, rest: 0.2)
        #expect(script.map(\.time) == [1, 1 + 0.05, 1 + 0.1, 1 + 0.1 + 0.2])
        #expect(
            script.map(\.event) == [
                mouse(.press(.left), 40, 14), mouse(.drag(.left), 40, 15), mouse(.drag(.left), 40, 16),
                mouse(.release(.left), 40, 16),
            ])
    }

    @Test func withoutARestTheButtonStaysDown() {
        let cells = [CellPoint(x: 3, y: 18), CellPoint(x: 10, y: 18), CellPoint(x: 20, y: 18)]
        let script = InputScript.drag(through: cells, start: 2, step: 0.1, rest: nil, button: .right)
        #expect(script.map(\.time) == [2, 2 + 0.1, 2 + 0.2])
        #expect(script.map(\.event) == [mouse(.press(.right), 3, 18), mouse(.drag(.right), 10, 18), mouse(.drag(.right), 20, 18)])
        #expect(InputScript.drag(through: [], start: 0, step: 1).isEmpty)
    }

    @Test func aHeldKeyIsItsPressAndItsRepeats() {
        let script = InputScript.repeated(.down, count: 3, start: 1.6, interval: 0.033)
        #expect(script.map(\.time) == [1.6, 1.6 + 0.033, 1.6 + 0.066])
        #expect(script.allSatisfy { $0.event == .key(.down) })
    }
}
