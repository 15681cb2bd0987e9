/// One-shot deadlines on the app's clock (a key-repeat timeout, say). The run loop sleeps
/// until the earliest one, so a timer costs no wake-up before it is due.
public final class Timers {
    public struct Token: Hashable, Sendable {
        fileprivate let id: Int
    }

    private var entries: [(token: Token, deadline: Double, action: () -> Void)] = []
    private var nextID = 0

    public init() {}

    @discardableResult
    public func schedule(at deadline: Double, _ action: @escaping () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        entries.append((token, deadline, action))
        return token
    }

    public func cancel(_ token: Token?) {
        guard let token else { return }
        entries.removeAll { $0.token == token }
    }

    public var nextDeadline: Double? { entries.map(\.deadline).min() }

    /// Runs, in deadline order, every timer due at `now`.
    public func fire(now: Double) {
        while let index = entries.indices.filter({ entries[$0].deadline <= now })
            .min(by: { entries[$0].deadline < entries[$1].deadline })
        {
            let entry = entries.remove(at: index)
            entry.action()
        }
    }
}
