import Foundation
import KamishibaiPlatform
import KamishibaiTesting

/// A terminal played by the test: the app on a pty's slave side, in a session of its own, and
/// this on the master side, reading everything the app writes and answering its queries as
/// configured. `close()` (or deinit) ends the app, killing it if it does not quit.
final class PtyTerminal: CustomStringConvertible {
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
    /// What DA1 is answered with.
    private let deviceAttributesReply: [UInt8]
    /// More queries this terminal answers, each with its answer (the feature probe's).
    private var answers: [(query: [UInt8], answer: [UInt8])]
    /// The pty's size from each offset of the output on: the screen is modelled in it.
    private var sizes: [(offset: Int, columns: Int, rows: Int)]
    private let master: Int32
    /// The slave side's path, for `unreadInput()`.
    private let slaveName: String
    private let directory: URL
    private var held = 0
    /// Where the next scan for queries starts: a query may be cut by a read.
    private var scanned = 0
    private var lastOutput = Date()
    private var exitStatus: Int32?
    private var isOpen = true
    /// The master side was closed: the app's terminal hung up.
    private var hungUp = false
    /// While false, nothing the app writes is read: a terminal (or a link) that stalled.
    var readsOutput = true

    /// `environment` is added to (and may replace) TERM=xterm-256color and
    /// SWIFT_BACKTRACE=enable=no; `shell`, when given, runs before the app in `sh -c`
    /// (`ulimit -f 1`, say), which then becomes the app; `tracePath` replaces the trace file.
    /// `answers` are more queries answered, in the order they come, and `deviceAttributes`
    /// what DA1 is answered with. `binary` replaces the binary under test (`kamishibaiBinary()`).
    init(
        binary: String? = nil, arguments: [String] = [], modeState: Int?, answersDeviceAttributes: Bool = true, columns: Int = 80,
        rows: Int = 24,
        environment extra: [String: String] = [:], shell: String? = nil, tracePath: String? = nil,
        answers: [(query: String, answer: String)] = [], deviceAttributes: String? = nil
    ) throws {
        self.modeState = modeState
        self.answersDeviceAttributes = answersDeviceAttributes
        self.answers = answers.map { (Array($0.query.utf8), Array($0.answer.utf8)) }
        sizes = [(0, columns, rows)]
        deviceAttributesReply = deviceAttributes.map { Array($0.utf8) } ?? Escape.deviceAttributesReply
        let binary = try binary ?? kamishibaiBinary()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kami-pty-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        trace = tracePath.map { TraceFile(path: $0) } ?? TraceFile(in: directory)

        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else {
            throw EndToEndError("openpty failed: \(String(cString: strerror(errno)))")
        }
        defer { KamishibaiPlatform.close(slave) }
        // Not to be inherited by the children of other tests; the app gets the slave by path.
        for fd in [master, slave] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        self.master = master
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 128)
        guard ioctl(slave, UInt(TIOCSWINSZ), &size) == 0, ttyname_r(slave, &name, name.count) == 0 else {
            KamishibaiPlatform.close(master)
            throw EndToEndError("cannot set up the pty: \(String(cString: strerror(errno)))")
        }
        slaveName = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        // Opened, not inherited, in the child's new session: the pty becomes its controlling
        // terminal, as a terminal emulator's would.
        var actions = Platform.uninitializedSpawnFileActions
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        let environment = ["TERM": "xterm-256color", "SWIFT_BACKTRACE": "enable=no"].merging(extra) { $1 }.map { "\($0)=\($1)" }
        var command = [binary, "--trace", trace.path] + arguments
        if let shell { command = ["/bin/sh", "-c", shell + #"; exec "$0" "$@""#] + command }
        let pid: pid_t
        do {
            pid = try spawn(
                command[0], Array(command.dropFirst()), environment: environment, actions: &actions, flags: Platform.spawnNewSession)
        } catch {
            KamishibaiPlatform.close(master)
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
        if !hungUp { KamishibaiPlatform.close(master) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Closes the master side, as a terminal window does when it is closed.
    func hangUp() {
        guard !hungUp else { return }
        hungUp = true
        KamishibaiPlatform.close(master)
    }

    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// Sets the pty's size; the kernel sends the app SIGWINCH.
    func resize(columns: Int, rows: Int) throws {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(master, UInt(TIOCSWINSZ), &size) == 0 else { throw EndToEndError("cannot resize the pty") }
        sizes.append((output.count, columns, rows))
    }

    /// From now on `query` is answered with `reply` (a terminal whose font changed, say).
    func answer(_ query: String, with reply: String) {
        let query = Array(query.utf8)
        answers = answers.filter { $0.query != query } + [(query, Array(reply.utf8))]
    }

    /// What a terminal shows after everything the app has written: the output applied in
    /// order, the screen resized where the pty was (so resize only once the output is quiet).
    var screen: ANSIScreenModel {
        var model = ANSIScreenModel(columns: sizes[0].columns, rows: sizes[0].rows)
        for (index, size) in sizes.enumerated() {
            if index > 0 { model.resize(columns: size.columns, rows: size.rows) }
            let end = index + 1 < sizes.count ? sizes[index + 1].offset : output.count
            model.apply(Array(output[size.offset..<end]))
        }
        return model
    }

    /// Bytes the app wrote that nobody has read yet.
    var unreadBytes: Int {
        var count: Int32 = 0
        return hungUp || ioctl(master, UInt(FIONREAD), &count) != 0 ? 0 : Int(count)
    }

    /// What was sent to the app and never read: what a shell after it would read first. Read
    /// through the slave side, opened again (the master keeps the pty and its queue), in raw
    /// mode, where a line not ended is readable too.
    func unreadInput() throws -> [UInt8] {
        let slave = open(slaveName, O_RDWR | O_NOCTTY | O_NONBLOCK)
        guard slave >= 0 else { throw EndToEndError("cannot open \(slaveName): \(String(cString: strerror(errno)))") }
        defer { KamishibaiPlatform.close(slave) }
        var modes = termios()
        guard tcgetattr(slave, &modes) == 0 else { throw EndToEndError("cannot read the pty's modes") }
        cfmakeraw(&modes)
        guard tcsetattr(slave, TCSANOW, &modes) == 0 else { throw EndToEndError("cannot set the pty's modes") }
        var unread: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = KamishibaiPlatform.read(slave, &buffer, buffer.count), count > 0 { unread += buffer.prefix(count) }
        return unread
    }

    /// The pty's line discipline, as the shell will find it.
    func lineModes() throws -> termios {
        var modes = termios()
        guard !hungUp, tcgetattr(master, &modes) == 0 else { throw EndToEndError("cannot read the pty's modes") }
        return modes
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

    /// SGR mouse reports (in pixels where the app asked for them) in one write, so the app reads
    /// them as one burst: a drag whose speed must not depend on how busy the machine is.
    func sendMouseBurst(_ reports: [MouseReport]) throws {
        try send(reports.map { "\u{1B}[<\($0.button);\($0.column);\($0.row)\($0.release ? "m" : "M")" }.joined())
    }

    /// An SGR mouse report (`ESC [ < button ; column ; row M`, `m` for a release), 1-based.
    func sendMouse(button: Int, column: Int, row: Int, release: Bool = false) throws {
        try sendMouseBurst([(button, column, row, release)])
    }

    /// Answers the oldest held query.
    func releaseAnswer() {
        guard held > 0 else { return }
        held -= 1
        answer()
    }

    private func answer() {
        try? send(deviceAttributesReply)
        answersSent += 1
    }

    // MARK: Reading

    /// Reads and answers until `condition` holds.
    func pump(timeout: Double = 10, until what: @autoclosure () -> String, _ condition: () throws -> Bool) throws {
        // No pause between polls: the read waits for output itself, and a query answered late
        // (a DA1 after each frame) would make the app measure a slow link and change what it draws.
        try waitFor(timeout: timeout, what(), lastSeen: { "\(self)" }, interval: 0) {
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
        try waitForEvent(.presentationDidEnd) { $0.completed == true }
        try pumpUntilQuiet()
        return enter
    }

    func pumpUntilQuiet(for quiet: Double = 0.3) throws {
        try pump(until: "no output for \(quiet) s") { Date().timeIntervalSince(lastOutput) >= quiet }
    }

    /// Reads and answers until the trace has an event of `kind` satisfying `matches`; returns it.
    @discardableResult
    func waitForEvent(_ kind: TraceEvent.Kind, matching matches: (TraceLine) -> Bool = { _ in true }) throws -> TraceLine {
        var found: TraceLine?
        try pump(until: "trace event \(kind.rawValue)") {
            found = try trace.events().first { $0.kind == kind && matches($0) }
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
        guard readsOutput, !hungUp else { return Thread.sleep(forTimeInterval: max(0, seconds)) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        repeat {
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            let milliseconds = Int32(max(0, (deadline.timeIntervalSinceNow * 1000).rounded(.up)))
            guard poll(&fds, 1, milliseconds) > 0, fds[0].revents & Int16(POLLIN) != 0 else { return }
            let count = KamishibaiPlatform.read(master, &buffer, buffer.count)
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
        let others = answers.indices.flatMap { index in unscanned.ranges(of: answers[index].query).map { ($0, index) } }
        let queries =
            (unscanned.ranges(of: Escape.modeQuery).map { ($0, -1) }
            + unscanned.ranges(of: Escape.deviceAttributesQuery).map { ($0, -2) } + others)
            .sorted { $0.0.lowerBound < $1.0.lowerBound }
        for (_, kind) in queries {
            if kind >= 0 {
                try? send(answers[kind].answer)
                continue
            }
            if kind == -1 {
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
        // Every query starts with ESC: an ESC within the longest query's length of the end,
        // after the last query found, may begin one that the next read completes.
        let longest = ([Escape.modeQuery] + answers.map(\.query)).map(\.count).max() ?? 0
        let tail = max(queries.last?.0.upperBound ?? scanned, output.count - longest + 1)
        scanned = output[tail...].firstIndex(of: 0x1B) ?? output.count
    }

    var description: String {
        let tail = String(decoding: output.suffix(300), as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "␛")
        return "\(output.count) bytes written, \(queriesSeen) DA1 queries, \(answersSent) answered, \(held) held, "
            + "exit status \(exitStatus.map(String.init) ?? "none"); output ends: \(tail)\ntrace:\n\(trace.text)"
    }
}
