// An inbox: a list of messages, two lines a row. The keys and clicks select; Enter, a double
// click or a tap (with activatesOnClick) opens the selected message.
import Kamishibai

struct Message {
    let subject: String, sender: String, time: String
}

final class InboxScreen: ViewController, ListViewTextDataSource, ListViewDelegate {
    let list = ListView()
    let messages: [Message]
    /// The message last opened, for the sheet this would present.
    private(set) var opened: Message?

    init(_ messages: [Message]) {
        self.messages = messages
        super.init(name: "inbox", view: list)  // its view, so the keys go to the list
        list.rowHeight = 2  // the subject, then the sender
        list.dataSource = self  // held weakly: the screen keeps itself
        list.delegate = self
        list.selectRow(0, animated: false, scrollPosition: .none)
    }

    func numberOfRows(in listView: ListView) -> Int { messages.count }

    func listView(_ listView: ListView, rowAt row: Int) -> ListRow {
        ListRow(messages[row].subject, detail: messages[row].sender, accessory: messages[row].time)
    }

    func listView(_ listView: ListView, performPrimaryActionForRowAt row: Int) {
        opened = messages[row]
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 40, rows: 10, clock: clock, trace: Trace(clock: clock, sink: nil)))
    let messages = (0..<1000).map { Message(subject: "Subject \($0)", sender: "Sender \($0)", time: "09:\($0 % 60)") }
    let inbox = InboxScreen(messages)
    precondition(window.setRootViewController(inbox), "the inbox is the root screen")
    window.advance()
    precondition(inbox.list.visibleRows == 0..<5, "ten rows of the window, two lines a row")
    for key in [Key.down, .down, .pageDown, .enter] { window.handle(.key(key)) }
    window.advance()
    precondition(inbox.list.selectedRow == 7 && inbox.opened?.subject == "Subject 7", "↓ ↓ PgDn (five rows) and Enter")
    window.handle(.key(.end))
    window.advance()
    precondition(inbox.list.selectedRow == 999 && inbox.list.visibleRows.contains(999), "End shows the last of a thousand")
}
