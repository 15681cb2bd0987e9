import CKamishibaiNcursesw
import KamishibaiCanvas

/// Finds the ncurses colour pair for a foreground/background pair of RGB colours, in the
/// terminal's colour mode. Pairs come from `alloc_pair`, which reuses the least recently
/// used one when the terminal's pairs run out; the cache is dropped when that can happen.
struct ColorPairs {
    let mode: ColorMode
    private var cache: [UInt64: Int32] = [:]
    private var last: (key: UInt64, pair: Int32) = (.max, 0)
    private let capacity: Int

    /// `capacity`: how many pairs to keep before the cache is dropped; by default, all the
    /// terminal has but pair 0.
    init(mode: ColorMode, capacity: Int? = nil) {
        self.mode = mode
        self.capacity = max(1, capacity ?? Int(kami_color_pairs()) - 1)
    }

    /// How many pairs are cached now.
    var cachedCount: Int { cache.count }

    /// The colour number `alloc_pair` takes for `c` in this mode.
    func colorNumber(_ c: RGB) -> Int32 {
        switch mode {
        case .truecolor: return Int32(bitPattern: c.hex)
        case .palette256: return Int32(ColorMapping.xterm256(c))
        case .palette16: return Int32(ColorMapping.ansi(c, count: 16))
        case .palette8: return Int32(ColorMapping.ansi(c, count: 8))
        case .none: return -1
        }
    }

    mutating func pair(foreground: RGB, background: RGB) -> Int32 {
        guard mode != .none else { return 0 }
        let key = UInt64(foreground.hex) << 32 | UInt64(background.hex)
        // Neighbouring cells mostly share their colours: skip the hash for a repeat.
        if key == last.key { return last.pair }
        if let pair = cache[key] {
            last = (key, pair)
            return pair
        }
        if cache.count >= capacity {
            cache.removeAll(keepingCapacity: true)
            last = (.max, 0)
        }
        let pair = max(0, alloc_pair(colorNumber(foreground), colorNumber(background)))
        cache[key] = pair
        last = (key, pair)
        return pair
    }
}
