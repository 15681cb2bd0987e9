import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiUI
import Testing

/// The squeeze: InboxExample's message page (a column of the From line, the body, the
/// reply note, a spacer and the actions row, spacing 1, a top margin) in its sheet at the
/// medium detent of a 60×16 window. Every view used to shrink by the same factor, so the From
/// line and the buttons vanished while blank rows stayed; now the gaps and the spacer give
/// way first.
@Suite struct SqueezedSheetTests {
    let window: Window
    let from = Label("From Tarō")
    let body = Label("The cards are ready.\n\nSee you at the shrine at six.")
    let reply = Button(title: "Reply", keyEquivalent: .character("r"))

    static let paper = Style(foreground: RGB(hex: 0xE8E6E3), background: RGB(hex: 0x2B303B))
    static let chrome = SheetChrome(surface: paper, border: paper, grabber: paper, prefersGrabberVisible: true)

    init() {
        let clock = ManualClock()
        window = Window(columns: 60, rows: 16, clock: clock, trace: .disabled(clock: clock))
        body.numberOfLines = 0
        let hints = StackView(axis: .horizontal, spacing: 3, arrangedSubviews: [Label("drag ↑ larger"), Label("drag ↓ or Esc close")])
        let actions = StackView(axis: .horizontal, spacing: 3, arrangedSubviews: [reply, hints])
        let column = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [from, body, Label(""), View(), actions])
        column.layoutMargins = Insets(top: 1, left: 0, bottom: 0, right: 0)
        let page = ViewController(name: "message", view: column)
        page.title = "The kamishibai performance"
        let host = SheetContentView()
        let sheet = NavigationController(name: "sheet", root: page, view: host)
        host.contentView = sheet.stackView
        sheet.sheetPresentation(detents: [.medium, .large], chrome: Self.chrome)
        window.rootViewController.present(sheet, animated: false)
    }

    @Test func theMediumSheetKeepsItsFromLineAndButtons() {
        let rows = WidgetTesting.rows(of: WidgetTesting.screen(of: window)).map { row in
            String(row.drop { $0 == " " || $0 == "│" }.reversed().drop { $0 == " " || $0 == "│" }.reversed())
        }
        #expect(
            Array(rows[9...]) == [
                // The bar's title, its divider, then the page: one more gap gives way to the divider.
                "The kamishibai performance", String(repeating: "─", count: 54), "", "From Tarō", "The cards are ready.",
                "See you at the shrine at six.",
                "[ Reply (r) ]   drag ↑ larger   drag ↓ or Esc close",
            ], "the gaps and the spacer gave way; the margin row stays")
        #expect(from.frameInRoot.height == 1 && reply.frameInRoot == Rect(x: 3, y: 15, width: 13, height: 1))
    }
}
