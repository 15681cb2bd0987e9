import KamishibaiCanvas

/// Turns a frame's changed cells into the bytes an ANSI terminal (ECMA-48, as xterm, tmux,
/// screen and the Linux console speak it) needs to show them, as few as it can.
///
/// It remembers what each terminal cell shows in terminal terms (glyph, colour numbers,
/// attributes), the cursor and the current SGR state, so that it
/// - skips a cell whose look did not change on this terminal (a fade finer than the palette),
/// - sends one SGR sequence per change of look, carrying only what changed (the foreground
///   alone, say, or `22` to end bold instead of a reset and every colour again), with the
///   shortest form of each colour (`31` for palette red rather than `38;5;1`),
/// - moves the cursor the cheapest way: nothing when it is already there, the cells in
///   between written again when that is shorter, else CR LF, CUF, CHA or CUP,
/// - erases a long run of blank cells with ECH instead of writing spaces,
/// - scrolls rows that moved together (`RowShift`) instead of writing them again.
///
/// Pure: bytes go into an array the caller writes out; a test reads them.
public struct FrameEncoder {
    /// What the terminal can do beyond cursor addressing and SGR.
    public struct Capabilities: Equatable, Sendable {
        /// ECH (`ESC [ n X`) erases cells to the current background (terminfo's `ech`, with
        /// background colour erase, `bce`).
        public var eraseCharacters: Bool
        /// REP (`ESC [ n b`) repeats the character just written (terminfo's `rep`).
        public var repeatCharacter: Bool
        /// REP repeats a character of several bytes too (an eighth block, a box line): not in
        /// tmux or screen, whose REP drops one (tmux 3.3 drew a box's top edge as one dash).
        public var repeatMultibyteCharacter = true
        /// DECSTBM (`ESC [ t ; b r`) sets a scroll region that SU and SD (`ESC [ n S`,
        /// `ESC [ n T`) scroll (terminfo's `csr`, `indn` and `rin`).
        public var scrollRegion: Bool
        /// SGR 2 shows dimmer text (terminfo's `dim`). Without it, dimming in 16 and 8 colours
        /// is shown with darker palette colours (`Style.colors(in:dimAttribute:)`).
        public var dim: Bool

        public init(eraseCharacters: Bool = true, repeatCharacter: Bool = true, scrollRegion: Bool = true, dim: Bool = true) {
            self.eraseCharacters = eraseCharacters
            self.repeatCharacter = repeatCharacter
            self.scrollRegion = scrollRegion
            self.dim = dim
        }
    }

    public let mode: ColorMode
    public let capabilities: Capabilities

    /// A colour as the terminal is told it: a palette index, 24-bit RGB with `rgbFlag` set, or
    /// `defaultColor`; `anyColor` is the foreground of a blank, which shows none.
    private static let rgbFlag: Int32 = 1 << 24
    private static let defaultColor: Int32 = -1
    private static let anyColor: Int32 = -4

    /// The SGR state: colours and attributes.
    private struct Pen: Equatable {
        var foreground: Int32
        var background: Int32
        var attributes: TextAttributes
    }

    /// A grapheme's scalar values (a cell's, without its style); all 0 for the right half of
    /// a wide character.
    private struct Glyph: Equatable {
        var s0: UInt32, s1: UInt32, s2: UInt32, s3: UInt32

        init(_ cell: Cell) { (s0, s1, s2, s3) = cell.scalarValues }
        init(_ scalar: UInt32) { (s0, s1, s2, s3) = (scalar, 0, 0, 0) }

        static let space = Glyph(0x20)
        static let fullBlock = Glyph(0x2588)
        static let none = Glyph(0)

        var isPrintableASCII: Bool { s1 == 0 && (0x20...0x7E).contains(s0) }

        /// U+2580…U+259F: half, eighth and quadrant blocks, one cell wide.
        var isBlockElement: Bool { s1 == 0 && (0x2580...0x259F).contains(s0) }

        func forEachScalar(_ body: (UInt32) -> Void) { Cell.forEachScalar(of: (s0, s1, s2, s3), body) }
    }

    /// What a terminal cell shows: a grapheme in a pen.
    private struct Look: Equatable {
        var glyph: Glyph
        var pen: Pen
        static let unknown = Look(glyph: .none, pen: Pen(foreground: -2, background: -2, attributes: []))
        /// The right half of a wide character.
        static let continuation = Look(glyph: .none, pen: Pen(foreground: -3, background: -3, attributes: []))
        /// A space in a background colour, whatever the pen's foreground and attributes.
        var isBlank: Bool { pen.foreground == FrameEncoder.anyColor }
        /// Whether the terminal shows this where the cursor writes it in `pen`.
        func isWritten(by pen: Pen) -> Bool {
            isBlank ? self.pen.background == pen.background && pen.attributes.isDisjoint(with: [.reverse, .underline]) : self.pen == pen
        }
    }

    private var screen: [Look] = []
    private var columns = 0
    /// The cursor, when known; after a character in the last column it is not (terminals
    /// differ on where a pending wrap leaves it).
    private var cursorX = -1
    private var cursorY = -1
    private var pen: Pen?
    private var cursorVisible: Bool?
    /// The last style mapped and its pen: neighbouring cells mostly share their style.
    private var lastStyle: Style?
    private var lastPen = Pen(foreground: defaultColor, background: defaultColor, attributes: [])
    private var colorCodes: [UInt32: Int32] = [:]

    /// A run of blank cells at least this long is erased rather than written: ECH and the
    /// cursor move after it cost about this many bytes.
    static let shortestErasedRun = 9

    public init(mode: ColorMode, capabilities: Capabilities = Capabilities()) {
        self.mode = mode
        self.capabilities = capabilities
    }

    /// Forgets what the terminal shows, the cursor and the pen (after the screen was cleared or
    /// handed back to the shell): the next frame is written whole.
    public mutating func invalidate() {
        screen = []
        columns = 0
        cursorX = -1
        cursorY = -1
        pen = nil
        cursorVisible = nil
    }

    /// Appends to `out` the bytes that make the terminal show `canvas`, given `changes`, the
    /// cells that differ from the previous canvas. A canvas of another size, or the first one
    /// after `invalidate()`, is written whole.
    public mutating func encode(_ changes: [CellChange], of canvas: Canvas, into out: inout [UInt8]) {
        if canvas.columns != columns || screen.count != canvas.columns * canvas.rows {
            columns = canvas.columns
            screen = Array(repeating: .unknown, count: canvas.columns * canvas.rows)
            cursorX = -1
            cursorY = -1
            for y in 0..<canvas.rows {
                for x in 0..<canvas.columns { encodeCell(x: x, y: y, of: canvas, into: &out) }
            }
        } else if capabilities.scrollRegion, changes.count >= 2 * columns, let shift = shift(to: canvas) {
            scroll(shift, into: &out)
            // The region's rows now differ from the previous frame in places `changes` does
            // not know of: they are gone through whole.
            let region = shift.top...shift.bottom
            for change in changes where change.y < shift.top { encodeCell(x: change.x, y: change.y, of: canvas, into: &out) }
            for y in region {
                for x in 0..<columns { encodeCell(x: x, y: y, of: canvas, into: &out) }
            }
            for change in changes where change.y > shift.bottom { encodeCell(x: change.x, y: change.y, of: canvas, into: &out) }
        } else {
            for change in changes { encodeCell(x: change.x, y: change.y, of: canvas, into: &out) }
        }
        encodeCursor(of: canvas, into: &out)
    }

    // MARK: Scrolling

    /// A block of rows the terminal can scroll into place, when that spares writing them.
    /// Rows are compared by a hash of a sample of their cells (every cell would cost a fade's
    /// frames, where nothing moved, as much again), then checked cell by cell.
    private mutating func shift(to canvas: Canvas) -> RowShift? {
        var old = [UInt64](repeating: 0, count: canvas.rows)
        var new = old
        let sample = Array(stride(from: 0, to: columns, by: max(1, columns / Self.sampledColumns))) + [columns - 1]
        for y in 0..<canvas.rows {
            var before = Self.hashSeed, after = Self.hashSeed
            for x in sample {
                before = Self.hash(screen[y * columns + x], into: before)
                after = Self.hash(visibleLook(x: x, y: y, of: canvas), into: after)
            }
            (old[y], new[y]) = (before, after)
        }
        guard let shift = RowShift.best(old: old, new: new) else { return nil }
        // Equal samples, checked cell by cell: a row equal only where sampled, or a hash
        // collision, must never show a wrong row.
        let moved = shift.distance > 0 ? shift.top...(shift.bottom - shift.distance) : (shift.top - shift.distance)...shift.bottom
        for y in moved {
            for x in 0..<columns where screen[(y + shift.distance) * columns + x] != visibleLook(x: x, y: y, of: canvas) {
                return nil
            }
        }
        return shift
    }

    /// The look the terminal would have to show at (x, y) for `canvas`.
    private mutating func visibleLook(x: Int, y: Int, of canvas: Canvas) -> Look {
        let cell = canvas[x, y]
        return cell.isContinuation ? .continuation : look(of: cell)
    }

    /// Sets the scroll region, scrolls it and sets it back; the rows it empties are unknown.
    private mutating func scroll(_ shift: RowShift, into out: inout [UInt8]) {
        out += [0x1B, UInt8(ascii: "[")]
        Self.appendNumber(shift.top + 1, to: &out)
        out.append(UInt8(ascii: ";"))
        Self.appendNumber(shift.bottom + 1, to: &out)
        out.append(UInt8(ascii: "r"))
        Self.appendCSI(abs(shift.distance), final: UInt8(ascii: shift.distance > 0 ? "S" : "T"), to: &out)
        out += [0x1B, UInt8(ascii: "["), UInt8(ascii: "r")]
        let rows = shift.distance > 0 ? Array(shift.top...shift.bottom) : (shift.top...shift.bottom).reversed()
        for y in rows {
            let source = y + shift.distance
            for x in 0..<columns {
                screen[y * columns + x] = (shift.top...shift.bottom).contains(source) ? screen[source * columns + x] : .unknown
            }
        }
        // DECSTBM puts the cursor home; where exactly is left to the next move.
        cursorX = -1
        cursorY = -1
    }

    private static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let sampledColumns = 12

    /// FNV-1a over a look's glyph and pen.
    private static func hash(_ look: Look, into value: UInt64) -> UInt64 {
        var value = value
        func mix(_ word: UInt64) { value = (value ^ word) &* 0x0000_0100_0000_01B3 }
        look.glyph.forEachScalar { mix(UInt64($0)) }
        mix(UInt64(bitPattern: Int64(look.pen.foreground)) ^ UInt64(bitPattern: Int64(look.pen.background)) << 32)
        mix(UInt64(look.pen.attributes.rawValue) | 0x100)
        return value
    }

    /// The terminal cursor: at the caret when the canvas has one, hidden otherwise.
    private mutating func encodeCursor(of canvas: Canvas, into out: inout [UInt8]) {
        if let caret = canvas.cursor, (0..<canvas.columns).contains(caret.x), (0..<canvas.rows).contains(caret.y) {
            moveCursor(toX: caret.x, y: caret.y, into: &out)
            if cursorVisible != true { out += Self.showCursor }
            cursorVisible = true
        } else {
            if cursorVisible != false { out += Self.hideCursor }
            cursorVisible = false
        }
    }

    private static let showCursor = Array("\u{1B}[?25h".utf8)
    private static let hideCursor = Array("\u{1B}[?25l".utf8)

    private mutating func encodeCell(x: Int, y: Int, of canvas: Canvas, into out: inout [UInt8]) {
        let cell = canvas[x, y]
        guard !cell.isContinuation else { return }
        let index = y * columns + x
        let look = self.look(of: cell)
        guard screen[index] != look else { return }
        if look.isBlank, capabilities.eraseCharacters {
            var run = 1
            while x + run < columns, run < Self.shortestErasedRun, looksAlike(canvas[x + run, y], cell, look) { run += 1 }
            if run == Self.shortestErasedRun {
                while x + run < columns, looksAlike(canvas[x + run, y], cell, look) { run += 1 }
                moveCursor(toX: x, y: y, into: &out)
                setPen(look.pen, into: &out)
                Self.appendCSI(run, final: UInt8(ascii: "X"), to: &out)
                for offset in 0..<run { screen[index + offset] = look }
                return
            }
        }
        moveCursor(toX: x, y: y, into: &out)
        setPen(look.pen, into: &out)
        Self.appendGlyph(look.glyph, to: &out)
        screen[index] = look
        let width = x + 1 < columns && canvas[x + 1, y].isContinuation ? 2 : 1
        if width == 2 { screen[index + 1] = .continuation }
        var end = x + width
        if width == 1, capabilities.repeatCharacter,
            look.glyph.isPrintableASCII || (capabilities.repeatMultibyteCharacter && look.glyph.s1 == 0)
        {
            // The same character in the same look just after it: REP, when that is shorter.
            // A character of several bytes only where the terminal repeats it whole (not tmux).
            var run = 0
            // (An ASCII cell is never the left half of a wide character.)
            while end + run < columns, looksAlike(canvas[end + run, y], cell, look) { run += 1 }
            var glyphBytes = 0
            look.glyph.forEachScalar { glyphBytes += Self.utf8Length($0) }
            if run * glyphBytes > Self.csiLength(run) {
                Self.appendCSI(run, final: UInt8(ascii: "b"), to: &out)
                for offset in 1...run { screen[index + offset] = look }
                end += run
            }
        }
        // Terminals disagree on the width of a grapheme of several scalars (an emoji with its
        // selector, a flag): after one, the next cell is reached by column, not by trust.
        cursorX = end < columns && look.glyph.s1 == 0 ? end : -1
        if cursorX < 0 { cursorY = -1 }
    }

    /// Whether `other` looks like `cell`, whose look is `look`: the same cell does at once.
    private mutating func looksAlike(_ other: Cell, _ cell: Cell, _ look: Look) -> Bool {
        other == cell || self.look(of: other) == look
    }

    /// What `cell` looks like on this terminal. Cells that show only a background colour (a
    /// space, a full block, a block element in one colour) are all the same blank, so a fade
    /// that changes a space's unseen foreground, or a picture whose block turned into a space
    /// of the same colour, costs nothing.
    private mutating func look(of cell: Cell) -> Look {
        let glyph = Glyph(cell)
        var pen = pen(of: cell.style)
        // The terminal's default colours are two different colours: only a block in colours
        // of our own can be told to show one. Dim and bold change a block's colour (its
        // foreground), never a space's.
        if pen.attributes.isDisjoint(with: [.reverse, .dim, .bold]), pen.foreground != Self.defaultColor {
            if glyph == .fullBlock {
                return Look(glyph: .space, pen: Pen(foreground: Self.anyColor, background: pen.foreground, attributes: []))
            }
            if pen.foreground == pen.background && glyph.isBlockElement {
                pen.foreground = Self.anyColor
                pen.attributes = []
                return Look(glyph: .space, pen: pen)
            }
        }
        if glyph == .space, pen.attributes.isDisjoint(with: [.reverse, .underline]) {
            pen.foreground = Self.anyColor
            pen.attributes = []
        }
        return Look(glyph: glyph, pen: pen)
    }

    private mutating func pen(of style: Style) -> Pen {
        if style == lastStyle { return lastPen }
        let colors = style.colors(in: mode, dimAttribute: capabilities.dim)
        let pen = Pen(
            foreground: colorCode(colors.foreground), background: colorCode(colors.background),
            attributes: style.attributes(in: mode, dimAttribute: capabilities.dim))
        lastStyle = style
        lastPen = pen
        return pen
    }

    private mutating func colorCode(_ color: RGB) -> Int32 {
        switch mode {
        case .none: return Self.defaultColor
        case .truecolor: return Self.rgbFlag | Int32(color.hex)
        case .palette256, .palette16, .palette8:
            if let code = colorCodes[color.hex] { return code }
            let code =
                switch mode {
                case .palette256: Int32(ColorMapping.xterm256(color))
                case .palette16: Int32(ColorMapping.ansi(color, count: 16))
                default: Int32(ColorMapping.ansi(color, count: 8))
                }
            if colorCodes.count > 1 << 16 { colorCodes.removeAll(keepingCapacity: true) }
            colorCodes[color.hex] = code
            return code
        }
    }

    /// The cell's scalars in UTF-8 (a canvas holds no control characters: drawing sanitises
    /// text, so none is written here).
    private static func appendGlyph(_ glyph: Glyph, to out: inout [UInt8]) {
        glyph.forEachScalar { value in
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

    private static func utf8Length(_ value: UInt32) -> Int { value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4 }

    // MARK: The cursor

    private mutating func moveCursor(toX x: Int, y: Int, into out: inout [UInt8]) {
        if cursorY == y, cursorX == x { return }
        if cursorY == y, cursorX >= 0, x > cursorX {
            let gap = x - cursorX
            let move = min(Self.csiLength(gap), Self.csiLength(x + 1))
            if let rewrite = rewriteCost(from: cursorX, to: x, y: y), rewrite < move {
                for offset in cursorX..<x { Self.appendGlyph(screen[y * columns + offset].glyph, to: &out) }
            } else if Self.csiLength(gap) <= Self.csiLength(x + 1) {
                Self.appendCSI(gap, final: UInt8(ascii: "C"), to: &out)
            } else {
                Self.appendCSI(x + 1, final: UInt8(ascii: "G"), to: &out)
            }
        } else if x == 0, cursorY >= 0, y == cursorY || y == cursorY + 1 {
            out.append(0x0D)
            if y == cursorY + 1 { out.append(0x0A) }
        } else if cursorY == y, cursorX >= 0 {
            Self.appendCSI(x + 1, final: UInt8(ascii: "G"), to: &out)
        } else {
            out += [0x1B, UInt8(ascii: "[")]
            if x > 0 || y > 0 { Self.appendNumber(y + 1, to: &out) }
            if x > 0 {
                out.append(UInt8(ascii: ";"))
                Self.appendNumber(x + 1, to: &out)
            }
            out.append(UInt8(ascii: "H"))
        }
        cursorX = x
        cursorY = y
    }

    /// The bytes that writing cells `from..<to` of row `y` again would cost, when the terminal
    /// already shows them in the current pen (so writing them changes nothing); otherwise nil.
    private func rewriteCost(from: Int, to: Int, y: Int) -> Int? {
        guard to - from <= 4, let pen else { return nil }
        var bytes = 0
        for offset in from..<to {
            let look = screen[y * columns + offset]
            // Only narrow characters: the next cell is not the right half of this one.
            guard look.isWritten(by: pen), offset + 1 >= columns || screen[y * columns + offset + 1] != .continuation else { return nil }
            look.glyph.forEachScalar { bytes += Self.utf8Length($0) }
        }
        return bytes
    }

    /// `ESC [ n <final>`: 3 bytes and the digits.
    private static func csiLength(_ n: Int) -> Int { n < 10 ? 4 : n < 100 ? 5 : n < 1000 ? 6 : 7 }

    private static func appendCSI(_ n: Int, final: UInt8, to out: inout [UInt8]) {
        out += [0x1B, UInt8(ascii: "[")]
        appendNumber(n, to: &out)
        out.append(final)
    }

    private static func appendNumber(_ n: Int, to out: inout [UInt8]) {
        if n >= 10 { appendNumber(n / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(n % 10))
    }

    // MARK: SGR

    private mutating func setPen(_ wanted: Pen, into out: inout [UInt8]) {
        var new = wanted
        if new.foreground == Self.anyColor {
            // A blank shows only its background: keep the pen's foreground and attributes.
            guard let pen else {
                new.foreground = Self.defaultColor
                return setPen(new, into: &out)
            }
            // Reverse and underline would show on a space, so they go.
            new.foreground = pen.foreground
            new.attributes = pen.attributes.subtracting([.reverse, .underline])
        }
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
            foreground = new.foreground != Self.defaultColor
            background = new.background != Self.defaultColor
        }
        if added.contains(.bold) { parameters.append(1) }
        if added.contains(.dim) { parameters.append(2) }
        if added.contains(.italic) { parameters.append(3) }
        if added.contains(.underline) { parameters.append(4) }
        if added.contains(.reverse) { parameters.append(7) }
        if foreground { Self.appendColor(new.foreground, base: 30, to: &parameters) }
        if background { Self.appendColor(new.background, base: 40, to: &parameters) }
        out += [0x1B, UInt8(ascii: "[")]
        for (offset, parameter) in parameters.enumerated() {
            if offset > 0 { out.append(UInt8(ascii: ";")) }
            Self.appendNumber(parameter, to: &out)
        }
        out.append(UInt8(ascii: "m"))
        pen = new
    }

    /// A colour's SGR parameters: `base` is 30 for the foreground, 40 for the background.
    private static func appendColor(_ code: Int32, base: Int, to parameters: inout [Int]) {
        if code == defaultColor {
            parameters.append(base + 9)
        } else if code & rgbFlag != 0 {
            parameters += [base + 8, 2, Int(code >> 16 & 0xFF), Int(code >> 8 & 0xFF), Int(code & 0xFF)]
        } else if code < 8 {
            parameters.append(base + Int(code))
        } else if code < 16 {
            parameters.append(base + 60 + Int(code) - 8)
        } else {
            parameters += [base + 8, 5, Int(code)]
        }
    }
}
