import Foundation
import KamishibaiTesting
import Testing

/// Served where the environment says nothing of the terminal: tmux without `TMUX` (as over SSH,
/// under `sudo`), and through a real OpenSSH server. Every box border is whole, since REP of a
/// box line is only sent where the terminal's answers say it repeats one (decision 131).
@Suite("Served over SSH, end to end")
struct ServedOverSSHEndToEndTests {
    /// Inside tmux with `TMUX` unset and `TERM=xterm-256color`, as a shell reached over SSH
    /// from inside tmux sees it: the probe's answers (`tmux 3.3a`, DA2 84) decide plain
    /// characters, and the list's card and a story's sheet are drawn whole.
    @Test func inTmuxWithoutItsVariablesEveryBorderIsWhole() throws {
        let binary = try kamishibaiBinary()
        let tmux = try TmuxSession(columns: 100, rows: 30) { directory in
            ["env", "-u", "TMUX", "-u", "TMUX_PANE", "TERM=xterm-256color", binary, "--trace", TraceFile(in: directory).path]
        }
        try tmux.waitForList()
        let features = try tmux.trace.waitForEvent(.terminalFeatures)
        guard case .terminalFeatures(let found) = features.event else { throw EndToEndError("not terminalFeatures: \(features)") }
        #expect(found.terminal?.hasPrefix("tmux ") == true && found.repeatsMultibyte == false, "\(found)")
        let list = try tmux.waitForScreen("the main list's footer") { footer($0).contains("q quit") }
        expectWholeBorders(list, atLeast: 2)
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        let sheet = try tmux.waitForScreen("the sheet at rest") { sheetAtRest($0, columns: 100, row: 14) }
        expectWholeBorders(sheet)
    }

    /// Twenty users at once through OpenSSH (`scripts/serve-ssh.sh` on 127.0.0.1, key-only,
    /// `ForceCommand` running the demo with a trace per session): each, from inside tmux, sees
    /// whole borders, opens a sheet and drags it away; COLORTERM is passed; a window change
    /// resizes the app; then every connection is dropped and every app ends with 129, none left.
    /// Each session's resident size is reported with their sum; the static build
    /// (`KAMISHIBAI_DIST`, which it then serves) holds at most 16 MB a session (decision 140).
    @Test(.enabled(if: hasSSHD, "needs OpenSSH's sshd at /usr/sbin/sshd: apt-get install openssh-server (./demo.sh test does)"))
    func twentySessionsPresentAndDismissThenDropWith129() throws {
        let server = try SSHServer()
        defer { server.stop() }
        let count = 20
        let sessions = try (0..<count).map { index in
            try TmuxSession(columns: 100, rows: 30, environment: ["COLORTERM": "truecolor"]) { _ in
                server.clientCommand(session: "s\(index)")
            }
        }
        let traces = (0..<count).map { TraceFile(path: server.record.appendingPathComponent("s\($0).trace").path) }
        for (session, trace) in zip(sessions, traces) {
            try session.waitForList(timeout: 60)
            try trace.waitForEvent(.terminalFeatures, timeout: 30)
            try session.waitForScreen(timeout: 30, "the main list's footer") { footer($0).contains("q quit") }
        }
        for (index, trace) in traces.enumerated() {
            let color = try trace.waitForEvent(.colorMode)
            guard case .colorMode(let mode, let reason) = color.event else { throw EndToEndError("not colorMode: \(color)") }
            #expect(mode == "truecolor" && reason == "COLORTERM", "session \(index): COLORTERM not passed: \(color)")
            expectWholeBorders(try sessions[index].capture(), atLeast: 2)
        }
        for session in sessions { try session.sendKeys("Enter") }
        for (session, trace) in zip(sessions, traces) {
            try trace.waitForEvent(.presentationDidEnd, timeout: 30) { $0.screen == "detail-1" && $0.completed == true }
            expectWholeBorders(try session.waitForScreen(timeout: 30, "the sheet at rest") { sheetAtRest($0, columns: 100, row: 14) })
        }
        let drag = MouseDrag.straight(from: (50, 16), to: (50, 30))
        for session in sessions { try session.sendMouseBurst(drag) }
        for trace in traces {
            try trace.waitForEvent(.dismissalDidEnd, timeout: 30) { $0.screen == "detail-1" && $0.completed == true }
        }

        // A window change reaches the app through sshd's pty.
        try sessions[0].resize(columns: 90, rows: 28)
        try traces[0].waitForEvent(.resize) { line in
            if case .resize(let size) = line.event { return size == [90, 28] } else { return false }
        }

        let pids = try (0..<count).map { index in
            let text = try String(contentsOf: server.record.appendingPathComponent("s\(index).pid"), encoding: .utf8)
            guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw EndToEndError("no pid: \(text)") }
            return pid
        }
        var report: [String] = []
        var (residentSum, proportionalSum) = (0, 0)
        for (index, pid) in pids.enumerated() {
            let pacing = try traces[index].waitForEvent(.framePacing)
            let finish = try traces[index].waitForEvent(.interactionFinish).t
            let dismissed = try traces[index].waitForEvent(.dismissalDidEnd).t
            guard case .framePacing(let mode, _) = pacing.event else { throw EndToEndError("not framePacing: \(pacing)") }
            #expect(mode == "acknowledged", "session \(index): frames not paced by the answers over SSH: \(pacing)")
            let ticks = try cpuTicks(of: pid)
            let resident = try ResidentMemory.kilobytes(of: pid)
            residentSum += resident
            proportionalSum += try ResidentMemory.proportionalKilobytes(of: pid)
            if ResidentMemory.staticBinary != nil {
                #expect(resident <= ResidentMemory.staticBudgetKilobytes, "session \(index): VmRSS \(resident) kB over the budget")
            }
            report.append(
                "s\(index) pid \(pid) VmRSS \(resident) kB, CPU \(ticks * 10) ms, pacing \(mode) "
                    + "(the probe's DA1 answered over SSH \(Int((pacing.t * 1000).rounded())) ms after start), "
                    + "release to dismissed \(Int(((dismissed - finish) * 1000).rounded())) ms")
        }
        print(
            "ssh sessions of \(try SSHServer.binary()):\n" + report.joined(separator: "\n")
                + "\n\(count) sessions: VmRSS \(residentSum) kB in all, Pss \(proportionalSum) kB")

        // The connections drop: every client killed at once.
        for session in sessions { kill(try session.pid(), SIGKILL) }
        for (index, pid) in pids.enumerated() {
            let statusFile = server.record.appendingPathComponent("s\(index).status")
            var status = ""
            try waitFor(timeout: 30, "session \(index)'s status", lastSeen: { "status: \(status)" }) {
                status = ((try? String(contentsOf: statusFile, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                return !status.isEmpty
            }
            #expect(status == "129", "session \(index) ended with \(status)")
            try waitFor(timeout: 10, "app \(pid) gone") { kill(pid, 0) != 0 }
        }
        for session in sessions { session.close() }
    }
}

/// OpenSSH's sshd, which `scripts/serve-ssh.sh` starts on a free port of 127.0.0.1 with keys,
/// config and each session's trace, pid and status in a folder of its own; run in a tmux
/// session of its own (the script runs in the foreground), stopped by its pid.
private final class SSHServer {
    let directory: URL
    let record: URL
    private let tmux: TmuxSession
    private let port: String
    private let user: String
    private let sshdPID: Int32
    private let state: URL

    init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/serve-ssh.sh").path
        let binary = try Self.binary()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kami-ssh-\(UUID().uuidString.prefix(8))")
        let (record, state) = (directory.appendingPathComponent("sessions"), directory.appendingPathComponent("state"))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let tmux = try TmuxSession { _ in
            [script, "--app", binary, "--port", "auto", "--state", state.path, "--record", record.path]
        }
        let pidFile = state.appendingPathComponent("sshd.pid").path
        var pid: Int32?
        try waitFor(timeout: 30, "sshd's pid file", lastSeen: { (try? tmux.capture()) ?? "" }) {
            pid = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            return pid != nil
        }
        let config = try String(contentsOf: state.appendingPathComponent("sshd_config"), encoding: .utf8)
        (self.directory, self.record, self.state, self.tmux, sshdPID) = (directory, record, state, tmux, pid!)
        port = config.split(separator: "\n").first { $0.hasPrefix("Port ") }.map { String($0.dropFirst(5)) } ?? ""
        user = String(cString: getpwuid(getuid()).pointee.pw_name)
    }

    /// The binary each session runs: the static build where `KAMISHIBAI_DIST` is set.
    static func binary() throws -> String {
        try ResidentMemory.staticBinary ?? kamishibaiBinary()
    }

    /// `ssh -tt` to the server, asking for session `name` (the ForceCommand names its files by it).
    func clientCommand(session name: String) -> [String] {
        [
            "ssh", "-tt", "-p", port, "-i", state.appendingPathComponent("client_ed25519").path,
            "-o", "UserKnownHostsFile=\(state.appendingPathComponent("known_hosts").path)", "-o", "BatchMode=yes",
            "-o", "SendEnv=COLORTERM", "\(user)@127.0.0.1", name,
        ]
    }

    /// sshd removes its pid file as it ends on SIGTERM: waited for, so tmux reaps it before
    /// its server goes.
    func stop() {
        kill(sshdPID, SIGTERM)
        let pidFile = state.appendingPathComponent("sshd.pid").path
        try? waitFor(timeout: 5, "sshd to end") { !FileManager.default.fileExists(atPath: pidFile) }
        tmux.close()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Every box on `screen` is whole: each top corner `╭` has its `╮` on the same row with a side
/// (`│`, or a scroll indicator's `┃`) under both, each bottom corner `╰` its `╯` with one above both, and between two corners only
/// `─` but for one title. A REP the terminal dropped leaves the far corner early
/// (`╭─ Stories ─╮` and nothing after) and the sides under it elsewhere.
func expectWholeBorders(_ screen: String, atLeast count: Int = 1, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = rows(screen).map { Array($0) }
    var boxes = 0
    for (row, line) in lines.enumerated() {
        for (left, right, step) in [("╭", "╮", 1), ("╰", "╯", -1)] {
            var start = line.startIndex
            while let open = line[start...].firstIndex(of: Character(left)) {
                let close = line[open...].firstIndex(of: Character(right))
                let side = lines.indices.contains(row + step) ? lines[row + step] : []
                let sides = close.map { side.indices.contains($0) && "│┃".contains(side[open]) && "│┃".contains(side[$0]) } ?? false
                let between = close.map { String(line[(open + 1)..<$0]) } ?? ""
                let titles = between.split(separator: "─").count
                #expect(
                    close != nil && sides && titles <= 1, "a broken border on row \(row):\n\(screen)", sourceLocation: sourceLocation)
                boxes += 1
                start = (close ?? open) + 1
            }
        }
    }
    #expect(boxes >= count, "fewer boxes than \(count) on the screen:\n\(screen)", sourceLocation: sourceLocation)
}

/// Whether OpenSSH's server is installed (Debian's openssh-server).
private let hasSSHD = FileManager.default.isExecutableFile(atPath: "/usr/sbin/sshd")
