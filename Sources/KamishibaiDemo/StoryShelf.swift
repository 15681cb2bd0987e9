/// The stories the story list shows, in their order: every story known (an index into `all`
/// names a story for good), the order they stand in, those deleted, and the search's query.
/// Each change says which of the list's rows it changes, for the list's animated updates
/// (`ListView.insertRows`, `deleteRows`, `moveRow`): the shelf changes first, then the list is
/// told, as UIKit has it.
struct StoryShelf {
    /// Every story known, deleted ones too.
    private(set) var all: [Story]
    /// The stories not deleted, in the order they stand.
    private(set) var order: [Int]
    private(set) var deleted: Set<Int> = []
    /// Every story's title and line folded once, for the query.
    private(set) var search: StorySearch
    /// What the search field holds; empty shows every story.
    private(set) var query = ""
    /// The list's rows: the stories in order that the query finds.
    private(set) var shown: [Int]
    /// The stories the query finds, in any order.
    private var found: Set<Int>

    init(_ stories: [Story]) {
        all = stories
        order = Array(stories.indices)
        shown = order
        search = StorySearch(stories)
        found = Set(stories.indices)
    }

    /// Shows only the stories `query` finds (the list reloads).
    mutating func filter(_ query: String) {
        self.query = query
        found = Set(search.find(query))
        shown = order.filter(found.contains)
    }

    /// Puts a new story at `position` in the order (0: the top); the list row it takes, nil
    /// when the query hides it.
    mutating func insert(_ story: Story, at position: Int = 0) -> Int? {
        all.append(story)
        let index = all.count - 1
        if search.append(story) { found.insert(index) }
        return place(index, at: position)
    }

    /// Deletes story `index`; the list row it leaves, nil when it was not shown.
    mutating func remove(_ index: Int) -> Int? {
        guard !deleted.contains(index), let at = order.firstIndex(of: index) else { return nil }
        deleted.insert(index)
        order.remove(at: at)
        let row = shown.firstIndex(of: index)
        if let row { shown.remove(at: row) }
        return row
    }

    /// Brings deleted story `index` back just before `next`, the story that followed it when it
    /// went (an undo puts it where it was, whatever a refresh or another delete has shifted
    /// since): at `position` in the order if `next` is gone too, last if nothing followed it.
    /// The list row it takes, nil when the query hides it.
    mutating func restore(_ index: Int, before next: Int?, at position: Int) -> Int? {
        guard deleted.remove(index) != nil else { return nil }
        guard let next else { return place(index, at: order.count) }
        return place(index, at: order.firstIndex(of: next) ?? position)
    }

    /// Moves the story at list row `from` to list row `to` (the rows between make way); the
    /// order follows: the story goes just before the one that now follows it.
    mutating func moveRow(_ from: Int, to: Int) {
        guard shown.indices.contains(from), shown.indices.contains(to), from != to else { return }
        let story = shown.remove(at: from)
        shown.insert(story, at: to)
        order.removeAll { $0 == story }
        if to + 1 < shown.count, let next = order.firstIndex(of: shown[to + 1]) {
            order.insert(story, at: next)
        } else if let previous = order.firstIndex(of: shown[to - 1]) {
            order.insert(story, at: previous + 1)
        }
    }

    /// Where `order` puts story `index` and the list row it takes, if shown.
    private mutating func place(_ index: Int, at position: Int) -> Int? {
        order.insert(index, at: min(max(0, position), order.count))
        shown = order.filter(found.contains)
        return shown.firstIndex(of: index)
    }
}
