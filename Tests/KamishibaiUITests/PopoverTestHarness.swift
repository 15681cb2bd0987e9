import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI

/// A 120×40 window (by default) on a manual clock whose root view holds a one-row source at
/// (50, 10), 20 wide, and a screen set up as a popover of 20×4 cells pointing at it: the box
/// with its border rests at (49, 12), 22×6, its arrow in cell (60, 11).
final class PopoverTestHarness {
    static let surface = Style(foreground: RGB(hex: 0xE0E0E0), background: RGB(hex: 0x203040))
    static let chrome = SheetChrome(surface: surface, border: surface.with(foreground: RGB(hex: 0x8090A0)), grabber: surface)
    static let restingFrame = Rect(x: 49, y: 12, width: 22, height: 6)

    let clock = ManualClock()
    let window: Window
    let source = View(frame: Rect(x: 50, y: 10, width: 20, height: 1))
    let screen = ViewController(name: "popover")
    private final class Lines { var all: [String] = [] }
    private let lines = Lines()

    init(columns: Int = 120, rows: Int = 40, reduceMotion: Bool = false) {
        let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
        var setup = WindowSetup(columns: columns, rows: rows, clock: clock, trace: trace)
        setup.reduceMotion = reduceMotion
        window = Window(setup)
        window.rootView.addSubview(source)
        screen.modalPresentationStyle = .popover
        screen.preferredContentSize = Size(width: 20, height: 4)
        popover.sourceView = source
        popover.chrome = Self.chrome
    }

    /// The screen's popover controller, which the app sets up before presenting.
    var popover: PopoverPresentationController { screen.popoverPresentationController! }
    var controller: PresentationController? { screen.presentationController }
    var isPresented: Bool { window.rootViewController.presentedViewController != nil }

    func present(animated: Bool = false) {
        window.rootViewController.present(screen, animated: animated)
    }

    /// Moves the clock on and runs one frame.
    func advance(by seconds: Double) {
        clock.advance(by: seconds)
        window.advance()
    }

    /// A left press and release at a cell.
    func click(_ column: Int, _ row: Int) {
        window.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
        window.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
    }

    /// The trace lines of `event`, as written, picked by their decoded name (`TraceLine`); a
    /// line that does not decode fails the test.
    func events(_ event: String) -> [String] { lines.all.filter { decodedTraceLine($0)?.name == event } }
}
