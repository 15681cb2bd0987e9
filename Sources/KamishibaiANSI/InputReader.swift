import KamishibaiTerminal

/// The input parser on a clock: it says until when the parser may wait for the rest of what
/// it holds, and gives up at that moment, so that nothing a terminal sends can hold input back
/// for long. Pure, with the time passed in: the terminal polls until `deadline` and calls
/// `expire(at:)`; tests pass exact times.
///
/// - A split escape sequence gets `escapePause` after the last read, as a lone `ESC` does.
/// - A control string (OSC, DCS, APC) gets the same pause, and `longestControlString` in all.
/// - A bracketed paste gets `pastePause` after the last read that looked like pasted bytes: a
///   long read, or one in a burst. Keys typed into a paste whose end was lost do not keep it
///   open, so the keys after it count again within a second; `longestPaste` bounds it all.
/// - After a CSI sequence cut by the pause, its continuation is expected for
///   `cutSequenceMemory`, then whatever comes is input again.
public struct InputReader {
    public private(set) var parser = InputParser()

    public static let escapePause = 0.025
    public static let pastePause = 0.5
    /// A read this long, or one that comes within `burstGap` of the one before, is part of a
    /// paste's flow; a shorter one after a gap is a keystroke.
    public static let keystrokeBytes = 16
    public static let burstGap = 0.1
    public static let longestControlString = 0.25
    public static let longestPaste = 30.0
    public static let cutSequenceMemory = 0.5

    private var lastRead = -Double.infinity
    private var pasteStarted: Double?
    /// The last read that carried a paste on: the paste's pause counts from here.
    private var pasteFlowed = -Double.infinity
    private var controlStringStarted: Double?
    private var cutAt: Double?

    public init() {}

    /// Decodes a read that arrived at `now`; anything whose deadline passed before it is
    /// given up first.
    public mutating func read(_ bytes: some Collection<UInt8>, at now: Double) -> [InputEvent] {
        var events = expire(at: now)
        let wasInPaste = parser.isInPaste
        events += parser.feed(bytes)
        if parser.isInPaste {
            if !wasInPaste {
                pasteStarted = now
                pasteFlowed = now
            } else if bytes.count >= Self.keystrokeBytes || now - lastRead < Self.burstGap {
                pasteFlowed = now
            }
        } else {
            pasteStarted = nil
        }
        if parser.isInControlString {
            if controlStringStarted == nil { controlStringStarted = now }
        } else {
            controlStringStarted = nil
        }
        if !parser.isAfterCutSequence { cutAt = nil }
        lastRead = now
        return events
    }

    /// When what the parser holds is given up (`expire(at:)`); nil when it holds nothing.
    public var deadline: Double? {
        if let pasteStarted {
            return min(pasteFlowed + Self.pastePause, pasteStarted + Self.longestPaste)
        }
        if let controlStringStarted {
            return min(lastRead + Self.escapePause, controlStringStarted + Self.longestControlString)
        }
        if parser.hasPending { return lastRead + Self.escapePause }
        return cutAt.map { $0 + Self.cutSequenceMemory }
    }

    /// The events of whatever was given up at `now`: a lone `ESC` becomes the Escape key, an
    /// open paste a paste; nothing when no deadline has passed.
    public mutating func expire(at now: Double) -> [InputEvent] {
        guard let deadline, now >= deadline else { return [] }
        if !parser.hasPending {
            parser.forgetCutSequence()
            cutAt = nil
            return []
        }
        let events = parser.flush()
        pasteStarted = nil
        controlStringStarted = nil
        cutAt = parser.isAfterCutSequence ? now : nil
        return events
    }

    /// The answers to queries read so far, oldest first.
    public mutating func takeReplies() -> [TerminalReply] { parser.takeReplies() }

    /// Where mouse reports in pixels land (`InputParser.pixelGrid`); nil while they are in cells.
    public var pixelGrid: PixelGrid? {
        get { parser.pixelGrid }
        set { parser.pixelGrid = newValue }
    }
}
