import KamishibaiGeometry
import KamishibaiMotion

/// The terminal's stand-in for the iOS keyboard: a panel at the bottom of the bar's frame that
/// rises while a view inside it has the focus and sinks when the focus goes. A window has at
/// most one (`Window.inputBar`); a scroll view whose `keyboardDismissMode` is `interactive`
/// pushes it down with the pointer, and `onDrag` takes the focus away, which sinks it.
///
/// The bar's own frame is the space the panel takes when shown; the panel slides within it
/// and only its visible part takes the pointer, so what lies behind shows as it sinks.
open class InputBar: View {
    /// Rising and sinking take this long in animation time (see ``Animations``), eased out.
    public static let animationDuration = 0.25
    /// Slides within the bar; holds `content`, sized to fill it.
    public let panel = View()
    public let content: View
    /// How many rows of the panel are in view: 0 (sunk) … the bar's height (risen).
    public private(set) var revealedHeight: Double = 0
    /// The pointer is pushing the bar (`track(pointerRow:)` until `endTracking()`).
    public private(set) var isTracking = false
    /// Called whenever `revealedHeight` changes, so the app can make room for the bar.
    public var onRevealChange: ((Double) -> Void)?
    private var motion: (from: Double, to: Double, start: Double)?
    private let stepper = FrameStepper()

    public init(content: View) {
        self.content = content
        super.init()
        clipsToBounds = true
        panel.addSubview(content)
        addSubview(panel)
    }

    /// Whether the focused view is inside the bar: then it should be risen.
    public var holdsFocus: Bool { window?.firstResponder?.isDescendant(of: self) ?? false }

    open override func layoutSubviews() {
        placePanel()
        content.frame = Rect(origin: .zero, size: frame.size)
    }

    /// Only the panel's visible part takes the pointer; the rest shows what is behind.
    open override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }

    /// The window's focus moved: rise if it is now inside the bar, sink if not.
    func focusDidMove() {
        guard !isTracking else { return }
        placePanel()
        animate(to: holdsFocus ? frame.height : 0)
    }

    /// The pointer is at `row` (root coordinates) during a drag: the bar's top edge stays just
    /// below it, so the pointer pushes the bar down as it passes over, and lets it back up as
    /// it returns (never above its height). Only a risen, focused bar is pushed.
    public func track(pointerRow row: Double) {
        guard holdsFocus, isTracking || revealedHeight >= frame.height else { return }
        let hidden = min(max(row.rounded(.down) + 1 - frameInRoot.minY, 0), frame.height)
        guard isTracking || hidden > 0 else { return }
        isTracking = true
        motion = nil
        setRevealed(frame.height - hidden)
    }

    /// The pointer let go: more than half of the bar hidden and the focus goes (the bar sinks
    /// the rest of the way), less and the bar rises back.
    public func endTracking() {
        guard isTracking else { return }
        isTracking = false
        if (frame.height - revealedHeight) * 2 > frame.height {
            window?.firstResponder?.resignFirstResponder()
        }
        focusDidMove()
    }

    /// The drag was cancelled (a resize, a lost release): no decision, the bar rises back.
    public func cancelTracking() {
        guard isTracking else { return }
        isTracking = false
        focusDidMove()
    }

    private func animate(to target: Double) {
        guard target != revealedHeight || motion != nil else { return }
        guard let window else { return setRevealed(target) }
        motion = (revealedHeight, target, window.clock.now)
        stepper.run(in: window.animations) { [weak self] in self?.step(in: $0) ?? false }
    }

    /// One frame of the rise or sink; false once it has arrived.
    private func step(in animations: Animations) -> Bool {
        guard let (from, to, start) = motion else { return false }
        let t = animations.elapsedTime(since: start) / Self.animationDuration
        guard t < 1 else {
            motion = nil
            setRevealed(to)
            return false
        }
        setRevealed(from + (to - from) * TimingCurve.easeOut.value(at: t))
        return true
    }

    private func setRevealed(_ height: Double) {
        guard height != revealedHeight else { return }
        revealedHeight = height
        placePanel()
        onRevealChange?(height)
    }

    private func placePanel() {
        panel.frame = Rect(x: 0, y: frame.height - revealedHeight, width: frame.width, height: frame.height)
        // Shown from the moment the focus comes: keys typed before it has risen are its own.
        panel.isHidden = revealedHeight <= 0 && !holdsFocus
    }
}
