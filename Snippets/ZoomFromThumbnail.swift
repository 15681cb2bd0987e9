// A photo that zooms out of its thumbnail, as the Photos app opens one: Enter opens it, Esc,
// a click on the backdrop or a drag in any direction flies it back into the thumbnail.
import Kamishibai

/// A picture of one colour, drawn at whatever size it is given (a `DrawingView` draws a real one).
final class Swatch: View {
    init(_ colour: RGB) {
        super.init()
        background = Style(foreground: colour, background: colour)
    }
}

final class PhotoScreen: ViewController {
    let zoom: ZoomTransitioningDelegate

    /// `thumbnail` is where the photo flies from and back to: only the grid knows where it is.
    init(thumbnail: View, colour: RGB) {
        zoom = ZoomTransitioningDelegate(
            thumbnailFrame: { [weak thumbnail] in
                // In root coordinates, read on every frame; nil when it is not on screen.
                guard let thumbnail, thumbnail.window != nil else { return nil }
                return thumbnail.frameInRoot
            },
            makePicture: { Swatch(colour) })
        zoom.insets = Insets(top: 1, left: 2, bottom: 1, right: 2)
        super.init(name: "photo", view: Swatch(colour))
        transitioningDelegate = zoom
        addInteraction(ZoomDismissalInteraction(delegate: zoom))
    }
}

final class GalleryWindow: Window {
    let thumbnail = Swatch(RGB(hex: 0xC62F3A))

    override init(_ setup: WindowSetup) {
        super.init(setup)
        thumbnail.frame = Rect(x: 4, y: 2, width: 8, height: 4)
        rootView.addSubview(thumbnail)
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(input: .enter, title: "Open") { [weak self] in self?.openPhoto() }]
    }

    func openPhoto() {
        rootViewController.present(PhotoScreen(thumbnail: thumbnail, colour: RGB(hex: 0xC62F3A)), animated: true)
    }
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    var landed: [Rect?] = []
    let trace = Trace(clock: clock, sink: nil)
    trace.observer = { if case .dismissalDidEnd("photo", true, .zoom, _, let frame) = $0 { landed.append(frame) } }
    let window = GalleryWindow(WindowSetup(columns: 60, rows: 20, clock: clock, trace: trace))
    window.handle(.key(.enter))
    clock.advance(by: 1)
    window.advance()
    let photo = window.rootViewController.presentedViewController
    precondition(photo?.view.frame == Rect(x: 2, y: 1, width: 56, height: 18), "the photo fills the screen inside its insets")
    window.handle(.key(.escape))
    clock.advance(by: 1)
    window.advance()
    precondition(landed == [Rect(x: 4, y: 2, width: 8, height: 4)], "the photo flew back into its thumbnail")
}
