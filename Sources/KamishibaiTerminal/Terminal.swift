import KamishibaiCanvas
import KamishibaiMotion

/// What the run loop needs of a terminal: a size, a clock, events, and a way to show cells.
/// `NcursesTerminal` is the real one; `HeadlessTerminal` runs the same app in tests.
public protocol Terminal: AnyObject {
    var columns: Int { get }
    var rows: Int { get }
    var clock: TimeSource { get }
    /// Work from other threads for the loop to run; a post ends a wait in progress at once.
    var mainQueue: MainQueue { get }
    /// The colours the terminal shows; drawings pick their cells' colours from them.
    var colorMode: ColorMode { get }

    /// Blocks until input arrives, `mainQueue` has work, or `timeout` seconds pass (`nil`: no
    /// timeout, zero wake-ups), then returns every event already pending. `nil` when input
    /// has ended for good.
    func waitForEvents(timeout: Double?) -> [InputEvent]?

    /// Shows a frame: `changes` are the cells that differ from the previously presented
    /// `canvas`; only they may be written.
    func present(_ changes: [CellChange], of canvas: Canvas)
}
