import KamishibaiCanvas
import KamishibaiMotion

/// What the run loop needs of a terminal: a size, a clock, events, and a way to show cells.
/// `NcursesTerminal` is the real one; the tests and tools run the same app on others
/// (KamishibaiTesting's `HeadlessTerminal`, on a scripted clock).
public protocol Terminal: AnyObject {
    var columns: Int { get }
    var rows: Int { get }
    var clock: TimeSource { get }
    /// Work from other threads for the loop to run; a post ends a wait in progress at once.
    var mainQueue: MainQueue { get }
    /// The colours the terminal shows; drawings pick their cells' colours from them.
    var colorMode: ColorMode { get }
    /// Why those colours: asked for, announced by the environment or by terminfo.
    var colorReason: ColorMode.Reason { get }

    /// Blocks until input arrives, `mainQueue` has work, or `timeout` seconds pass (`nil`: no
    /// timeout, zero wake-ups), then returns every event already pending. `nil` when input
    /// has ended for good.
    func waitForEvents(timeout: Double?) -> [InputEvent]?

    /// Shows a frame: `changes` are the cells that differ from the previously presented
    /// `canvas`; only they may be written.
    func present(_ changes: [CellChange], of canvas: Canvas)

    /// Whether a frame may be drawn now: a terminal paced by its acknowledgements holds
    /// frames back while earlier ones are still on their way.
    func frameGate() -> FrameGate

    /// How frames are paced, for the trace; it changes once the terminal has answered, or not.
    var framePacing: FramePacing { get }

    /// How fast the terminal takes bytes, as its answers tell: over a slower link the app
    /// draws less detail.
    var linkSpeed: LinkSpeed { get }

    /// What the terminal said it can do when asked; nil while the question is out. It
    /// changes after that only with the cell size.
    var features: TerminalFeatures? { get }
}

extension Terminal {
    /// A terminal made with its colours given (in tests) says they were asked for.
    public var colorReason: ColorMode.Reason { .flag }

    /// Always open: frames go out at the frame rate.
    public func frameGate() -> FrameGate { .open }
    public var framePacing: FramePacing { .timer }
    public var linkSpeed: LinkSpeed { .fast }
    /// Nothing asked, nothing found: whole cells and key presses, as every terminal has.
    public var features: TerminalFeatures? { TerminalFeatures() }
}
