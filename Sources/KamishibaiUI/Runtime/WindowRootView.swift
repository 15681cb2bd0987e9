/// The window's root view. The window is not a view here, so this view hands its layout to
/// the window's ``Window/layoutSubviews()``, where UIKit's `UIWindow` (a view) would lay
/// out its own subviews — after the window's own footer and root screen.
final class WindowRootView: View {
    override func layoutSubviews() {
        guard let window = hostWindow else { return }
        window.layOutFooter()
        window.layoutSubviews()
    }
}
