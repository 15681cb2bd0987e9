import KamishibaiCanvas

/// A small ANSI terminal for tests: applies the bytes `FrameEncoder` writes (UTF-8 text,
/// CUP, CHA, CUF, CR, LF, ECH, REP, SGR, scrolling, cursor visibility) to a grid of cells, so a
/// test can check that what a terminal would show is what the canvas holds. Widths are its
/// own (`TerminalWidth`), not the production table's, so a width bug cannot pass unseen. Anything else is
/// noted in `unknownSequences`. It also reads a styled capture of a tmux pane (`init(capture:columns:)`).
public struct ANSIScreenModel: Sendable {
    /// Colours as the terminal was told them: `default`, a palette index (`1`, `208`; the
    /// 16 colours' SGR 30–37 and 90–97 are indices 0–15), or `#r,g,b`.
    public struct Pen: Hashable, Sendable {
        public var foreground = "default"
        public var background = "default"
        public var attributes: TextAttributes = []

        public init(foreground: String = "default", background: String = "default", attributes: TextAttributes = []) {
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }
    }

    public struct Cell: Hashable, Sendable {
        /// The character, its combining marks included; empty for the second half of a wide one.
        public var glyph = " "
        public var pen = Pen()

        public init(glyph: String = " ", pen: Pen = Pen()) {
            self.glyph = glyph
            self.pen = pen
        }

        /// What a person sees of the cell: a blank shows only its background (its foreground
        /// too when reversed); anything else its character, colours and attributes. Writers
        /// leave a blank's unseen foreground as it happens to be (tmux, after ncurses cleared
        /// to the end of a line), so two screens that look the same can differ in it.
        public var look: Cell {
            guard glyph == " ", !pen.attributes.contains(.reverse) else { return self }
            return Cell(pen: Pen(background: pen.background))
        }
    }

    public private(set) var columns: Int
    public private(set) var rows: Int
    public private(set) var cells: [Cell]
    public private(set) var x = 0
    public private(set) var y = 0
    public private(set) var cursorVisible = true
    private var pen = Pen()
    /// The scroll region, first and last row.
    private var top = 0
    private var bottom: Int
    private var lastGlyph: String?
    public private(set) var unknownSequences: [String] = []

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        bottom = rows - 1
        cells = Array(repeating: Cell(), count: columns * rows)
    }

    /// A styled capture of a tmux pane (`capture-pane -p -e`): each line a row, its text with
    /// SGR sequences, the pen carried from one line to the next as tmux writes it.
    public init(capture: String, columns: Int) {
        let lines = capture.split(separator: "\n", omittingEmptySubsequences: false)
        self.init(columns: columns, rows: max(1, lines.count))
        for (row, line) in lines.enumerated() { apply(Array("\u{1B}[\(row + 1)H".utf8) + Array(line.utf8)) }
    }

    public subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }

    /// The rows, top first.
    public var lines: [[Cell]] { (0..<rows).map { Array(cells[($0 * columns)..<(($0 + 1) * columns)]) } }

    /// A new size, as a terminal window resized: what it showed is gone (terminals differ on
    /// what they keep), the pen stays.
    public mutating func resize(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(), count: columns * rows)
        x = min(x, columns - 1)
        y = min(y, rows - 1)
        (top, bottom) = (0, rows - 1)
    }

    /// Moves the scroll region's rows by `distance` (up when positive); the rows it empties
    /// take the pen's background, as with background colour erase.
    private mutating func scroll(_ distance: Int) {
        let order = distance > 0 ? Array(top...bottom) : (top...bottom).reversed()
        for row in order {
            let source = row + distance
            for column in 0..<columns {
                cells[row * columns + column] =
                    (top...bottom).contains(source)
                    ? cells[source * columns + column] : Cell(glyph: " ", pen: Pen(background: pen.background))
            }
        }
    }

    public mutating func apply(_ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "[") {
                var j = i + 2
                while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                csi(String(decoding: bytes[(i + 2)..<j], as: UTF8.self), final: Character(Unicode.Scalar(bytes[j])))
                i = j + 1
            } else if bytes[i] == 0x0D {
                x = 0
                i += 1
            } else if bytes[i] == 0x0A {
                y = min(rows - 1, y + 1)
                i += 1
            } else {
                var j = i + 1
                while j < bytes.count, bytes[j] & 0xC0 == 0x80 { j += 1 }
                let scalar = String(decoding: bytes[i..<j], as: UTF8.self)
                if let last = scalar.unicodeScalars.first, TerminalWidth.of(last) == 0, let previous = lastGlyph {
                    // A combining mark: part of the character before it.
                    let cellX = x - TerminalWidth.of(previous)
                    if cellX >= 0 { cells[y * columns + cellX].glyph += scalar }
                    lastGlyph = previous + scalar
                } else {
                    put(scalar)
                }
                i = j
            }
        }
    }

    private mutating func put(_ glyph: String) {
        let width = TerminalWidth.of(glyph)
        guard x + width <= columns else { return unknownSequences.append("write past the margin at \(x),\(y)") }
        // Over half of a wide character, the other half goes blank, as in xterm, tmux and VTE.
        if width > 0, cells[y * columns + x].glyph.isEmpty, x > 0 { cells[y * columns + x - 1].glyph = " " }
        if width > 0, x + width < columns, cells[y * columns + x + width].glyph.isEmpty { cells[y * columns + x + width].glyph = " " }
        cells[y * columns + x] = Cell(glyph: glyph, pen: pen)
        if width == 2 { cells[y * columns + x + 1] = Cell(glyph: "", pen: pen) }
        lastGlyph = glyph
        x += width
    }

    private mutating func csi(_ parameters: String, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let n = max(1, numbers.first ?? 1)
        switch (parameters, final) {
        case ("?25", "h"): cursorVisible = true
        case ("?25", "l"): cursorVisible = false
        case (_, "H"):
            y = max(1, numbers.first ?? 1) - 1
            x = numbers.count > 1 ? max(1, numbers[1]) - 1 : 0
        case (_, "G"): x = n - 1
        case (_, "C"): x = min(columns - 1, x + n)
        case (_, "X"):
            for offset in 0..<n where x + offset < columns {
                cells[y * columns + x + offset] = Cell(glyph: " ", pen: Pen(background: pen.background))
            }
        case (_, "r"):
            top = parameters.isEmpty ? 0 : n - 1
            bottom = numbers.count > 1 ? numbers[1] - 1 : rows - 1
            (x, y) = (0, 0)
        case (_, "S"): scroll(n)
        case (_, "T"): scroll(-n)
        case (_, "b"):
            guard let glyph = lastGlyph else { return unknownSequences.append("REP with nothing before it") }
            for _ in 0..<n { put(glyph) }
        case (_, "m"): sgr(parameters.isEmpty ? [0] : numbers)
        default: unknownSequences.append("CSI \(parameters) \(final)")
        }
    }

    private mutating func sgr(_ numbers: [Int]) {
        var i = 0
        while i < numbers.count {
            let p = numbers[i]
            switch p {
            case 0: pen = Pen()
            case 1: pen.attributes.insert(.bold)
            case 2: pen.attributes.insert(.dim)
            case 3: pen.attributes.insert(.italic)
            case 4: pen.attributes.insert(.underline)
            case 7: pen.attributes.insert(.reverse)
            case 22: pen.attributes.subtract([.bold, .dim])
            case 23: pen.attributes.remove(.italic)
            case 24: pen.attributes.remove(.underline)
            case 27: pen.attributes.remove(.reverse)
            case 30...37: pen.foreground = "\(p - 30)"
            case 90...97: pen.foreground = "\(p - 90 + 8)"
            case 39: pen.foreground = "default"
            case 40...47: pen.background = "\(p - 40)"
            case 100...107: pen.background = "\(p - 100 + 8)"
            case 49: pen.background = "default"
            case 38, 48:
                let color: String
                if numbers[i + 1] == 5 {
                    color = "\(numbers[i + 2])"
                    i += 2
                } else {
                    color = "#\(numbers[i + 2]),\(numbers[i + 3]),\(numbers[i + 4])"
                    i += 4
                }
                if p == 38 { pen.foreground = color } else { pen.background = color }
            default: unknownSequences.append("SGR \(p)")
            }
            i += 1
        }
    }
}
