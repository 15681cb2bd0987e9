import Foundation
import KamishibaiTesting
import Testing

/// Leaving the app by every door gives the terminal back as it was; idling costs nothing;
/// job control works.
@Suite("Lifecycle, end to end")
struct LifecycleEndToEndTests {
    /// The app has ended with `status` and left the main screen without mouse modes or list
    /// text, and without a query for the pane's title (tmux takes an APC string for one).
    private func expectRestored(_ tmux: TmuxSession, status: Int32) throws {
        #expect(try tmux.waitForExitStatus() == status)
        #expect(try tmux.paneFlags() == .restored)
        let title = try tmux.paneTitle()
        #expect(!title.contains("Gi="), "the graphics query became the pane's title: \(title)")
        let screen = try tmux.capture()
        #expect(!screen.contains("Stories"), "list left on the screen:\n\(screen)")
    }

    /// Once the probe is decided (so every query has been written), `q` quits.
    @Test func qQuits() throws {
        let tmux = try TmuxSession(appArguments: [])
        try tmux.waitForList()
        try tmux.trace.waitForEvent(.terminalFeatures)
        try tmux.sendKeys("q")
        try expectRestored(tmux, status: 0)
    }

    @Test func ctrlCQuits() throws {
        let tmux = try TmuxSession(appArguments: [])
        try tmux.waitForList()
        try tmux.sendKeys("C-c")
        try expectRestored(tmux, status: 0)
    }

    /// Every signal whose default action ends the process and that a process can catch: the app
    /// restores the terminal, then dies of the signal, so the shell sees 128 + its number. The
    /// crash signals take the handler's short path; the others quit through the run loop.
    @Test(arguments: CatchableSignal.all)
    func aTerminatingSignalRestoresTheTerminal(_ signal: CatchableSignal) throws {
        let tmux = try TmuxSession(appArguments: [])
        try tmux.waitForList()
        #expect(kill(try tmux.appPID(), signal.number) == 0)
        try expectRestored(tmux, status: 128 + signal.number)
    }

    @Test func idleCostsNoCPU() throws {
        let tmux = try TmuxSession(appArguments: [])
        try tmux.waitForList()
        let pid = try tmux.appPID()
        let before = try cpuTicks(of: pid)
        Thread.sleep(forTimeInterval: 2)  // the measurement itself, not a wait for state
        let used = try cpuTicks(of: pid) - before
        // An idle app blocks in poll() with no timeout: 0 ticks. One tick (10 ms) is allowed in
        // case the last frame's work or a kernel accounting edge lands inside the window on a
        // loaded machine.
        #expect(used <= 1, "the idle app used \(used) ticks of CPU in 2 s")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExitStatus() == 0)
    }

    /// An interactive shell in the pane, with the app started from it as a job.
    private func appUnderShell() throws -> TmuxSession {
        let binary = try kamishibaiBinary()
        let tmux = try TmuxSession(environment: ["PS1": "e2e$ "]) { _ in ["bash", "--norc", "--noprofile", "-i"] }
        try tmux.waitForScreen(containing: "e2e$")  // capture-pane trims the trailing blank
        try tmux.typeLine(shellQuoted(binary))
        try tmux.waitForList()
        return tmux
    }

    @Test func ctrlZSuspendsAndFgResumes() throws {
        let tmux = try appUnderShell()
        #expect(try tmux.paneFlags() == .running)

        try tmux.sendKeys("C-z")
        try tmux.waitForScreen("the job stopped and the prompt back") {
            $0.contains("Stopped") && $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("e2e$")
        }
        try tmux.waitForFlags(.atReadlinePrompt)
        let suspended = try tmux.capture()
        #expect(!suspended.contains("Stories"), "list left on the shell's screen:\n\(suspended)")

        try tmux.typeLine("fg")
        try tmux.waitForList()
        try tmux.waitForFlags(.running)

        try tmux.sendKeys("q")
        try tmux.waitForFlags(.atReadlinePrompt)
        try tmux.typeLine("echo \"EXIT=$?\"")
        #expect(try tmux.waitForExitStatus() == 0)
    }

    /// As `shutdown` does on quitting, suspending must blank the alternate screen first: after
    /// a resize tmux 3.3 copies what it holds onto the shell's screen.
    @Test func ctrlZAfterAResizeLeavesNoListOnTheShellScreen() throws {
        let tmux = try appUnderShell()
        try tmux.resize(columns: 100, rows: 30)
        try tmux.waitForScreen("the list at 100 columns") { cardTopBorderLength($0) == 99 }
        try tmux.sendKeys("C-z")
        try tmux.waitForScreen("the job stopped") { $0.contains("Stopped") }
        let suspended = try tmux.capture()
        #expect(!suspended.contains("│"), "list left on the shell's screen:\n\(suspended)")
        try tmux.typeLine("fg")
        try tmux.waitForList()
        try tmux.sendKeys("q")
        try tmux.waitForFlags(.atReadlinePrompt)
    }
}

/// A signal by name, for readable test arguments.
struct CatchableSignal: Sendable, CustomTestStringConvertible {
    let name: String
    let number: Int32

    var testDescription: String { name }

    static let all: [CatchableSignal] = {
        let named: [(String, Int32)] = [
            ("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGINT", SIGINT), ("SIGQUIT", SIGQUIT), ("SIGUSR1", SIGUSR1),
            ("SIGUSR2", SIGUSR2), ("SIGPIPE", SIGPIPE), ("SIGALRM", SIGALRM), ("SIGVTALRM", SIGVTALRM),
            ("SIGPROF", SIGPROF), ("SIGXCPU", SIGXCPU), ("SIGXFSZ", SIGXFSZ), ("SIGIO", SIGIO), ("SIGPWR", SIGPWR),
            ("SIGSTKFLT", SIGSTKFLT), ("SIGSEGV", SIGSEGV), ("SIGBUS", SIGBUS), ("SIGILL", SIGILL), ("SIGFPE", SIGFPE),
            ("SIGABRT", SIGABRT), ("SIGTRAP", SIGTRAP), ("SIGSYS", SIGSYS),
        ]
        let low = __libc_current_sigrtmin(), high = __libc_current_sigrtmax()
        let realTime = (low...high).map { ($0 == low ? "SIGRTMIN" : "SIGRTMIN+\($0 - low)", $0) }
        return (named + realTime).map { CatchableSignal(name: $0.0, number: $0.1) }
    }()
}
