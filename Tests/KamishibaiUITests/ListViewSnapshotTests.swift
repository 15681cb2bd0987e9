import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// What a list shows on the headless terminal, through the event loop: the text rows, the
/// selection's fill and marker, cut text, wide characters, an appearance of the app's, and
/// rows of the app's own views.
@Suite struct ListViewSnapshotTests {
    static let stories = [
        ListRow("Momotarō", detail: "A boy born from a giant peach", accessory: "12 scenes"),
        ListRow("Urashima Tarō", detail: "A fisherman visits the palace under the sea", accessory: "16 scenes"),
        ListRow("Kaguya-hime", detail: "The moon princess", accessory: "14 scenes"),
    ]

    /// Runs a window of `columns`×`rows` holding `list` (laid out by `place`) on the headless
    /// terminal until `events` are played; the screen it ends with.
    static func screen(
        columns: Int = 30, rows: Int = 8, list: ListView, rowsOf source: ListViewDataSource, events: [InputEvent] = [],
        place: (ListView) -> Void = { _ in }
    ) -> Canvas {
        let terminal = HeadlessTerminal(columns: columns, rows: rows)
        let window = Window(WindowSetup(terminal: terminal, trace: .disabled(clock: terminal.clock)))
        window.rootView.addSubview(list)
        list.frame = window.rootView.bounds
        list.dataSource = source
        place(list)
        for (index, event) in events.enumerated() { terminal.send(event, at: 1 + Double(index)) }
        EventLoop(terminal: terminal, application: window).run()
        return terminal.screen
    }

    static func lines(_ canvas: Canvas) -> [String] { WidgetTesting.rows(of: canvas) }

    /// Two-line rows a line apart, the second selected: filled, `▌` down its first column; the
    /// titles cut before the accessory, the details at the edge less its margin.
    @Test func storiesWithTheSecondSelected() {
        let source = CountingRows(3)
        source.make = { Self.stories[$0] }
        let list = ListView()
        let screen = Self.screen(list: list, rowsOf: source, events: [.key(.down), .key(.down)]) {
            $0.rowHeight = 2
            $0.rowSpacing = 1
            $0.becomeFirstResponder()
        }
        #expect(
            Self.lines(screen) == [
                " Momotarō           12 scenes",
                " A boy born from a giant pea…",
                "",
                "▌Urashima Tarō      16 scenes",
                "▌A fisherman visits the pala…",
                "",
                " Kaguya-hime        14 scenes",
                " The moon princess",
            ])
        // The default look: the theme's colours over what is behind the list (black here).
        let theme = Theme.standard
        let selected = Style(foreground: theme.text, background: theme.surface, attributes: .bold, monochrome: .reverse)
        let marker = Style(foreground: theme.tint, background: theme.surface, monochrome: .reverse)
        let selectedDetail = Style(
            foreground: theme.text.blended(with: theme.surface, amount: 0.3), background: theme.surface, monochrome: .reverse)
        let title = Style(foreground: theme.text, background: .black)
        let detail = Style(foreground: theme.secondaryText, background: .black, monochrome: .dim)
        #expect(screen[0, 3].style == marker && screen[1, 3].style == selected)
        #expect(screen[29, 3].style == selected, "the fill spans the row, margins too")
        #expect(screen[20, 3].style == selectedDetail && screen[1, 4].style == selectedDetail)
        #expect(screen[1, 0].style == title && screen[20, 0].style == detail && screen[1, 1].style == detail)
        #expect(screen[1, 2].style == Style(foreground: .white, background: .black), "between rows: what is behind")
    }

    /// A narrow list of one-line rows: wide characters stay whole when cut; an accessory wider
    /// than half the row is left out; a detail follows the title when three cells are left
    /// for it.
    @Test func narrowRowsCutTheirText() {
        let rows = [
            ListRow("かぐや姫の物語"), ListRow("Inbox", accessory: "12"), ListRow("Subject line", accessory: "1234567"),
            ListRow("Re:", detail: "from Kaguya"), ListRow("Re: moo", detail: "from Kaguya"),
        ]
        let source = CountingRows(rows.count)
        source.make = { rows[$0] }
        let screen = Self.screen(columns: 12, rows: 5, list: ListView(), rowsOf: source)
        #expect(Self.lines(screen) == [" かぐや姫…", " Inbox   12", " Subject l…", " Re:  from…", " Re: moo"])
    }

    /// An appearance of the app's: its colours, no marker, no margin.
    @Test func anAppearanceOfTheApps() {
        let source = CountingRows(3)
        let list = ListView()
        let selected = Style(foreground: .white, background: RGB(52, 80, 140), attributes: .bold, monochrome: .reverse)
        list.appearance = ListView.Appearance(selectedTitle: TextStyle(selected), selectionMarker: nil, cellMargin: 0)
        let screen = Self.screen(columns: 10, rows: 3, list: list, rowsOf: source) {
            $0.selectRow(1, animated: false, scrollPosition: .none)
        }
        #expect(Self.lines(screen) == ["Row 0", "Row 1", "Row 2"])
        #expect(screen[0, 1].style == selected && screen[9, 1].style == selected)
    }

    /// Rows of the app's own views, over the selected row's fill; a `ListViewCell` subclass
    /// reads `isSelected`.
    @Test func rowsOfTheAppsViews() {
        final class Source: ListViewDataSource {
            final class Starred: ListViewCell {
                override func draw(in context: inout DrawContext) {
                    context.write(isSelected ? "★ \(row.title)" : "☆ \(row.title)", x: 0, y: 0, style: appearance.title)
                }
            }
            func numberOfRows(in listView: ListView) -> Int { 4 }
            func listView(_ listView: ListView, cellForRowAt row: Int) -> View {
                row.isMultiple(of: 2) ? Starred(ListRow("star \(row)")) : Label("label \(row)")
            }
        }
        let source = Source()
        let screen = Self.screen(columns: 12, rows: 4, list: ListView(), rowsOf: source, events: [.key(.down), .key(.down), .key(.down)]) {
            $0.becomeFirstResponder()
        }
        #expect(Self.lines(screen) == [" ☆ star 0", " label 1", "▌★ star 2", " label 3"])
    }

    /// An empty list draws nothing of its own.
    @Test func anEmptyListDrawsNothing() {
        let screen = Self.screen(
            list: ListView(), rowsOf: CountingRows(0), events: [.key(.down), .mouse(MouseEvent(.scrollDown, column: 2, row: 2))])
        #expect(Self.lines(screen).allSatisfy { $0.isEmpty })
    }
}
