// A screen for a screen reader: a list whose rows say more than they show, and a view of the
// app's own that tells the window where its selection is, so the terminal's cursor rests there.
import Kamishibai

// The list's rows: a data source may give each cell a label of its own (UIKit's
// `cell.accessibilityLabel`); left alone, a row says its title, then its detail.
final class Tasks: ListViewTextDataSource {
    let tasks = [("Water the plants", true), ("Post the letter", false)]

    func numberOfRows(in listView: ListView) -> Int { tasks.count }

    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        ListRow(tasks[row].0, accessory: tasks[row].1 ? "✓" : nil)
    }

    func listView(_ listView: ListView, cellForRowAt row: Int) -> View {
        let cell = ListViewCell(self.listView(listView, rowAt: row))
        // "✓" means nothing read aloud.
        cell.accessibilityLabel = tasks[row].0 + (tasks[row].1 ? ", done" : ", to do")
        return cell
    }
}

// A view that draws its own choices: it says where the chosen one is (in the root view's
// coordinates) and what it is called, and marks it with a glyph, not by colour alone.
final class ColourPicker: View {
    let colours = ["Red", "Green", "Blue"]
    var chosen = 0

    override var accessibilityFrame: Rect? {
        Rect(x: frameInRoot.minX, y: frameInRoot.minY + Double(chosen), width: frame.width, height: 1)
    }

    override var accessibilityLabel: String? {
        get { "Colour: " + colours[chosen] }
        set {}
    }

    override func draw(in context: inout DrawContext) {
        for (row, colour) in colours.enumerated() {
            context.write((row == chosen ? "› " : "  ") + colour, x: 0, y: row, style: Style(foreground: .white, background: .black))
        }
    }
}

// snippet.hide
// Run headless by SnippetTests: the window is accessible, as `--accessible` or
// `KAMISHIBAI_ACCESSIBLE=1` makes it with `TerminalApp.Options.accessible`.
do {
    let clock = ManualClock()
    var said: [String] = []
    let trace = Trace(clock: clock, sink: nil)
    trace.observer = { if case .focus(_, true, let label?) = $0 { said.append(label) } }
    var setup = WindowSetup(columns: 40, rows: 10, clock: clock, trace: trace)
    setup.accessible = true
    let window = Window(setup)
    let tasks = Tasks()
    let list = ListView(frame: Rect(x: 0, y: 0, width: 40, height: 5))
    list.dataSource = tasks
    list.selectRow(0, animated: false, scrollPosition: .none)
    let picker = ColourPicker(frame: Rect(x: 2, y: 6, width: 10, height: 3))
    window.rootView.addSubview(list)
    window.rootView.addSubview(picker)
    window.keyResponder = list
    // Where a frame leaves the terminal's cursor.
    func cursor() -> CellPoint? {
        var canvas = Canvas(columns: 40, rows: 10, fill: Style(foreground: .white, background: .black))
        window.render(into: &canvas)
        return canvas.cursor
    }
    precondition(cursor() == CellPoint(x: 1, y: 0) && said == ["Water the plants, done"], "on the first task")
    window.handle(.key(.down))
    precondition(cursor() == CellPoint(x: 1, y: 1) && said.last == "Post the letter, to do", "on the second")
    window.keyResponder = picker
    picker.chosen = 2
    precondition(cursor() == CellPoint(x: 2, y: 8) && said.last == "Colour: Blue", "on the chosen colour")
}
