/// The sequences the app and its terminal trade.
enum Escape {
    /// DECRQM: does the terminal know mode 2026?
    static let modeQuery = Array("\u{1B}[?2026$p".utf8)
    /// DA1, the pacing's query.
    static let deviceAttributesQuery = Array("\u{1B}[c".utf8)
    static let deviceAttributesReply = Array("\u{1B}[?62;22c".utf8)
    static let beginUpdate = Array("\u{1B}[?2026h".utf8)
    static let endUpdate = Array("\u{1B}[?2026l".utf8)
    /// The pointer reported in pixels (SGR-Pixels, DEC mode 1016) on and off.
    static let pixelsOn = Array("\u{1B}[?1016h".utf8)
    static let pixelsOff = Array("\u{1B}[?1016l".utf8)
    /// The kitty keyboard protocol's flags (3) pushed, and popped.
    static let keyboardPush = Array("\u{1B}[>3u".utf8)
    /// Every key as an escape code (31), as kitty before 0.33 gets it.
    static let keyboardPushAllKeys = Array("\u{1B}[>31u".utf8)
    static let keyboardPop = Array("\u{1B}[<u".utf8)
    /// Back to the main screen from the alternate one.
    static let mainScreen = Array("\u{1B}[?1049l".utf8)

    static func modeReply(state: Int) -> [UInt8] {
        Array("\u{1B}[?2026;\(state)$y".utf8)
    }
}
