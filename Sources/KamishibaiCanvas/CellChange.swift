/// One cell that differs from the last presented frame: the only thing a terminal is handed.
public struct CellChange: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell

    public init(x: Int, y: Int, cell: Cell) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}

extension Canvas {
    /// The cells of `self` that differ from `previous`, row by row. Everything when there is no
    /// previous frame or its size differs. A changed wide character brings its continuation.
    public func changes(from previous: Canvas?) -> [CellChange] {
        var result: [CellChange] = []
        changes(from: previous, into: &result)
        return result
    }

    /// The same, into an array whose storage is reused from frame to frame.
    public func changes(from previous: Canvas?, into result: inout [CellChange]) {
        result.removeAll(keepingCapacity: true)
        guard let previous, previous.columns == columns, previous.rows == rows else {
            for index in cells.indices { result.append(CellChange(x: index % columns, y: index / columns, cell: cells[index])) }
            return
        }
        for index in cells.indices where cells[index] != previous.cells[index] {
            result.append(CellChange(x: index % columns, y: index / columns, cell: cells[index]))
        }
    }
}
