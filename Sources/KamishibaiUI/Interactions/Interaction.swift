/// Behaviour a screen gets by attaching it, as UIKit's `UIInteraction`: it receives the
/// screen's keys before its views do and is told when what it tracks must stop. A screen owns
/// its interactions; an interaction holds its screen weakly, so neither can dangle.
public protocol Interaction: AnyObject {
    /// Called once by `ViewController.addInteraction(_:)`.
    func didAttach(to screen: ViewController)
    /// Called once by `ViewController.removeInteraction(_:)`: what is in progress ends as
    /// cancelled, and what the interaction added to the screen (a gesture recogniser) goes.
    func didDetach(from screen: ViewController)
    /// A key while the screen is on top, before its key view sees it; true when taken.
    func keyDown(_ key: Key) -> Bool
    /// Whatever is in progress ends as cancelled: the terminal resized, the pointer was lost.
    func cancel()
}
