internal import KamishibaiANSI
import KamishibaiPlatform
import KamishibaiTerminal

/// What the terminal sends, read raw: stdin polled beside the signal pipe and a wake-up pipe,
/// so the run loop can block with no timeout when idle and still hear a signal or work from
/// another thread. poll skips a descriptor of -1.
struct TTYInput {
    /// `SignalGuard`'s pipe.
    let signalFD: Int32
    let wakeUpPipe: WakeUpPipe

    /// Waits for stdin, a signal or a wake-up. `nil` when the terminal has gone; otherwise
    /// whether stdin has bytes.
    func wait(milliseconds: Int32) -> Bool? {
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeUpPipe.fileDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        guard KamishibaiPlatform.poll(&fds, nfds_t(fds.count), milliseconds) > 0 else { return false }
        if fds[2].revents != 0 { wakeUpPipe.drain() }
        return Self.readable(fds[0].revents)
    }

    /// Waits for stdin alone: a signal or a wake-up meanwhile does not end the wait early
    /// (`false` then, as when the time is up). `nil` when the terminal has gone.
    func waitForInput(milliseconds: Int32) -> Bool? {
        var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard KamishibaiPlatform.poll(&input, 1, milliseconds) > 0 else { return false }
        return Self.readable(input.revents)
    }

    /// What stdin has now; `nil` at end of input.
    func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = KamishibaiPlatform.read(STDIN_FILENO, &buffer, buffer.count)
        if count == 0 { return nil }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? [] : nil }
        return Array(buffer.prefix(count))
    }

    /// Whether stdin has bytes by its poll events; `nil` when it hung up with none left.
    private static func readable(_ events: Int16) -> Bool? {
        if events & Int16(POLLIN) == 0, events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return nil }
        return events & Int16(POLLIN) != 0
    }
}
