import CKamishibaiNcursesw
import KamishibaiPlatform

/// What the terminal says of itself: the terminfo entry `setupterm` loaded, and the
/// environment variables that tell more (24-bit colour, a multiplexer in between, for what
/// must be decided before any answer can come).
enum Terminfo {
    /// The variables colour detection reads.
    static var colorEnvironment: [String: String] { environment(["NO_COLOR", "COLORTERM", "TERM", "TMUX"]) }

    /// The variables that say a multiplexer is in between, for the feature probe.
    static var probeEnvironment: [String: String] { environment(["STY", "TMUX"]) }

    private static func environment(_ names: [String]) -> [String: String] {
        var variables: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }

    /// Whether the terminal type `setupterm` loaded has string capability `name`; terminfo
    /// answers -1 for a name that is not a string capability and nil for one it lacks.
    static func hasCapability(_ name: String) -> Bool {
        guard let value = tigetstr(name) else { return false }
        return Int(bitPattern: value) != -1
    }
}
