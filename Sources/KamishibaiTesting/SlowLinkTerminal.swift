import KamishibaiANSI
import KamishibaiCanvas
import KamishibaiMotion
import KamishibaiTerminal

/// A terminal at the far end of a slow link, in virtual time: what an app's frames cost over
/// ssh on a poor connection, measured exactly and in microseconds.
///
/// Input, the clock and what the terminal is said to have answered (its `features`: pictures in
/// pixels, say) come from a scripted `HeadlessTerminal`. Frames are written as the real
/// terminal writes them (`FrameWriter`: pictures first, the synchronized update, the query),
/// paced by a real `FramePacer`, and queued on a link that, like sshd, takes
/// everything at once into an unbounded buffer and delivers it at `bytesPerSecond`. The
/// terminal at the end answers each query the moment it is delivered (unless `answers` is
/// false), and says it knows synchronized output if `synchronizedOutput`. With `paced` false
/// frames go out at the frame rate whatever the link does, as before frame pacing. Each
/// frame's arrival on the far screen is kept in `frames`.
public final class SlowLinkTerminal: Terminal {
    /// One frame: when the app wrote it, when its last byte reached the far screen, its size.
    public struct Frame: Sendable {
        public var written: Double
        public var delivered: Double
        public var bytes: Int
    }

    public let script: HeadlessTerminal
    public let bytesPerSecond: Double
    public let answers: Bool
    public let paced: Bool
    public var columns: Int { script.columns }
    public var rows: Int { script.rows }
    public var clock: TimeSource { script.clock }
    public var mainQueue: MainQueue { script.mainQueue }
    public var features: TerminalFeatures? { script.features }
    public let colorMode: ColorMode
    public private(set) var frames: [Frame] = []
    /// Every byte written, in order: frames, their wrapping and the queries.
    public private(set) var output: [UInt8] = []

    private var writer: FrameWriter
    private var pacer: FramePacer
    private var bytes: [UInt8] = []
    /// When the link has delivered everything queued so far.
    private var linkFreeAt = 0.0
    /// Answers on their way back, by the time the far terminal sends them; oldest first.
    private var answersDue: [(time: Double, reply: TerminalReply)] = []

    public init(
        script: HeadlessTerminal, bytesPerSecond: Double, paced: Bool = true, answers: Bool = true,
        synchronizedOutput: Bool = false, colorMode: ColorMode = .palette256
    ) {
        self.script = script
        self.bytesPerSecond = bytesPerSecond
        self.paced = paced
        self.answers = answers
        self.colorMode = colorMode
        writer = FrameWriter(encoder: FrameEncoder(mode: colorMode))
        // Unpaced: nothing asked, nothing wrapped, as before frame pacing.
        pacer = FramePacer(acknowledgements: paced)
        guard paced else { return }
        let now = script.clock.now
        let probeArrives = send(FramePacer.probe, at: now)
        pacer.sentProbe(at: now)
        if answers {
            answersDue.append((probeArrives, .mode(2026, synchronizedOutput ? .reset : .notRecognized)))
            answersDue.append((probeArrives, .deviceAttributes))
        }
    }

    /// Queues `data` on the link at `time`; returns when its last byte arrives.
    private func send(_ data: [UInt8], at time: Double) -> Double {
        output += data
        linkFreeAt = max(linkFreeAt, time) + Double(data.count) / bytesPerSecond
        return linkFreeAt
    }

    public func waitForEvents(timeout: Double?) -> [InputEvent]? {
        let now = clock.now
        var timeout = timeout
        if let next = answersDue.first?.time { timeout = min(timeout ?? .infinity, max(0, next - now)) }
        if let deadline = pacer.probeDeadline { timeout = min(timeout ?? .infinity, max(0, deadline - now)) }
        let events = script.waitForEvents(timeout: timeout)
        while let due = answersDue.first, due.time <= clock.now {
            answersDue.removeFirst()
            pacer.received(due.reply, at: due.time)
        }
        _ = pacer.gate(at: clock.now)
        return events
    }

    public func present(_ changes: [CellChange], of canvas: Canvas) {
        script.present(changes, of: canvas)
        let now = clock.now
        guard let written = writer.write(changes, of: canvas, clock: clock, pacer: &pacer, into: &bytes) else { return }
        let arrives = send(Array(bytes[..<written.frameBytes]), at: now)
        frames.append(Frame(written: now, delivered: arrives, bytes: written.frameBytes))
        guard written.asked else { return }
        let answered = send(Array(bytes[written.frameBytes...]), at: now)
        if answers { answersDue.append((answered, .deviceAttributes)) }
    }

    public func frameGate() -> FrameGate { pacer.gate(at: clock.now) }

    public var framePacing: FramePacing { pacer.state }

    public var linkSpeed: LinkSpeed { pacer.linkSpeed }
}
