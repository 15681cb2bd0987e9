// A list refreshed by a pull (or Ctrl-R): a new row comes in at the top, then the refresh ends.
import Kamishibai

final class Headlines: ListViewTextDataSource {
    var titles = ["Rain by noon", "Trains on time"]
    let list = ListView()
    private let refresh = RefreshControl()

    init() {
        refresh.title = "Checking the news…"
        refresh.addAction(for: .valueChanged) { [weak self] in self?.fetch() }
        list.refreshControl = refresh
        list.dataSource = self
    }

    /// Pretends to fetch for a second on the window's clock (a timer, never a sleep).
    private func fetch() {
        guard let window = list.window else { return }
        window.timers.schedule(at: window.clock.now + 1) { [weak self] in
            guard let self else { return }
            titles.insert("Market opens higher", at: 0)
            list.reloadData()
            refresh.endRefreshing()
        }
    }

    func numberOfRows(in listView: ListView) -> Int { titles.count }
    func listView(_ listView: ListView, rowAt row: Int) -> ListRow { ListRow(titles[row]) }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 40, rows: 10, clock: clock, trace: Trace.disabled(clock: clock)))
    let headlines = Headlines()
    headlines.list.frame = Rect(x: 0, y: 0, width: 40, height: 10)
    window.rootView.addSubview(headlines.list)
    headlines.list.becomeFirstResponder()
    func run(for seconds: Double) {
        for _ in 0..<Int(seconds * 60) {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
    }
    // Ctrl-R begins it as a pull would: the content moves down a row to show the spinner.
    window.handle(.key(.control("r")))
    precondition(headlines.list.refreshControl?.isRefreshing == true, "Ctrl-R began it")
    run(for: 0.5)
    precondition(headlines.list.contentOffset.y == -1, "the control's row shown")
    // A second later the new headline is first, and the content slides back up.
    run(for: 1)
    precondition(headlines.titles.first == "Market opens higher" && headlines.list.refreshControl?.isRefreshing == false)
    run(for: 0.5)
    precondition(headlines.list.contentOffset.y == 0 && window.nextWake() == .idle, "back at the top, at rest")
}
