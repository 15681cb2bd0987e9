import KamishibaiUI

/// One line of a screen's keys: the keys as help shows them, what they do, the footer's short
/// hint, and who answers them — the screen itself, each key with its action, or something
/// else that help names them for. A screen's table of these is at once its dispatch, its part
/// of the footer and its part of help, so no key works unlisted or is listed without working.
/// (UIKit's `UIKeyCommand`, with a line of several keys for the discoverability list.)
struct KeyCommand<Screen> {
    typealias Action = (Screen) -> Void

    /// Who answers a line's keys.
    enum Answer {
        /// The screen: each key with its action, while `when` holds of the screen.
        case screen([Key: Action], when: (Screen) -> Bool)
        /// Something else — the library's text field or drag interaction, the window — when
        /// pressed, or, if `held`, while the terminal repeats the key.
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

    /// A line the screen answers: each group of keys with its action, while `when` holds.
    init(
        _ keys: String, _ title: String, footer: KeyHint? = nil, when: @escaping (Screen) -> Bool = { _ in true },
        _ actions: [([Key], Action)]
    ) {
        self.init(
            keys, title, footer: footer,
            answer: .screen(Dictionary(uniqueKeysWithValues: actions.flatMap { keys, action in keys.map { ($0, action) } }), when: when))
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
    /// The keys the line names that can be pressed (its own, or those answered elsewhere).
    var pressableKeys: [Key] { get }
    /// Whether its keys act only while held (a drag with the keyboard).
    var isHeld: Bool { get }
}

extension KeyCommand: KeyListing {
    var pressableKeys: [Key] {
        switch answer {
        case .screen(let actions, _): Array(actions.keys)
        case .elsewhere(let keys, _): keys
        case .noKey: []
        }
    }

    var isHeld: Bool {
        if case .elsewhere(_, held: true) = answer { true } else { false }
    }
}

extension Array {
    /// Runs the action of the first line that answers `key` on `screen`; false when none
    /// does, and the key goes on along the responder chain.
    func perform<Screen>(_ key: Key, on screen: Screen) -> Bool where Element == KeyCommand<Screen> {
        for command in self {
            guard case .screen(let actions, let when) = command.answer, let action = actions[key], when(screen) else { continue }
            action(screen)
            return true
        }
        return false
    }

    /// Whether a line says something else answers `key`.
    func answersElsewhere<Screen>(_ key: Key) -> Bool where Element == KeyCommand<Screen> {
        contains { if case .elsewhere(let keys, _) = $0.answer { keys.contains(key) } else { false } }
    }
}
