import KamishibaiPlatform

/// Writes to the terminal without ever keeping a quit waiting. A terminal that stops reading
/// (a stalled ssh link, a suspended emulator) blocks a write for as long as it likes; each
/// write here waits for room in short polls and gives up as soon as a signal asks the process
/// to end (the signal interrupts a write in progress: `SignalGuard` does not restart it), so
/// the loop can restore the terminal and exit. The exit path's own writes give up at a
/// deadline instead.
struct TTYOutput {
    let fileDescriptor: Int32
    /// A write was given up before all of it went out: the terminal holds part of a frame,
    /// and what is still queued for it may never be read.
    private(set) var isStalled = false

    /// Writes all of `bytes`, waiting for room as long as the terminal takes, unless a
    /// signal asks the process to end meanwhile or `seconds` (when given) run out; the rest
    /// is then dropped.
    mutating func write(_ bytes: [UInt8], within seconds: Double? = nil) {
        let deadline = seconds.map { Self.now() + $0 }
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                var wait: Int32 = 100
                if let deadline {
                    let left = deadline - Self.now()
                    guard left > 0 else {
                        isStalled = true
                        return
                    }
                    wait = Int32(min(100, (left * 1000).rounded(.up)))
                }
                // A quit gives up only on a terminal with no room: one that reads gets the
                // rest, a little at a time, so that no write can sleep.
                let quitting = deadline == nil && SignalGuard.quitRequested
                var room = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                let ready = KamishibaiPlatform.poll(&room, 1, quitting ? 0 : wait)
                if ready < 0, errno != EINTR { return }
                guard ready > 0 else {
                    if quitting {
                        isStalled = true
                        return
                    }
                    continue
                }
                // A terminal that hung up takes nothing more.
                if room.revents & Int16(POLLOUT) == 0 { return }
                let length = quitting ? min(256, buffer.count - offset) : buffer.count - offset
                let count = KamishibaiPlatform.write(fileDescriptor, buffer.baseAddress! + offset, length)
                if count > 0 {
                    offset += count
                } else if count < 0, errno != EINTR, errno != EAGAIN {
                    return
                }
            }
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
