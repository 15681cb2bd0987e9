import Kamishibai

struct Message {
    let sender, subject, time, body: String
}

let inbox = [
    Message(
        sender: "Tarō", subject: "The kamishibai performance", time: "09:41", body: "The cards are ready.\n\nSee you at the shrine at six."),
    Message(
        sender: "Hanako", subject: "Momotarō, the new cards", time: "08:15", body: "I coloured the peach.\nThe dog and the monkey are next."
    ),
    Message(sender: "The shrine", subject: "Saturday's festival", time: "Mon", body: "Stalls open at four; the stage is yours at six."),
    Message(sender: "Jirō", subject: "A wooden stage for sale", time: "Sun", body: "Cherry wood, doors that open both ways, hardly used."),
    Message(sender: "Candy shop", subject: "Your order", time: "Sat", body: "Two hundred mizuame sticks, ready on Friday."),
    Message(sender: "Hanako", subject: "Rehearsal on Thursday?", time: "Thu", body: "My house, after school. Bring the clappers."),
    Message(sender: "Library", subject: "Picture cards returned", time: "Wed", body: "Thank you: Urashima Tarō is back on the shelf."),
    Message(sender: "Grandfather", subject: "The old stories", time: "Fri", body: "I found the box of cards from 1952.\n\nCome and see."),
]

/// The app's colours: widgets with no style of their own draw in them, over the paper.
let theme = Theme(
    text: RGB(hex: 0xE8E6E3), secondaryText: RGB(hex: 0x9AA3AD), tint: RGB(hex: 0xE5A45A), separator: RGB(hex: 0x9AA3AD),
    surface: RGB(hex: 0x3E4A5E), destructive: RGB(hex: 0xE5534B))
let paper = Style(foreground: theme.text, background: RGB(hex: 0x2B303B))
let muted = paper.with(foreground: theme.secondaryText)
/// Text that says less, and text that stands out, on whatever lies behind.
let secondary = TextStyle(foreground: theme.secondaryText, monochrome: .dim)
let emphasis = TextStyle(foreground: theme.tint, attributes: .bold, monochrome: .bold)

func label(_ text: String, _ style: TextStyle = TextStyle(), lines: Int = 1) -> Label {
    let label = Label(text)
    label.style = style
    label.numberOfLines = lines
    return label
}

/// A row of key hints.
func hints(_ texts: String...) -> StackView {
    StackView(axis: .horizontal, spacing: 3, arrangedSubviews: texts.map { label($0, secondary) })
}

/// A column on the paper; a plain view in it is a spacer, taking the room left.
func column(_ views: [View], margin: Double = 0) -> StackView {
    let stack = StackView(axis: .vertical, spacing: 1, arrangedSubviews: views)
    stack.layoutMargins = Insets(top: 1, left: margin, bottom: 0, right: margin)
    stack.background = paper
    return stack
}

final class InboxWindow: Window, ListViewTextDataSource, ListViewDelegate {
    let list = ListView()

    override init(_ setup: WindowSetup) {
        super.init(setup)
        list.rowHeight = 2
        list.rowSpacing = 1
        list.activatesOnClick = true
        list.appearance = ListView.Appearance(title: TextStyle(attributes: .bold), selectedTitle: TextStyle(attributes: .bold))
        list.dataSource = self
        list.delegate = self
        list.selectRow(0, animated: false, scrollPosition: .none)
        let keys = hints("↑↓ select", "Enter open", "q quit")
        setRootViewController(ViewController(name: "inbox", view: column([label("Inbox", emphasis), list, keys], margin: 2)))
        keyResponder = list
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(input: .character("q"), title: "quit") { [weak self] in self?.quit() }]
    }

    func numberOfRows(in listView: ListView) -> Int { inbox.count }

    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        ListRow(inbox[row].subject, detail: inbox[row].sender, accessory: inbox[row].time)
    }

    /// Enter or a click: the message in a sheet, a navigation stack inside the library's chrome.
    func listView(_ listView: ListView, performPrimaryActionForRowAt row: Int) {
        let message = inbox[row]
        let reply = Button(title: "Reply", keyEquivalent: .character("r"))
        reply.style = emphasis
        let replied = label("", secondary)
        let actions = StackView(axis: .horizontal, spacing: 3, arrangedSubviews: [reply, hints("drag ↑ larger", "drag ↓ or Esc close")])
        let page = ViewController(
            name: "message",
            view: column([label("From " + message.sender, secondary), label(message.body, lines: 0), replied, View(), actions]))
        page.title = message.subject
        let host = SheetContentView()
        let sheet = NavigationController(name: "sheet", root: page, view: host)
        host.contentView = sheet.stackView
        // The bar takes the sheet's paper and keeps off its border; its back control the tint.
        reply.action = { [weak sheet] in
            let field = TextField(name: "reply", placeholder: "Write a reply…")
            field.onSubmit = { text in
                replied.text = "You replied: " + text
                sheet?.pop(animated: true)
            }
            let page = ViewController(
                name: "reply", view: column([label("To " + message.sender, secondary), field, View(), hints("Enter send", "Esc back")]))
            page.title = "Reply"
            sheet?.push(page, animated: true)
            field.becomeFirstResponder()
        }
        sheet.sheetPresentation(
            detents: [.medium, .large], chrome: SheetChrome(surface: paper, border: muted, grabber: muted, prefersGrabberVisible: true))
        rootViewController.present(sheet, animated: true)
    }
}

TerminalApp.main { setup in
    var setup = setup
    setup.traitCollection.theme = theme
    return InboxWindow(setup)
}
