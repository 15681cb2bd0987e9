/// How many colours the output can show, from best to none.
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit, exact RGB (a direct-colour terminfo such as `xterm-direct`).
    case truecolor
    /// The xterm 256-colour palette: a 6×6×6 cube and a grey ramp.
    case palette256 = "256"
    /// The 16 ANSI colours; dimming shows as the dim attribute.
    case palette16 = "16"
    /// The 8 basic colours.
    case palette8 = "8"
    /// No colour at all (`NO_COLOR`, `--color none`): attributes only.
    case none

    /// What to use, given what the terminal reports and what the user asked for.
    /// An explicit request wins but is never more than the terminal can show, except that
    /// `truecolor` needs a direct-colour terminal; `NO_COLOR` (any non-empty value) means none
    /// unless colour was asked for explicitly.
    public static func resolve(
        requested: ColorMode?, terminalColors: Int, hasDirectColor: Bool, noColorSet: Bool
    ) -> ColorMode {
        let best: ColorMode
        if hasDirectColor {
            best = .truecolor
        } else if terminalColors >= 256 {
            best = .palette256
        } else if terminalColors >= 16 {
            best = .palette16
        } else if terminalColors >= 8 {
            best = .palette8
        } else {
            best = .none
        }
        guard let requested else { return noColorSet ? .none : best }
        return requested.rank >= best.rank ? best : requested
    }

    var rank: Int {
        switch self {
        case .none: 0
        case .palette8: 1
        case .palette16: 2
        case .palette256: 3
        case .truecolor: 4
        }
    }
}
