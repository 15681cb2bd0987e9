/// How many colours the output can show, from best to none.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit, exact RGB (a direct-colour terminfo such as `xterm-direct`).
    case truecolor
    /// The xterm 256-colour palette: a 6×6×6 cube and a grey ramp.
    case palette256 = "256"
    /// The 16 ANSI colours; dimming shows as the dim attribute (darker colours where the
    /// terminal has none).
    case palette16 = "16"
    /// The 8 basic colours.
    case palette8 = "8"
    /// No colour at all (`NO_COLOR`, `--color none`): attributes only.
    case none

    /// Why a mode was chosen, as the trace's `colorMode` says it.
    public enum Reason: String, Sendable {
        /// The app or user asked for it (`--color`).
        case flag
        /// `COLORTERM` is `truecolor` or `24bit`.
        case colorterm = "COLORTERM"
        /// The terminfo entry: its `RGB` or `Tc` flag, or its count of colours.
        case terminfo
        /// `NO_COLOR` is set and not empty.
        case noColor = "NO_COLOR"
    }

    /// What to use, by the rules terminals and their toolkits share: a request wins whatever
    /// the terminal claims (the user knows their terminal); then `NO_COLOR` means none; then
    /// `COLORTERM=truecolor|24bit` means 24-bit colour, which every terminal that has it
    /// announces there (except under GNU screen, which passes no 24-bit colour on: `TERM`
    /// `screen…` outside tmux); then terminfo's `RGB`/`Tc` flag; then terminfo's count.
    public static func detect(
        requested: ColorMode?, environment: [String: String], terminalColors: Int, terminfoHasDirectColor: Bool
    ) -> (mode: ColorMode, reason: Reason) {
        if let requested { return (requested, .flag) }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return (.none, .noColor) }
        let colorterm = environment["COLORTERM"]?.lowercased()
        let underScreen = environment["TERM"]?.hasPrefix("screen") == true && environment["TMUX"] == nil
        if colorterm == "truecolor" || colorterm == "24bit", !underScreen { return (.truecolor, .colorterm) }
        if terminfoHasDirectColor { return (.truecolor, .terminfo) }
        let mode: ColorMode =
            switch terminalColors {
            case 256...: .palette256
            case 16..<256: .palette16
            case 8..<16: .palette8
            default: .none
            }
        return (mode, .terminfo)
    }
}
