import KamishibaiTerminal

/// Paces frames by the terminal's own acknowledgements, so that frames never pile up in a
/// slow link's buffers (ssh, a serial line, a terminal that cannot keep up).
///
/// After each frame the terminal is asked for its device attributes (DA1, `ESC [ c`).
/// Terminals answer queries in order, once they have processed every byte before them, so
/// an answer says the frame before it is on screen, wherever the buffering happens. The next
/// frame is drawn only while at most one earlier frame is unanswered; meanwhile the app goes
/// on handling input, and a frame drawn later shows the state at its own time, so the frames
/// a slow link could not carry are simply never drawn.
///
/// At start the terminal is probed with DECRQM for synchronized output (mode 2026) and DA1.
/// A terminal that does not answer the probe within `probeTimeout` is paced by the clock
/// alone (`.timer`), as if none of this existed; should an answer come later after all,
/// acknowledgements take over. A query unanswered for `stallTimeout` (or twice the slowest
/// answer yet, on a slower link) since it was sent or since the last answer is dropped, and
/// after `stallsBeforeTimer` of those in a row the pacing falls back to the timer.
///
/// Pure: times come from the caller's clock; the caller writes the queries it is told to.
public struct FramePacer: Sendable {
    /// How frames are paced now.
    public private(set) var state = FramePacing(mode: .probing, synchronizedOutput: false)
    public var mode: FramePacing.Mode { state.mode }
    public var synchronizedOutput: Bool { state.synchronizedOutput }

    /// How long the first answer may take: far above a local terminal's or tmux's round trip
    /// (well under a millisecond here) and an ordinary ssh link's.
    public static let probeTimeout = 0.5
    /// How long one frame's answer may take before it stops holding frames back: a full
    /// 200×60 frame at 5 KB/s takes about two seconds to arrive.
    public static let stallTimeout = 3.0
    public static let stallsBeforeTimer = 3

    /// When each query still unanswered was sent, oldest first, and the bytes of the frame
    /// before it.
    private var unanswered: [Double] = []
    private var unansweredBytes: [Int] = []
    /// What the terminal was last seen to take, in bytes a second: a frame's bytes over the
    /// time to its answer. Nil until a frame large enough to tell has been answered.
    public private(set) var linkBytesPerSecond: Double?
    /// The quickest answer yet: the round trip, which says nothing of the link's rate.
    private var shortestAnswer = Double.infinity
    /// A frame this large tells the link's rate from its answer's delay; a smaller one tells
    /// mostly the round trip.
    public static let measuredFrameBytes = 2048
    /// When the last answer came, and the longest an answer has taken.
    private var lastAnswer = -Double.infinity
    private var slowestAnswer = 0.0
    private var stalls = 0
    /// The probe's DA1 came: the DECRQM answer before it was the probe's.
    private var probeAnswered = false

    /// `acknowledgements` false: a terminal that is not asked (one that does not speak ANSI),
    /// paced by the clock from the start.
    public init(acknowledgements: Bool = true) {
        if !acknowledgements { state.mode = .timer }
    }

    /// The bytes of the start-up probe: DECRQM for mode 2026, then DA1. Call `sentProbe(at:)`
    /// once they are written.
    public static let probe = probe(with: [])
    /// The probe with more queries between DECRQM and DA1 (`FeatureProbe.queries`): DA1 stays
    /// last, so its answer, which every terminal sends, comes after theirs.
    public static func probe(with queries: [UInt8]) -> [UInt8] {
        Array("\u{1B}[?2026$p".utf8) + queries + query
    }
    /// The query written after each frame while `asksAfterFrames`.
    public static let query = Array("\u{1B}[c".utf8)
    public static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
    public static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)

    public mutating func sentProbe(at time: Double) {
        unanswered.append(time)
        unansweredBytes.append(0)
    }

    /// When the probe times out, while it is out: a terminal that has no frame to draw still
    /// wakes then to decide.
    public var probeDeadline: Double? {
        guard mode == .probing, let probe = unanswered.first else { return nil }
        return probe + Self.probeTimeout
    }

    /// Queries are out whose answers a terminal that answers will still send: the program
    /// should read them before it hands the terminal back, or the shell gets them as input.
    public var awaitsAnswers: Bool { mode == .acknowledged && !unanswered.isEmpty }

    /// How long a program handing the terminal back waits for those answers: 0.2 s, which a
    /// local terminal's or an ordinary ssh link's round trip is far below, or twice the slowest
    /// answer yet on a link that slow, but never more than a second, for a terminal that
    /// stopped answering.
    public var handBackPatience: Double { min(1, max(0.2, 2 * slowestAnswer)) }

    /// Whether a frame should be followed by `query`.
    public var asksAfterFrames: Bool { mode != .timer }

    /// Notes a frame's query, written at `time` after the frame's `frameBytes`. A frame that
    /// `measuresLink` not (one carrying a picture in pixels, which a terminal takes longer to
    /// draw than to carry, and whose write holds up the reading of the answers before it)
    /// measures nothing, and neither do the frames still unanswered before it.
    public mutating func sentQuery(at time: Double, frameBytes: Int = 0, measuresLink: Bool = true) {
        guard asksAfterFrames else { return }
        if !measuresLink { unansweredBytes = unansweredBytes.map { _ in 0 } }
        unanswered.append(time)
        unansweredBytes.append(measuresLink ? frameBytes : 0)
        // A terminal that never answers must not grow this without end.
        if unanswered.count > 64 {
            unanswered.removeFirst(unanswered.count - 64)
            unansweredBytes.removeFirst(unansweredBytes.count - 64)
        }
    }

    /// How fast the terminal takes a frame's bytes: over a slower link the app draws less
    /// detail, fewer steps of a fade.
    public var linkSpeed: LinkSpeed { LinkSpeed(bytesPerSecond: linkBytesPerSecond) }

    /// Takes an answer in, read at `time`.
    public mutating func received(_ reply: TerminalReply, at time: Double) {
        switch reply {
        case .mode(2026, let state) where !probeAnswered:
            // Only the probe's answer counts, late or not: one nobody asked for cannot switch
            // it later.
            self.state.synchronizedOutput = state.isSupported
        case .mode, .attributeList, .keyboardFlags, .cellSize, .textAreaSize, .graphics, .version, .secondaryAttributes:
            break
        case .deviceAttributes:
            guard let sent = unanswered.first else { return }
            probeAnswered = true
            unanswered.removeFirst()
            let bytes = unansweredBytes.removeFirst()
            // The link carried this frame from when it was sent, or from the answer before it
            // if an earlier frame was still on its way then; less the round trip (the
            // quickest answer yet), the rest is the frame's bytes on their way.
            let start = max(sent, lastAnswer)
            shortestAnswer = min(shortestAnswer, time - start)
            if bytes >= Self.measuredFrameBytes {
                let carrying = time - start - shortestAnswer
                linkBytesPerSecond = carrying > 0.002 ? Double(bytes) / carrying : .infinity
            }
            lastAnswer = time
            slowestAnswer = max(slowestAnswer, time - sent)
            stalls = 0
            state.mode = .acknowledged
        }
    }

    /// Forgets the queries in flight: their answers were lost (the program was stopped, and
    /// the shell read them) or will come where nobody waits for them.
    public mutating func forgetQueries() {
        unanswered.removeAll()
        unansweredBytes.removeAll()
    }

    /// Whether a frame may be drawn at `now`; gives up on stalled queries first.
    public mutating func gate(at now: Double) -> FrameGate {
        expire(at: now)
        // Until the probe is answered nothing is held: a silent terminal loses no frames.
        guard mode == .acknowledged, unanswered.count > 1, let deadline = stallDeadline else { return .open }
        return .closed(until: deadline)
    }

    /// When the oldest query counts as stalled: `stallTimeout`, or twice the slowest answer
    /// so far on a link that slow, after it was sent or after the last answer, whichever is
    /// later (a terminal that keeps answering is slow, not gone).
    private var stallDeadline: Double? {
        guard let oldest = unanswered.first else { return nil }
        return max(oldest, lastAnswer) + max(Self.stallTimeout, 2 * slowestAnswer)
    }

    private mutating func expire(at now: Double) {
        guard mode != .timer else { return }
        if mode == .probing, let probe = unanswered.first, now >= probe + Self.probeTimeout {
            state.mode = .timer
            return
        }
        guard mode == .acknowledged else { return }
        // A stalled query is dropped: should its answer come after all, the pacing is one
        // frame looser until the queue empties, where keeping it would make it stricter for good.
        while let deadline = stallDeadline, now >= deadline {
            unanswered.removeFirst()
            unansweredBytes.removeFirst()
            lastAnswer = now
            stalls += 1
            if stalls >= Self.stallsBeforeTimer {
                state.mode = .timer
                return
            }
        }
    }
}
