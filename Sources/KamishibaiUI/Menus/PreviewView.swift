import KamishibaiGeometry

/// A context menu's preview: the view it opened on, drawn again in its place above the dimmed
/// backdrop, lifted out of the dimming as UIKit lifts it. It draws, never takes input: the
/// view stays where it is, in the app behind.
final class PreviewView: View {
    /// Held while the menu is up: a preview screen's view has no other owner.
    var source: View?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(in context: inout DrawContext) {
        guard let source, !source.isHidden else { return }
        // A source with no background of its own (a label) is lifted with the one it stands
        // on, its nearest ancestor's, as UIKit's preview keeps a background: else its text
        // would lie on the dimmed backdrop.
        var ancestor = source.superview
        while let view = ancestor, view.background == nil { ancestor = view.superview }
        if source.background == nil, let surface = ancestor?.background { context.fill(context.bounds, style: surface) }
        // The source renders at its own frame; it is moved so that lands on this view's.
        let shift = Rect(origin: Point(x: -source.frame.minX, y: -source.frame.minY), size: frame.size)
        context.entering(frame: shift, boundsOrigin: .zero, clipsToBounds: false) { source.render(in: &$0) }
    }
}
