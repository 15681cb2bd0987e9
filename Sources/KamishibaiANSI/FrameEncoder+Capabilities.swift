extension FrameEncoder {
    /// What the terminal can do beyond cursor addressing and SGR.
    public struct Capabilities: Equatable, Sendable {
        /// ECH (`ESC [ n X`) erases cells to the current background (terminfo's `ech`, with
        /// background colour erase, `bce`).
        public var eraseCharacters: Bool
        /// REP (`ESC [ n b`) repeats the character just written (terminfo's `rep`).
        public var repeatCharacter: Bool
        /// REP repeats a character of several bytes too (an eighth block, a box line): only
        /// where the terminal is known to (`TerminalFeatures.repeatsMultibyteCharacter`), since
        /// tmux 3.3 drops one (it drew a box's top edge as one dash). A real terminal's encoder
        /// starts without it and is told once the start-up probe has decided.
        public var repeatMultibyteCharacter = true
        /// DECSTBM (`ESC [ t ; b r`) sets a scroll region that SU and SD (`ESC [ n S`,
        /// `ESC [ n T`) scroll (terminfo's `csr`, `indn` and `rin`).
        public var scrollRegion: Bool
        /// SGR 2 shows dimmer text (terminfo's `dim`). Without it, dimming in 16 and 8 colours
        /// is shown with darker palette colours (`Style.colors(in:dimAttribute:)`).
        public var dim: Bool

        public init(eraseCharacters: Bool = true, repeatCharacter: Bool = true, scrollRegion: Bool = true, dim: Bool = true) {
            self.eraseCharacters = eraseCharacters
            self.repeatCharacter = repeatCharacter
            self.scrollRegion = scrollRegion
            self.dim = dim
        }
    }
}
