import KamishibaiCanvas
import KamishibaiTerminal
import Testing

@testable import KamishibaiDemo

/// Each screen's keys are one table (`KeyLine`, holding the library's `KeyCommand`s the
/// screen offers) that dispatch, the footer and help all read: every key a table lists does
/// something on its screen, the footer and help on screen are exactly the tables, every key a
/// screen answers is named where it is listed, and the commands the responder chain offers
/// are those help lists. `?` and `q` work everywhere; the card uses the width it has and
/// scrolls when it does not fit.
@Suite struct HelpAndKeysTests {
    static let contexts: [DemoKeys.Context] =
        DemoTab.allCases.map { .tab($0) } + [
            .searching, .sheet(edge: .bottom, detents: true), .sheet(edge: .right, detents: false), .page, .photo, .menu, .rowLifted,
            .swipeActionsOpen,
        ]

    /// At 100 columns the Sheets footer keeps the gestures' hint and `Tab demos`, the list's
    /// selection hints giving way; at 120 all fit; at 80 it is left whole for the bar, which
    /// gives way from its end (REVIEW X7).
    @Test func theSheetsFooterAtEachWidth() {
        func titles(_ columns: Int) -> [String] {
            DemoKeys.footer(for: .tab(.sheets), helpInTabBar: true, columns: columns).map(\.title)
        }
        let all = ["select", "open", "search", "drag: interactive", "style: sheet", "swipe move refresh", "demos", "quit"]
        #expect(titles(100) == Array(all.dropFirst(2)))
        #expect(DemoKeys.width(of: DemoKeys.footer(for: .tab(.sheets), helpInTabBar: true, columns: 100)) == 95)
        #expect(titles(120) == all && titles(200) == all && titles(80) == all)
    }

    /// Every hint the footer shows is a key help lists at the same moment.
    @Test(arguments: contexts)
    func theFooterNamesNoKeyHelpLacks(context: DemoKeys.Context) {
        let listed = DemoKeys.sections(for: context).flatMap(\.lines).compactMap(\.footer)
        for hint in DemoKeys.footer(for: context) {
            #expect(listed.contains(hint), "\(hint) in the footer of \(context), not in its help")
        }
    }

    /// Pressing each key of a screen's tables — or holding it, for a drag with the keyboard —
    /// changes what the demo shows, traces or does, against the same screen left alone.
    @Test(arguments: DemoScreen.allCases)
    func everyListedKeyDoesSomething(screen: DemoScreen) {
        let alone = DemoHarness()
        alone.run(timed: screen.preludeTimed)
        let before = Fingerprint(alone)
        var pressed = 0
        for line in screen.lines {
            for key in line.pressableKeys where !screen.idleKeys.contains(key) {
                let harness = DemoHarness()
                let at = Double(screen.prelude.count) + 0.5
                let presses = line.isHeld ? (0..<10).map { (at + 0.05 * Double($0), InputEvent.key(key)) } : [(at, .key(key))]
                harness.run(timed: screen.preludeTimed + presses)
                if line.isHeld {
                    let began = { (h: DemoHarness) in h.traceLines.count { $0.contains("\"interactionBegan\"") } }
                    #expect(began(harness) > began(alone), "holding \(key) (\(line.keys)) on \(screen) dragged nothing")
                } else {
                    let changed = Fingerprint(harness) != before
                    #expect(changed, "\(key) (\(line.keys): \(line.title)) did nothing on \(screen)")
                }
                pressed += 1
            }
        }
        #expect(pressed > 0)
    }

    /// Each key a screen answers itself is named on its line — in the keys help shows, what
    /// they do, or the footer's hint — and answered by one line only.
    @Test(arguments: DemoScreen.allCases)
    func everyKeyAScreenAnswersIsNamed(screen: DemoScreen) {
        var seen: Set<Key> = []
        for line in screen.ownLines {
            let text = [line.keys, line.title, line.footer?.key ?? "", line.footer?.title ?? ""].joined(separator: " ")
            for key in line.pressableKeys {
                #expect(Self.names(key, in: text), "\(key) is answered by “\(line.keys)” on \(screen) but not named there")
                #expect(seen.insert(key).inserted, "\(key) is on two lines of \(screen)")
            }
        }
    }

    /// The library's responder chain offers exactly what help lists at the same moment: each
    /// key the first section's lines answer with commands is among `availableKeyCommands`, and
    /// every available command's key is on some line of help (its screen's, or one that says
    /// the library answers it: Esc, back).
    @Test(arguments: DemoScreen.allCases.filter { $0.context != nil })
    func theResponderChainOffersWhatHelpLists(screen: DemoScreen) throws {
        let context = try #require(screen.context)
        let harness = DemoHarness()
        harness.run(timed: screen.preludeTimed)
        let available = Set(harness.app.availableKeyCommands.map(\.input))
        let sections = DemoKeys.sections(for: context)
        let own = Set((sections.first?.lines ?? []).flatMap(\.commands).map(\.input))
        let missing = own.subtracting(available)
        #expect(missing.isEmpty, "\(missing) listed first on \(screen) but not offered")
        let unlisted = available.subtracting(sections.flatMap(\.lines).flatMap(\.pressableKeys))
        #expect(unlisted.isEmpty, "\(unlisted) offered on \(screen) but not in its help")
        #expect(!available.isEmpty)
    }

    /// At each moment the footer on screen is the hints of the tables, and `?` shows a card of
    /// exactly the sections' lines, in order (typing in the search field or a context menu, `?`
    /// is text).
    @Test(arguments: DemoScreen.allCases.filter { $0.context != nil })
    func theFooterAndHelpOnScreenAreTheTables(screen: DemoScreen) throws {
        let context = try #require(screen.context)
        let harness = DemoHarness(columns: 160, rows: 60)
        harness.run(timed: screen.preludeTimed)
        let footer = DemoKeys.footer(for: context, helpInTabBar: harness.app.tabBarShowsHelp).map { "\($0.key) \($0.title)" }
            .joined(separator: "   ")
        #expect(harness.terminal.screen.line(59).trimmingCharacters(in: .whitespaces) == footer)
        guard context != .searching, context != .menu else { return }
        harness.run([.key(.character("?"))], start: Double(screen.prelude.count) + 0.5)
        let card = try #require(Self.card(on: harness.terminal.screen), "no help card over \(screen)")
        let listed = DemoKeys.sections(for: context).flatMap { [$0.title] + $0.lines.flatMap { [$0.keys, $0.title] } }
        #expect(Self.words(card) == Self.words(listed.joined(separator: " ")))
        let helpFooter = HelpOverlay.keyLines.compactMap(\.footer).map { "\($0.key) \($0.title)" }.joined(separator: "   ")
        #expect(harness.terminal.screen.line(59).trimmingCharacters(in: .whitespaces) == helpFooter)
    }

    /// The list's own keys are key commands the responder chain offers, titled by the
    /// library, and help names each of them on the list's line.
    @Test func helpListsTheListsKeysFromItsKeyCommands() throws {
        let harness = DemoHarness()
        harness.run(timed: DemoScreen.list.preludeTimed)
        let listKeys: [Key] = [.up, .down, .pageUp, .pageDown]
        let offered = harness.app.availableKeyCommands.filter { listKeys.contains($0.input) }
        #expect(offered.map(\.title) == ["Previous row", "Next row", "Page up", "Page down"])
        let lines = DemoKeys.sections(for: .tab(.sheets)).flatMap(\.lines)
        for command in offered {
            let line = try #require(lines.first { $0.pressableKeys.contains(command.input) }, "\(command.input) not in help")
            #expect(Self.names(command.input, in: line.keys + " " + line.title))
        }
    }

    @Test func questionMarkOpensHelpOverASheetAndQQuitsFromIt() {
        let harness = DemoHarness()
        harness.run([.key(.enter), .key(.character("?"))], step: 1)
        #expect(harness.app.presentedSheet != nil)
        #expect(harness.app.isShowingHelp)
        #expect(harness.screen.contains("In a sheet"), "help lists the sheet's keys first")
        let quit = DemoHarness()
        quit.run([.key(.enter), .key(.character("?")), .key(.character("q"))], step: 1)
        #expect(quit.app.isFinished)
    }

    @Test func qQuitsWithASheetUp() {
        let harness = DemoHarness()
        harness.run([.key(.enter), .key(.character("q"))], step: 1)
        #expect(harness.app.isFinished)
    }

    /// At 200×60 the card is 100 columns wide; at 80×24 it does not fit and scrolls, by keys
    /// and by the wheel, and ends at its last line.
    @Test func theCardUsesTheWidthAndScrolls() {
        let wide = DemoHarness(columns: 200, rows: 60)
        wide.run([.key(.character("?"))])
        let top = Array(wide.screen.split(separator: "\n").first { $0.contains("─ Keys ─") } ?? "")
        // The title's "K", not one of a story's title on the same row.
        let keys = top.indices.first { String(top[$0...]).hasPrefix("Keys ─") } ?? 0
        let left = top[..<keys].lastIndex(of: "╭"), right = top[keys...].firstIndex(of: "╮")
        #expect(left.flatMap { l in right.map { $0 - l + 1 } } == HelpOverlay.maximumWidth)

        let small = DemoHarness()
        small.run([.key(.character("?"))])
        #expect(small.screen.contains("▼") && !small.screen.contains("▲"))
        small.run([.key(.pageDown)])
        #expect(small.app.help.offset > 0 && small.screen.contains("▲"))
        small.run([.key(.end)])
        #expect(!small.screen.contains("▼"), "at its end")
        #expect(small.screen.contains("suspend"), "the last key, Ctrl-Z, is in view")
        small.run([.mouse(MouseEvent(.scrollUp, column: 40, row: 12)), .key(.home)])
        #expect(small.app.help.offset == 0)
    }

    // MARK: Helpers

    /// What a run left: the screen, the trace and whether the app quit.
    struct Fingerprint: Equatable {
        var screen: Canvas
        var trace: [String]
        var finished: Bool

        init(_ harness: DemoHarness) {
            (screen, trace, finished) = (harness.terminal.screen, harness.traceLines, harness.app.isFinished)
        }
    }

    /// Whether `text` names `key`: an arrow by its symbol anywhere ("←↑→↓"), anything else as
    /// a word of its own ("PgUp", "Shift-Tab", "Space", "m/click"); a digit also within a
    /// range ("1–9").
    static func names(_ key: Key, in text: String) -> Bool {
        let words = Set(text.split { " ,()/;:".contains($0) }.map(String.init))
        let name: String
        switch key {
        case .up: return text.contains("↑")
        case .down: return text.contains("↓")
        case .left: return text.contains("←")
        case .right: return text.contains("→")
        case .enter: return words.contains("Enter") || words.contains("⏎")
        case .escape: name = "Esc"
        case .tab: name = "Tab"
        case .backTab: name = "Shift-Tab"
        case .backspace: name = "⌫"
        case .delete: name = "Del"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .home: name = "Home"
        case .end: name = "End"
        case .function(let n): name = "F\(n)"
        case .control(let c): name = "Ctrl-\(c.uppercased())"
        case .menu: name = "Menu"
        case .modified: name = key.displayName
        case .character(" "): name = "Space"
        case .character(let c):
            if let digit = c.wholeNumberValue, words.contains(where: { Self.range($0)?.contains(digit) == true }) { return true }
            // "/" separates words, so it is named when it stands alone.
            return words.contains(String(c)) || (c == "/" && text.split(separator: " ").contains("/"))
        }
        return words.contains(name)
    }

    /// "1–9" as 1...9.
    private static func range(_ word: String) -> ClosedRange<Int>? {
        let ends = word.split(separator: "–").compactMap { Int($0) }
        return ends.count == 2 && ends[0] <= ends[1] ? ends[0]...ends[1] : nil
    }

    /// The text inside the help card on `screen`, row after row, or nil without a card.
    static func card(on screen: Canvas) -> String? {
        let rows = 0..<screen.bounds.height, columns = 0..<screen.bounds.width
        guard let top = rows.first(where: { screen.line($0).contains("─ Keys ─") }),
            let left = columns.first(where: { screen[$0, top].grapheme == "╭" }),
            let right = columns.first(where: { $0 > left && screen[$0, top].grapheme == "╮" }),
            let bottom = rows.first(where: { $0 > top && screen[left, $0].grapheme == "╰" })
        else { return nil }
        return (top + 1..<bottom).map { y in (left + 1..<right).map { screen[$0, y].grapheme }.joined() }
            .joined(separator: " ")
    }

    static func words(_ text: String) -> [Substring] { text.split(separator: " ") }
}

/// A screen of the demo as the tests reach it: the events that bring it into view in a state
/// where its keys have something to do, and the tables of the keys it answers there.
enum DemoScreen: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case list, everywhere, search, sheet, sidebar, page, paging, shapes, photos, photo, menu, help

    var testDescription: String { rawValue }

    /// The list's selection in the middle; a sheet's story scrolled a page; the paging demo
    /// on its second page; the shapes a little above their end (the morph in view); the
    /// photos' selection in the second row.
    var prelude: [InputEvent] {
        let keys: [Key] =
            switch self {
            case .list, .everywhere: [.down, .down, .down]
            case .search: [.character("/"), .character("t"), .down]
            case .sheet: [.enter, .pageDown]
            case .sidebar: [.character("s"), .character("s"), .character("s"), .enter, .pageDown]
            case .page: [.enter, .enter]
            case .paging: [.character("2"), .right]
            case .shapes: [.character("3"), .end, .up]
            case .photos: [.character("4"), .right, .down]
            case .photo: [.character("4"), .enter]
            case .menu: [.menu, .down]
            case .help: [.character("?"), .pageDown]
            }
        return keys.map { .key($0) }
    }

    /// The prelude a second apart: each step has settled before the next.
    var preludeTimed: [(Double, InputEvent)] { prelude.enumerated().map { (Double($0.offset) + 0.5, $0.element) } }

    /// The lines whose keys the screen answers, its own or something else's.
    var lines: [any KeyListing] {
        switch self {
        case .everywhere: DemoApp.everywhereLines
        case .help: HelpOverlay.keyLines
        default: context.map { DemoKeys.sections(for: $0).first?.lines ?? [] } ?? []
        }
    }

    /// The lines whose keys the screen answers with its own key commands.
    var ownLines: [any KeyListing] { lines.filter { !$0.commands.isEmpty } }

    /// Keys of the lines that rightly do nothing here: the tab already in view; PgDn in a
    /// sidebar, where one page of the story already reached its end; in the search field, with
    /// the caret after the "t" typed, the keys that move it right or erase after it.
    var idleKeys: Set<Key> {
        switch self {
        case .everywhere: [.character("1")]
        case .sidebar: [.pageDown, .character(" ")]
        case .menu: [.left]  // on the root menu: nothing to go back to
        case .search: [.right, .end, .control("e"), .delete, .control("k")]
        default: []
        }
    }

    /// What help and the footer show here, for the screens they show.
    var context: DemoKeys.Context? {
        switch self {
        case .list: .tab(.sheets)
        case .search: .searching
        case .sheet: .sheet(edge: .bottom, detents: true)
        case .sidebar: .sheet(edge: .right, detents: false)
        case .page: .page
        case .paging: .tab(.paging)
        case .shapes: .tab(.shapes)
        case .photos: .tab(.photos)
        case .photo: .photo
        case .menu: .menu
        case .everywhere, .help: nil
        }
    }
}
