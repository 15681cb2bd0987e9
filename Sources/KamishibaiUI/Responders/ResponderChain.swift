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

    /// The key commands a press reaches, in the order they are tried: those that want priority
    /// first, then the rest, each from the front of the chain; one per key (the first), and
    /// only those whose action has a target here.
    var availableKeyCommands: [KeyCommand] {
        var seen: Set<Key> = []
        var available: [KeyCommand] = []
        for priority in [true, false] {
            for responder in responders {
                for command in responder.keyCommands where command.wantsPriorityOverSystemBehavior == priority {
                    guard !seen.contains(command.input), command.action(in: responders) != nil else { continue }
                    seen.insert(command.input)
                    available.append(command)
                }
            }
        }
        return available
    }

    /// Runs the first key command for `key` along the chain, of those that want priority or of
    /// the others. Among the others, a screen's buttons are offered the key as their key
    /// equivalent (``View/performKeyEquivalent(_:)``) after the screen's own commands, when
    /// the chain came up through the screen's views (a presenter reached past its presented
    /// screen does not offer the buttons the presented screen covers).
    func performKeyCommand(_ key: Key, priority: Bool) -> Bool {
        for (index, responder) in responders.enumerated() {
            for command in responder.keyCommands where command.input == key && command.wantsPriorityOverSystemBehavior == priority {
                guard let action = command.action(in: responders) else { continue }
                action()
                return true
            }
            if !priority, let screen = responder as? ViewController, screen.parent == nil,
                responders[..<index].contains(where: { $0 === screen.view }), screen.view.performKeyEquivalent(key)
            {
                return true
            }
        }
        return false
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
