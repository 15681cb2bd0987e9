import Foundation

/// The CPU time `pid` has used, user and system, in clock ticks: fields 14 and 15 of
/// /proc/PID/stat, counted after the ")" that ends the command name (field 2), which may
/// itself hold spaces.
func cpuTicks(of pid: Int32) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    let fields = stat[stat.range(of: ")", options: .backwards)!.upperBound...].split(separator: " ")
    return Int(fields[11])! + Int(fields[12])!  // fields 3… start at index 0
}
