// Two tabs of lists, the window's footer of the keys that work now under both and under
// sheets, j and k as aliases of the lists' ↓ and ↑, and the sheet's drag without h/j/k/l.
import Kamishibai

final class Mailbox: ViewController, ListViewTextDataSource {
    let list = ListView()
    let messages: [String]

    init(_ title: String, messages: [String]) {
        self.messages = messages
        super.init(name: ScreenName(title.lowercased()), view: list)
        self.title = title
        tabBarItem.badgeValue = messages.isEmpty ? nil : "\(messages.count)"
        list.dataSource = self
    }

    // j and k do what the list does for ↓ and ↑ (select, tell the delegate); hidden, so a
    // footer shows the list's own "↓ Next row" instead.
    override var keyCommands: [KeyCommand] {
        [KeyCommand(input: .character("j"), performing: .down), KeyCommand(input: .character("k"), performing: .up)]
    }

    func numberOfRows(in listView: ListView) -> Int { messages.count }
    func listView(_ listView: ListView, rowAt row: Int) -> ListRow { ListRow(messages[row]) }
}

let inbox = Mailbox("Inbox", messages: ["Tarō: the cards", "Hana: rehearsal at six"])
let sent = Mailbox("Sent", messages: ["Re: the cards"])
let tabs = TabBarController(name: "mail", viewControllers: [inbox, sent])
// One footer for the window, under every tab and every sheet.
let footer = KeyCommandBar()

// A sheet dragged down by a held ↓ only: j is the list's.
let dismissal = DismissalInteraction()
dismissal.keyBindings = .arrows

// snippet.hide
// Run headless by SnippetTests.
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 60, rows: 12, clock: clock, trace: Trace.disabled(clock: clock)))
    window.setRootViewController(tabs)
    window.footerView = footer
    window.keyResponder = inbox.list
    window.handle(.key(.character("j")))
    precondition(inbox.list.selectedRow == 0, "j selected the first row")
    footer.setItems(for: window.availableKeyCommands)
    clock.advance(by: 1)
    window.advance()
    window.rootView.layoutIfNeeded()
    let shown = footer.items.map(\.key)
    precondition(shown.starts(with: ["1", "2", "Tab", "Shift-Tab"]), "the tab keys first: \(shown)")
    precondition(shown.contains("↓") && shown.contains("PgDn") && !shown.contains("j"), "the list's keys, not the alias: \(shown)")
    precondition(footer.frame == Rect(x: 0, y: 11, width: 60, height: 1), "the footer on the bottom row: \(footer.frame)")
    precondition(dismissal.keyBindings.step(for: .character("j")) == nil)
    let message = ViewController(name: "message")
    inbox.present(message, animated: false)
    window.rootView.layoutIfNeeded()
    precondition(message.view.frameInRoot.maxY <= 11, "the sheet stops above the footer")
    // Nothing left presented when the program ends (LeakSanitizer counts a presentation that
    // outlives its window).
    inbox.dismiss(animated: false)
}
