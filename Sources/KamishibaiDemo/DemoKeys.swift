import KamishibaiUI

/// One key (or a few that do one thing): what help says of it and, if the footer shows it,
/// its short hint there.
struct KeyCommand {
    var keys: String
    var help: String
    var footer: KeyHint?

    init(_ keys: String, _ help: String, footer: KeyHint? = nil) {
        self.keys = keys
        self.help = help
        self.footer = footer
    }
}

/// The demo's keys, one table for the footer and the help: the footer shows the hints of the
/// keys help lists for the same moment, so neither names a key the other lacks.
enum DemoKeys {
    /// What the demo shows, as far as its keys go.
    enum Context: Equatable {
        case tab(DemoTab)
        case searching
        /// A sheet from the list; `arrow` is the way it is dragged away.
        case sheet(arrow: String)
        /// A scene's page pushed inside a sheet.
        case page
        case photo
    }

    struct Section {
        var title: String
        var commands: [KeyCommand]
    }

    /// The list's settings, which its footer names.
    struct Settings {
        var dragMode = KeyboardDismissMode.interactive.rawValue
        var style = StyledTransitioningDelegate.Style.sheet.rawValue
    }

    /// Help's sections at `context`: the keys of what is in view, then those of everywhere.
    static func sections(for context: Context, settings: Settings = Settings()) -> [Section] {
        let list = list(settings)
        return switch context {
        case .tab(.sheets): [list, search, sheet(arrow: "↓"), everywhere]
        case .searching: [search, list, sheet(arrow: "↓"), everywhere]
        case .sheet(let arrow): [sheet(arrow: arrow), page, everywhere]
        case .page: [page, sheet(arrow: "↓"), everywhere]
        case .tab(.paging): [paging, everywhere]
        case .tab(.shapes): [shapes, everywhere]
        case .tab(.photos): [photos, photo, everywhere]
        case .photo: [photo, photos, everywhere]
        }
    }

    /// The footer at `context`: the hints of the keys of what is in view, then help and quit
    /// (how to quit last: the footer keeps it whatever else gives way).
    static func footer(for context: Context, settings: Settings = Settings()) -> [KeyHint] {
        let first = sections(for: context, settings: settings).first?.commands ?? []
        let quit = context == .searching ? KeyHint("Ctrl-C", "quit") : KeyHint("q", "quit")
        var hints = first.compactMap(\.footer)
        if case .tab = context { hints.append(KeyHint("Tab", "demos")) }
        if context != .searching { hints.append(KeyHint("?", "help")) }
        return hints + [quit]
    }

    static let everywhere = Section(
        title: "Everywhere",
        commands: [
            KeyCommand("1–4 / Tab", "switch demo (from the main screen)", footer: KeyHint("Tab", "demos")),
            KeyCommand("?", "this help, over everything", footer: KeyHint("?", "help")),
            KeyCommand("q", "quit (Ctrl-C while typing in the search field)", footer: KeyHint("q", "quit")),
            KeyCommand("i", "inspector: the machinery, live"),
            KeyCommand("Ctrl-C Ctrl-Z", "quit at once / suspend (fg resumes)", footer: KeyHint("Ctrl-C", "quit")),
        ])

    static func list(_ settings: Settings) -> Section {
        Section(
            title: "Sheets",
            commands: [
                KeyCommand("↑↓ j k", "move (PgUp PgDn Home End too)", footer: KeyHint("↑↓", "select")),
                KeyCommand("Enter, click", "open the story's sheet", footer: KeyHint("⏎", "open")),
                KeyCommand("wheel, drag", "scroll the list"),
                KeyCommand("/", "search: type to filter (taro finds Tarō), Enter opens, Esc clears", footer: KeyHint("/", "search")),
                KeyCommand(
                    "d", "what a drag on the list does to the search bar: none, onDrag, interactive",
                    footer: KeyHint("d", "drag: \(settings.dragMode)")),
                KeyCommand("s", "style: sheet, fitted, card, sidebar, spring", footer: KeyHint("s", "style: \(settings.style)")),
            ])
    }

    static let search = Section(
        title: "Searching",
        commands: [
            KeyCommand("type", "filter the stories", footer: KeyHint("type", "filter")),
            KeyCommand("Enter", "open the first story found", footer: KeyHint("⏎", "open the first")),
            KeyCommand("Esc", "clear the search", footer: KeyHint("Esc", "clear")),
            KeyCommand("↑↓", "select in the list", footer: KeyHint("↑↓", "select")),
            KeyCommand("drag the list", "hide the search bar, as `d` chose", footer: KeyHint("drag list", "hide")),
            KeyCommand("Ctrl-U Ctrl-W", "erase the line / the word before the caret", footer: KeyHint("Ctrl-U", "erase")),
        ])

    static func sheet(arrow: String) -> Section {
        Section(
            title: "In a sheet",
            commands: [
                KeyCommand(
                    "Enter, Tab, 1–9", "pick a scene, open its page (a push in the sheet's stack)", footer: KeyHint("⏎", "open a scene")),
                KeyCommand("Esc", "close (animated)", footer: KeyHint("Esc", "close")),
                KeyCommand("drag \(arrow)", "scrub the dismissal; let go past 40 % to close", footer: KeyHint("drag \(arrow)", "dismiss")),
                KeyCommand(
                    "hold \(arrow)", "drag it with the keyboard (a single press moves the content)",
                    footer: KeyHint("hold \(arrow)", "drag")),
                KeyCommand("n", "another sheet on top (5 deep)", footer: KeyHint("n", "sheet on top")),
                KeyCommand("backdrop", "click to close, or a lower sheet", footer: KeyHint("click backdrop", "close")),
                KeyCommand("PgUp PgDn", "scroll a long story"),
                KeyCommand("drag up, e", "the next detent (--detents); a click on the grabber too"),
                KeyCommand("u", "the list behind usable at the lowest detent, or not"),
            ])
    }

    static let page = Section(
        title: "A scene's page",
        commands: [
            KeyCommand("← Esc ⌫", "back to the sheet's first page", footer: KeyHint("← Esc", "back")),
            KeyCommand("drag from the left edge", "back, following the pointer", footer: KeyHint("drag from the left edge", "back")),
            KeyCommand("n", "another sheet on top", footer: KeyHint("n", "sheet on top")),
        ])

    static let paging = Section(
        title: "Paging",
        commands: [
            KeyCommand("← → h l", "previous / next page (PgUp PgDn)", footer: KeyHint("←→", "page")),
            KeyCommand("drag", "swipe; a flick turns the page", footer: KeyHint("drag", "swipe")),
            KeyCommand("b", "toggle bounces", footer: KeyHint("b", "bounces")),
            KeyCommand("g", "toggle paging", footer: KeyHint("g", "paging")),
            KeyCommand(
                "a / v", "always bounce horizontally / vertically: the short list and the pages",
                footer: KeyHint("a v", "always bounce ↔ ↕")),
            KeyCommand("Home End", "first / last page"),
            KeyCommand("click a dot", "go to its page"),
        ])

    static let shapes = Section(
        title: "Shapes",
        commands: [
            KeyCommand("m, click", "morph the square into a half-moon and back", footer: KeyHint("m/click", "morph")),
            KeyCommand("↑↓ j k", "scroll (PgUp PgDn Home End, wheel, drag)", footer: KeyHint("↑↓", "scroll")),
            KeyCommand("--symbols", "which characters draw the pixels"),
        ])

    static let photos = Section(
        title: "Photos",
        commands: [
            KeyCommand("←↑→↓ h j k l", "select a picture", footer: KeyHint("←↑→↓", "select")),
            KeyCommand("Enter, click", "open it: it zooms out of its place", footer: KeyHint("⏎/click", "open")),
        ])

    static let photo = Section(
        title: "An open picture",
        commands: [
            KeyCommand("Esc, backdrop", "close", footer: KeyHint("Esc", "close")),
            KeyCommand("drag", "any way: it shrinks; let go past 40 % to close", footer: KeyHint("drag", "any way to close")),
            KeyCommand("hold an arrow", "the same with the keyboard", footer: KeyHint("hold ←↑→↓", "drag")),
            KeyCommand("click backdrop", "close", footer: KeyHint("click backdrop", "close")),
        ])
}
