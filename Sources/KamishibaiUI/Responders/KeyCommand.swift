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
    /// and the screen's interactions (a held arrow's drag) instead of after them (UIKit's
    /// name: in iOS 15 and later, text input and focus movement come first by default).
    public var wantsPriorityOverSystemBehavior: Bool
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

    private init(
        _ input: Key, _ title: String, _ discoverabilityTitle: String?, _ attributes: Attributes, _ priority: Bool,
        bind: @escaping ([Responder]) -> (() -> Void)?
    ) {
        self.input = input
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.wantsPriorityOverSystemBehavior = priority
        self.bind = bind
    }

    /// The action as it would run in `chain`, or nil when its target is not there.
    func action(in chain: [Responder]) -> (() -> Void)? { bind(chain) }
}
