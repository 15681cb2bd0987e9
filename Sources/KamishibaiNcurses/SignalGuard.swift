import KamishibaiPlatform
import Synchronization

/// Signals, turned into something the run loop can handle safely.
///
/// Every signal whose default action ends the process and that can wait a moment (SIGTERM,
/// SIGHUP, SIGINT, SIGQUIT, SIGUSR1/2, the timers, SIGXCPU, SIGIO, and on Linux SIGPWR,
/// SIGSTKFLT and the real-time signals), and SIGTSTP and SIGWINCH, only writes its number to
/// a pipe that the terminal polls beside stdin: the app quits, suspends or re-lays out
/// through its ordinary path, never inside a handler, and a quit ends as the signal would
/// have. The handlers do not restart what they interrupt, and a quit raises `quitRequested`,
/// so a write to a terminal that stopped reading gives up instead of keeping the quit waiting.
///
/// SIGPIPE and SIGXFSZ are ignored when our own write raised them (a trace to a pipe whose
/// reader left, past a file-size limit): the write fails with an error instead, which the
/// writer reports. Sent by another process, they end the app like the others.
/// Crash signals cannot wait: their handler writes the mode resets straight to the tty and
/// restores the saved line discipline (all async-signal-safe), lets whatever handler was there
/// before run (Swift's backtrace), and then ends the process by the signal's default action,
/// even when the signal was sent by `kill` and nothing actually crashed.
enum SignalGuard {
    static let terminating: [Int32] =
        [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGIO]
        + Platform.moreTerminatingSignals
    static let forwarded = terminating + [SIGTSTP, SIGWINCH]
    /// Raised by a failing write as well as sent: only the sent ones are forwarded.
    static let fromWritesToo: [Int32] = [SIGPIPE, SIGXFSZ]
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

    /// A signal that ends the process has arrived and not been acted on yet.
    static var quitRequested: Bool { quitFlag.load(ordering: .relaxed) }

    /// Installs everything; returns the pipe's read end for `poll`.
    static func install(savedTermios: termios?) -> Int32 {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return -1 }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        guardState.pipeWrite = fds[1]
        if let savedTermios {
            guardState.termios = savedTermios
            guardState.hasTermios = true
        }
        _ = quitFlag.load(ordering: .relaxed)  // initialized before any handler can touch it
        guardState.ownPID = getpid()
        for sig in forwarded { setHandler(sig, forwardSignal) }
        for sig in fromWritesToo {
            var action = SignalAction(infoHandler: forwardSentSignal)
            sigaction(sig, &action, nil)
        }
        for sig in fatal {
            var action = SignalAction(infoHandler: restoreAfterCrash)
            sigaction(sig, &action, &guardState.previous[Int(sig)])
        }
        return fds[0]
    }

    /// The modes the probe's features turned on, for the crash handler to turn off: the
    /// pointer in pixels (1016) and the kitty keyboard protocol pushed.
    static func noteFeatureModes(pixelMouse: Bool, keyboard: Bool) {
        featureModes.store((pixelMouse ? pixelMouseBit : 0) | (keyboard ? keyboardBit : 0), ordering: .relaxed)
    }

    static let pixelMouseBit: UInt8 = 1
    static let keyboardBit: UInt8 = 2

    /// Reads the signals that arrived since the last call, oldest first.
    static func drain(_ fd: Int32) -> [Int32] {
        var signals: [Int32] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 { signals.append(Int32(byte)) }
        return signals
    }

    /// Puts the default action back, for re-raising a terminating signal once restored.
    static func uninstall() {
        for sig in forwarded + fromWritesToo { signal(sig, SIG_DFL) }
    }

    /// Stops the process as the shell's job control expects; returns when continued.
    static func stopProcess() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        setHandler(SIGTSTP, forwardSignal)
    }

    /// Installs `handler` without SA_RESTART: a blocking call it interrupts returns, so the
    /// loop can look at what arrived.
    private static func setHandler(_ sig: Int32, _ handler: SignalHandler) {
        var action = SignalAction(handler: handler)
        sigaction(sig, &action, nil)
    }
}

private let quitFlag = Atomic<Bool>(false)
/// `SignalGuard.noteFeatureModes`' bits: an atomic, so the crash handler reads it safely.
private let featureModes = Atomic<UInt8>(0)

/// What the handlers need, set before any handler is installed.
private struct GuardState {
    var pipeWrite: Int32 = -1
    var termios = KamishibaiPlatform.termios()
    var hasTermios = false
    var ownPID: pid_t = 0
    var previous: [SignalAction] = Array(repeating: .init(), count: 65)
}

nonisolated(unsafe) private var guardState = GuardState()

private func forwardSignal(_ sig: Int32) {
    let savedErrno = errno
    if sig != SIGTSTP, sig != SIGWINCH { quitFlag.store(true, ordering: .relaxed) }
    var byte = UInt8(truncatingIfNeeded: sig)
    _ = write(guardState.pipeWrite, &byte, 1)
    errno = savedErrno
}

/// The kernel raises SIGPIPE and SIGXFSZ for a write as if the process had sent them to
/// itself (SI_USER, our own pid); those are the write's error, not a request to end.
private func forwardSentSignal(_ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    if let info, info.pointee.si_code == SI_USER, info.pointee.senderPID == guardState.ownPID { return }
    forwardSignal(sig)
}

private func restoreAfterCrash(_ sig: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    // The keyboard protocol popped while the alternate screen, whose stack it is on, is up;
    // pixel reports off.
    let modes = featureModes.load(ordering: .relaxed)
    let pop: StaticString = "\u{1B}[<u", pixelsOff: StaticString = "\u{1B}[?1016l"
    if modes & SignalGuard.keyboardBit != 0 { _ = write(STDOUT_FILENO, pop.utf8Start, pop.utf8CodeUnitCount) }
    if modes & SignalGuard.pixelMouseBit != 0 { _ = write(STDOUT_FILENO, pixelsOff.utf8Start, pixelsOff.utf8CodeUnitCount) }
    // Mouse modes off, attributes reset, cursor shown, keypad mode off, main screen back.
    let reset: StaticString =
        "\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
    // Not TCSAFLUSH: it would wait for output that a stalled terminal never reads.
    _ = tcflush(STDIN_FILENO, TCIFLUSH)
    if guardState.hasTermios { _ = tcsetattr(STDIN_FILENO, TCSANOW, &guardState.termios) }
    // A fatal error's message went to the screen just taken away: the words it left instead.
    if let words = LastWords.bytes { _ = write(STDERR_FILENO, words.baseAddress, words.count) }
    _ = sigaction(sig, &guardState.previous[Int(sig)], nil)
    // A real fault happens again on return, where the handler that was there before
    // (Swift's backtrace) sees the faulting instruction.
    if let info, info.pointee.isFault { return }
    // Sent (kill, raise, abort): that handler runs now, the signal unblocked…
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, sig)
    _ = pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    raise(sig)
    // …and if it returns (a signal sent by kill: nothing to fault again), the default ends us.
    _ = signal(sig, SIG_DFL)
    raise(sig)
}
