/// Something a key travels through, as UIKit's `UIResponder`: a ``View``, a ``ViewController``,
/// a presented screen's ``PresentationController`` and, last, the ``Window``. A key the one in
/// front neither answers with a key command nor takes in `keyDown` goes on to its `next`; the
/// window offers it along the whole chain in the order ``Window/responderChain`` describes.
public protocol Responder: AnyObject {
    /// Where keys go on to (UIKit's `next`): for a view, its screen if it is that screen's
    /// root view, else its superview (the window's root view: the root screen); for a screen, its view's superview if it is a child (so
    /// the container's views come next), the presentation controller if it was presented, or
    /// the window if it is the window's root; for a presentation controller, the presenting
    /// screen.
    var next: Responder? { get }
    /// The key commands this responder offers while it is in the chain (UIKit's
    /// `keyCommands`); computed each time keys are routed or listed, so it may depend on state.
    var keyCommands: [KeyCommand] { get }
    /// A key no key command in the chain took (UIKit's `pressesBegan`). True when handled.
    func keyDown(_ key: Key) -> Bool
}
