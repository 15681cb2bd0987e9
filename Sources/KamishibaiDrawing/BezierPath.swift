import KamishibaiGeometry
import KamishibaiPlatform

/// A vector path in UIKit's vocabulary (`UIBezierPath`, `CGPath`): move, lines, quadratic and
/// cubic curves, arcs, close, in points with y pointing down. Arcs keep UIKit's rules: an arc
/// begins with a straight line from the current point, if there is one, to its start (the
/// "implicit line" a card suit's outline relies on), and `clockwise` means clockwise on screen.
/// Arcs are stored as cubic curves (at most a quarter turn each, off by less than 0.03 % of
/// the radius), so a path is only moves, lines, curves and closes: it transforms, morphs and
/// draws the same way everywhere.
public struct BezierPath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []
    /// Filling counts a point inside when a ray from it crosses the outline an odd number of
    /// times (even-odd), instead of when the outline winds around it (non-zero, the default).
    public var usesEvenOddFillRule = false
    /// Where the next segment starts; nil before the first move.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public init() {}

    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Building

    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        currentPoint = point
        subpathStart = point
    }

    /// A straight line from the current point (a move, if there is none).
    public mutating func addLine(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
        if currentPoint == nil { move(to: controlPoint) }
        elements.append(.quadCurve(to: point, control: controlPoint))
        currentPoint = point
    }

    public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        if currentPoint == nil { move(to: controlPoint1) }
        elements.append(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
        currentPoint = point
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle` (radians, 0
    /// pointing right). Clockwise (on screen, y down) the angle grows; an end behind the start
    /// goes round the other way to reach it; a sweep never exceeds one full turn. A line joins
    /// the current point to the arc's start.
    public mutating func addArc(
        withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        let start = Self.point(on: center, radius: radius, angle: startAngle)
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        guard radius > 0, sweep != 0 else { return }
        // Quarter turns at most; the epsilon keeps an exact quarter turn one piece.
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        // A cubic through a circular arc of angle θ has its handles 4/3·tan(θ/4)·r long.
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let from = Self.point(on: center, radius: radius, angle: angle)
            let to = Self.point(on: center, radius: radius, angle: next)
            let control1 = Point(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle))
            let control2 = Point(x: to.x + handle * sin(next), y: to.y - handle * cos(next))
            elements.append(.curve(to: to, control1: control1, control2: control2))
            angle = next
        }
        currentPoint = Self.point(on: center, radius: radius, angle: startAngle + sweep)
    }

    /// Ends the subpath with a line back to its start; the current point goes there too.
    public mutating func close() {
        guard currentPoint != nil else { return }
        elements.append(.close)
        currentPoint = subpathStart
    }

    /// Adds `other`'s subpaths to this path (its fill rule stays this path's).
    public mutating func append(_ other: BezierPath) {
        for element in other.elements { add(element) }
    }

    /// Moves every point of the path through `transform`.
    public mutating func apply(_ transform: AffineTransform2D) {
        let source = elements
        elements = []
        currentPoint = nil
        subpathStart = nil
        for element in source { add(element.mapped { transform.apply(to: $0) }) }
    }

    public func applying(_ transform: AffineTransform2D) -> BezierPath {
        var copy = self
        copy.apply(transform)
        return copy
    }

    /// The path `progress` of the way to `other` (0 is this one, 1 is `other`), point by point:
    /// a morph. Nil unless both paths have the same elements in the same order, as Core
    /// Animation requires of a path animation to be smooth.
    public func interpolated(to other: BezierPath, by progress: Double) -> BezierPath? {
        guard elements.count == other.elements.count else { return nil }
        var result = BezierPath()
        result.usesEvenOddFillRule = usesEvenOddFillRule
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * progress, y: a.y + (b.y - a.y) * progress) }
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case let (.move(p), .move(q)): result.add(.move(to: mix(p, q)))
            case let (.line(p), .line(q)): result.add(.line(to: mix(p, q)))
            case let (.quadCurve(p, c), .quadCurve(q, d)): result.add(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case let (.curve(p, c1, c2), .curve(q, d1, d2)):
                result.add(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.close, .close): result.add(.close)
            default: return nil
            }
        }
        return result
    }

    // MARK: Shapes

    public init(rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// The ellipse inscribed in `rect`.
    public init(ovalIn rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        var circle = BezierPath()
        circle.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        circle.close()
        self = circle.applying(
            AffineTransform2D(scaleX: rect.width / 2, y: rect.height / 2).concatenating(
                AffineTransform2D(translationX: rect.midX, y: rect.midY)))
    }

    /// A rectangle with every corner rounded by `cornerRadius`, which is clamped to half the
    /// shorter side, as UIKit's helper does.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: Size(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with `corners` rounded by `cornerRadii.width` (UIKit ignores the height
    /// too), clamped to half the shorter side: a 60×30 rectangle asked for a radius of 24 gets
    /// 15. For a larger radius on one corner, build the path with `addArc`.
    public init(roundedRect rect: Rect, byRoundingCorners corners: RectCorner, cornerRadii: Size) {
        let radius = max(0, min(cornerRadii.width, min(rect.width, rect.height) / 2))
        func r(_ corner: RectCorner) -> Double { corners.contains(corner) ? radius : 0 }
        move(to: Point(x: rect.minX + r(.topLeft), y: rect.minY))
        addLine(to: Point(x: rect.maxX - r(.topRight), y: rect.minY))
        if r(.topRight) > 0 {
            addArc(
                withCenter: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius, startAngle: -.pi / 2, endAngle: 0,
                clockwise: true)
        }
        addLine(to: Point(x: rect.maxX, y: rect.maxY - r(.bottomRight)))
        if r(.bottomRight) > 0 {
            addArc(
                withCenter: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius, startAngle: 0, endAngle: .pi / 2,
                clockwise: true)
        }
        addLine(to: Point(x: rect.minX + r(.bottomLeft), y: rect.maxY))
        if r(.bottomLeft) > 0 {
            addArc(
                withCenter: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius, startAngle: .pi / 2, endAngle: .pi,
                clockwise: true)
        }
        addLine(to: Point(x: rect.minX, y: rect.minY + r(.topLeft)))
        if r(.topLeft) > 0 {
            addArc(
                withCenter: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius, startAngle: .pi, endAngle: 3 * .pi / 2,
                clockwise: true)
        }
        close()
    }

    // MARK: Helpers

    /// Appends an element as the builders would, keeping the current point.
    private mutating func add(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case let .quadCurve(p, c): addQuadCurve(to: p, controlPoint: c)
        case let .curve(p, c1, c2): addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
        case .close: close()
        }
    }

    /// Exact at the quarter turns (cos(π/2) is 6e-17 in floating point), so that an arc meets
    /// the straight edges around it without a sliver of a segment.
    static func point(on center: Point, radius: Double, angle: Double) -> Point {
        func snapped(_ v: Double) -> Double { abs(v) < 1e-12 ? 0 : abs(abs(v) - 1) < 1e-12 ? v.sign == .minus ? -1 : 1 : v }
        return Point(x: center.x + radius * snapped(cos(angle)), y: center.y + radius * snapped(sin(angle)))
    }

    /// The signed angle an arc turns through: positive clockwise, at most one full turn.
    static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        var sweep = end - start
        if clockwise {
            if sweep < 0 { sweep += ((-sweep) / turn).rounded(.up) * turn }
            return min(sweep, turn)
        } else {
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
            return max(sweep, -turn)
        }
    }
}

extension BezierPath.Element {
    func mapped(_ transform: (Point) -> Point) -> BezierPath.Element {
        switch self {
        case .move(let p): .move(to: transform(p))
        case .line(let p): .line(to: transform(p))
        case let .quadCurve(p, c): .quadCurve(to: transform(p), control: transform(c))
        case let .curve(p, c1, c2): .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
        case .close: .close
        }
    }
}
