import KamishibaiCanvas

/// A small ANSI terminal for tests: applies the bytes `FrameEncoder` writes (UTF-8 text,
/// CUP, CHA, CUF, CR, LF, ECH, REP, SGR, cursor visibility) to a grid of cells, so a test can
/// check that what a terminal would show is what the canvas holds. Anything else fails.
struct ANSIScreenModel {
    struct Pen: Equatable {
        var foreground = "default"
        var background = "default"
        var attributes: TextAttributes = []
    }

    struct Cell: Equatable {
        var glyph = " "
        var pen = Pen()
    }

    private(set) var columns: Int
    private(set) var rows: Int
    private(set) var cells: [Cell]
    private(set) var x = 0
    private(set) var y = 0
    private(set) var cursorVisible = true
    private var pen = Pen()
    /// The scroll region, first and last row.
    private var top = 0
    private var bottom: Int
    private var lastGlyph: String?
    private(set) var unknownSequences: [String] = []

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        bottom = rows - 1
        cells = Array(repeating: Cell(), count: columns * rows)
    }

    subscript(x: Int, y: Int) -> Cell { cells[y * columns + x] }

    /// A new size, as a terminal window resized: what it showed is gone (terminals differ on
    /// what they keep), the pen stays.
    mutating func resize(columns: Int, rows: Int) {
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

    mutating func apply(_ bytes: [UInt8]) {
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
                if let last = scalar.unicodeScalars.first, CharacterWidth.of(last) == 0, let previous = lastGlyph {
                    // A combining mark: part of the character before it.
                    let cellX = x - CharacterWidth.of(Character(previous))
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
        let width = CharacterWidth.of(Character(glyph))
        guard x + width <= columns else { return unknownSequences.append("write past the margin at \(x),\(y)") }
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
