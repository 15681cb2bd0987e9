/// A failure of the harness itself (tmux missing, a wait that timed out, …), with the details
/// needed to see what went wrong.
struct EndToEndError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
