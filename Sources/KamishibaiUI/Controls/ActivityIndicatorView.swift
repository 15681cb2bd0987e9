import KamishibaiCanvas
import KamishibaiGeometry

/// A spinner that says work is under way (UIKit's `UIActivityIndicatorView`): one cell turning
/// through the braille frames `⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`, ten a second, in ``color`` (the theme's secondary
/// text). Stopped, it is hidden while ``hidesWhenStopped`` (the default, as UIKit's), or
/// shows `⠿`.
///
/// It turns only while it is seen: each frame it draws on screen asks the window's timers for
/// one wake-up at its next frame, so stopped, hidden, scrolled out of its clip or removed from
/// the window it costs no wake-up at all, and an idle app stays idle
/// (``Window/nextWake()`` is `.idle`). It does not keep the window from being at rest
/// (``Window/isAtRest``): pictures in pixels stay shown beside it. Its frames follow
/// `--slow-animations`; at scale 0 it shows `⠿`.
///
/// ```swift
/// let spinner = ActivityIndicatorView()
/// spinner.startAnimating()
/// ```
open class ActivityIndicatorView: View {
    /// The frames, one a tenth of a second (of animation time).
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// What it shows while stopped and not hidden, or when animations are off.
    static let stoppedGlyph: Character = "⠿"
    /// How long a frame shows, in animation time.
    static let frameDuration = 0.1

    /// Whether it hides itself while stopped (UIKit's; true by default).
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// The spinner's colour; nil for the theme's secondary text (UIKit's `color`).
    public var color: RGB?
    /// Whether it turns (UIKit's).
    public private(set) var isAnimating = false

    /// When it started, on the window's clock: the frame shown follows the time since.
    private var startedAt: Double?
    /// The one wake-up asked for, at its next frame.
    private var wakeUp: Timers.Token?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Starts turning, and shows it (UIKit's).
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startedAt = nil
        isHidden = false
    }

    /// Stops turning, hides it while ``hidesWhenStopped``, and cancels its wake-up.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        window?.timers.cancel(wakeUp)
        wakeUp = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// One cell.
    open override var intrinsicContentSize: Size { Size(width: 1, height: 1) }

    /// Required both ways: a spinner never stretches.
    open override func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { .required }

    /// The frame to show now, and asks for the wake-up at the next when it is on screen.
    private func glyph(onScreen: Bool) -> Character {
        guard isAnimating, let window, window.animations.animationScale > 0 else { return Self.stoppedGlyph }
        let now = window.clock.now
        let start = startedAt ?? now
        startedAt = start
        let duration = Self.frameDuration * window.animations.animationScale
        var index = Int(((now - start) / duration).rounded(.down))
        // A frame's end that rounding left at or before now would wake the window at once, and
        // again, without the clock moving (a manual clock stood still there).
        if start + Double(index + 1) * duration <= now { index += 1 }
        if onScreen, wakeUp == nil {
            wakeUp = window.timers.schedule(at: start + Double(index + 1) * duration) { [weak self] in self?.wakeUp = nil }
        }
        return Self.frames[index % Self.frames.count]
    }

    open override func draw(in context: inout DrawContext) {
        let area = context.bounds
        guard area.width > 0, area.height > 0 else { return }
        let onScreen = !context.clip.intersection(area).isEmpty
        let glyph = glyph(onScreen: onScreen)
        ControlAppearance(isFocused: false, isEnabled: true)
            .put(glyph, x: 0, y: (area.height - 1) / 2, foreground: color ?? traitCollection.theme.secondaryText, in: &context)
    }
}
