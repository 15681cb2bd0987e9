import Foundation
import KamishibaiMotion
import KamishibaiUI
import Testing

@Suite struct TraceTests {
    @Test func linesAreJSONWithTimeAndEventFirst() {
        let clock = ManualClock(now: 1.25)
        var lines: [String] = []
        let trace = Trace(clock: clock) { lines.append($0) }
        trace.record("resize", ("size", .array([100, 30])))
        trace.record("dismissalDidEnd", ("screen", "detail \"1\""), ("completed", true))
        #expect(
            lines == [
                #"{"t":1.25,"event":"resize","size":[100,30]}"#,
                #"{"t":1.25,"event":"dismissalDidEnd","screen":"detail \"1\"","completed":true}"#,
            ])
    }

    @Test func numbersAreRoundedAndControlCharactersEscaped() {
        #expect(TraceValue.number(0.1 + 0.2).json == "0.3")
        #expect(TraceValue.number(-2).json == "-2")
        #expect(TraceValue.number(.infinity).json == "null")
        #expect(TraceValue.string("a\u{1B}b\n").json == #""a\u001bb\n""#)
    }

    @Test func aDisabledTraceWritesNothing() {
        let trace = Trace.disabled(clock: ManualClock())
        #expect(!trace.isEnabled)
        trace.record("resize")
    }
}

@Suite struct TraceFileTests {
    /// Every write to /dev/full fails (ENOSPC): the first failure is kept with its reason and
    /// nothing more is attempted.
    @Test func aFailedWriteIsKeptWithItsReason() throws {
        let trace = try #require(Trace(clock: ManualClock(), appendingTo: "/dev/full"))
        #expect(trace.writeFailure == nil)
        trace.record("resize")
        #expect(trace.writeFailure == "No space left on device")
        trace.record("resize")
        #expect(trace.writeFailure == "No space left on device")
    }

    @Test func aWritableFileHasNoFailure() throws {
        let path = "/tmp/kami-trace-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trace = try #require(Trace(clock: ManualClock(now: 2), appendingTo: path))
        trace.record("resize")
        #expect(trace.writeFailure == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"t":2,"event":"resize"}"# + "\n")
    }
}
