import CKamishibaiNcursesw
internal import KamishibaiANSI
import KamishibaiCanvas
import KamishibaiTerminal

extension NcursesTerminal {
    /// The colours a terminal shows, and why, and what writes its cells: the encoder where
    /// terminfo's `cup` is ANSI, ncurses' own writer always (for a terminal that is not).
    struct Writers {
        var colorMode: ColorMode
        var colorReason: ColorMode.Reason
        var cellWriter: CellWriter
        var encoder: FrameEncoder?
    }

    /// Reads terminfo and the environment for the terminal ncurses has just taken over.
    static func writers(term: String, colorRequest: ColorMode?) -> Writers {
        var colors = 0
        var direct = false
        if has_colors() {
            start_color()
            colors = Int(kami_colors())
            // RGB is ncurses' flag for direct colour, Tc tmux's.
            direct = tigetflag("RGB") > 0 || tigetflag("Tc") > 0 || colors >= 0x1000000
        }
        let isANSI = tigetstr("cup").map { Int(bitPattern: $0) != -1 && String(cString: $0).hasPrefix("\u{1B}[") } ?? false
        var detected = ColorMode.detect(
            requested: colorRequest, environment: Terminfo.colorEnvironment, terminalColors: colors,
            terminfoHasDirectColor: direct)
        // ncurses writes the cells of a terminal that is not ANSI, and only in the colours its
        // terminfo names: 24-bit SGR comes from the encoder alone.
        if !isANSI, detected.mode == .truecolor, !direct {
            detected = ColorMode.detect(requested: nil, environment: [:], terminalColors: colors, terminfoHasDirectColor: false)
        }
        // mlterm's terminfo has no `dim` (it shows SGR 2 as normal text): darker colours then.
        let dim = Terminfo.hasCapability("dim")
        var encoder: FrameEncoder?
        if isANSI {
            let erase = Terminfo.hasCapability("ech") && tigetflag("bce") > 0
            let scroll = ["csr", "indn", "rin"].allSatisfy(Terminfo.hasCapability)
            var capabilities = FrameEncoder.Capabilities(
                eraseCharacters: erase, repeatCharacter: Terminfo.hasCapability("rep"), scrollRegion: scroll, dim: dim)
            // Decided by the probe's answers (`applyFeatures`): plain characters until then.
            capabilities.repeatMultibyteCharacter = false
            encoder = FrameEncoder(mode: detected.mode, capabilities: capabilities)
        }
        return Writers(
            colorMode: detected.mode, colorReason: detected.reason, cellWriter: CellWriter(mode: detected.mode, dimAttribute: dim),
            encoder: encoder)
    }
}
