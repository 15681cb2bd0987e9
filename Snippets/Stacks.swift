// A mail screen from stacks alone: the list beside the message, a footer, no view subclass.
import Kamishibai

let title = Label(" Inbox — 3 messages")
let unread = Label("2 new")
// A title row: a plain View between the labels is a spacer, flexible along the row only.
let header = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [title, View(), unread])

// Beside the list, the message: it wraps (numberOfLines 0), so it takes its width from the
// row, and a list in a column makes the column flexible too. The two share the row.
let list = ListView()
let body = Label("The cards are ready. See you at the shrine at six, with the clappers and the peach.")
body.numberOfLines = 0
let content = StackView(axis: .horizontal, spacing: 2, arrangedSubviews: [list, body])

// A mark of a fixed size, with no subclass: two cells wide, one row tall.
let mark = View()
mark.fixedWidth = 2
mark.fixedHeight = 1
mark.background = Style(foreground: .white, background: RGB(hex: 0xE5A45A))
let hint = Label("↑↓ select   Enter open   q quit")
// The hint may go first when the window is narrow; the mark stays.
hint.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
let footer = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [mark, hint])

// The column: the content row is flexible in height (it holds a list), so it takes the rows
// the header and footer leave.
let screen = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [header, content, footer])
screen.layoutMargins = Insets(top: 0, left: 1, bottom: 0, right: 1)

// snippet.hide
// Run headless by SnippetTests: the frames the article describes.
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 60, rows: 12, clock: clock, trace: Trace(clock: clock, sink: nil)))
    precondition(window.setRootViewController(ViewController(name: "inbox", view: screen)))
    var canvas = Canvas(columns: 60, rows: 12, fill: Style(foreground: .white, background: .black))
    window.render(into: &canvas)  // lays the screen out
    precondition(header.frame == Rect(x: 1, y: 0, width: 58, height: 1), "one row: the spacer stretches along it only")
    precondition(unread.frame.maxX == 58, "pushed to the right edge")
    precondition(content.frame == Rect(x: 1, y: 2, width: 58, height: 8), "the rows the header and footer leave")
    precondition(list.frame.width == 28 && body.frame.width == 28, "the list and the text share the row")
    precondition(footer.frame.minY == 11 && mark.frame.size == Size(width: 2, height: 1))
    window.handle(.resize(columns: 20, rows: 6))
    window.render(into: &canvas)
    precondition(mark.frame.width == 2 && hint.frame.width == 16, "the gap gave way, then the hint was cut; the mark stays")
    precondition(header.frame.height == 1 && content.frame.height == 4 && footer.frame.height == 1, "the body gave way")
}
