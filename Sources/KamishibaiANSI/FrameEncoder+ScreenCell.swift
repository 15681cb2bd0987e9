import KamishibaiCanvas

/// What a terminal cell shows, in terminal terms: only as finely as the terminal tells looks
/// apart, so that what looks the same there is never written again.
extension FrameEncoder {
    /// A colour as the terminal is told it: its own default, a palette index or 24-bit RGB
    /// (`kind`). Kept in one 32-bit word, so that comparing looks, the encoder's inner loop,
    /// compares integers: an enum with payloads there cost 10–13 % more (docs/DECISIONS.md).
    struct TerminalColor: Equatable {
        /// RGB in the low 24 bits; or a palette index in the low 8 with `paletteFlag`; or
        /// `defaultBits`.
        private let bits: UInt32
        private static let paletteFlag: UInt32 = 1 << 24
        private static let defaultBits: UInt32 = 1 << 25

        /// The terminal's own foreground or background (SGR 39, 49).
        static let `default` = TerminalColor(bits: defaultBits)
        /// A palette index: 0–7 the ANSI colours, 8–15 their bright forms, 16–255 xterm's
        /// colour cube and greys.
        static func palette(_ index: UInt8) -> TerminalColor { TerminalColor(bits: paletteFlag | UInt32(index)) }
        /// 24-bit colour (SGR 38;2, 48;2).
        static func rgb(_ color: RGB) -> TerminalColor { TerminalColor(bits: color.hex) }

        enum Kind: Equatable {
            case `default`
            case palette(UInt8)
            case rgb(RGB)
        }

        var kind: Kind {
            if bits == Self.defaultBits { return .default }
            if bits & Self.paletteFlag != 0 { return .palette(UInt8(truncatingIfNeeded: bits)) }
            return .rgb(RGB(hex: bits))
        }

        /// A different number for each colour, for hashing.
        var hashBits: UInt64 { UInt64(bits) }

        /// Its SGR parameters, in their shortest form (`31` for palette red rather than
        /// `38;5;1`): `base` is 30 for the foreground, 40 for the background.
        func appendParameters(base: Int, to parameters: inout [Int]) {
            switch kind {
            case .default: parameters.append(base + 9)
            case .rgb(let color): parameters += [base + 8, 2, Int(color.r), Int(color.g), Int(color.b)]
            case .palette(let index) where index < 8: parameters.append(base + Int(index))
            case .palette(let index) where index < 16: parameters.append(base + 60 + Int(index) - 8)
            case .palette(let index): parameters += [base + 8, 5, Int(index)]
            }
        }
    }

    /// The SGR state: colours and attributes.
    struct Pen: Equatable {
        var foreground: TerminalColor
        var background: TerminalColor
        var attributes: TextAttributes
    }

    /// A grapheme's scalar values (a cell's, without its style).
    struct Glyph: Equatable {
        var s0: UInt32, s1: UInt32, s2: UInt32, s3: UInt32

        init(_ cell: Cell) { (s0, s1, s2, s3) = cell.scalarValues }
        init(_ scalar: UInt32) { (s0, s1, s2, s3) = (scalar, 0, 0, 0) }

        static let space = Glyph(0x20)
        static let fullBlock = Glyph(0x2588)

        var isPrintableASCII: Bool { s1 == 0 && (0x20...0x7E).contains(s0) }

        /// U+2580…U+259F: half, eighth and quadrant blocks, one cell wide.
        var isBlockElement: Bool { s1 == 0 && (0x2580...0x259F).contains(s0) }

        func forEachScalar(_ body: (UInt32) -> Void) { Cell.forEachScalar(of: (s0, s1, s2, s3), body) }

        /// Its bytes in UTF-8.
        var utf8Count: Int {
            var count = 0
            forEachScalar { count += $0 < 0x80 ? 1 : $0 < 0x800 ? 2 : $0 < 0x10000 ? 3 : 4 }
            return count
        }

        /// Appends it in UTF-8 (a canvas holds no control characters: drawing sanitises text,
        /// so none is written here).
        func appendUTF8(to out: inout [UInt8]) {
            forEachScalar { value in
                switch value {
                case 0..<0x80:
                    out.append(UInt8(value))
                case 0x80..<0x800:
                    out += [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)]
                case 0x800..<0x10000:
                    out += [UInt8(0xE0 | value >> 12), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
                default:
                    out += [
                        UInt8(0xF0 | value >> 18), UInt8(0x80 | value >> 12 & 0x3F), UInt8(0x80 | value >> 6 & 0x3F),
                        UInt8(0x80 | value & 0x3F),
                    ]
                }
            }
        }
    }

    /// What a cell looks like on the terminal.
    enum Look: Equatable {
        /// A space in a background colour, whatever the pen's foreground and attributes but
        /// reverse and underline (which show on a space).
        case blank(background: TerminalColor)
        /// A grapheme in a pen.
        case glyph(Glyph, Pen)

        var glyph: Glyph {
            switch self {
            case .blank: .space
            case .glyph(let glyph, _): glyph
            }
        }

        /// Whether the terminal shows this where the cursor writes it in `pen`.
        func isWritten(by pen: Pen) -> Bool {
            switch self {
            case .blank(let background): background == pen.background && pen.attributes.isDisjoint(with: [.reverse, .underline])
            case .glyph(_, let own): own == pen
            }
        }
    }

    /// What the encoder knows of a terminal cell.
    enum ScreenCell: Equatable {
        /// Nothing: before the first frame, or a row a scroll emptied.
        case unknown
        /// The right half of a wide character.
        case continuation
        case showing(Look)
        /// A sixel picture's pixels show here: never written while it stays, written again
        /// when it goes.
        case underImage

        var look: Look? {
            guard case .showing(let look) = self else { return nil }
            return look
        }
    }
}
