import ArgumentParser
import Kamishibai
import KamishibaiDemo
import KamishibaiPlatform

@main
struct KamishibaiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kamishibai",
        abstract: "iOS-style sheets, scrubbable transitions and scroll physics, in the terminal.",
        discussion: """
            Keys: 1–5 or Tab switch demo, ↑/↓ or j/k select, wheel scrolls, click selects, \
            ? shows help, q quits, Ctrl-C quits from anywhere, Ctrl-Z suspends.
            Exit status: 0 on quit, 1 when the trace could not be written, 2 on a usage error or when there is no usable terminal; 128 + N after signal N.
            """,
        subcommands: [BenchCommand.self, StormCommand.self, FramesCommand.self]
    )

    @Option(name: .long, help: ArgumentHelp("Append one JSON line per event to FILE (default: $KAMISHIBAI_TRACE).", valueName: "FILE"))
    var trace: String?

    // `.unconditional`: `--fps -5` is a value out of range, not a missing value and an option.
    @Option(name: .long, parsing: .unconditional, help: "Frames per second while something animates (1–240).")
    var fps: Double = 60

    @Option(
        name: .customLong("slow-animations"), parsing: .unconditional,
        help: ArgumentHelp("Multiply every animation's duration by FACTOR.", valueName: "FACTOR"))
    var slowAnimations: Double = 1

    @Option(name: .long, help: "Colours to use: auto, truecolor, 256, 16 or none (NO_COLOR is honoured by auto).")
    var color: ColorChoice = .auto

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (no clicks, wheel or drags).")
    var noMouse = false

    @Flag(name: .customLong("no-pixel-mouse"), help: "Take the mouse in whole cells even where the terminal reports pixels.")
    var noPixelMouse = false

    @Flag(name: .customLong("no-key-releases"), help: "Take key presses only, even where the terminal reports releases.")
    var noKeyReleases = false

    @Flag(name: .customLong("no-graphics"), help: "Draw pictures in characters even where the terminal shows pixels.")
    var noGraphics = false

    @Option(name: .long, help: "The demo to open first: sheets, paging, shapes, photos or modals.")
    var start: DemoTab = .sheets

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Characters that draw the pixels of shapes, in chafa's selector syntax (e.g. block+braille, all); the default, \(SymbolSet.blocks), is what DejaVu Sans Mono has.",
            valueName: "CLASSES"))
    var symbols: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The heights a story's sheet rests at: small, medium and large, comma-separated.", valueName: "LIST"))
    var detents = "medium,large"

    @Option(
        name: .long, help: ArgumentHelp("The largest detent at which the list behind a sheet stays clear and usable.", valueName: "DETENT"))
    var undimmed: SheetDetentChoice?

    @Flag(
        name: .customLong("reduce-motion"),
        help: "Cut transitions instead of sliding them; springs settle without overshoot (also KAMISHIBAI_REDUCE_MOTION=1).")
    var reduceMotion = false

    @Flag(
        help:
            "For a screen reader or braille display: the terminal's cursor stays on the focused element, selection shows without colour, motion is reduced (also KAMISHIBAI_ACCESSIBLE=1)."
    )
    var accessible = false

    /// `--detents` as choices, in the order given.
    private var detentChoices: [SheetDetentChoice] {
        get throws {
            let names = detents.split(separator: ",").map(\.trimmingSpaces)
            let choices = names.compactMap(SheetDetentChoice.init(rawValue:))
            guard choices.count == names.count, !choices.isEmpty, Set(choices).count == choices.count else {
                throw ValidationError("--detents takes small, medium and large, each at most once, comma-separated (got '\(detents)').")
            }
            return choices
        }
    }

    func validate() throws {
        let choices = try detentChoices
        if let undimmed, !choices.contains(undimmed) {
            throw ValidationError("--undimmed \(undimmed.rawValue) is not among --detents \(detents).")
        }
        guard (1...240).contains(fps) else { throw ValidationError("--fps must be between 1 and 240.") }
        guard slowAnimations > 0, slowAnimations <= 100 else {
            throw ValidationError("--slow-animations must be above 0 and at most 100.")
        }
        if let symbols {
            do { _ = try SymbolSet(symbols) } catch { throw ValidationError("--symbols: \(error).") }
        }
    }

    func run() throws {
        var options = TerminalApp.Options()
        options.color = color.request
        options.mouse = !noMouse
        options.framesPerSecond = fps
        options.animationScale = slowAnimations
        if let symbols { options.symbols = try SymbolSet(symbols) }
        if reduceMotion { options.reduceMotion = true }
        if accessible { options.accessible = true }
        // The flags add to what KAMISHIBAI_FEATURES turns off.
        let flagged: [(Bool, TerminalFeatures.Feature)] = [
            (noPixelMouse, .pixelMouse), (noKeyReleases, .keyReleases), (noGraphics, .graphics),
        ]
        options.disabledFeatures.formUnion(flagged.filter(\.0).map(\.1))
        let sheets = DemoApp.SheetOptions(detents: try detentChoices, undimmed: undimmed)
        // --trace wins over KAMISHIBAI_TRACE; both reach the same trace writer.
        if let trace { options.tracePath = trace }
        do {
            try TerminalApp.run(options) { setup in DemoApp(setup, start: start, sheets: sheets) }
        } catch let failure as TerminalApp.Failure {
            throw Failure(failure.description, status: failure.exitStatus)
        }
    }

    /// Usage errors exit with 2 (not ArgumentParser's 64), as do start-up failures.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            KamishibaiPlatform.exit(code.rawValue)
        } catch let failure as Failure {
            writeAll("kamishibai: \(failure.message)\n", to: STDERR_FILENO)
            KamishibaiPlatform.exit(failure.status)
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }  // --help
            writeAll(fullMessage(for: error) + "\n", to: STDERR_FILENO)
            KamishibaiPlatform.exit(2)
        }
    }
}

/// A failure with a one-line message for stderr and the exit status it ends with.
struct Failure: Error {
    let message: String
    let status: Int32
    init(_ message: String, status: Int32 = 2) {
        self.message = message
        self.status = status
    }
}

/// Writes all of `text` to `descriptor`, unbuffered, however many writes it takes.
func writeAll(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        bytes = bytes.dropFirst(written)
    }
}
