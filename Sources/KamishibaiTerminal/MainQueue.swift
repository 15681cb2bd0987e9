import KamishibaiPlatform

/// Work handed to the event loop from any thread: it runs on the loop's own thread, between
/// input and the next frame, and a post wakes the loop from an idle wait at once (a terminal
/// ends its wait when its queue has work). The loop's objects are not thread-safe; this is
/// the one door to them from other threads.
///
/// Swift 6 lets a closure cross threads only if it is `@Sendable`, so it cannot capture the
/// app's views. For results, make a ``Mailbox`` on the loop's thread and `send` to it from
/// anywhere: its handler runs on the loop's thread with the value.
///
/// It is `@unchecked Sendable` because its queue is guarded by a pthread mutex, which
/// ThreadSanitizer understands (it reports the standard library's `Mutex` on Linux, whose
/// futex it cannot see, as a race).
public final class MainQueue: @unchecked Sendable {
    private var pending: [@Sendable () -> Void] = []
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wakeUp: @Sendable () -> Void

    /// `wakeUp` is called after each post, from the posting thread; it must end the loop's
    /// wait (the terminal's self-pipe, say).
    public init(wakeUp: @escaping @Sendable () -> Void = {}) {
        self.wakeUp = wakeUp
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    /// Runs `work` on the loop's thread soon, after work posted before it.
    public func post(_ work: @escaping @Sendable () -> Void) {
        withLock { pending.append(work) }
        wakeUp()
    }

    public var hasWork: Bool { withLock { !pending.isEmpty } }

    /// Everything posted so far, oldest first, taken off the queue. The loop calls this.
    public func takeAll() -> [@Sendable () -> Void] {
        withLock {
            defer { pending.removeAll() }
            return pending
        }
    }

    /// A mailbox whose `handler` runs on the loop's thread with each value sent to it. Make it
    /// on the loop's thread (while building the window, say), then hand it to other threads.
    public func mailbox<Value: Sendable>(_ handler: @escaping (Value) -> Void) -> Mailbox<Value> {
        Mailbox(queue: self, handler: handler)
    }
}

/// Values sent from any thread to a handler that runs on the event loop's thread.
///
/// It is `@unchecked Sendable` because its handler is not: the handler is set once when the
/// mailbox is made on the loop's thread and is only ever called there, by work the queue runs.
public final class Mailbox<Value: Sendable>: @unchecked Sendable {
    private let queue: MainQueue
    private let handler: (Value) -> Void

    init(queue: MainQueue, handler: @escaping (Value) -> Void) {
        self.queue = queue
        self.handler = handler
    }

    /// Delivers `value` to the handler on the loop's thread, after anything sent before it.
    public func send(_ value: Value) {
        queue.post { [self] in handler(value) }
    }
}
