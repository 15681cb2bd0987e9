import ArgumentParser
import Kamishibai

/// `--color`: `auto` lets the terminal decide; the others cap what is used.
enum ColorChoice: String, CaseIterable, ExpressibleByArgument {
    case auto, truecolor
    case palette256 = "256"
    case palette16 = "16"
    case none

    var request: ColorMode? {
        switch self {
        case .auto: nil
        case .truecolor: .truecolor
        case .palette256: .palette256
        case .palette16: .palette16
        case .none: ColorMode.none
        }
    }
}
