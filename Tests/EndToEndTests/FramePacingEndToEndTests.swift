import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Frames paced by the terminal's answers (DA1 after each frame) and wrapped for synchronized
/// output (DEC mode 2026) where the terminal has it. tmux answers those queries itself, so here
/// the test is the terminal: the app runs on a pty whose other side the test reads and answers.
@Suite("Frame pacing, end to end")
struct FramePacingEndToEndTests {
    /// DECRQM says mode 2026 is there (reset, state 2): from the frame after the answers on,
    /// each frame is wrapped in ESC[?2026h … ESC[?2026l and followed by its one query.
    @Test func framesAreWrappedForATerminalWithSynchronizedOutput() throws {
        let terminal = try PtyTerminal(modeState: 2)
        try terminal.waitForEvent("framePacing")
        let enter = try terminal.presentSheet()

        let output = terminal.output
        let begins = output.ranges(of: Escape.beginUpdate).map(\.lowerBound)
        let first = try #require(begins.first, "no frame was wrapped: \(terminal)")
        let markers = (begins.map { ($0, true) } + output.ranges(of: Escape.endUpdate).map { ($0.lowerBound, false) })
            .sorted { $0.0 < $1.0 }
        let alternating = markers.count % 2 == 0 && markers.enumerated().allSatisfy { $0.element.1 == ($0.offset % 2 == 0) }
        #expect(alternating, "each ESC[?2026h must be closed by ESC[?2026l before the next: \(markers.map(\.1))")
        #expect(output[first...].ranges(of: Escape.deviceAttributesQuery).count == begins.count, "one query per frame: \(terminal)")
        // The sheet's frames came after the answers: every one of them wrapped and asked about.
        let sheetFrames = output[enter...].ranges(of: Escape.beginUpdate).count
        #expect(sheetFrames >= 2, "\(terminal)")
        #expect(output[enter...].ranges(of: Escape.deviceAttributesQuery).count == sheetFrames, "\(terminal)")
        let pacing = named("framePacing", terminal.trace.events())
        #expect(pacing.contains { $0["mode"] as? String == "acknowledged" && $0["synchronizedOutput"] as? Bool == true }, "\(pacing)")
    }

    /// DECRQM says mode 2026 is not recognised (state 0): frames are still paced by the
    /// answers, and never wrapped.
    @Test func aTerminalWithoutSynchronizedOutputGetsNoWrapping() throws {
        let terminal = try PtyTerminal(modeState: 0)
        try terminal.waitForEvent("framePacing")
        let enter = try terminal.presentSheet()

        let output = terminal.output
        #expect(output.ranges(of: Escape.beginUpdate).isEmpty, "\(terminal)")
        #expect(output.ranges(of: Escape.endUpdate).isEmpty, "\(terminal)")
        // Still paced by the answers: the sheet's frames are asked about.
        #expect(!output[enter...].ranges(of: Escape.deviceAttributesQuery).isEmpty, "\(terminal)")
        let pacing = named("framePacing", terminal.trace.events())
        #expect(pacing.last?["mode"] as? String == "acknowledged", "\(pacing)")
        #expect(pacing.allSatisfy { $0["synchronizedOutput"] as? Bool == false }, "\(pacing)")
    }

    /// The probe goes unanswered: after `FramePacer.probeTimeout` (0.5 s) frames go by the
    /// clock, and no query follows them.
    @Test func aTerminalThatNeverAnswersIsPacedByTheClock() throws {
        let terminal = try PtyTerminal(modeState: nil, answersDeviceAttributes: false)
        let pacing = try terminal.waitForEvent("framePacing")
        #expect(pacing["mode"] as? String == "timer" && pacing["synchronizedOutput"] as? Bool == false, "\(pacing)")
        #expect((pacing["t"] as? Double ?? .infinity) < 3, "decided \(pacing["t"] ?? "never") s after start")
        let enter = try terminal.presentSheet()

        let output = terminal.output
        #expect(output.count > enter, "the sheet was never drawn: \(terminal)")
        #expect(output[enter...].ranges(of: Escape.deviceAttributesQuery).isEmpty, "\(terminal)")
        // The probe's query and the first frame's: at rest nothing else was drawn before the
        // fallback.
        #expect(output.ranges(of: Escape.deviceAttributesQuery).count <= 2, "\(terminal)")
        #expect(named("framePacing", terminal.trace.events()).count == 1, "\(terminal.trace.events())")
    }

    /// While the terminal holds its answers back, at most two frames are out; each answer
    /// lets one more through. Slowed animations keep the sheet moving for all of it.
    @Test func noMoreThanTwoFramesAreInFlight() throws {
        let terminal = try PtyTerminal(arguments: ["--slow-animations", "5"], modeState: 2)
        try terminal.waitForEvent("framePacing")
        try terminal.pumpUntilQuiet()
        terminal.holdsAnswers = true
        let beforeEnter = terminal.queriesSeen
        try terminal.send("\r")
        try terminal.pump(until: "the sheet's first frame") { terminal.queriesSeen > beforeEnter }
        terminal.pump(seconds: 0.3)
        #expect(terminal.queriesSeen - beforeEnter <= 2, "\(terminal)")
        for answer in 1...3 {
            let seen = terminal.queriesSeen
            terminal.releaseAnswer()
            try terminal.pump(until: "a frame after held answer \(answer)") { terminal.queriesSeen > seen }
        }
        terminal.holdsAnswers = false
        try terminal.waitForEvent("presentationDidEnd") { completed($0) == true }
        #expect(terminal.mostUnanswered <= 2, "\(terminal)")
    }

    /// Answers nobody asked for, alone and several to a read, are taken in and never handed
    /// on as keys: the list is still there, unfocused, to open its first story on Enter.
    @Test func repliesAreNeverKeys() throws {
        let terminal = try PtyTerminal(modeState: 2)
        try terminal.waitForEvent("framePacing")
        try terminal.pumpUntilQuiet()
        let eventsBefore = terminal.trace.events().count
        let attributes = Escape.deviceAttributesReply, mode = Escape.modeReply(state: 2)
        for replies in [attributes + attributes + attributes, mode, attributes + mode + attributes, mode + mode] {
            try terminal.send(replies)
            terminal.pump(seconds: 0.05)
        }
        try terminal.pumpUntilQuiet()
        let afterReplies = terminal.trace.events()
        #expect(afterReplies.count == eventsBefore, "the replies did something: \(afterReplies.dropFirst(eventsBefore))")
        try terminal.send("\r")
        let begin = try terminal.waitForEvent("presentationWillBegin")
        #expect(isScreen(begin, "detail-1"), "\(begin)")
        let events = terminal.trace.events()
        #expect(named("presentationWillBegin", events).count == 1, "\(events)")
        #expect(named("focus", events).isEmpty, "\(events)")
        try terminal.send("\u{1B}")
        try terminal.waitForEvent("dismissalDidEnd") { completed($0) == true }
        try terminal.send("q")
        #expect(try terminal.waitForExit() == 0)
    }
}

/// The sequences the app and its terminal trade.
private enum Escape {
    /// DECRQM: does the terminal know mode 2026?
    static let modeQuery = Array("\u{1B}[?2026$p".utf8)
    /// DA1, the pacing's query.
    static let deviceAttributesQuery = Array("\u{1B}[c".utf8)
    static let deviceAttributesReply = Array("\u{1B}[?62;22c".utf8)
    static let beginUpdate = Array("\u{1B}[?2026h".utf8)
    static let endUpdate = Array("\u{1B}[?2026l".utf8)

    static func modeReply(state: Int) -> [UInt8] {
        Array("\u{1B}[?2026;\(state)$y".utf8)
    }
}

/// POSIX_SPAWN_SETSID, which glibc declares only for _GNU_SOURCE: the child starts a session.
private let spawnSetSID: Int32 = 0x80

/// A terminal played by the test: the app on a pty's slave side, in a session of its own, and
/// this on the master side, reading everything the app writes and answering its queries as
/// configured. `close()` (or deinit) ends the app, killing it if it does not quit.
private final class PtyTerminal: CustomStringConvertible {
    let pid: pid_t
    let trace: TraceFile
    /// Everything the app has written so far.
    private(set) var output: [UInt8] = []
    /// DA1 queries seen, the probe's included, and answers written.
    private(set) var queriesSeen = 0
    private(set) var answersSent = 0
    /// The most queries that were out at once, as far as this side knows.
    private(set) var mostUnanswered = 0
    /// While set, DA1 queries are answered only by `releaseAnswer()`; clearing it answers
    /// every held one.
    var holdsAnswers = false {
        didSet {
            guard !holdsAnswers else { return }
            while held > 0 { releaseAnswer() }
        }
    }

    /// The state DECRQM for mode 2026 is answered with, nil for no answer.
    private let modeState: Int?
    private let answersDeviceAttributes: Bool
    private let master: Int32
    private let directory: URL
    private var held = 0
    /// Where the next scan for queries starts: a query may be cut by a read.
    private var scanned = 0
    private var lastOutput = Date()
    private var exitStatus: Int32?
    private var isOpen = true

    init(arguments: [String] = [], modeState: Int?, answersDeviceAttributes: Bool = true, columns: Int = 80, rows: Int = 24) throws {
        self.modeState = modeState
        self.answersDeviceAttributes = answersDeviceAttributes
        let binary = try kamishibaiBinary()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kami-pty-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        trace = TraceFile(in: directory)

        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else {
            throw EndToEndError("openpty failed: \(String(cString: strerror(errno)))")
        }
        defer { Glibc.close(slave) }
        // Not to be inherited by the children of other tests; the app gets the slave by path.
        for fd in [master, slave] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        self.master = master
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 128)
        guard ioctl(slave, UInt(TIOCSWINSZ), &size) == 0, ttyname_r(slave, &name, name.count) == 0 else {
            Glibc.close(master)
            throw EndToEndError("cannot set up the pty: \(String(cString: strerror(errno)))")
        }

        // Opened, not inherited, in the child's new session: the pty becomes its controlling
        // terminal, as a terminal emulator's would.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        let environment = ["TERM=xterm-256color", "SWIFT_BACKTRACE=enable=no"]
        let pid: pid_t
        do {
            pid = try spawn(binary, ["--trace", trace.path] + arguments, environment: environment, actions: &actions, flags: spawnSetSID)
        } catch {
            Glibc.close(master)
            throw error
        }
        self.pid = pid
    }

    deinit { close() }

    /// Ends the app if it is still running: Ctrl-C (it quits with a sheet up too, where `q`
    /// does not), then SIGKILL if it has not quit within 5 s. Then the pty and files go.
    func close() {
        guard isOpen else { return }
        if exitStatus == nil {
            try? send("\u{3}")
            if (try? waitForExit(timeout: 5)) == nil {
                kill(pid, SIGKILL)
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            }
        }
        isOpen = false
        Glibc.close(master)
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: Input

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count > 0 {
                offset += count
            } else if count < 0, errno != EINTR, errno != EAGAIN {
                throw EndToEndError("cannot write to the pty: \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Answers the oldest held query.
    func releaseAnswer() {
        guard held > 0 else { return }
        held -= 1
        answer()
    }

    private func answer() {
        try? send(Escape.deviceAttributesReply)
        answersSent += 1
    }

    // MARK: Reading

    /// Reads and answers until `condition` holds.
    func pump(timeout: Double = 10, until what: @autoclosure () -> String, _ condition: () throws -> Bool) throws {
        try waitFor(timeout: timeout, what(), lastSeen: { "\(self)" }) {
            read(for: 0.03)
            return try condition()
        }
    }

    /// Reads and answers for `seconds`.
    func pump(seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { read(for: deadline.timeIntervalSinceNow) }
    }

    /// Reads and answers until the app has written nothing for `quiet` seconds.
    /// Presses Enter once the app is quiet and waits until the sheet is presented and the
    /// output quiet again; returns where the output stood at Enter.
    func presentSheet() throws -> Int {
        try pumpUntilQuiet()
        let enter = output.count
        try send("\r")
        try waitForEvent("presentationDidEnd") { completed($0) == true }
        try pumpUntilQuiet()
        return enter
    }

    func pumpUntilQuiet(for quiet: Double = 0.3) throws {
        try pump(until: "no output for \(quiet) s") { Date().timeIntervalSince(lastOutput) >= quiet }
    }

    /// Reads and answers until the trace has an event `name` satisfying `matches`; returns it.
    @discardableResult
    func waitForEvent(_ name: String, matching matches: ([String: Any]) -> Bool = { _ in true }) throws -> [String: Any] {
        var found: [String: Any]?
        try pump(until: "trace event \(name)") {
            found = trace.events().first { $0["event"] as? String == name && matches($0) }
            return found != nil
        }
        return found!
    }

    /// Reads and answers until the app exits; returns its status as a shell reports it.
    func waitForExit(timeout: Double = 10) throws -> Int32 {
        try pump(timeout: timeout, until: "the app to exit") {
            var status: Int32 = 0
            if exitStatus == nil, waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            }
            return exitStatus != nil
        }
        return exitStatus!
    }

    /// Takes in what the app writes within `seconds`, answering each query as it comes.
    private func read(for seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        repeat {
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            let milliseconds = Int32(max(0, (deadline.timeIntervalSinceNow * 1000).rounded(.up)))
            guard poll(&fds, 1, milliseconds) > 0, fds[0].revents & Int16(POLLIN) != 0 else { return }
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { return }  // EIO: the app and its session are gone
            output += buffer.prefix(count)
            lastOutput = Date()
            answerQueries()
        } while Date() < deadline
    }

    /// Answers the queries in the output not yet scanned, in order: DECRQM before the DA1 that
    /// follows it in the probe.
    private func answerQueries() {
        let unscanned = output[scanned...]
        let queries =
            (unscanned.ranges(of: Escape.modeQuery).map { ($0, true) }
            + unscanned.ranges(of: Escape.deviceAttributesQuery).map { ($0, false) })
            .sorted { $0.0.lowerBound < $1.0.lowerBound }
        for (_, isModeQuery) in queries {
            if isModeQuery {
                if let modeState { try? send(Escape.modeReply(state: modeState)) }
                continue
            }
            queriesSeen += 1
            mostUnanswered = max(mostUnanswered, queriesSeen - answersSent)
            if holdsAnswers {
                held += 1
            } else if answersDeviceAttributes {
                answer()
            }
        }
        // Every query starts with ESC and holds no other: an ESC near the end after the last
        // query found may begin one that the next read completes.
        let tail = max(queries.last?.0.upperBound ?? scanned, output.count - Escape.modeQuery.count + 1)
        scanned = output[tail...].firstIndex(of: 0x1B) ?? output.count
    }

    var description: String {
        let tail = String(decoding: output.suffix(300), as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
        return "\(output.count) bytes written, \(queriesSeen) DA1 queries, \(answersSent) answered, \(held) held, "
            + "exit status \(exitStatus.map(String.init) ?? "none"); output ends: \(tail)\ntrace: \(trace.events())"
    }
}
