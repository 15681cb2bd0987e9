import KamishibaiPlatform

/// Runs an app on the real terminal: opens the trace, takes over the terminal through
/// ncurses, builds the app's window, runs the event loop until the window quits, and gives
/// the terminal back as it found it. If a signal ended the app, the process then ends as that
/// signal would have.
///
/// ```swift
/// TerminalApp.main { setup in MyWindow(setup) }
/// ```
public enum TerminalApp {
    public struct Options: Sendable {
        /// Colours to use; `nil` lets the terminal decide (and honours `NO_COLOR`).
        public var color: ColorMode?
        /// Whether to take the mouse: clicks, the wheel and drags.
        public var mouse = true
        /// Frames per second while something animates; none are drawn while nothing does.
        public var framesPerSecond = 60.0
        /// Every animation's duration is multiplied by this.
        public var animationScale = 1.0
        /// Where to append the trace, one JSON line per event; by default the file named by
        /// `KAMISHIBAI_TRACE` in the environment, if any.
        public var tracePath: String? = TerminalApp.environmentTracePath
        /// The characters drawings may use for their pixels.
        public var symbols: SymbolSet = .blocks
        /// Transitions cut and springs do not overshoot, as iOS's Reduce Motion; on by default
        /// when `KAMISHIBAI_REDUCE_MOTION=1` is in the environment.
        public var reduceMotion = TerminalApp.environmentReducesMotion
        /// For a screen reader or a braille display (``WindowSetup/accessible``): the
        /// terminal's cursor stays visible on the focused element, and Reduce Motion is on;
        /// on by default when `KAMISHIBAI_ACCESSIBLE=1` is in the environment.
        public var accessible = TerminalApp.environmentAccessible
        /// Terminal features never turned on, whatever the terminal answers (it is still
        /// asked, and the trace says what it answered); by default those that
        /// `KAMISHIBAI_FEATURES` turns off (`-pixel-mouse,-key-releases,-graphics`).
        public var disabledFeatures = TerminalApp.environmentDisabledFeatures

        public init() {}
    }

    /// Why the app could not start, or what went wrong while it ran; each says what to do
    /// about it.
    public enum Failure: Error, CustomStringConvertible {
        case terminal(TerminalStartError)
        case traceFile(path: String, reason: String)
        /// The app ran, but the trace stopped at the first write that failed.
        case traceWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .terminal(let error): error.description
            case .traceFile(let path, let reason): "cannot open the trace file '\(path)' for writing: \(reason)."
            case .traceWrite(let path, let reason): "the trace file '\(path)' could not be written, so it is incomplete: \(reason)."
            }
        }

        /// 2 when the app could not start; 1 when it ran but its trace is incomplete.
        public var exitStatus: Int32 {
            if case .traceWrite = self { 1 } else { 2 }
        }
    }

    /// Whether `KAMISHIBAI_REDUCE_MOTION` is `1`.
    public static var environmentReducesMotion: Bool {
        guard let value = getenv("KAMISHIBAI_REDUCE_MOTION") else { return false }
        return String(cString: value) == "1"
    }

    /// Whether `KAMISHIBAI_ACCESSIBLE` is `1`.
    public static var environmentAccessible: Bool {
        guard let value = getenv("KAMISHIBAI_ACCESSIBLE") else { return false }
        return String(cString: value) == "1"
    }

    /// The features `KAMISHIBAI_FEATURES` turns off (`TerminalFeatures.disabled(byEnvironment:)`).
    public static var environmentDisabledFeatures: Set<TerminalFeatures.Feature> {
        guard let value = getenv("KAMISHIBAI_FEATURES") else { return [] }
        return TerminalFeatures.disabled(byEnvironment: String(cString: value))
    }

    /// `KAMISHIBAI_TRACE`, when set and not empty.
    public static var environmentTracePath: String? {
        guard let value = getenv("KAMISHIBAI_TRACE"), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// Runs the app as a program's whole life: a `Failure` is printed on stderr after the
    /// program's name and ends the process with its `exitStatus`; otherwise it exits with 0
    /// once the window quits.
    public static func main(_ options: Options = Options(), makeWindow: (WindowSetup) -> Window) -> Never {
        do {
            try run(options, makeWindow: makeWindow)
            exit(0)
        } catch {
            report(error)
            exit((error as? Failure)?.exitStatus ?? 2)
        }
    }

    /// One line on stderr: the program's name and what went wrong.
    public static func report(_ error: Error) {
        let program = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "app"
        let message = "\(program): \(error)\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    /// Runs `makeWindow`'s window until it quits; throws `Failure` before touching the screen
    /// when there is no usable terminal or the trace cannot be opened, and after restoring it
    /// when a trace write failed. If a signal ended the app, the process ends as that signal
    /// would have (after reporting a failed trace).
    public static func run(_ options: Options = Options(), makeWindow: (WindowSetup) -> Window) throws {
        let clock = MonotonicClock()
        var trace = Trace.disabled(clock: clock)
        if let path = options.tracePath {
            guard let file = Trace(clock: clock, appendingTo: path) else {
                throw Failure.traceFile(path: path, reason: String(cString: strerror(errno)))
            }
            trace = file
        }
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(
                colorRequest: options.color, mouse: options.mouse, clock: clock, disabledFeatures: options.disabledFeatures)
        } catch let error as TerminalStartError {
            throw Failure.terminal(error)
        }
        var setup = WindowSetup(terminal: terminal, trace: trace, animationScale: options.animationScale)
        setup.symbols = options.symbols
        setup.reduceMotion = options.reduceMotion
        setup.accessible = options.accessible
        let window = makeWindow(setup)
        trace.record(.colorMode(terminal.colorMode, reason: terminal.colorReason))
        let loop = EventLoop(terminal: terminal, application: window, framesPerSecond: options.framesPerSecond)
        loop.onFramePacingChange = { trace.record(.framePacing($0)) }
        loop.onTerminalFeaturesChange = { features in trace.record(.terminalFeatures(features)) }
        loop.run()
        terminal.shutdown()
        trace.close()
        let traceFailure = options.tracePath.flatMap { path in
            trace.writeFailure.map { Failure.traceWrite(path: path, reason: $0) }
        }
        if let signal = window.terminationSignal {
            // The signal's own status says the run did not end normally; the reason still shows.
            if let traceFailure { report(traceFailure) }
            terminal.exitBySignal(signal)
        }
        if let traceFailure { throw traceFailure }
    }
}
