/// How a path's outline is drawn: its width (centred on the path), the shape of open ends and
/// of corners, as `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)` takes them.
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }

    public var width: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// A miter longer than `miterLimit` × width is bevelled instead.
    public var miterLimit: Double

    public init(width: Double, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10) {
        self.width = width
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}
