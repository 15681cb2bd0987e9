import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// Keys as data on a manual clock: a list in a half-height sheet of an 80×24 window (resting
/// at y = 12, 12 rows high) whose dismissal a held ↓ drags. The list's keys are key commands
/// that are listed, that the app overrides by offering the key and aliases with
/// `KeyCommand(input:performing:)`; the app's commands come before the sheet's interaction, the
/// list's after it; the interaction's keys are a binding table.
@Suite struct KeyCommandRoundsTests {
    final class Sheet: ViewController {
        var commands: [KeyCommand] = []
        override var keyCommands: [KeyCommand] { commands }
    }

    final class Harness: WindowHarness {
        let list = ListView()
        let rows = CountingRows(100)
        let recorder = ListRecorder()
        let dismissal = DismissalInteraction()
        let sheet: Sheet

        init() {
            let clock = ManualClock()
            sheet = Sheet(name: "sheet", view: list)
            super.init(clock: clock, window: Window(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock)), lead: .oneFrame)
            list.dataSource = rows
            list.delegate = recorder
            let delegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
            delegate.detents = [.medium]
            sheet.transitioningDelegate = delegate
            sheet.addInteraction(dismissal)
            window.rootViewController.present(sheet, animated: false)
        }

        var percent: Double { dismissal.interactor.percentComplete }
    }

    /// The list's ↑↓ PgUp PgDn Home End are listed with their titles, Enter once a row is
    /// selected; nothing of the list's in a list with no rows.
    @Test func theListsKeysAreListed() {
        let h = Harness()
        let listed = { Dictionary(h.window.availableKeyCommands.map { ($0.input, $0.title) }) { first, _ in first } }
        #expect(listed()[.up] == "Previous row" && listed()[.down] == "Next row")
        #expect(listed()[.pageUp] == "Page up" && listed()[.pageDown] == "Page down")
        #expect(listed()[.home] == "First row" && listed()[.end] == "Last row")
        #expect(listed()[.enter] == nil, "nothing selected yet")
        h.at(1, .key(.down))
        #expect(listed()[.enter] == "Open")
        h.rows.count = 0
        h.list.reloadData()
        #expect(listed()[.down] == nil && listed()[.enter] == nil)
    }

    /// A single ↓ moves the list and tells the delegate; a held ↓ drags the sheet, as before.
    @Test func aSinglePressMovesTheListAndAHeldOneDragsTheSheet() {
        let h = Harness()
        h.at(1, .key(.down))
        #expect(h.list.selectedRow == 0 && h.recorder.calls == ["select 0"] && !h.dismissal.isDragging)
        h.play(InputScript.repeated(.down, count: 4, start: 2, interval: 0.04))
        #expect(h.dismissal.isDragging && h.percent == 3.0 / 12, "the first press moved the list, the repeats the sheet")
        #expect(h.list.selectedRow == 1)
    }

    /// The app's own command for ↓ wins over the list's and over the held-key drag, and is the
    /// one listed.
    @Test func anAppsCommandOverridesTheListsAndTheDrag() {
        let h = Harness()
        var presses = 0
        h.sheet.commands = [KeyCommand(input: .down, title: "Mine") { presses += 1 }]
        h.play(InputScript.repeated(.down, count: 5, start: 1, interval: 0.04))
        #expect(presses == 5 && h.list.selectedRow == nil && !h.dismissal.isDragging && h.percent == 0)
        #expect(h.window.availableKeyCommands.first { $0.input == .down }?.title == "Mine")
    }

    /// j as an alias of ↓ moves the list (the delegate hears), is listed hidden, and, held,
    /// drags the sheet as a held ↓ does; without j among the dismissal's bindings, a held j
    /// only moves the list.
    @Test func anAliasDoesWhatTheListDoesForItsKey() {
        let h = Harness()
        h.sheet.commands = [KeyCommand(input: .character("j"), performing: .down)]
        h.at(1, .key(.character("j")))
        #expect(h.list.selectedRow == 0 && h.recorder.calls == ["select 0"])
        #expect(h.window.availableKeyCommands.first { $0.input == .character("j") }?.attributes == .hidden)
        h.play(InputScript.repeated(.character("j"), count: 3, start: 2, interval: 0.04))
        #expect(h.dismissal.isDragging && h.percent == 2.0 / 12)
        h.settle(until: 5)
        h.dismissal.keyBindings = .arrows
        h.play(InputScript.repeated(.character("j"), count: 3, start: 6, interval: 0.04))
        #expect(!h.dismissal.isDragging && h.list.selectedRow == 4)
    }

    /// An alias with nothing to perform (no list in the chain) is neither listed nor taken.
    @Test func anAliasWithoutItsWidgetIsNotAvailable() {
        let h = Harness()
        h.rows.count = 0
        h.list.reloadData()
        h.sheet.commands = [KeyCommand(input: .character("j"), performing: .down)]
        #expect(!h.window.availableKeyCommands.contains { $0.input == .character("j") })
    }

    /// A binding table of the app's: J drags three rows a press, ↓ no longer drags.
    @Test func theDismissalsKeysAreABindingTable() {
        let h = Harness()
        h.dismissal.keyBindings = KeyDragBindings([.character("J"): Point(x: 0, y: 3)])
        h.play(InputScript.repeated(.character("J"), count: 3, start: 1, interval: 0.04))
        #expect(h.percent == 6.0 / 12)
        h.settle(until: 5)
        h.play(InputScript.repeated(.down, count: 4, start: 6, interval: 0.04))
        #expect(!h.dismissal.isDragging)
    }
}
