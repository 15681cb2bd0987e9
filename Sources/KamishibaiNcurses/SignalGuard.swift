#if canImport(Glibc)
    import Glibc
#endif

/// Signals, turned into something the run loop can handle safely.
///
/// Every signal whose default action ends the process and that can wait a moment (SIGTERM,
/// SIGHUP, SIGINT, SIGQUIT, SIGUSR1/2, SIGPIPE, the timers, the resource limits, SIGIO, SIGPWR,
/// SIGSTKFLT and the real-time signals), and SIGTSTP and SIGWINCH, only writes its number to a
/// pipe that the terminal polls beside stdin: the app quits, suspends or re-lays out through
/// its ordinary path, never inside a handler, and a quit ends as the signal would have.
/// Crash signals cannot wait: their handler writes the mode resets straight to the tty and
/// restores the saved line discipline (all async-signal-safe), then lets the crash go on to
/// whatever handler was there before.
enum SignalGuard {
    static let terminating: [Int32] =
        [
            SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ,
            SIGIO, SIGPWR, SIGSTKFLT,
        ] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    static let forwarded = terminating + [SIGTSTP, SIGWINCH]
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS]

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
        for sig in forwarded { signal(sig, forwardSignal) }
        for sig in fatal {
            var action = Glibc.sigaction()
            action.__sigaction_handler.sa_handler = restoreAfterCrash
            sigemptyset(&action.sa_mask)
            sigaction(sig, &action, &guardState.previous[Int(sig)])
        }
        return fds[0]
    }

    /// Reads the signals that arrived since the last call, oldest first.
    static func drain(_ fd: Int32) -> [Int32] {
        var signals: [Int32] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 { signals.append(Int32(byte)) }
        return signals
    }

    /// Puts the default action back, for re-raising a terminating signal once restored.
    static func uninstall() {
        for sig in forwarded { signal(sig, SIG_DFL) }
    }

    /// Stops the process as the shell's job control expects; returns when continued.
    static func stopProcess() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        signal(SIGTSTP, forwardSignal)
    }
}

/// What the handlers need, set before any handler is installed.
private struct GuardState {
    var pipeWrite: Int32 = -1
    var termios = Glibc.termios()
    var hasTermios = false
    var previous: [Glibc.sigaction] = Array(repeating: .init(), count: 65)
}

nonisolated(unsafe) private var guardState = GuardState()

private func forwardSignal(_ sig: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: sig)
    _ = write(guardState.pipeWrite, &byte, 1)
    errno = savedErrno
}

private func restoreAfterCrash(_ sig: Int32) {
    // Mouse modes off, attributes reset, cursor shown, keypad mode off, main screen back.
    let reset: StaticString =
        "\u{1B}[?2004l\u{1B}[?1004l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1l\u{1B}>\u{1B}[?1049l"
    _ = write(STDOUT_FILENO, reset.utf8Start, reset.utf8CodeUnitCount)
    if guardState.hasTermios { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &guardState.termios) }
    _ = sigaction(sig, &guardState.previous[Int(sig)], nil)
    raise(sig)
}
