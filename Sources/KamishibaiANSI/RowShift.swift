/// A block of rows that moved up or down together from one frame to the next, such as a
/// sheet sliding or a list scrolling: a terminal's scroll region moves it for a few bytes,
/// where writing it again costs every cell.
struct RowShift: Equatable {
    /// The scroll region's first and last row.
    var top: Int
    var bottom: Int
    /// How far its content moves: up when positive (SU), down when negative (SD).
    var distance: Int

    /// The shift that spares the most rows from being written again, given a hash of each
    /// row's content as the terminal shows it (`old`) and as the next frame has it (`new`);
    /// nil when none spares at least `minimumSavedRows`. A row the shift spares is one that
    /// changed and that the scroll brings into place; rows the scroll empties are counted
    /// against it when they did not need writing.
    static func best(old: [UInt64], new: [UInt64], minimumSavedRows: Int = 3) -> RowShift? {
        let rows = min(old.count, new.count)
        var best: (shift: RowShift, net: Int)?
        for distance in 1..<max(1, rows) {
            for direction in [1, -1] {
                var y = direction > 0 ? 0 : distance
                let end = direction > 0 ? rows - distance : rows
                while y < end {
                    guard new[y] == old[y + direction * distance] else {
                        y += 1
                        continue
                    }
                    // A run of rows that all moved by this distance.
                    let first = y
                    var saved = 0
                    while y < end, new[y] == old[y + direction * distance] {
                        if new[y] != old[y] { saved += 1 }
                        y += 1
                    }
                    let last = y - 1
                    let emptied = direction > 0 ? (last + 1)...(last + distance) : (first - distance)...(first - 1)
                    let wasted = emptied.filter { new[$0] == old[$0] }.count
                    let net = saved - wasted
                    guard net >= minimumSavedRows, net > best?.net ?? 0 else { continue }
                    let shift =
                        direction > 0
                        ? RowShift(top: first, bottom: last + distance, distance: distance)
                        : RowShift(top: first - distance, bottom: last, distance: -distance)
                    best = (shift, net)
                }
            }
        }
        return best?.shift
    }
}
