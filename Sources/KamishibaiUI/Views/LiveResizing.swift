/// A view that can draw with less detail to draw faster, as AppKit's views may during a live
/// resize: whoever changes its size every frame (the zoom's flying picture) asks it to,
/// without knowing how it draws. `DrawingView` is one.
public protocol LiveResizing: AnyObject {
    /// Whether to draw for speed rather than detail.
    var prefersSpeed: Bool { get set }
}
