import KamishibaiCanvas
import KamishibaiGeometry

/// A bar that shows how far a task has gone (UIKit's `UIProgressView`): filled from the left to
/// ``progress``, to an eighth of a cell (`██████▊───`), in ``progressTintColor`` (the theme's
/// tint), the rest of the track in ``trackTintColor`` (the theme's separator). It takes no
/// input and no focus, and has no width of its own: a stack stretches it.
///
/// ```swift
/// let download = ProgressView()
/// download.setProgress(0.4, animated: true)
/// ```
open class ProgressView: View {
    /// How far, 0…1 (clamped): the value last set, at once, even while the fill is still
    /// easing there (UIKit's), so `setProgress(progress + chunk, animated: true)` adds up.
    /// Setting it moves the fill at once.
    public var progress: Double {
        get { target }
        set { setProgress(newValue, animated: false) }
    }
    /// The fill's colour; nil for the theme's tint (UIKit's `progressTintColor`).
    public var progressTintColor: RGB?
    /// The empty track's colour; nil for the theme's separator (UIKit's `trackTintColor`).
    public var trackTintColor: RGB?

    /// The value set; the fill eases toward it and is read only to draw.
    private var target: Double
    private let fill: ControlMotion

    /// How long the fill takes to move, in animation time, when animated.
    static let fillDuration = 0.25

    /// A bar at `progress` (0…1, clamped), drawn in the theme's colours.
    public init(progress: Double = 0) {
        target = min(max(progress, 0), 1)
        fill = ControlMotion(target)
        super.init()
    }

    /// Sets the progress; the fill moves there in 0.25 s of animation time when `animated`,
    /// at once under Reduce Motion (UIKit's). ``progress`` reads the new value at once.
    public func setProgress(_ progress: Double, animated: Bool) {
        target = min(max(progress, 0), 1)
        fill.set(target, animated: animated, duration: Self.fillDuration, in: window)
    }

    /// One row; no width of its own.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: 1) }

    /// The colours, read from the overrides and the theme in this one place.
    private var colors: (fill: RGB, track: RGB) {
        let theme = traitCollection.theme
        return (progressTintColor ?? theme.tint, trackTintColor ?? theme.separator)
    }

    open override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.width > 0, area.height > 0 else { return }
        let (fillColor, track) = colors
        EighthBlockTrack.draw(
            fraction: fill.value, width: area.width, y: (area.height - 1) / 2, fill: fillColor, track: track,
            look: ControlAppearance(isFocused: false, isEnabled: true), in: &context)
    }
}
