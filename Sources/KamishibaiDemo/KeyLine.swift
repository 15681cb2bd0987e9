import KamishibaiUI

/// One entry of the footer: a key and what it does now (the library footer's item).
typealias KeyHint = KeyCommandBar.Item

/// One line of a screen's keys, as help and the footer show it: the keys as help writes them,
/// what they do, the footer's short hint, and who answers them — the screen, through the
/// library's `KeyCommand`s the line holds, or something else (the library's text field, drag
/// interaction, presentation or navigation stack) — or no key at all (a gesture, an option).
/// A screen's `keyCommands` are the commands of its lines, so no key works unlisted and none
/// is listed without working. The lines are static, typed by the screen their commands act
/// on (each command runs on the first responder of that type in the chain), so help lists a
/// sheet's keys before any sheet exists.
struct KeyLine<Screen: Responder> {
    typealias Action = (Screen) -> Void

    /// Who answers a line's keys.
    enum Answer {
        /// The screen, through these commands, and something else, these keys.
        case commands([KeyCommand], elsewhere: [Key])
        /// Something else when pressed, or, if `held`, while the terminal repeats the key.
        case elsewhere([Key], held: Bool)
        /// No key: a pointer gesture or an option, listed so that help tells of it.
        case noKey
    }

    /// The keys as help shows them: "↑↓ j k".
    let keys: String
    /// What they do, in help's words.
    let title: String
    /// The footer's short hint, when the footer shows this line.
    let footer: KeyHint?
    let answer: Answer

    /// A line the screen answers: each group of keys with its action. Each key is a command
    /// titled by the footer's label and, for help, the line's title; all but the first are
    /// hidden, as the line lists them once. Keys the line names that something else answers
    /// (a library widget's) are `elsewhere`.
    init(_ keys: String, _ title: String, footer: KeyHint? = nil, _ actions: [([Key], Action)], elsewhere: [Key] = []) {
        let inputs = actions.flatMap { keys, action in keys.map { ($0, action) } }
        let commands = inputs.enumerated().map { index, input in
            KeyCommand(
                input: input.0, title: footer?.title ?? title, discoverabilityTitle: title, attributes: index == 0 ? [] : .hidden,
                action: input.1)
        }
        self.init(keys, title, footer: footer, answer: .commands(commands, elsewhere: elsewhere))
    }

    /// A line of aliases: each pair's first key does what the library's widget in the chain
    /// does for the second (j for a list's ↓), through `KeyCommand(input:performing:)`; the
    /// first alias is titled as the line, the others hidden. The widget's own keys, named on
    /// the line, are `elsewhere`.
    init(_ keys: String, _ title: String, footer: KeyHint? = nil, aliases: [(Key, Key)], elsewhere: [Key] = []) {
        let commands = aliases.enumerated().map { index, alias in
            KeyCommand(
                input: alias.0, performing: alias.1, title: footer?.title ?? title, discoverabilityTitle: title,
                attributes: index == 0 ? [] : .hidden)
        }
        self.init(keys, title, footer: footer, answer: .commands(commands, elsewhere: elsewhere))
    }

    /// A line whose keys something else answers (see `Answer.elsewhere`).
    init(_ keys: String, _ title: String, footer: KeyHint? = nil, elsewhere: [Key], held: Bool = false) {
        self.init(keys, title, footer: footer, answer: .elsewhere(elsewhere, held: held))
    }

    /// A line with no key to press.
    init(_ keys: String, _ title: String, footer: KeyHint? = nil) {
        self.init(keys, title, footer: footer, answer: .noKey)
    }

    private init(_ keys: String, _ title: String, footer: KeyHint?, answer: Answer) {
        self.keys = keys
        self.title = title
        self.footer = footer
        self.answer = answer
    }
}

/// What help and the footer read of a line, whatever its screen.
protocol KeyListing {
    var keys: String { get }
    var title: String { get }
    var footer: KeyHint? { get }
    /// The line's commands, when its screen answers it.
    var commands: [KeyCommand] { get }
    /// The keys the line names that can be pressed (its commands', or those answered elsewhere).
    var pressableKeys: [Key] { get }
    /// Whether its keys act only while held (a drag with the keyboard).
    var isHeld: Bool { get }
}

extension KeyLine: KeyListing {
    var commands: [KeyCommand] {
        if case .commands(let commands, _) = answer { commands } else { [] }
    }

    var pressableKeys: [Key] {
        switch answer {
        case .commands(let commands, let elsewhere): commands.map(\.input) + elsewhere
        case .elsewhere(let keys, _): keys
        case .noKey: []
        }
    }

    var isHeld: Bool {
        if case .elsewhere(_, held: true) = answer { true } else { false }
    }
}

extension Array where Element: KeyListing {
    /// The commands of every line, for a screen's `keyCommands`.
    var keyCommands: [KeyCommand] { flatMap(\.commands) }

    /// Whether a line says something else answers `key`.
    func answersElsewhere(_ key: Key) -> Bool {
        contains { $0.commands.isEmpty && $0.pressableKeys.contains(key) }
    }
}
