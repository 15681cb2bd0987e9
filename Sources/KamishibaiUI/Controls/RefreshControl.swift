import KamishibaiCanvas
import KamishibaiGeometry

/// Pull to refresh (UIKit's `UIRefreshControl`): set it as a scroll view's
/// ``ScrollView/refreshControl`` — a list's, or any other — and dragging the content down past
/// its top, in the rubber band, reveals it in the row above the content, a bar of eighths
/// filling as the pull grows (`██▌─`, read without colour too). Past ``threshold`` rows of
/// pull it begins refreshing: a spinner (an ``ActivityIndicatorView``) turns beside the
/// optional ``title``, the content stays inset by the control's row, and it sends
/// `valueChanged` once for that pull. Ctrl-R, the scroll view's key command while it has the
/// control, begins it as a pull does. The app fetches, then calls ``endRefreshing()``: the
/// content slides back up, animated.
///
/// The inset it keeps is added to the app's own ``ScrollView/contentInset`` (read
/// ``ScrollView/adjustedContentInset``), never written into it. The spinner wakes the app only
/// while it is drawn on screen: scrolled away, hidden, or at rest once ended, it costs nothing.
///
/// ```swift
/// let refresh = RefreshControl()
/// refresh.title = "Fetching stories…"
/// refresh.addAction(for: .valueChanged) { [weak model, weak refresh] in
///     model?.fetch { refresh?.endRefreshing() }
/// }
/// list.refreshControl = refresh
/// ```
open class RefreshControl: Control {
    /// Rows it takes above the content, and adds to the top inset while refreshing.
    public static let height = 1.0
    /// Rows of rubber-banded pull (how far the content has moved below its top) that begin a
    /// refresh: its own row and two of room, so a short pull or a bounce never does.
    public static let threshold = 3.0

    /// Said beside the spinner, and beside the bar while pulled (UIKit's `attributedTitle`,
    /// as plain text); nil says nothing.
    public var title: String? { didSet { setNeedsLayout() } }
    /// Whether a refresh is under way: from a pull past ``threshold``, Ctrl-R or
    /// ``beginRefreshing()`` until ``endRefreshing()`` (UIKit's).
    public var isRefreshing: Bool { phase == .refreshing }

    /// What the control is doing.
    enum Phase: Equatable {
        /// At rest or being pulled: a pull past the threshold begins a refresh.
        case ready
        /// Refreshing: the spinner turns and the content stays inset.
        case refreshing
        /// Ended while the content is still below its top: no pull begins another until the
        /// content is back at its top (once per pull).
        case settling
    }

    private(set) var phase = Phase.ready
    /// The spinner shown while refreshing.
    let spinner = ActivityIndicatorView()

    /// A control not refreshing; give it to a scroll view's ``ScrollView/refreshControl``, which
    /// places it above its content.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(spinner)
    }

    /// The scroll view it is the refresh control of.
    private var scrollView: ScrollView? { (superview as? ScrollView).flatMap { $0.refreshControl === self ? $0 : nil } }

    /// Rows the content is pulled below its top (the app's inset's edge), zero when it is not.
    var pulledRows: Double {
        guard let scrollView else { return 0 }
        return max(0, -scrollView.contentInset.top - scrollView.contentOffset.y)
    }

    /// How far the pull has gone toward ``threshold``, 0…1: what the bar shows.
    var pullProgress: Double { min(1, pulledRows / Self.threshold) }

    // MARK: Refreshing

    /// Starts refreshing from code (UIKit's): the spinner turns and the content is inset by
    /// the control's row; content resting at its top slides down to show it. It sends no
    /// `valueChanged`, as in UIKit: the app that calls it knows.
    public func beginRefreshing() {
        guard phase != .refreshing else { return }
        let atTop = scrollView.map { !$0.isDragging && $0.targetContentOffset.y <= $0.minimumContentOffset.y } ?? false
        phase = .refreshing
        spinner.startAnimating()
        setNeedsLayout()
        guard let scrollView else { return }
        if atTop {
            scrollView.setContentOffset(Point(x: scrollView.contentOffset.x, y: scrollView.minimumContentOffset.y), animated: true)
        }
    }

    /// Ends the refresh (UIKit's): the spinner stops and the content slides back up to its
    /// top, animated. Traced as `refresh` ended.
    public func endRefreshing() {
        guard phase == .refreshing else { return }
        phase = pulledRows > 0 ? .settling : .ready
        spinner.stopAnimating()
        window?.trace.record(.refresh(began: false))
        scrollView?.insetsDidChange()
    }

    /// The user began it — a pull past the threshold, or Ctrl-R: refreshing, traced as
    /// `refresh` began, and `valueChanged` sent.
    func beginRefreshingByUser() {
        guard isEnabled, phase != .refreshing else { return }
        beginRefreshing()
        window?.trace.record(.refresh(began: true))
        sendActions(for: .valueChanged)
    }

    /// The scroll view's content moved: under a drag, a pull past the threshold begins a
    /// refresh; content back at its top lets the next pull begin one.
    func contentDidMove() {
        switch phase {
        case .settling where pulledRows <= 0: phase = .ready
        case .ready where pulledRows >= Self.threshold && scrollView?.isDragging == true:
            beginRefreshingByUser()
        default: break
        }
    }

    // MARK: Drawing

    /// Cells the pull's bar is wide: 32 eighths.
    static let barWidth = 4

    /// The spinner in the place the bar's first cell takes, both centred with the title.
    open override func layoutSubviews() {
        spinner.frame = Rect(x: Double(cueX(width: 1)), y: 0, width: 1, height: 1)
    }

    /// The left of a cue `width` cells wide, centred with the title after it.
    private func cueX(width: Int) -> Int {
        let titleWidth = title.map { CharacterWidth.of($0) + 1 } ?? 0
        return max(0, (Int(frame.width) - width - titleWidth) / 2)
    }

    /// Nothing at rest; the bar while pulled, the spinner while refreshing, the title beside
    /// either.
    open override func draw(in context: inout DrawContext) {
        guard context.bounds.width > 0, context.bounds.height > 0 else { return }
        let theme = traitCollection.theme
        let look = ControlAppearance(isFocused: false, isEnabled: isEnabled)
        let cueWidth: Int
        switch phase {
        case .refreshing: cueWidth = 1
        case .ready where pulledRows > 0:
            cueWidth = Self.barWidth
            let x = cueX(width: cueWidth), eighths = EighthBlockTrack.eighths(pullProgress, width: cueWidth)
            for cell in 0..<cueWidth {
                let glyph = EighthBlockTrack.glyph(at: cell, eighths: eighths)
                look.put(glyph, x: x + cell, y: 0, foreground: glyph == "─" ? theme.separator : theme.tint, in: &context)
            }
        default: return
        }
        guard let title else { return }
        let x = cueX(width: cueWidth) + cueWidth + 1
        context.write(title, x: x, y: 0, style: TextStyle(foreground: theme.secondaryText), maxWidth: max(0, Int(frame.width) - x))
    }
}
