/// A damped harmonic spring: m·x'' + c·x' + k·x = 0.
///
/// Only the parameters live here; `SpringMotion` moves a value with them.
public struct Spring: Sendable, Equatable {
    public let mass: Double
    /// k.
    public let stiffness: Double
    /// c.
    public let damping: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0, "a spring's mass is positive")
        precondition(stiffness > 0, "a spring's stiffness is positive")
        precondition(damping >= 0, "a spring's damping cannot be negative")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// From SwiftUI/UIKit-style parameters: k = (2π/response)², c = 4π·ζ/response, m = 1.
    /// `response` is the period of the undamped oscillation, in seconds.
    public init(response: Double, dampingRatio: Double) {
        precondition(response > 0, "a spring's response is positive")
        let angular = 2 * Double.pi / response
        self.init(mass: 1, stiffness: angular * angular, damping: 2 * angular * dampingRatio)
    }

    /// Critically damped (ζ = 1), m = 1, stiffness k: the snap-back of scroll views, the
    /// fastest return that never overshoots.
    public static func critical(stiffness: Double) -> Spring {
        Spring(mass: 1, stiffness: stiffness, damping: 2 * stiffness.squareRoot())
    }

    /// ζ = c / (2·sqrt(k·m)): below 1 it oscillates, at 1 it is critical, above 1 it creeps.
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The default for bounce-back and paging snaps: critically damped, k = 150.
    public static let snap: Spring = .critical(stiffness: 150)
}
