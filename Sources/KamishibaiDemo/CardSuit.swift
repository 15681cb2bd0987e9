import KamishibaiDrawingViews
import KamishibaiPlatform
import KamishibaiUI

/// The four card suits, each one path of arcs and quadratic curves in a square `side` points
/// wide with `inset` points of margin, built the way "iOS. UI. Приёмы. Часть 1"
/// builds them: the spade and the heart from two lobes whose arcs meet a point, the diamond
/// from four curves, and the club from three full circles that the non-zero rule unites, each
/// joined to the last by the line an arc draws from the current point.
enum CardSuit: String, CaseIterable {
    case spade, heart, diamond, club

    var isRed: Bool { self == .heart || self == .diamond }

    func path(side: Double, inset: Double) -> BezierPath {
        let size = side - 2 * inset  // the figure's height and width
        let radius = size / 4
        let mid = side / 2
        var path = BezierPath()
        switch self {
        case .spade:
            // Two lobes below a point, then a stem that flares into a foot.
            let tilt = atan(2 * radius / size)
            path.move(to: Point(x: mid, y: mid))
            path.addArc(
                withCenter: Point(x: inset + radius, y: mid), radius: radius, startAngle: 0, endAngle: .pi + 2 * tilt,
                clockwise: true)
            path.addLine(to: Point(x: mid, y: mid - size / 2))
            path.addArc(
                withCenter: Point(x: mid + radius, y: mid), radius: radius, startAngle: -2 * tilt, endAngle: .pi,
                clockwise: true)
            addStem(to: &path, mid: mid, radius: radius, bottom: mid + size / 2)
        case .heart:
            // Two lobes above a point at the bottom.
            let tilt = atan(4 * radius / (3 * size))
            path.move(to: Point(x: mid, y: mid + size / 2))
            path.addArc(
                withCenter: Point(x: inset + radius, y: mid - radius), radius: radius, startAngle: .pi - 2 * tilt,
                endAngle: 0, clockwise: true)
            path.addArc(
                withCenter: Point(x: mid + radius, y: mid - radius), radius: radius, startAngle: -.pi, endAngle: 2 * tilt,
                clockwise: true)
            path.addLine(to: Point(x: mid, y: mid + size / 2))
        case .diamond:
            // Four curves whose controls sit near the centre, so the sides bow in a little.
            let pull = side * 0.14
            path.move(to: Point(x: inset, y: mid))
            path.addQuadCurve(to: Point(x: mid, y: mid - size / 2), controlPoint: Point(x: mid - pull, y: mid - pull))
            path.addQuadCurve(to: Point(x: side - inset, y: mid), controlPoint: Point(x: mid + pull, y: mid - pull))
            path.addQuadCurve(to: Point(x: mid, y: mid + size / 2), controlPoint: Point(x: mid + pull, y: mid + pull))
            path.addQuadCurve(to: Point(x: inset, y: mid), controlPoint: Point(x: mid - pull, y: mid + pull))
        case .club:
            // Three whole circles, left, top and right; their overlaps stay filled (non-zero).
            let drop = side / 20
            path.move(to: Point(x: mid, y: mid))
            path.addArc(
                withCenter: Point(x: mid - radius, y: mid + drop), radius: radius, startAngle: 0, endAngle: 2 * .pi,
                clockwise: true)
            path.addArc(
                withCenter: Point(x: mid, y: mid - radius), radius: radius, startAngle: .pi / 2, endAngle: 5 * .pi / 2,
                clockwise: true)
            path.addArc(
                withCenter: Point(x: mid + radius, y: mid + drop), radius: radius, startAngle: .pi, endAngle: 3 * .pi,
                clockwise: true)
            // The three circles leave a pinhole where they nearly meet (their centres'
            // circumcircle is a little wider than a lobe), which showed as a grey speck: a
            // disc at the centre, turning the same way, fills it.
            path.addArc(
                withCenter: Point(x: mid, y: mid), radius: radius / 2, startAngle: .pi / 2, endAngle: 5 * .pi / 2,
                clockwise: true)
            addStem(to: &path, mid: mid, radius: radius, bottom: mid + size / 2)
        }
        path.close()
        return path
    }

    /// From the centre down to a foot `2·radius` wide at `bottom`, curving out, and back.
    private func addStem(to path: inout BezierPath, mid: Double, radius: Double, bottom: Double) {
        path.addQuadCurve(to: Point(x: mid + radius, y: bottom), controlPoint: Point(x: mid, y: bottom))
        path.addLine(to: Point(x: mid - radius, y: bottom))
        path.addQuadCurve(to: Point(x: mid, y: mid), controlPoint: Point(x: mid, y: bottom))
    }
}
