import KamishibaiGeometry
import KamishibaiPlatform

/// A 2-D affine transform in `CGAffineTransform`'s layout (Foundation already has an
/// `AffineTransform`): a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Angles are in radians; with y pointing down, a positive
/// angle turns clockwise on screen, as in UIKit.
public struct AffineTransform2D: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: Double, y: Double) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(rotationAngle angle: Double) {
        let (s, k) = (sin(angle), cos(angle))
        self.init(a: k, b: s, c: -s, d: k, tx: 0, ty: 0)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: AffineTransform2D) -> AffineTransform2D {
        AffineTransform2D(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    public func translatedBy(x: Double, y: Double) -> AffineTransform2D { AffineTransform2D(translationX: x, y: y).concatenating(self) }
    public func scaledBy(x: Double, y: Double) -> AffineTransform2D { AffineTransform2D(scaleX: x, y: y).concatenating(self) }
    public func rotated(by angle: Double) -> AffineTransform2D { AffineTransform2D(rotationAngle: angle).concatenating(self) }

    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
