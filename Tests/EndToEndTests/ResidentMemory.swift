import Foundation

/// What a process holds in memory, from /proc, and the static build the footprint is bounded
/// for (decision 140).
enum ResidentMemory {
    /// The static build's demo, `$KAMISHIBAI_DIST/kamishibai` (`./demo.sh release` makes the
    /// folder; `./demo.sh test` passes it); nil when the variable is unset.
    static var staticBinary: String? {
        distFolder.map { URL(fileURLWithPath: $0).appendingPathComponent("kamishibai").path }
    }

    /// The most a session of the static build may hold at rest after a cycle (issue 38).
    static let staticBudgetKilobytes = 16 * 1024

    /// VmRSS of /proc/PID/status in kB: the kernel's running count, which since Linux 6.2 sums
    /// per-CPU counters lazily and can be off by some hundred kB.
    static func kilobytes(of pid: Int32) throws -> Int {
        try field("VmRSS", of: "/proc/\(pid)/status", pid: pid)
    }

    /// Rss of /proc/PID/smaps_rollup in kB: the page tables walked, exact to the page.
    static func exactKilobytes(of pid: Int32) throws -> Int {
        try field("Rss", of: "/proc/\(pid)/smaps_rollup", pid: pid)
    }

    /// Anonymous of /proc/PID/smaps_rollup in kB: the heap and every other map backed by no
    /// file, exact to the page — what a leak grows, whatever the kernel evicts of the files.
    static func anonymousKilobytes(of pid: Int32) throws -> Int {
        try field("Anonymous", of: "/proc/\(pid)/smaps_rollup", pid: pid)
    }

    /// Pss of /proc/PID/smaps_rollup in kB: each page shared with other processes (the
    /// libraries' code, the binary's when sessions run the same file) divided among them, so
    /// the sum over sessions is what they cost together.
    static func proportionalKilobytes(of pid: Int32) throws -> Int {
        try field("Pss", of: "/proc/\(pid)/smaps_rollup", pid: pid)
    }

    private static func field(_ name: String, of path: String, pid: Int32) throws -> Int {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { throw EndToEndError("no \(name) in \(path) for \(pid)") }
        return kilobytes
    }
}
