/// A key and what it does, as UIKit's `UIKeyCommand`. A responder offers it in `keyCommands`;
/// while that responder is in the window's responder chain, pressing `input` runs the action,
/// before any `keyDown` along the chain (see ``Window/responderChain``), and
/// ``Window/availableKeyCommands`` lists it, so a footer or a help screen can show exactly the
/// keys that work now.
///
/// The action is a closure, or — as UIKit sends a command's selector up the chain to the first
/// object that implements it — a function of a type of responder: it then runs on the first
/// responder of that type in the chain, from the front, and the command does nothing (and is
/// not listed) while none is there. That lets a screen type keep its commands in a static table
/// that a help screen can read before any such screen exists (computed: a command holds a
/// closure, which is not `Sendable`, so Swift 6 refuses a stored static one):
///
/// ```swift
/// static var commands: [KeyCommand] {
///     [KeyCommand(input: .character("r"), title: "Reply") { (screen: MessageViewController) in screen.reply() }]
/// }
/// override var keyCommands: [KeyCommand] { Self.commands }
/// ```
///
/// The library's widgets offer their keys as commands too (a ``ListView``'s ↑↓ PgUp PgDn,
/// a ``ScrollView``'s steps, a ``TextField``'s editing keys), so they are listed; they come
/// after an app's own commands for the same key (so an app overrides one by offering that key)
/// and after the screen's interactions (a held ↓ drags a sheet). Another key for one of them
/// is an alias, ``init(input:performing:title:discoverabilityTitle:attributes:)``: j for ↓.
public struct KeyCommand {
    /// How a command is shown (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// It works but is not to be listed: a second key for the same thing, say. It is still
        /// among ``Window/availableKeyCommands``; a help screen leaves it out.
        public static let hidden = Attributes(rawValue: 1 << 0)
    }

    /// The key that runs it.
    public let input: Key
    /// What it does, in a few words: a footer's label ("Reply").
    public var title: String
    /// What it does, in a sentence for a help screen, when that says more than `title`.
    public var discoverabilityTitle: String?
    public var attributes: Attributes
    /// Whether it comes before the focused view (a text field typing, a card taking every key)
    /// and the toasts' keys instead of after them (UIKit's name: in iOS 15 and later, text
    /// input and focus movement come first by default). Without it, an app's command still
    /// comes before the screen's interactions (a held arrow's drag) and the library widgets'
    /// keys.
    public var wantsPriorityOverSystemBehavior: Bool
    /// Whose key it is, which decides when it is tried (see ``Window/responderChain``).
    enum Kind {
        /// The app's: before the screen's interactions.
        case app
        /// A library widget's own: after the app's commands and the screen's interactions.
        case system
        /// An app's alias of a widget's key: tried as that key is, never resolving to another
        /// alias (so none loops).
        case alias
    }

    let kind: Kind
    /// The action, bound to the chain it is pressed in; nil when it has no target there.
    private let bind: ([Responder]) -> (() -> Void)?

    /// A command whose action is a closure (capture what it acts on weakly).
    public init(
        input: Key, title: String, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        wantsPriorityOverSystemBehavior: Bool = false, action: @escaping () -> Void
    ) {
        self.init(input, title, discoverabilityTitle, attributes, wantsPriorityOverSystemBehavior) { _ in action }
    }

    /// A command whose action runs on the first responder of type `Target` in the chain.
    public init<Target: Responder>(
        input: Key, title: String, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        wantsPriorityOverSystemBehavior: Bool = false, action: @escaping (Target) -> Void
    ) {
        self.init(input, title, discoverabilityTitle, attributes, wantsPriorityOverSystemBehavior) { chain in
            guard let target = chain.lazy.compactMap({ $0 as? Target }).first else { return nil }
            return { action(target) }
        }
    }

    /// An alias: pressing `input` does what the library's widget in the chain does for
    /// `original` (a ``ListView``'s ↓ for j), and it is available only while one would. It is
    /// tried where that widget's own key is, after the app's commands and the screen's
    /// interactions, so a held j drags a sheet as a held ↓ does. Hidden by default: help lists
    /// the original.
    ///
    /// ```swift
    /// override var keyCommands: [KeyCommand] {
    ///     [KeyCommand(input: .character("j"), performing: .down), KeyCommand(input: .character("k"), performing: .up)]
    /// }
    /// ```
    public init(
        input: Key, performing original: Key, title: String = "", discoverabilityTitle: String? = nil,
        attributes: Attributes = .hidden
    ) {
        self.init(input, title, discoverabilityTitle, attributes, false, kind: .alias) { chain in
            ResponderChain.systemAction(for: original, in: chain)
        }
    }

    /// A library widget's own key: `action` runs on the widget (held weakly), which offers it
    /// only while it would take the key.
    init<Target: Responder>(
        system input: Key, title: String, discoverabilityTitle: String? = nil, on target: Target,
        action: @escaping (Target) -> Void
    ) {
        self.init(input, title, discoverabilityTitle, [], false, kind: .system) { [weak target] _ in
            guard let target else { return nil }
            return { action(target) }
        }
    }

    private init(
        _ input: Key, _ title: String, _ discoverabilityTitle: String?, _ attributes: Attributes, _ priority: Bool,
        kind: Kind = .app, bind: @escaping ([Responder]) -> (() -> Void)?
    ) {
        self.input = input
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.wantsPriorityOverSystemBehavior = priority
        self.kind = kind
        self.bind = bind
    }

    /// Whether it is tried with the library widgets' keys, after the screen's interactions.
    var isSystemBehavior: Bool { kind != .app }

    /// The action as it would run in `chain`, or nil when its target is not there.
    func action(in chain: [Responder]) -> (() -> Void)? { bind(chain) }
}
