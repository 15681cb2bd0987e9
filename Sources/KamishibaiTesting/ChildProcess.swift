import FoundationEssentials
import KamishibaiPlatform

/// The result of a finished child process.
public struct ProcessResult: Sendable {
    /// The exit status, or 128 + the signal that ended it, as a shell reports it.
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

/// Runs a program to completion, stdin from /dev/null, stdout and stderr captured: the tests'
/// children (the app end to end, tmux, the articles' snippets).
///
/// Not `Foundation.Process`: children must not inherit the test thread's signal mask (the
/// cooperative pool's threads block SIGTERM, SIGHUP, SIGCHLD…, which a tmux server would keep
/// for life, so it could neither be killed nor reap its panes), and output goes to files
/// opened only in the child, so a long-lived grandchild such as a tmux server can never hold
/// a pipe that another test is reading to its end.
@discardableResult
public func runProcess(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil
) throws -> ProcessResult {
    let outputs = ["out", "err"].map { FileManager.default.temporaryDirectory.appendingPathComponent("kami-child-\(UUID()).\($0)").path }
    defer { for path in outputs { try? FileManager.default.removeItem(atPath: path) } }

    var actions = Platform.uninitializedSpawnFileActions
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputs[0], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, outputs[1], O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let environment = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let pid = try spawn(executable, arguments, environment: environment, actions: &actions)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let (exited, code) = (status & 0x7f == 0, (status >> 8) & 0xff)
    let read = { (path: String) -> String in
        // FoundationEssentials leaks its read buffer for an empty file (LeakSanitizer, 6.3.1).
        guard let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size > 0 else { return "" }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
    return ProcessResult(status: exited ? code : 128 + (status & 0x7f), stdout: read(outputs[0]), stderr: read(outputs[1]))
}

/// Starts `executable` with `actions` setting up its file descriptors and with a clean signal
/// state: no mask and every signal at its default (the test threads' would be inherited, and
/// a tmux server would keep them for life). `flags` adds spawn flags, a new session say.
package func spawn(
    _ executable: String, _ arguments: [String], environment: [String], actions: inout SpawnFileActions, flags: Int32 = 0
) throws -> pid_t {
    var attributes = Platform.uninitializedSpawnAttributes
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t(), allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | flags))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard error == 0 else { throw ChildProcessError(executable: executable, reason: String(cString: strerror(error))) }
    return pid
}

/// `value` quoted for `sh`.
public func shellQuoted(_ value: String) -> String {
    "'" + value.replacing("'", with: "'\\''") + "'"
}

/// A program that could not be started.
public struct ChildProcessError: Error, CustomStringConvertible {
    public let executable: String
    public let reason: String
    public var description: String { "cannot run \(executable): \(reason)" }
}
