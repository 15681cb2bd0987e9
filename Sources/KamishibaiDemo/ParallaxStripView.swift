import KamishibaiUI

/// The content of a parallax layer: a strip of scenery as wide as the layer's content.
final class ParallaxStripView: View {
    enum Kind { case background, foreground }
    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    override func draw(in context: inout DrawContext) {
        let width = Int(frame.width.rounded())
        switch kind {
        case .background: ParallaxArtwork.drawBackground(width: width, in: context.bounds, canvas: &context)
        case .foreground: ParallaxArtwork.drawForeground(width: width, in: context.bounds, canvas: &context)
        }
    }
}
