/// One arranged view as a ``StackView``'s arithmetic sees it, along the stack's axis.
struct StackItem: Equatable {
    /// The length it claims: its own (intrinsic or fixed) length; for a flexible view, what its
    /// content needs before it takes a share of the room left over.
    var length: Double
    /// What it keeps under a squeeze until everything else has given way: a line of text, a
    /// character and `…`; 0 for a view with no content.
    var minimum: Double
    /// Has no length of its own (a plain view, a list, a stack holding one): takes the room
    /// left over.
    var isFlexible: Bool
    var hugging: LayoutPriority
    var resistance: LayoutPriority
}

/// The `fill` distribution's arithmetic, apart from views so it can be checked by numbers.
enum StackLayout {
    /// Each item's length in `room`: its own when that fits. Room left over evens out the
    /// flexible items (each keeps at least its own length; they end as equal as they can), or,
    /// when none is flexible, goes to the item that hugs least (the last of those that hug
    /// equally least; none to an item hugging at `.required`). Too little room: see `squeezed`.
    static func filling(_ items: [StackItem], room: Double) -> [Double] {
        var lengths = items.map(\.length)
        let extra = room - lengths.reduce(0, +)
        guard extra >= 0 else { return squeezed(items, room: room) }
        let flexible = items.indices.filter { items[$0].isFlexible }
        if !flexible.isEmpty {
            for (index, length) in zip(flexible, levelled(flexible.map { lengths[$0] }, adding: extra)) {
                lengths[index] = length
            }
        } else if let least = items.map(\.hugging).filter({ $0 < .required }).min(),
            let index = items.lastIndex(where: { $0.hugging == least })
        {
            lengths[index] += extra
        }
        return lengths
    }

    /// The items' lengths when their own add up to more than `room`: those that resist
    /// compression least give way first, down to their minimum, then the next priority up;
    /// items of one priority share the squeeze in proportion to what each can give. Only when
    /// every item is at its minimum do the minimums give way, in the same order.
    static func squeezed(_ items: [StackItem], room: Double) -> [Double] {
        var lengths = items.map(\.length)
        var deficit = lengths.reduce(0, +) - max(0, room)
        let levels = Set(items.map(\.resistance)).sorted()
        for keepingMinimums in [true, false] {
            for level in levels where deficit > 0 {
                let group = items.indices.filter { items[$0].resistance == level }
                let floor = { (index: Int) in keepingMinimums ? min(items[index].minimum, items[index].length) : 0 }
                let give = group.map { max(0, lengths[$0] - floor($0)) }
                let available = give.reduce(0, +)
                guard available > 0 else { continue }
                let taken = min(deficit, available)
                for (index, can) in zip(group, give) { lengths[index] -= taken * can / available }
                deficit -= taken
            }
        }
        return lengths
    }

    /// `lengths` grown by `extra` in all, the shortest first, so they end as equal as they can
    /// without any getting shorter.
    static func levelled(_ lengths: [Double], adding extra: Double) -> [Double] {
        var total = lengths.reduce(0, +) + extra
        var rising = Array(lengths.indices)
        var level = total / Double(max(1, rising.count))
        // Items already longer than the level keep their length; the rest share what is left.
        while let tallest = rising.max(by: { lengths[$0] < lengths[$1] }), lengths[tallest] > level {
            rising.removeAll { $0 == tallest }
            total -= lengths[tallest]
            level = total / Double(max(1, rising.count))
        }
        return lengths.indices.map { rising.contains($0) ? level : lengths[$0] }
    }

    /// The gaps after each but the last of views `lengths` long, when there is too little room
    /// for `gaps` too: blank room gives way first, every gap by the same fraction.
    static func squeezedGaps(_ gaps: [Double], lengths: [Double], length: Double) -> [Double] {
        let total = gaps.reduce(0, +)
        let over = lengths.reduce(0, +) + total - length
        guard over > 0, total > 0 else { return gaps }
        let kept = max(0, total - over) / total
        return gaps.map { $0 * kept }
    }

    /// The gaps that put the centres of views `lengths` long equally apart from the first
    /// view's start to the last one's end, in `length` (UIKit's `equalCentering`); nil when a
    /// gap would come out narrower than `gaps` asks.
    static func centringGaps(_ lengths: [Double], gaps: [Double], length: Double) -> [Double]? {
        guard lengths.count > 1 else { return nil }
        let first = lengths[0] / 2, last = length - lengths[lengths.count - 1] / 2
        let step = (last - first) / Double(lengths.count - 1)
        let centred = gaps.indices.map { step - lengths[$0] / 2 - lengths[$0 + 1] / 2 }
        return zip(centred, gaps).allSatisfy { $0 >= $1 } ? centred : nil
    }
}
