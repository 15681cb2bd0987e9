import KamishibaiMotion
import KamishibaiPlatform

/// The `--trace` writer (its events: docs/ARCHITECTURE.md): one JSON object per line, `"t"` and `"event"` first,
/// flushed as it happens so a test can read it while the app runs. A trace without a file
/// records nothing and costs nothing but the call.
public final class Trace {
    private let clock: TimeSource
    private let sink: ((String) -> Void)?
    private var fileWriter: TraceFileWriter?
    /// Sees every event, file or not, while set: an inspector watching the lifecycle. Nil
    /// when nobody watches, so recording then costs what it did.
    public var observer: ((TraceEvent) -> Void)?

    /// Writes lines to `sink`; `nil` turns tracing off.
    public init(clock: TimeSource, sink: ((String) -> Void)?) {
        self.clock = clock
        self.sink = sink
    }

    /// Appends to the file at `path` (created if needed); `nil` when it cannot be opened.
    public convenience init?(clock: TimeSource, appendingTo path: String) {
        guard let file = fopen(path, "a") else { return nil }
        let writer = TraceFileWriter(file)
        self.init(clock: clock, sink: writer.write)
        fileWriter = writer
    }

    /// Closes the trace's file, if it has one (the launcher does, at shutdown); later events
    /// are not written.
    public func close() { fileWriter?.close() }

    /// Why writing the trace file failed, if it did; nothing more is written after that.
    public var writeFailure: String? { fileWriter?.failure }

    public static func disabled(clock: TimeSource) -> Trace { Trace(clock: clock, sink: nil) }

    public var isEnabled: Bool { sink != nil }

    /// Writes `event` as one line, and shows it to the observer.
    public func record(_ event: TraceEvent) {
        observer?(event)
        guard let sink else { return }
        let line = TraceValue.object([("t", .number(clock.now)), ("event", .string(event.name))] + event.fields)
        sink(line.json)
    }
}
