import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTesting
import KamishibaiUI
import Testing

/// An accessible window puts the terminal's cursor on the focused element after every frame
/// and traces each element it comes to with its label; a window that is not shows no cursor
/// and traces nothing new.
@Suite struct AccessibilityTests {
    /// A 30×12 window on a headless terminal whose root screen is a list of five rows (row N
    /// at y = N, its text from x = 1), the list its key view; the `focus` events as
    /// "view focused label".
    final class Fixture {
        let terminal: HeadlessTerminal
        let window: Window
        let list = ListView(frame: Rect(x: 0, y: 0, width: 30, height: 8))
        let rows = CountingRows(5)
        var focus: [String] = []

        init(accessible: Bool = true, events: [(Double, InputEvent)] = [], end: Double = 10) {
            terminal = HeadlessTerminal(columns: 30, rows: 12, endOfTime: end)
            let trace = Trace(clock: terminal.clock, sink: nil)
            var setup = WindowSetup(terminal: terminal, trace: trace)
            setup.accessible = accessible
            window = Window(setup)
            trace.observer = { [weak self] in
                if case .focus(let view, let focused, let label) = $0 { self?.focus.append("\(view) \(focused) \(label ?? "-")") }
            }
            rows.make = { ListRow("Row \($0)", detail: $0 == 1 ? "second" : nil) }
            list.dataSource = rows
            list.selectRow(0, animated: false, scrollPosition: .none)
            window.rootView.addSubview(list)
            window.keyResponder = list
            for (time, event) in events { terminal.send(event, at: time) }
        }

        func run() { EventLoop(terminal: terminal, application: window).run() }

        /// The cursor of each frame presented.
        var cursors: [CellPoint?] { terminal.frames.map(\.screen.cursor) }
    }

    @Test func theCursorRestsOnTheSelectedRowAndFollowsIt() {
        let f = Fixture(events: [(1, .key(.down)), (2, .key(.down)), (3, .key(.up))])
        f.run()
        #expect(f.cursors == [CellPoint(x: 1, y: 0), CellPoint(x: 1, y: 1), CellPoint(x: 1, y: 2), CellPoint(x: 1, y: 1)])
        #expect(f.focus == ["list true Row 0", "list true Row 1, second", "list true Row 2", "list true Row 1, second"])
        #expect(f.window.animations.isReduceMotionEnabled, "an accessible window reduces motion")
    }

    @Test func notAccessibleItShowsNoCursorAndTracesNoSelection() {
        let f = Fixture(accessible: false, events: [(1, .key(.down))])
        f.run()
        #expect(f.cursors == [nil, nil])
        #expect(f.focus.isEmpty)
        #expect(!f.window.animations.isReduceMotionEnabled)
    }

    @Test func aKeyThatChangesNothingDrawsNoFrame() {
        // ↑ on the first row moves nothing: no frame, no wake-up beyond the key's own.
        let f = Fixture(events: [(1, .key(.up)), (2, .key(.up))])
        f.run()
        #expect(f.terminal.frames.count == 1)
        #expect(f.focus == ["list true Row 0"])
    }

    @Test func aFocusedTextFieldKeepsTheCursorAtItsCaret() {
        let f = Fixture(events: [(1, .key(.character("a"))), (2, .key(.character("b"))), (3, .key(.escape))])
        let field = TextField(name: "search", placeholder: "Find a row")
        field.frame = Rect(x: 2, y: 10, width: 20, height: 1)
        field.onCancel = { [weak field] in field?.resignFirstResponder() }
        f.window.rootView.addSubview(field)
        field.becomeFirstResponder()
        f.run()
        #expect(f.cursors == [CellPoint(x: 2, y: 10), CellPoint(x: 3, y: 10), CellPoint(x: 4, y: 10), CellPoint(x: 1, y: 0)])
        #expect(f.focus == ["search true Find a row", "search false Find a row", "list true Row 0"])
    }

    @Test func anAlertTakesTheCursorToItsFirstActionAndItsDismissalBringsItBack() throws {
        let f = Fixture(events: [(1, .key(.tab)), (1.5, .key(.tab)), (2, .key(.escape))])
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        f.terminal.send(.key(.character("x")), at: 0.5)
        f.window.rootViewController.present(alert, animated: true)
        f.run()
        let onAlert = f.terminal.frames.first { $0.time > 0 && $0.time < 1 }?.screen.cursor
        let place = alert.view.frameInRoot
        #expect(onAlert.map { CellRect(place).contains(x: $0.x, y: $0.y) } == true, "the cursor is inside the alert")
        #expect(f.terminal.frames.last?.screen.cursor == CellPoint(x: 1, y: 0), "back on the row once the alert has gone")
        // No action is highlighted at first (two, neither preferred): the first is where it starts.
        #expect(f.focus.first == "AlertView true Cancel")
        #expect(f.focus.contains("AlertView true Delete"), "Tab moved the highlight, which the trace says")
        // The highlighted button is underlined as well as in swapped colours (decision 129).
        let highlighted = try #require(f.terminal.frames.last { $0.time == 1.5 })
        let cell = try #require(highlighted.screen.cursor)
        #expect(highlighted.screen[cell.x, cell.y].style.attributes.contains(.underline))
        let before = try #require(f.terminal.frames.first { $0.time > 0 && $0.time < 1 })
        let cancel = try #require(before.screen.cursor)
        #expect(!before.screen[cancel.x, cancel.y].style.attributes.contains(.underline), "not highlighted yet")
        #expect(f.focus.last == "list true Row 0")
    }

    @Test func theAccessibleCursorWritesOnlyWhenItMoves() throws {
        let script = HeadlessTerminal(columns: 30, rows: 12, endOfTime: 10)
        let screen = try #require(MemoryScreen(script: script))
        var setup = WindowSetup(terminal: screen, trace: .disabled(clock: screen.clock))
        setup.accessible = true
        let window = Window(setup)
        let list = ListView(frame: Rect(x: 0, y: 0, width: 30, height: 8))
        let rows = CountingRows(5)
        list.dataSource = rows
        list.selectRow(0, animated: false, scrollPosition: .none)
        window.rootView.addSubview(list)
        window.keyResponder = list
        script.send(.key(.down), at: 1)
        let loop = EventLoop(terminal: screen, application: window)
        loop.run()
        let text = String(decoding: screen.output, as: UTF8.self)
        #expect(text.contains("\u{1B}[?25h"), "the cursor is shown")
        #expect(text.hasSuffix("Row 1\u{1B}[24X\u{1B}[2G"), "the frame ends with the cursor put on row 1's text, the cheapest way")
        #expect(loop.framesPresented == 2)
    }

    @Test func labelsSayWhatTheViewsShowUnlessTheAppSetsThem() {
        #expect(Label("Hello").accessibilityLabel == "Hello")
        #expect(Label("").accessibilityLabel == nil)
        #expect(Button(title: "Close").accessibilityLabel == "Close")
        #expect(TextField(name: "reply", placeholder: "Write a reply…").accessibilityLabel == "Write a reply…")
        #expect(ListViewCell(ListRow("Kites", detail: "12 scenes")).accessibilityLabel == "Kites, 12 scenes")
        #expect(View().accessibilityLabel == nil)
        let button = Button(title: "✕")
        button.accessibilityLabel = "Close"
        #expect(button.accessibilityLabel == "Close")
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "✕", "nil goes back to what it shows")
    }

    @Test func aViewOfTheAppsOwnPlacesTheCursorByItsAccessibilityFrame() {
        final class Lines: View {
            var selected = 2
            override var accessibilityFrame: Rect? {
                Rect(x: frameInRoot.minX + 3, y: frameInRoot.minY + Double(selected), width: 5, height: 1)
            }
            override var accessibilityLabel: String? {
                get { "Line \(selected)" }
                set {}
            }
        }
        let f = Fixture()
        let lines = Lines(frame: Rect(x: 4, y: 8, width: 20, height: 4))
        let box = View(frame: Rect(x: 0, y: 0, width: 30, height: 12))
        box.addSubview(lines)
        f.list.removeFromSuperview()
        f.window.rootView.addSubview(box)
        f.window.keyResponder = box
        f.run()
        #expect(f.cursors == [CellPoint(x: 7, y: 10)])
        #expect(f.focus == ["Lines true Line 2"])
    }
}
