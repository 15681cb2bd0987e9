import KamishibaiPlatform

/// A self-pipe that ends a `poll` from any thread: a terminal polls `fileDescriptor` beside
/// its input and drains it when it becomes readable. Both ends are non-blocking, so a wake-up
/// never blocks the thread that sends it, however many are unread.
public final class WakeUpPipe: Sendable {
    /// The end to poll for reading; -1 if no pipe could be made (then nothing wakes early).
    public let fileDescriptor: Int32
    private let writeEnd: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            fileDescriptor = -1
            writeEnd = -1
            return
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if fileDescriptor >= 0 { close(fileDescriptor) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Reads every pending wake-up, so the next poll blocks again.
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(fileDescriptor, &buffer, buffer.count) > 0 {}
    }
}
