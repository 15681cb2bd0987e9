/// Rubber-band resistance past an edge, as UIKit's feel is usually modelled: b = (1 − 1/(x·c/dim + 1))·dim,
/// sign-preserving for negative x.
///
/// The give grows almost linearly (slope `c`) for a small overshoot and never reaches
/// `dimension`, so content dragged past an edge lags the finger more the further it goes.
public enum RubberBand {
    /// UIKit's constant.
    public static let coefficient = 0.55

    /// How far content moves for a drag of `overshoot` past an edge, along an axis whose
    /// viewport is `dimension` long. A non-positive `dimension` gives no give at all.
    public static func offset(
        _ overshoot: Double, dimension: Double, coefficient: Double = RubberBand.coefficient
    ) -> Double {
        guard dimension > 0, overshoot != 0 else { return 0 }
        // (1 − 1/(a + 1))·dim with a = |x|·c/dim, rewritten as a/(a + 1)·dim so a tiny
        // overshoot does not lose its digits to 1 − (almost 1).
        let a = abs(overshoot) * coefficient / dimension
        let give = a / (a + 1) * dimension
        return overshoot < 0 ? -give : give
    }

    /// Clamps `value` into `range`, rubber-banding whatever lies outside it from the nearest
    /// bound (range may be empty-width, lower == upper).
    public static func clamp(
        _ value: Double, to range: ClosedRange<Double>, dimension: Double,
        coefficient: Double = RubberBand.coefficient
    ) -> Double {
        if value < range.lowerBound {
            return range.lowerBound + offset(value - range.lowerBound, dimension: dimension, coefficient: coefficient)
        }
        if value > range.upperBound {
            return range.upperBound + offset(value - range.upperBound, dimension: dimension, coefficient: coefficient)
        }
        return value
    }
}
