/// A cell's position on a canvas: column `x`, row `y`, from 0.
public struct CellPoint: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}
