// An inbox in sections by day, each row in columns that line up whatever the characters'
// widths: the sender cut with … at 10 columns, the subject taking the rest, the time on the right.
import Kamishibai

struct Message {
    let sender: String
    let subject: String
    let time: String
}

final class Inbox: ListViewSectionedDataSource {
    let days: [(name: String, messages: [Message])] = [
        ("Today", [Message(sender: "太郎 Tarō", subject: "The cards are ready", time: "9:41")]),
        ("Yesterday", [Message(sender: "Zoë 🎭", subject: "Rehearsal", time: "18:05")]),
    ]

    func numberOfSections(in listView: ListView) -> Int { days.count }

    func listView(_ listView: ListView, numberOfRowsInSection section: Int) -> Int { days[section].messages.count }

    func listView(_ listView: ListView, titleForHeaderInSection section: Int) -> String? { days[section].name }

    func listView(_ listView: ListView, rowAt indexPath: ListIndexPath) -> ListRow {
        let message = days[indexPath.section].messages[indexPath.row]
        return ListRow(columns: [message.sender, message.subject, message.time])
    }
}

func makeInboxList(_ inbox: Inbox) -> ListView {
    let list = ListView()
    list.columns = [
        ListColumn(.fixed(10), isDetail: true),
        ListColumn(.flexible),
        ListColumn(.fixed(5), alignment: .right, isDetail: true),
    ]
    list.dataSource = inbox  // held weakly: the app keeps `inbox`
    return list
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 40, rows: 6, clock: clock, trace: Trace.disabled(clock: clock)))
    let inbox = Inbox()
    let list = makeInboxList(inbox)
    list.frame = Rect(x: 0, y: 0, width: 40, height: 6)
    window.rootView.addSubview(list)
    window.rootView.layoutIfNeeded()
    precondition(list.numberOfRows == 4 && list.numberOfSections == 2, "two headers, two messages")
    precondition(list.indexPath(forRow: 3) == ListIndexPath(row: 0, section: 1))
    precondition(list.indexPath(forRow: 2) == nil, "row 2 is the second day's header")
}
