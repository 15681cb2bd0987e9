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
/// acknowledgements take over. A query unanswered for `stallTimeout` stops holding frames
/// back, and after `stallsBeforeTimer` of those in a row, without an answer between them,
/// the pacing falls back to the timer.
///
/// Pure: times come from the caller's clock; the caller writes the queries it is told to.
public struct FramePacer: Sendable {
    /// How frames are paced now.
    public enum Mode: String, Equatable, Sendable {
        /// The probe is out and not answered yet: frames go out by the clock meanwhile.
        case probing
        /// By the terminal's answers.
        case acknowledged
        /// By the clock alone: the terminal did not answer.
        case timer
    }

    /// What the run loop may do now.
    public enum Gate: Equatable, Sendable {
        case open
        /// Hold frames until an answer arrives or, at the latest, `until` (clock seconds).
        case closed(until: Double)
    }

    /// The pacing and whether frames are wrapped for synchronized output.
    public struct State: Equatable, Sendable {
        public var mode: Mode
        /// Whether the terminal said it knows synchronized output (DEC mode 2026): frames
        /// are then wrapped in `ESC [ ? 2026 h` … `ESC [ ? 2026 l` so it never shows half of one.
        public var synchronizedOutput: Bool

        public init(mode: Mode, synchronizedOutput: Bool) {
            self.mode = mode
            self.synchronizedOutput = synchronizedOutput
        }

        /// A terminal that is not paced by answers: the clock alone, nothing wrapped.
        public static let timer = State(mode: .timer, synchronizedOutput: false)
    }

    public private(set) var state = State(mode: .probing, synchronizedOutput: false)
    public var mode: Mode { state.mode }
    public var synchronizedOutput: Bool { state.synchronizedOutput }

    /// How long the first answer may take: far above a local terminal's or tmux's round trip
    /// (well under a millisecond here) and an ordinary ssh link's.
    public static let probeTimeout = 0.5
    /// How long one frame's answer may take before it stops holding frames back: a full
    /// 200×60 frame at 5 KB/s takes about two seconds to arrive.
    public static let stallTimeout = 3.0
    public static let stallsBeforeTimer = 3

    /// Queries sent and not yet answered, oldest first. An abandoned one no longer holds
    /// frames back but still takes the next answer, since answers come in order.
    private var unanswered: [(sentAt: Double, abandoned: Bool)] = []
    private var stalls = 0

    public init() {}

    /// The bytes of the start-up probe: DECRQM for mode 2026, then DA1. Call `sentProbe(at:)`
    /// once they are written.
    public static let probe = Array("\u{1B}[?2026$p\u{1B}[c".utf8)
    /// The query written after each frame while `asksAfterFrames`.
    public static let query = Array("\u{1B}[c".utf8)
    public static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
    public static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)

    public mutating func sentProbe(at time: Double) {
        unanswered.append((time, false))
    }

    /// When the probe times out, while it is out: a terminal that has no frame to draw still
    /// wakes then to decide.
    public var probeDeadline: Double? {
        guard mode == .probing, let probe = unanswered.first else { return nil }
        return probe.sentAt + Self.probeTimeout
    }

    /// Whether a frame should be followed by `query`.
    public var asksAfterFrames: Bool { mode != .timer }

    /// Notes a frame's query, written at `time`.
    public mutating func sentQuery(at time: Double) {
        guard asksAfterFrames else { return }
        unanswered.append((time, false))
        // A terminal that never answers must not grow this without end.
        if unanswered.count > 64 { unanswered.removeFirst(unanswered.count - 64) }
    }

    /// Takes an answer in.
    public mutating func received(_ reply: TerminalReply) {
        switch reply {
        case .mode(2026, let state) where mode == .probing:
            // Only the probe's answer counts: one nobody asked for cannot switch it later.
            self.state.synchronizedOutput = state.isSupported
        case .mode:
            break
        case .deviceAttributes:
            guard !unanswered.isEmpty else { return }
            unanswered.removeFirst()
            stalls = 0
            state.mode = .acknowledged
        }
    }

    /// Whether a frame may be drawn at `now`; moves timed-out queries along first.
    public mutating func gate(at now: Double) -> Gate {
        expire(at: now)
        // Until the probe is answered nothing is held: a silent terminal loses no frames.
        guard mode == .acknowledged else { return .open }
        let holding = unanswered.filter { !$0.abandoned }
        guard holding.count > 1, let oldest = holding.first else { return .open }
        return .closed(until: oldest.sentAt + Self.stallTimeout)
    }

    private mutating func expire(at now: Double) {
        guard mode != .timer else { return }
        if mode == .probing, let probe = unanswered.first, now >= probe.sentAt + Self.probeTimeout {
            state.mode = .timer
            return
        }
        guard mode == .acknowledged else { return }
        for index in unanswered.indices where !unanswered[index].abandoned && now >= unanswered[index].sentAt + Self.stallTimeout {
            unanswered[index].abandoned = true
            stalls += 1
            if stalls >= Self.stallsBeforeTimer {
                state.mode = .timer
                return
            }
        }
    }
}
