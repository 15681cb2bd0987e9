import KamishibaiUI

/// What help and the footer list at each moment, put together from the screens' tables of
/// keys (`KeyLine`, whose commands are the screens' `keyCommands`): help shows the tables of
/// what is in view, then those of what is near — a sheet's before any sheet exists;
/// the footer shows the hints of the first of them, then how to switch demos, get help and
/// quit. Nothing here names a key of its own.
enum DemoKeys {
    /// What the demo shows, as far as its keys go.
    enum Context: Equatable {
        case tab(DemoTab)
        case searching
        /// A sheet from the list, dragged away towards `edge`, with or without detents.
        case sheet(edge: Edge, detents: Bool)
        /// A scene's page pushed inside a sheet.
        case page
        case photo
        /// A modal of the Modals tab.
        case modal
        /// A story's context menu, open over the list.
        case menu
        /// A story lifted to move (`ListView.hasActiveDrag`): the list's keys move and drop it.
        case rowLifted
        /// A story's swipe actions open (`ListView.rowWithOpenSwipeActions`): the keys choose.
        case swipeActionsOpen
    }

    /// One titled part of help: the lines of one or more tables.
    struct Section {
        var title: String
        var lines: [any KeyListing]

        init(_ title: String, _ tables: [any KeyListing]...) {
            self.title = title
            lines = tables.flatMap { $0 }
        }
    }

    /// The list's settings, which its footer names.
    struct Settings {
        var dragMode = KeyboardDismissMode.interactive.rawValue
        var style = StyledTransitioningDelegate.Style.sheet.rawValue
    }

    /// Help's sections at `context`: the keys of what is in view, then those of everywhere.
    static func sections(for context: Context, settings: Settings = Settings()) -> [Section] {
        let list = Section(
            "Sheets", StoryListView.keyLines, DemoApp.listLines(settings), StoryListView.reorderLines, StoryListView.swipeLines,
            StoryListView.refreshLines)
        let search = Section("Searching", SearchBarView.keyLines)
        let page = Section("A scene's page", DetailViewController.pageLines)
        let photos = Section("Photos", PhotosDemoView.keyLines)
        let photo = Section("An open picture", PhotoViewController.keyLines)
        let everywhere = Section("Everywhere", DemoApp.everywhereLines)
        return switch context {
        case .tab(.sheets): [list, search, sheet(.bottom, detents: true), everywhere]
        case .searching: [search, list, sheet(.bottom, detents: true), everywhere]
        case .sheet(let edge, let detents): [sheet(edge, detents: detents), page, everywhere]
        case .page: [page, sheet(.bottom, detents: true), everywhere]
        case .tab(.paging): [Section("Paging", PagingDemoView.keyLines), everywhere]
        case .tab(.shapes): [Section("Shapes", ShapesDemoView.keyLines), everywhere]
        case .tab(.photos): [photos, photo, everywhere]
        case .photo: [photo, photos, everywhere]
        case .tab(.modals): [Section("Modals", ModalsViewController.keyLines), modal, everywhere]
        case .modal: [modal, Section("Modals", ModalsViewController.keyLines), everywhere]
        case .menu: [Section("In a context menu", StoryListView.menuLines), list, everywhere]
        case .rowLifted: [Section("A story lifted", StoryListView.liftedLines), list, everywhere]
        case .swipeActionsOpen: [Section("A story's actions open", StoryListView.swipeOpenLines), list, everywhere]
        }
    }

    /// What every modal of the Modals tab answers; each kind's own keys are in its library docs.
    private static var modal: Section {
        Section(
            "A modal",
            [
                KeyLine<ModalsViewController>(
                    "Esc, click outside", "close (an alert only by its buttons)", footer: KeyHint("Esc", "close"), elsewhere: [.escape])
            ])
    }

    private static func sheet(_ edge: Edge, detents: Bool) -> Section {
        Section("In a sheet", StoryPageViewController.keyLines, DetailViewController.keyLines(edge: edge, detents: detents))
    }

    /// The footer at `context`: the hints of the keys of what is in view, then — from
    /// everywhere's table — the demos (on a tab), help and quit; while the search field or a
    /// context menu takes the typing, `?` and `q` are text (a menu selects by letters) and
    /// Ctrl-C quits. How to quit comes last: the footer keeps it whatever else gives way.
    /// Help is named once: not here while the tab bar, uncovered, shows it (`helpInTabBar`).
    ///
    /// In `columns` (the footer's width) the list's selection hints (`↑↓ select`, `⏎ open`: the
    /// keys of any list) give way first when that lets all the others fit — at 100 columns the
    /// gestures' hint and `Tab demos` stay; otherwise the footer gives way from the end as
    /// always (`KeyCommandBar`: at 80 columns `Tab demos` and the gestures go; help lists them).
    static func footer(
        for context: Context, settings: Settings = Settings(), helpInTabBar: Bool = false, columns: Int = .max
    ) -> [KeyHint] {
        let first = sections(for: context, settings: settings).first?.lines ?? []
        var keys: [Key] = []
        let typing = context == .searching || context == .menu
        if case .tab = context { keys.append(.tab) }
        if !typing, !helpInTabBar { keys.append(.character("?")) }
        keys.append(typing ? .control("c") : .character("q"))
        let hints = first.compactMap(\.footer) + keys.compactMap(everywhereHint)
        let selection = StoryListView.keyLines.compactMap(\.footer)
        let rest = hints.filter { !selection.contains($0) }
        let room = columns - 2
        return width(of: hints) > room && width(of: rest) <= room ? rest : hints
    }

    /// The columns `hints` take in the footer: each key, a space, its title, three apart.
    static func width(of hints: [KeyHint]) -> Int {
        hints.map { CharacterWidth.of($0.key) + 1 + CharacterWidth.of($0.title) }.reduce(0, +) + 3 * max(0, hints.count - 1)
    }

    /// The footer's hint of the line of everywhere's table that answers `key` (the tab bar
    /// shows `?`'s too).
    static func everywhereHint(_ key: Key) -> KeyHint? {
        DemoApp.everywhereLines.first { $0.pressableKeys.contains(key) }?.footer
    }
}
