/// One SGR sequence per change of look, carrying only what changed: the foreground alone, say,
/// or `22` to end bold instead of a reset and every colour again.
extension FrameEncoder {
    mutating func setPen(for look: Look, into out: inout [UInt8]) {
        switch look {
        case .glyph(_, let wanted):
            setPen(wanted, into: &out)
        case .blank(let background):
            // A blank shows only its background: the pen keeps its foreground and attributes,
            // but for reverse and underline, which would show on a space.
            guard let pen else { return setPen(Pen(foreground: .default, background: background, attributes: []), into: &out) }
            setPen(
                Pen(foreground: pen.foreground, background: background, attributes: pen.attributes.subtracting([.reverse, .underline])),
                into: &out)
        }
    }

    private mutating func setPen(_ new: Pen, into out: inout [UInt8]) {
        if pen == new { return }
        var parameters: [Int] = []
        var foreground = true, background = true
        var added = new.attributes
        if let old = pen {
            let removed = old.attributes.subtracting(new.attributes)
            added = new.attributes.subtracting(old.attributes)
            if !removed.isDisjoint(with: [.bold, .dim]) {
                parameters.append(22)
                added.formUnion(new.attributes.intersection([.bold, .dim]))
            }
            if removed.contains(.italic) { parameters.append(23) }
            if removed.contains(.underline) { parameters.append(24) }
            if removed.contains(.reverse) { parameters.append(27) }
            foreground = old.foreground != new.foreground
            background = old.background != new.background
        } else {
            parameters.append(0)
            foreground = new.foreground != .default
            background = new.background != .default
        }
        if added.contains(.bold) { parameters.append(1) }
        if added.contains(.dim) { parameters.append(2) }
        if added.contains(.italic) { parameters.append(3) }
        if added.contains(.underline) { parameters.append(4) }
        if added.contains(.reverse) { parameters.append(7) }
        if foreground { new.foreground.appendParameters(base: 30, to: &parameters) }
        if background { new.background.appendParameters(base: 40, to: &parameters) }
        out += [0x1B, UInt8(ascii: "[")]
        for (offset, parameter) in parameters.enumerated() {
            if offset > 0 { out.append(UInt8(ascii: ";")) }
            Self.appendNumber(parameter, to: &out)
        }
        out.append(UInt8(ascii: "m"))
        pen = new
    }
}
