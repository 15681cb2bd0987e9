import ArgumentParser
import Kamishibai
import KamishibaiANSI
import KamishibaiDemo
import KamishibaiPlatform
import KamishibaiTesting

/// `kamishibai storm`: the demo under seeded storms of hostile input and resizes on the
/// headless terminal, as fast as the model runs. Exits 1 when any seed leaves something
/// behind (a sheet open, a loop still ticking, a heap that grew), naming the seed.
struct StormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storm",
        abstract: "Drive the demo headless through seeded storms of hostile input and resizes; exit 1 if anything is left behind.",
        discussion: """
            Each storm mixes keys, SGR/X10/urxvt mouse reports at sane and absurd coordinates, \
            truncated and malformed escape sequences, invalid UTF-8, huge CSI sequences, pastes \
            (some of 1 MB, some never ended), focus reports, OSC/DCS strings (some never ended), \
            sequences split across reads, random bytes, resizes from 1×1 to 400×120 and resizes \
            while a photo or sheet opens. \
            With --tab the storm stays on that tab. \
            Afterwards the terminal goes back to 80×24 and Esc is pressed: every sheet must close, \
            the run loop must block with no timeout, q must quit, no frame may change more cells than the screen holds, no wake-up of the loop may take \
            \(Int(DemoStorm.wakeUpBudget)) s of real time, and the heap must be back within \
            \(DemoStorm.heapTolerance >> 20) MB of where it started. A crash ends the run; the seed \
            printed before it replays it.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: "The first seed.")
    var seed: UInt64 = 1

    @Option(name: .long, parsing: .unconditional, help: "How many seeds, from the first one up.")
    var seeds: Int = 1

    @Option(name: .long, parsing: .unconditional, help: "Reads (or resizes) per storm.")
    var chunks: Int = 100_000

    @Option(
        name: .long, parsing: .unconditional,
        help:
            "Storm this tab (sheets, paging, shapes, photos, modals) and never leave it: the keys and clicks that switch tabs are left out. Without it the storm starts on the first tab and wanders."
    )
    var tab: DemoTab?

    @Flag(help: "Print the first seed's storm for a real terminal instead of running it (scripts/soak.sh feeds it to tmux).")
    var emit = false

    func validate() throws {
        guard (1...10_000).contains(seeds) else { throw ValidationError("--seeds must be between 1 and 10000.") }
        guard (1...100_000_000).contains(chunks) else { throw ValidationError("--chunks must be between 1 and 100000000.") }
    }

    func run() throws {
        if emit { return emitStorm() }
        var failed: [UInt64] = []
        for seed in seed..<(seed &+ UInt64(seeds)) {
            say("seed \(seed): ")  // before the run, so that a crash still shows which seed it was
            let start = ContinuousClock.now
            let report = DemoStorm(seed: seed, chunks: chunks, tab: tab).run()
            let elapsed = (ContinuousClock.now - start).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
            let heap = report.heapGrowth.map { "heap \($0 >= 0 ? "+" : "")\($0 / 1024) KB" } ?? "heap unknown"
            say(
                "\(report.events) events (\(report.resizes) resizes), \(report.frames) frames, "
                    + "\(Int(report.simulatedSeconds)) s of model time in \(Self.fixed(seconds, digits: 1)) s, "
                    + "longest wake-up \(Self.fixed(report.longestWakeUp, digits: 3)) s, \(heap)\n")
            for problem in report.problems { say("  problem: \(problem)\n") }
            if !report.problems.isEmpty { failed.append(seed) }
        }
        if !failed.isEmpty {
            say("failed seeds: \(failed.map(String.init).joined(separator: ", "))\n")
            throw ExitCode(1)
        }
    }

    /// Bytes that would end or stop a real run: q and Ctrl-C quit, Ctrl-Z suspends (the
    /// terminal is raw, so it arrives as a key). Dropped wherever they occur, since a sequence
    /// the terminal cuts short can leave any of them standing alone.
    private static let quittingBytes: Set<UInt8> = [UInt8(ascii: "q"), 0x03, 0x1A]
    /// The longest read sent to tmux whole.
    private static let longestRead = 16 << 10
    private static let hex = (0...255).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }

    /// One line per chunk: `PAUSE bytes HH HH …` (hex, as `tmux send-keys -H` takes them) or
    /// `PAUSE resize COLUMNS ROWS`. With `--tab` (the app started with `--start` on it), a
    /// read that completes a way to another tab is left out whole.
    private func emitStorm() {
        var storm = InputStorm(seed: seed)
        // Reads as the terminal will, to find the reads that would switch tabs.
        var reader = InputReader()
        var (lines, time) = ("", 0.0)
        for _ in 0..<chunks {
            let (pause, chunk) = storm.next()
            time += pause
            switch chunk {
            case .bytes(let bytes):
                if tab != nil, reader.read(bytes, at: time).contains(where: DemoScenario.switchesTab) { continue }
                // tmux refuses a command line of much more than a thousand bytes: longer reads
                // (huge CSI sequences) go out as several lines with no pause between them.
                // A read longer than tmux takes in a second or two (a 1 MB paste) goes out as
                // its first and last 8 KB, so that a paste still ends.
                let cut = bytes.count > Self.longestRead ? bytes.prefix(Self.longestRead / 2) + bytes.suffix(Self.longestRead / 2) : bytes
                let kept = cut.filter { !Self.quittingBytes.contains($0) }
                for start in stride(from: 0, to: kept.count, by: 512) {
                    let part = kept[start..<min(start + 512, kept.count)]
                    lines += "\(start == 0 ? pause : 0) bytes \(part.map { Self.hex[Int($0)] }.joined(separator: " "))\n"
                }
            case .resize(let columns, let rows):
                lines += "\(pause) resize \(columns) \(rows)\n"
            }
            if lines.utf8.count > 1 << 16 {
                say(lines)
                lines = ""
            }
        }
        say(lines)
    }

    /// Unbuffered, so every line is out before the next storm starts.
    private func say(_ text: String) {
        writeAll(text, to: STDOUT_FILENO)
    }

    /// `value` with `digits` digits after the point, rounded as printf's `%.Nf` rounds the
    /// exact binary value (what `String(format:)` wrote before: scripts read these lines).
    static func fixed(_ value: Double, digits: Int) -> String {
        let format = "%.\(digits)f"
        let length = withVaList([value]) { vsnprintf(nil, 0, format, $0) }
        var text = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([value]) { vsnprintf(&text, text.count, format, $0) }
        return String(decoding: text.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
