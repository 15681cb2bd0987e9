/// What a window starts with: the terminal's size, the clock everything moves by, the trace,
/// how slow animations run, and the queue through which other threads reach the app.
public struct WindowSetup {
    public var columns: Int
    public var rows: Int
    public var clock: TimeSource
    public var trace: Trace
    /// How many times slower every animation runs (like the iOS simulator's slow animations),
    /// applied by the window's ``Animations``; at 0 every animation ends on its next frame.
    public var animationScale: Double
    /// The loop's queue: keep it to hand work or a `Mailbox` to other threads.
    public var mainQueue: MainQueue
    /// Values for views in modules above the core, which define them (`TraitDefinition`).
    public var traitCollection = TraitCollection()
    /// The colours the terminal shows, which drawings choose their cells' colours from.
    public var colorMode: ColorMode = .truecolor
    /// Why those colours (the inspector shows it).
    public var colorReason: ColorMode.Reason = .flag
    /// As iOS's Reduce Motion: transitions cut instead of sliding and springs settle without
    /// overshoot; what a gesture drives still follows the pointer. The window's ``Animations``
    /// carries it (``Animations/isReduceMotionEnabled``).
    public var reduceMotion = false
    /// For a screen reader or a braille display, which follow the terminal's cursor: after
    /// every frame it shows and rests on the focused element (a text field's caret, a list's
    /// selected row, the focused control, an alert's or a menu's action), the trace's `focus`
    /// events say each element it comes to with its ``View/accessibilityLabel``, and Reduce
    /// Motion is on. The window carries it (``Window/isAccessible``).
    public var accessible = false

    public init(
        columns: Int, rows: Int, clock: TimeSource, trace: Trace, animationScale: Double = 1,
        mainQueue: MainQueue = MainQueue()
    ) {
        self.columns = columns
        self.rows = rows
        self.clock = clock
        self.trace = trace
        self.animationScale = animationScale
        self.mainQueue = mainQueue
    }

    /// Everything from `terminal` (its size, clock, queue and colours) but the trace and the
    /// scale.
    public init(terminal: Terminal, trace: Trace, animationScale: Double = 1) {
        self.init(
            columns: terminal.columns, rows: terminal.rows, clock: terminal.clock, trace: trace,
            animationScale: animationScale, mainQueue: terminal.mainQueue)
        colorMode = terminal.colorMode
        colorReason = terminal.colorReason
    }
}
