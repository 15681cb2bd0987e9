import KamishibaiGeometry

/// Whether a released drag finishes the transition it scrubs or cancels it, from how far it
/// got and how fast it was moving: past `threshold` it finishes; below it, a flick — faster
/// than `flickVelocity` the way the transition advances — finishes it too. UIKit leaves this
/// to each gesture's handler; here every interaction that scrubs a transition decides with
/// one, which the app can set: `DismissalInteraction`, `ZoomDismissalInteraction`,
/// `ZoomPresentationDrag` and the edge pop of `NavigationController`.
///
/// Speeds are on-screen: rows per second, a column counting as half a row (a cell is about
/// twice as tall as it is wide), so one number serves a drag down and a drag across.
///
/// ```swift
/// dismissal.releasePolicy.threshold = 0.3  // closes from 30 % of the way
/// ```
public struct ReleasePolicy: Equatable, Sendable {
    /// Which part of a release's velocity is the flick's speed.
    public enum Axis: Equatable, Sendable {
        /// The component along the way the transition advances (a sheet's: towards its edge).
        case along
        /// The whole speed, in any direction; it counts as forward when it points forward at
        /// all (a zoomed picture dragged any way).
        case any
    }

    /// Which flicks decide.
    public enum Direction: Equatable, Sendable {
        /// A flick forward finishes below the threshold; one back does nothing.
        case forward
        /// Also a flick back cancels, past the threshold too (the edge pop).
        case both
    }

    /// The share of the way (0–1) from which a release finishes.
    public var threshold: Double
    /// How fast a release must move to be a flick, in rows per second (a column counting as
    /// half a row).
    public var flickVelocity: Double
    /// Which part of the velocity is the flick's speed: along the way forward, or any way.
    public var axis: Axis
    /// Whether only a flick forward decides, or a flick back too.
    public var direction: Direction
    /// A flick counts only once the drag has come this share of the way (a twitch at the
    /// start is no flick).
    public var minimumFlickProgress: Double

    /// A policy finishing from `threshold`, or below it on a flick faster than
    /// `flickVelocity` (rows per second) as `axis` and `direction` say, once the drag has come
    /// `minimumFlickProgress` of the way.
    public init(
        threshold: Double, flickVelocity: Double, axis: Axis = .along, direction: Direction = .forward,
        minimumFlickProgress: Double = 0
    ) {
        self.threshold = threshold
        self.flickVelocity = flickVelocity
        self.axis = axis
        self.direction = direction
        self.minimumFlickProgress = minimumFlickProgress
    }

    /// Whether a release at `progress` (0–1) moving at `velocity` (cells per second, as a pan
    /// reports it) finishes the transition; `forward` points the way it advances (its length
    /// does not matter; `.zero` makes no release a flick).
    public func finishes(progress: Double, velocity: Point, forward: Point) -> Bool {
        let speed = forwardSpeed(velocity, forward: forward)
        if direction == .both, speed < -flickVelocity { return false }
        return progress >= threshold || (speed > flickVelocity && progress >= minimumFlickProgress)
    }

    /// The release's on-screen speed forward, in rows per second: negative when it moves back.
    private func forwardSpeed(_ velocity: Point, forward: Point) -> Double {
        let length = (forward.x * forward.x + forward.y * forward.y).squareRoot()
        guard length > 0 else { return 0 }
        let onScreen = Point(x: velocity.x / 2, y: velocity.y)
        switch axis {
        case .along:
            return (onScreen.x * forward.x + onScreen.y * forward.y) / length
        case .any:
            let speed = (onScreen.x * onScreen.x + onScreen.y * onScreen.y).squareRoot()
            let dot = velocity.x * forward.x + velocity.y * forward.y
            return dot > 0 ? speed : dot < 0 ? -speed : 0
        }
    }
}
