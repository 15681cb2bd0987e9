import KamishibaiGeometry

/// A layer that holds views without taking input itself: a press on its empty area reaches
/// what lies below.
public final class PassthroughView: View {
    public override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }
}
