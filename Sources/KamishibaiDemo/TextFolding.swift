/// Text without case or accents, the way the story search compares it ("Tarō" is "taro"):
/// Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)`
/// followed by NFC, which the search used before, rebuilt on generated tables so that the
/// demo links no Foundation (decision 137; `scripts/generate-fold-table.py` says the rule).
/// Latin, Greek and Cyrillic lose their marks; other scripts keep theirs (ガ stays ガ, and
/// か typed with a separate ゛ composes to it), so a search never merges distinct letters.
enum TextFolding {
    /// Where Latin, Greek, Cyrillic and Armenian end: a cluster that folds below it loses
    /// its marks.
    private static let markedScriptsEnd: UInt32 = 0x510

    /// What happens to the marks after a cluster's first code point (in the table's order).
    private enum Marks: UInt32 {
        /// They go (after Latin, Greek, Cyrillic and Armenian).
        case dropped
        /// They stay, decomposed (after a code point the case folding changed).
        case kept
        /// The first goes when it is below U+0510, the rest stay (after any other code point:
        /// CoreFoundation's rule).
        case keptButALowFirst
    }

    /// `text` folded, as code points, each with the offset (in `text.unicodeScalars`) of the
    /// code point it came from.
    static func fold(_ text: String) -> (codes: [UInt32], origins: [Int]) {
        var codes: [UInt32] = [], origins: [Int] = []
        codes.reserveCapacity(text.utf8.count)
        origins.reserveCapacity(text.utf8.count)
        // nil before the first cluster and after U+0000, which starts none.
        var marks: Marks?
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let code = scalar.value
            let kept: ArraySlice<UInt32>
            if let rule = marks, isMark(code) {
                marks = .kept
                guard rule == .kept || (rule == .keptButALowFirst && code >= markedScriptsEnd) else {
                    marks = rule == .dropped ? .dropped : .kept
                    continue
                }
                kept = folded(code).codes
            } else {
                let first = folded(code)
                kept = first.codes
                marks = code == 0 ? nil : first.marks
            }
            codes += kept
            origins += repeatElement(offset, count: kept.count)
        }
        putInCanonicalOrder(&codes, &origins)
        compose(&codes, &origins)
        return (codes, origins)
    }

    /// A code point decomposed and case folded, and what happens to the marks after it.
    private static func folded(_ code: UInt32) -> (codes: ArraySlice<UInt32>, marks: Marks) {
        guard let index = find(code, in: TextFoldingTable.foldKeys) else {
            return ([code], code >= markedScriptsEnd ? .keptButALowFirst : .dropped)
        }
        let span = TextFoldingTable.foldSpans[index]
        let start = Int(span >> 6)
        return (TextFoldingTable.foldValues[start..<start + Int((span >> 2) & 0xF)], Marks(rawValue: span & 3) ?? .dropped)
    }

    /// Marks sorted by combining class, each run of them between two starters (UAX #15),
    /// stably: marks of one class keep their order.
    private static func putInCanonicalOrder(_ codes: inout [UInt32], _ origins: inout [Int]) {
        var index = 1
        while index < codes.count {
            let rank = combiningClass(codes[index])
            var slot = index
            while rank > 0, slot > 0, combiningClass(codes[slot - 1]) > rank {
                codes.swapAt(slot, slot - 1)
                origins.swapAt(slot, slot - 1)
                slot -= 1
            }
            index += 1
        }
    }

    /// Canonical composition (UAX #15): each mark or starter joins the last starter when
    /// nothing of its class or a starter stands between them and the pair has a composite.
    private static func compose(_ codes: inout [UInt32], _ origins: inout [Int]) {
        var starter: Int?
        var lastClass: UInt8 = 0
        var kept = 0
        for index in codes.indices {
            let code = codes[index], rank = combiningClass(code)
            if let starter, lastClass < rank || (lastClass == 0 && kept == starter + 1), let composite = composite(codes[starter], code) {
                codes[starter] = composite
                continue
            }
            if rank == 0 { starter = kept }
            lastClass = rank
            codes[kept] = code
            origins[kept] = origins[index]
            kept += 1
        }
        codes.removeLast(codes.count - kept)
        origins.removeLast(origins.count - kept)
    }

    /// What `first` and `second` compose to: Hangul by arithmetic, the rest by the table.
    private static func composite(_ first: UInt32, _ second: UInt32) -> UInt32? {
        if (0x1100...0x1112).contains(first), (0x1161...0x1175).contains(second) {
            return 0xAC00 + ((first - 0x1100) * 21 + second - 0x1161) * 28
        }
        if (0xAC00...0xD7A3).contains(first), (first - 0xAC00) % 28 == 0, (0x11A8...0x11C2).contains(second) {
            return first + second - 0x11A7
        }
        guard first >= markedScriptsEnd, let index = find(UInt64(first) << 32 | UInt64(second), in: TextFoldingTable.compositionPairs)
        else {
            return nil
        }
        return TextFoldingTable.composites[index]
    }

    private static func isMark(_ code: UInt32) -> Bool {
        code >= 0x300 && find(code, inRanges: TextFoldingTable.marks) != nil
    }

    /// The canonical combining class.
    private static func combiningClass(_ code: UInt32) -> UInt8 {
        guard code >= 0x300, let run = find(code, inRanges: TextFoldingTable.combiningClassRuns) else { return 0 }
        return TextFoldingTable.combiningClasses[run]
    }

    /// The index of `key` in the sorted `keys`, by binary search.
    private static func find<Key: Comparable>(_ key: Key, in keys: [Key]) -> Int? {
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low] == key ? low : nil
    }

    /// The index of the range holding `code` in the sorted, disjoint `ranges`.
    private static func find(_ code: UInt32, inRanges ranges: [ClosedRange<UInt32>]) -> Int? {
        var (low, high) = (0, ranges.count)
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < code { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(code) ? low : nil
    }
}
