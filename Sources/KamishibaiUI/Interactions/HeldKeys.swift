import KamishibaiTerminal

/// Keys held down, each until it is let go: where the terminal reports releases (the kitty
/// keyboard protocol is pushed, `TerminalFeatures.usesKeyReleases`), at its release event;
/// elsewhere when its repeats stop, at the deadline `KeyRepeatTracker` gives. The window owns
/// one (`Window.heldKeys`) and hands it every release; what a held key drives (a drag, an
/// opening) holds it here on every press and repeat, and is told once when it is let go.
///
/// A release of a key that is not held does nothing. A key's release matches its press with
/// other modifiers, and a letter's in either case: Shift may be let go first (a held `K` is
/// released as `k`, a held Shift-↑ as ↑).
public final class HeldKeys {
    public struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// Whether releases are reported; set by the window from the terminal's features. A hold
    /// made while they were not keeps its deadline.
    public internal(set) var reportsReleases = false
    private let timers: Timers
    private var holds: [(token: Token, key: Key, deadline: Timers.Token?, action: () -> Void)] = []
    private var nextID = 0

    init(timers: Timers) {
        self.timers = timers
    }

    /// `key`, pressed or repeated now, is held until it is let go: its release, or, where
    /// releases are not reported, `deadline` with no repeat before it. Then `action` runs,
    /// once. A repeat holds it again: cancel the last hold first.
    public func hold(_ key: Key, until deadline: Double, whenReleased action: @escaping () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        let timer = reportsReleases ? nil : timers.schedule(at: deadline) { [weak self] in self?.end(token) }
        holds.append((token, key, timer, action))
        return token
    }

    /// The hold ends without its action (the drag it drives was cancelled).
    public func cancel(_ token: Token?) {
        guard let index = holds.firstIndex(where: { $0.token == token }) else { return }
        timers.cancel(holds.remove(at: index).deadline)
    }

    /// The terminal reported `key` released: every hold of it ends, its action run.
    func release(_ key: Key) {
        for hold in holds where Self.isSameKey(hold.key, key) { end(hold.token) }
    }

    /// The window lost the focus: a key waiting for its release event counts as released,
    /// since that now goes to another window; one with a deadline keeps it.
    func focusLost() {
        for hold in holds where hold.deadline == nil { end(hold.token) }
    }

    private func end(_ token: Token) {
        guard let index = holds.firstIndex(where: { $0.token == token }) else { return }
        let hold = holds.remove(at: index)
        timers.cancel(hold.deadline)
        hold.action()
    }

    /// Modifiers aside: one may be let go before the key (Shift-↑ released as ↑).
    private static func isSameKey(_ held: Key, _ released: Key) -> Bool {
        let (held, released) = (unmodified(held), unmodified(released))
        guard case .character(let a) = held, case .character(let b) = released else { return held == released }
        return a.lowercased() == b.lowercased()
    }

    private static func unmodified(_ key: Key) -> Key {
        if case .modified(let base, _) = key { base } else { key }
    }
}
