// The one file a port touches. Everything Kamishibai takes from the C library comes through
// here: the library itself, re-exported, and where glibc, musl and Darwin differ in names or
// types, one name for all three (docs/decisions/064-one-platform-file.md). Built and tested
// with glibc on Linux; the Musl and Darwin branches follow those libraries' headers and are
// not built here. `scripts/check-layers.sh` fails when any other file imports a C library.

// The heap's figures (<malloc.h>, which no Swift C module carries).
@_exported import CKamishibaiHeap

#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#else
    #error("Kamishibai needs a POSIX C library: give it a branch in Sources/KamishibaiPlatform/Platform.swift")
#endif

/// C's `struct sigaction`: Swift gives the struct and the function one name.
#if canImport(Glibc)
    package typealias SignalAction = Glibc.sigaction
#elseif canImport(Musl)
    package typealias SignalAction = Musl.sigaction
#else
    package typealias SignalAction = Darwin.sigaction
#endif

/// A signal handler given the signal's number.
package typealias SignalHandler = @convention(c) (Int32) -> Void
/// A signal handler given its `siginfo_t` too (`SA_SIGINFO`).
package typealias SignalInfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

extension SignalAction {
    /// Runs `handler`, with no more signals blocked while it runs and without `SA_RESTART`: a
    /// blocking call it interrupts returns.
    package init(handler: SignalHandler) {
        self.init()
        #if canImport(Glibc)
            __sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
            __sa_handler.sa_handler = handler
        #else
            __sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&sa_mask)
        sa_flags = 0
    }

    /// Runs `handler` with the signal's `siginfo_t`, as `init(handler:)` does otherwise.
    package init(infoHandler handler: SignalInfoHandler) {
        self.init()
        #if canImport(Glibc)
            __sigaction_handler.sa_sigaction = handler
        #elseif canImport(Musl)
            __sa_handler.sa_sigaction = handler
        #else
            __sigaction_u.__sa_sigaction = handler
        #endif
        sigemptyset(&sa_mask)
        sa_flags = SA_SIGINFO
    }
}

extension siginfo_t {
    /// The process that sent the signal, when `si_code` is `SI_USER`.
    package var senderPID: pid_t {
        #if canImport(Glibc)
            _sifields._kill.si_pid
        #elseif canImport(Musl)
            __si_fields.__si_common.__first.__piduid.si_pid
        #else
            si_pid
        #endif
    }

    /// The kernel raised it for an instruction (a fault, which happens again when the
    /// handler returns), rather than `kill`, `raise` or `sigqueue` sending it.
    package var isFault: Bool {
        #if canImport(Darwin)
            si_code > 0 && si_code < SI_USER
        #else
            si_code > 0
        #endif
    }
}

/// An open C stream: musl's `FILE` is incomplete, so Swift sees its pointer as opaque.
#if canImport(Musl)
    package typealias FilePointer = OpaquePointer
#else
    package typealias FilePointer = UnsafeMutablePointer<FILE>
#endif

/// `posix_spawn`'s attributes and file actions: structs in glibc and musl, pointers in Darwin.
#if canImport(Darwin)
    package typealias SpawnAttributes = posix_spawnattr_t?
    package typealias SpawnFileActions = posix_spawn_file_actions_t?
#else
    package typealias SpawnAttributes = posix_spawnattr_t
    package typealias SpawnFileActions = posix_spawn_file_actions_t
#endif

/// What differs between the C libraries as values rather than names.
package enum Platform {
    /// Signals beyond POSIX's whose default action ends the process and that a program can
    /// catch: Linux's SIGPWR, SIGSTKFLT and real-time signals.
    package static var moreTerminatingSignals: [Int32] {
        #if canImport(Darwin)
            []
        #else
            [SIGPWR, SIGSTKFLT] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
    }

    /// `POSIX_SPAWN_SETSID`, which glibc declares only for `_GNU_SOURCE`: the child starts a
    /// session of its own.
    package static var spawnNewSession: Int32 {
        #if canImport(Darwin)
            Int32(POSIX_SPAWN_SETSID)
        #else
            0x80
        #endif
    }

    /// Attributes for `posix_spawnattr_init` to set up.
    package static var uninitializedSpawnAttributes: SpawnAttributes {
        #if canImport(Darwin)
            nil
        #else
            SpawnAttributes()
        #endif
    }

    /// File actions for `posix_spawn_file_actions_init` to set up.
    package static var uninitializedSpawnFileActions: SpawnFileActions {
        #if canImport(Darwin)
            nil
        #else
            SpawnFileActions()
        #endif
    }

    /// A locale whose character type is UTF-8 whatever the user's is: glibc and musl call it
    /// C.UTF-8, Darwin UTF-8.
    package static var utf8CharacterLocale: String {
        #if canImport(Darwin)
            "UTF-8"
        #else
            "C.UTF-8"
        #endif
    }
}
