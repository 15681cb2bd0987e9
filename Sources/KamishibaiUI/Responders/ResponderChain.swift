/// The responders a key travels through, from the one in front to the window, and the order
/// in which the window offers a key to them (see ``Window/responderChain``).
struct ResponderChain {
    let responders: [Responder]

    /// From `first` along each `next` to the window, which ends every chain.
    init(from first: Responder?, window: Window) {
        var responders: [Responder] = []
        var current = first
        // A chain is short; the bound only guards against a `next` that loops.
        while let responder = current, responder !== window, responders.count < 256 {
            guard !responders.contains(where: { $0 === responder }) else { break }
            responders.append(responder)
            current = responder.next
        }
        self.responders = responders + [window]
    }

    /// The three rounds of key commands a press goes through (see ``Window/responderChain``).
    enum Round: CaseIterable {
        /// The commands that want priority over system behaviour.
        case priority
        /// The app's other commands, and its screens' buttons' key equivalents.
        case app
        /// The library widgets' own keys and the app's aliases of them.
        case system

        func includes(_ command: KeyCommand) -> Bool {
            switch self {
            case .priority: command.wantsPriorityOverSystemBehavior
            case .app: !command.wantsPriorityOverSystemBehavior && !command.isSystemBehavior
            case .system: !command.wantsPriorityOverSystemBehavior && command.isSystemBehavior
            }
        }
    }

    /// The key commands a press reaches, in the order they are tried: those that want priority
    /// first, then the app's others, then the library widgets' own, each round from the front
    /// of the chain; one per key (the first), and only those whose action has a target here.
    var availableKeyCommands: [KeyCommand] { availableOffers.map(\.command) }

    /// ``availableKeyCommands`` with the responder offering each.
    private var availableOffers: [(responder: Responder, command: KeyCommand)] {
        var seen: Set<Key> = []
        var available: [(responder: Responder, command: KeyCommand)] = []
        for round in Round.allCases {
            for responder in responders {
                for command in responder.keyCommands where round.includes(command) {
                    guard !seen.contains(command.input), command.action(in: responders) != nil else { continue }
                    seen.insert(command.input)
                    available.append((responder, command))
                }
            }
        }
        return available
    }

    /// ``availableKeyCommands`` grouped by the responder offering them, from the front of the
    /// chain, each titled by ``groupTitle(of:)`` (what a help card lists).
    var availableKeyCommandGroups: [(title: String, commands: [KeyCommand])] {
        let offers = availableOffers
        return responders.compactMap { responder in
            let commands = offers.filter { $0.responder === responder }.map(\.command)
            return commands.isEmpty ? nil : (Self.groupTitle(of: responder), commands)
        }
    }

    /// A screen's name; a presentation controller's, its presented screen's (Esc belongs with
    /// it); a view's trace name ("list"); the window's, none.
    static func groupTitle(of responder: Responder) -> String {
        switch responder {
        case let screen as ViewController: screen.name.own
        case let controller as PresentationController: controller.presentedViewController?.name.own ?? ""
        case let view as View: view.traceName
        default: ""
        }
    }

    /// Runs the first key command for `key` along the chain, of `round`. In the app's round, a
    /// screen's buttons are offered the key as their key equivalent
    /// (``View/performKeyEquivalent(_:)``) after the screen's own commands, when the chain came
    /// up through the screen's views (a presenter reached past its presented screen does not
    /// offer the buttons the presented screen covers).
    /// `part` limits it to some of the responders (the app's round is split at the key screen);
    /// actions still find their targets along the whole chain.
    func performKeyCommand(_ key: Key, round: Round, in part: Range<Int>? = nil) -> Bool {
        for (index, responder) in responders.enumerated() where part?.contains(index) ?? true {
            for command in responder.keyCommands where command.input == key && round.includes(command) {
                guard let action = command.action(in: responders) else { continue }
                action()
                return true
            }
            if round == .app, let screen = responder as? ViewController, screen.parent == nil,
                responders[..<index].contains(where: { $0 === screen.view }), screen.view.performKeyEquivalent(key)
            {
                return true
            }
        }
        return false
    }

    /// Where the key screen's part of the chain ends: just past `screen`'s presentation
    /// controller (its Esc) when it is presented, past `screen` otherwise; the whole chain when
    /// `screen` is not in it. The responders from there on are its presenters and the window,
    /// whose app commands come after the key screen's interactions.
    func endOfScreen(_ screen: ViewController) -> Int {
        guard let index = responders.firstIndex(where: { $0 === screen }) else { return responders.count }
        let after = index + 1
        if after < responders.count, let controller = screen.presentationController, responders[after] === controller {
            return after + 1
        }
        return after
    }

    /// The action of the first library widget's own command for `key` in `responders` (not an
    /// alias's): what an alias of `key` runs.
    static func systemAction(for key: Key, in responders: [Responder]) -> (() -> Void)? {
        for responder in responders {
            for command in responder.keyCommands where command.input == key && command.kind == .system {
                if let action = command.action(in: responders) { return action }
            }
        }
        return nil
    }

    /// Offers `key` to each responder's `keyDown` but `skipping`'s (it was asked already), up
    /// to the window's; true when one took it.
    func keyDown(_ key: Key, skipping asked: Responder?) -> Bool {
        for responder in responders where responder !== asked {
            if responder.keyDown(key) { return true }
        }
        return false
    }
}

extension Responder {
    /// Runs this responder's own library key command for `key` (its `keyDown` does, so that a
    /// widget asked directly does what the chain would), or false when it offers none now.
    func performOwnKeyCommand(_ key: Key) -> Bool {
        let chain: [Responder] = [self]
        for command in keyCommands where command.input == key && command.kind == .system {
            guard let action = command.action(in: chain) else { continue }
            action()
            return true
        }
        return false
    }
}
