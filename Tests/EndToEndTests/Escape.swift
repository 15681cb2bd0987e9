/// The sequences the app and its terminal trade.
enum Escape {
    /// DECRQM: does the terminal know mode 2026?
    static let modeQuery = Array("\u{1B}[?2026$p".utf8)
    /// DA1, the pacing's query.
    static let deviceAttributesQuery = Array("\u{1B}[c".utf8)
    static let deviceAttributesReply = Array("\u{1B}[?62;22c".utf8)
    static let beginUpdate = Array("\u{1B}[?2026h".utf8)
    static let endUpdate = Array("\u{1B}[?2026l".utf8)

    static func modeReply(state: Int) -> [UInt8] {
        Array("\u{1B}[?2026;\(state)$y".utf8)
    }
}
