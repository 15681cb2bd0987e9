import Foundation
import KamishibaiTesting

/// The environment for tmux clients: outside any tmux the tests may be run from.
private let tmuxEnvironment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    return environment
}()

private let tmuxPath: String? = {
    let directories = (tmuxEnvironment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return (directories.map { "\($0)/tmux" } + ["/usr/bin/tmux", "/usr/local/bin/tmux"])
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Hands out socket numbers that are unique within this test process.
private final class Counter: @unchecked Sendable {  // `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
private let sessionCounter = Counter()

/// One tmux server on its own socket with one window, for one test. `close()` (or deinit)
/// kills that server and nothing else.
final class TmuxSession {
    let socket: String
    /// Holds the tmux config and the trace file; removed on close.
    let directory: URL
    private let tmux: String
    private var socketPath: String?
    private var isOpen = true
    private static let target = "e2e"

    /// Starts `command` (an argv, run without a shell by tmux) in a detached window; it is
    /// given the session's directory, for files such as the trace.
    init(
        columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
        command: (_ directory: URL) -> [String]
    ) throws {
        guard let tmuxPath else {
            throw EndToEndError("tmux is not installed: the end-to-end tests need it (./demo.sh installs it, or `apt-get install tmux`).")
        }
        tmux = tmuxPath
        socket = "kami-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(sessionCounter.next())"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let config = directory.appendingPathComponent("tmux.conf")
        try """
        set -g default-terminal xterm-256color
        set -g escape-time 0
        set -g status off
        """.write(to: config, atomically: true, encoding: .utf8)
        let variables = (["SWIFT_BACKTRACE": "enable=no"].merging(environment) { $1 })
            .flatMap { ["-e", "\($0.key)=\($0.value)"] }
        try run(
            ["-f", config.path, "new-session", "-d", "-s", Self.target, "-x", "\(columns)", "-y", "\(rows)"]
                + variables + command(directory))
        socketPath = try display("#{socket_path}")
    }

    /// Runs kamishibai with `--trace` and `arguments`, then prints `EXIT=<status>` and keeps
    /// the pane alive so the status and the restored screen can be read after the app ends.
    convenience init(
        appArguments arguments: [String] = [], appEnvironment: [String: String] = [:],
        columns: Int = 80, rows: Int = 24
    ) throws {
        let binary = try kamishibaiBinary()
        let assignments = appEnvironment.map { "\($0.key)=\(shellQuoted($0.value)) " }.joined()
        try self.init(columns: columns, rows: rows) { directory in
            let argv = [binary, "--trace", TraceFile(in: directory).path] + arguments
            // No core files from the signals that dump core by default (SIGQUIT, SIGABRT…).
            return [
                "sh", "-c", "ulimit -c 0; " + assignments + argv.map(shellQuoted).joined(separator: " ") + "; echo \"EXIT=$?\"; sleep 600",
            ]
        }
    }

    /// Where the app started by `init(appArguments:)` writes its trace.
    var trace: TraceFile { TraceFile(in: directory) }

    deinit { close() }

    /// Kills this session's server (only its own socket) and removes its files, the socket
    /// included: tmux leaves it behind.
    func close() {
        guard isOpen else { return }
        isOpen = false
        _ = try? run(["kill-server"], check: false)
        for path in [socketPath, directory.path].compactMap({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }

    @discardableResult
    private func run(_ arguments: [String], check: Bool = true) throws -> String {
        let result = try runProcess(tmux, ["-L", socket] + arguments, environment: tmuxEnvironment)
        if check, result.status != 0 {
            throw EndToEndError("tmux \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.stderr)")
        }
        return result.stdout
    }

    // MARK: Input

    /// Keys by tmux name (`Down`, `C-c`, `Enter`) or as plain characters.
    func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    /// The keys in one `send-keys`, so that the app reads them together (key repeat that no
    /// busy machine can slow past the repeat gap).
    func sendKeys(_ keys: [String]) throws {
        try run(["send-keys", "-t", Self.target] + keys)
    }

    /// Types `text` literally, then Enter.
    func typeLine(_ text: String) throws {
        try run(["send-keys", "-t", Self.target, "-l", text])
        try sendKeys("Enter")
    }

    /// Raw bytes to the pane, e.g. mouse reports that tmux would not generate itself here.
    func sendHex(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", Self.target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// An SGR mouse report (`ESC [ < button ; column ; row M`, `m` for a release), 1-based.
    func sendMouse(button: Int, column: Int, row: Int, release: Bool = false) throws {
        try sendHex(Array("\u{1B}[<\(button);\(column);\(row)\(release ? "m" : "M")".utf8))
    }

    /// SGR mouse reports in one `send-keys`, so the app reads them as one burst: a drag whose
    /// speed must not depend on how busy the machine is.
    func sendMouseBurst(_ reports: [MouseReport]) throws {
        let text = reports.map { "\u{1B}[<\($0.button);\($0.column);\($0.row)\($0.release ? "m" : "M")" }.joined()
        try sendHex(Array(text.utf8))
    }

    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", Self.target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    // MARK: Reading the pane

    /// The visible screen as text (trailing blanks trimmed by tmux); with `styles`, with the
    /// escape sequences for colours and attributes too.
    func capture(styles: Bool = false) throws -> String {
        try run(["capture-pane", "-p"] + (styles ? ["-e"] : []) + ["-t", Self.target])
    }

    private func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", Self.target, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The terminal's cursor: whether it shows, and its cell (0-based column and row).
    func cursor() throws -> (shown: Bool, x: Int, y: Int) {
        let fields = try display("#{cursor_flag} #{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
        guard fields.count == 3 else { throw EndToEndError("unexpected cursor: \(fields)") }
        return (fields[0] == 1, fields[1], fields[2])
    }

    /// The pane's title: tmux takes an OSC 0/2 or an APC string for it, and shows it in its status line.
    func paneTitle() throws -> String { try display("#{pane_title}") }

    func paneFlags() throws -> PaneFlags {
        let fields = try display("#{alternate_on} #{mouse_any_flag} #{mouse_button_flag} #{mouse_sgr_flag} #{cursor_flag} #{pane_tty}")
            .split(separator: " ")
        guard fields.count == 6 else { throw EndToEndError("unexpected pane flags: \(fields)") }
        let flags = fields.prefix(5).map { $0 == "1" }
        let stty = try runProcess("/usr/bin/env", ["stty", "-F", String(fields[5]), "-a"])
        guard stty.status == 0 else { throw EndToEndError("stty -F \(fields[5]) failed: \(stty.stderr)") }
        let modes = Set(stty.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        return PaneFlags(
            alternateScreen: flags[0], mouseAny: flags[1], mouseButton: flags[2], mouseSGR: flags[3], cursorShown: flags[4],
            echo: modes.contains("echo"), canonical: modes.contains("icanon"))
    }

    /// The process tmux started in the pane (the shell around the app).
    func pid() throws -> Int32 {
        guard let pid = Int32(try display("#{pane_pid}")) else { throw EndToEndError("no pane pid") }
        return pid
    }

    /// The app itself: the child of the pane's shell with the binary's name.
    func appPID() throws -> Int32 {
        let name = String(URL(fileURLWithPath: try kamishibaiBinary()).lastPathComponent.prefix(15))
        let result = try runProcess("/usr/bin/env", ["pgrep", "-P", "\(try pid())", "-x", name])
        guard let pid = result.stdout.split(separator: "\n").first.flatMap({ Int32($0) }) else {
            throw EndToEndError("no \(name) process under the pane's shell")
        }
        return pid
    }

    // MARK: Waiting

    /// Polls the screen until `condition` holds and returns that screen.
    @discardableResult
    func waitForScreen(
        timeout: Double = 10, _ what: String, _ condition: (String) -> Bool
    ) throws -> String {
        var screen = ""
        try waitFor(timeout: timeout, what, lastSeen: { "screen:\n\(screen)" }) {
            screen = try capture()
            return condition(screen)
        }
        return screen
    }

    @discardableResult
    func waitForScreen(timeout: Double = 10, containing text: String) throws -> String {
        try waitForScreen(timeout: timeout, "\"\(text)\" on screen") { $0.contains(text) }
    }

    func waitForFlags(timeout: Double = 10, _ expected: PaneFlags) throws {
        var flags: PaneFlags?
        try waitFor(timeout: timeout, "pane flags \(expected)", lastSeen: { "flags: \(flags.map(String.init(describing:)) ?? "none")" }) {
            flags = try paneFlags()
            return flags == expected
        }
    }

    /// The story list is drawn, down to the counter on its card's bottom edge.
    @discardableResult
    func waitForList(timeout: Double = 10) throws -> String {
        try waitForScreen(timeout: timeout, "the story list") { $0.contains("Stories") && $0.contains(" of 24 ") }
    }

    /// Waits for the `EXIT=<status>` line the wrapper prints and returns the status.
    func waitForExitStatus(timeout: Double = 10) throws -> Int32 {
        let pattern = /EXIT=(\d+)/
        let screen = try waitForScreen(timeout: timeout, "an EXIT= line") { $0.contains(pattern) }
        guard let match = screen.firstMatch(of: pattern), let status = Int32(match.1) else {
            throw EndToEndError("unreadable EXIT= line in:\n\(screen)")
        }
        return status
    }
}
