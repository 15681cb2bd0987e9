import KamishibaiGeometry

/// A right-click (the secondary button's press) on its view: reports where, in root
/// coordinates, and keeps the rest of that press (its drags and release) to itself.
final class SecondaryClickRecognizer: GestureRecognizer {
    private let onClick: (Point) -> Void

    init(onClick: @escaping (Point) -> Void) {
        self.onClick = onClick
        super.init()
    }

    override func handle(_ event: MouseEvent, at point: Point, time: Double) -> Bool {
        switch event.kind {
        case .press(.right):
            state = .ended
            onClick(point)
            return true
        case .drag(.right), .release(.right):
            return true
        default:
            return false
        }
    }
}
