import KamishibaiGeometry

/// A photo over the whole container, the backdrop fading to black behind it: a dimmed
/// presentation whose dimming is opaque at full strength.
open class ZoomPresentationController: DimmedPresentationController {
    public override init(presented: ViewController, presenting: ViewController?) {
        super.init(presented: presented, presenting: presenting)
        dimmingView.maximumOpacity = 1
    }
}
