import ArgumentParser
import Foundation
import Kamishibai
import KamishibaiDemo

/// `kamishibai storm`: the demo under seeded storms of hostile input and resizes on the
/// headless terminal, as fast as the model runs. Exits 1 when any seed leaves something
/// behind (a sheet open, a loop still ticking, a heap that grew), naming the seed.
struct StormCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storm",
        abstract: "Drive the demo headless through seeded storms of hostile input and resizes; exit 1 if anything is left behind.",
        discussion: """
            Each storm mixes keys, SGR/X10/urxvt mouse reports at sane and absurd coordinates, \
            truncated and malformed escape sequences, invalid UTF-8, huge CSI sequences, pastes, \
            focus reports, OSC/DCS strings, random bytes and resizes from 1×1 to 400×120. \
            Afterwards the terminal goes back to 80×24 and Esc is pressed: every sheet must close, \
            the run loop must block with no timeout, and the heap must be back within \
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

    func validate() throws {
        guard (1...10_000).contains(seeds) else { throw ValidationError("--seeds must be between 1 and 10000.") }
        guard (1...100_000_000).contains(chunks) else { throw ValidationError("--chunks must be between 1 and 100000000.") }
    }

    func run() throws {
        var failed: [UInt64] = []
        for seed in seed..<(seed &+ UInt64(seeds)) {
            say("seed \(seed): ")  // before the run, so that a crash still shows which seed it was
            let start = Date()
            let report = DemoStorm(seed: seed, chunks: chunks).run()
            let seconds = Date().timeIntervalSince(start)
            let heap = report.heapGrowth.map { "heap \($0 >= 0 ? "+" : "")\($0 / 1024) KB" } ?? "heap unknown"
            say(
                "\(report.events) events (\(report.resizes) resizes), \(report.frames) frames, "
                    + "\(Int(report.simulatedSeconds)) s of model time in \(String(format: "%.1f", seconds)) s, \(heap)\n")
            for problem in report.problems { say("  problem: \(problem)\n") }
            if !report.problems.isEmpty { failed.append(seed) }
        }
        if !failed.isEmpty {
            say("failed seeds: \(failed.map(String.init).joined(separator: ", "))\n")
            throw ExitCode(1)
        }
    }

    /// Unbuffered, so every line is out before the next storm starts.
    private func say(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
