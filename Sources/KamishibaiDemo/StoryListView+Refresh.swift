import KamishibaiUI

/// Pull to refresh on the story list: the library's `RefreshControl`, begun by a pull past its
/// threshold or Ctrl-R. The "fetch" is a timer on the window's clock; when it fires a story
/// from the pool slides in at the top (`insertRows`) and the refresh ends. Once the pool is
/// empty the list is up to date and nothing is added.
extension StoryListView {
    /// How long the pretend fetch takes, on the window's clock.
    static let fetchDuration = 1.0

    /// Refreshing's line: the list answers Ctrl-R (its refresh control's key command); the
    /// footer names it in the swipe's hint (`swipeLines`).
    static var refreshLines: [KeyLine<StoryListView>] {
        [
            KeyLine(
                "Ctrl-R, pull down", "refresh: fetch a new story (drag the list down past its top)",
                elsewhere: [.control("r")])
        ]
    }

    /// Gives the list its refresh control.
    func setUpRefresh() {
        let control = RefreshControl()
        control.title = "Fetching stories…"
        control.addAction(for: .valueChanged) { [weak self] in self?.fetch() }
        listView.refreshControl = control
    }

    /// Starts the pretend fetch.
    private func fetch() {
        guard let window = listView.window else { return }
        window.timers.schedule(at: window.clock.now + Self.fetchDuration) { [weak self] in self?.fetched() }
    }

    /// The fetch is back: the next story of the pool slides in at the top (when the search
    /// shows it), or the card says the list is up to date; the refresh ends either way.
    private func fetched() {
        defer { listView.refreshControl?.endRefreshing() }
        guard !pool.isEmpty else {
            note = "Up to date"
            return
        }
        let story = pool.removeFirst()
        note = "New: \(story.title)"
        guard let row = shelf.insert(story, at: 0) else { return }
        listView.insertRows(at: [row], with: .automatic)
    }
}
