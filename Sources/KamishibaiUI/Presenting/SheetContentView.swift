import KamishibaiGeometry

/// A presented screen's view that holds its content inside the sheet the library draws around
/// it: `contentView` fills the view less ``SheetChrome/contentInsets(of:)`` (the border, and the
/// fractional top row while the sheet moves), so the content sits on whole rows and is laid out
/// again whenever the sheet's top edge moves, by a drag or a detent change. Without a chrome
/// (the presentation has none, or the view is not presented) the content fills the view.
///
/// A navigation stack in a sheet, its bar and pages inside the border:
///
/// ```swift
/// let host = SheetContentView()
/// let sheet = NavigationController(name: "message", root: page, view: host)
/// host.contentView = sheet.stackView
/// delegate.chrome = SheetChrome(surface: paper, border: muted, grabber: muted, prefersGrabberVisible: true)
/// sheet.transitioningDelegate = delegate
/// ```
open class SheetContentView: View {
    /// What the sheet shows, laid out inside its chrome; setting it makes it a subview.
    public var contentView: View? {
        didSet {
            if oldValue !== contentView { oldValue?.removeFromSuperview() }
            if let contentView { addSubview(contentView) }
            setNeedsLayout()
        }
    }

    public init(contentView: View? = nil) {
        self.contentView = contentView
        super.init()
        if let contentView { addSubview(contentView) }
    }

    /// The chrome's insets depend on where the top edge falls within its row: a move lays out
    /// again, as a change of size does.
    open override var frame: Rect {
        didSet { if frame.minY != oldValue.minY { setNeedsLayout() } }
    }

    open override func layoutSubviews() {
        let presentation = viewController?.presentationController as? DimmedPresentationController
        let insets = presentation?.chrome == nil ? Insets() : SheetChrome.contentInsets(of: self)
        contentView?.frame = bounds.inset(by: insets)
    }
}
