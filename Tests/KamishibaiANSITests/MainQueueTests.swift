import Dispatch
import Foundation
import KamishibaiANSI
@_spi(KamishibaiInternals) import KamishibaiTerminal
import Synchronization
import Testing

@Suite struct MainQueueTests {
    /// A thread blocked in poll on the wake-up pipe returns as soon as another thread posts.
    /// The poll's 10 s limit only keeps a broken build from hanging the run: it must not expire.
    @Test func aPostEndsAPollBlockedOnTheWakeUpPipe() {
        let pipe = WakeUpPipe()
        let queue = MainQueue { pipe.wake() }
        let result = Mutex<Int32>(-2)
        let finished = DispatchSemaphore(value: 0)
        let poller = Thread {
            var fds = [pollfd(fd: pipe.fileDescriptor, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, 10_000)
            result.withLock { $0 = ready }
            finished.signal()
        }
        poller.start()
        queue.post {}
        finished.wait()
        #expect(result.withLock { $0 } == 1, "readable, not timed out")
        #expect(queue.hasWork)
    }

    @Test func drainingThePipeMakesTheNextPollWaitAgain() {
        let pipe = WakeUpPipe()
        for _ in 0..<100 { pipe.wake() }
        pipe.drain()
        var fds = [pollfd(fd: pipe.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        #expect(poll(&fds, 1, 0) == 0)
    }

    @Test func workIsTakenOnceInTheOrderItWasPosted() {
        let queue = MainQueue()
        let log = Mutex<[Int]>([])
        for i in 0..<5 { queue.post { log.withLock { $0.append(i) } } }
        for work in queue.takeAll() { work() }
        #expect(queue.takeAll().isEmpty)
        #expect(log.withLock { $0 } == [0, 1, 2, 3, 4])
    }

    /// Four threads send 250 values each; every value arrives, each thread's in its order.
    @Test func aMailboxDeliversEveryValueFromManyThreads() {
        let queue = MainQueue()
        var received: [Int] = []
        let mailbox = queue.mailbox { (value: Int) in received.append(value) }
        DispatchQueue.concurrentPerform(iterations: 4) { sender in
            for i in 0..<250 { mailbox.send(sender * 1000 + i) }
        }
        for work in queue.takeAll() { work() }
        #expect(received.count == 1000)
        for sender in 0..<4 {
            let mine = received.filter { $0 / 1000 == sender }
            #expect(mine == (0..<250).map { sender * 1000 + $0 })
        }
    }
}
