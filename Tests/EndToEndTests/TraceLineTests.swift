import Foundation
import KamishibaiTesting
import Testing

/// The tests' reading of the trace: each line decodes into its event, and a line the tests do
/// not know (an event, a field) fails rather than being skipped.
@Suite("Trace lines")
struct TraceLineTests {
    private func decode(_ line: String) throws -> TraceLine {
        try JSONDecoder().decode(TraceLine.self, from: Data(line.utf8))
    }

    @Test func linesDecodeIntoTheirEvents() throws {
        let lines: [(String, TraceEvent)] = [
            (
                #"{"t":1.5,"event":"presentationWillBegin","screen":"detail-1","presenting":"root"}"#,
                .presentationWillBegin(screen: "detail-1", presenting: "root")
            ),
            (
                #"{"t":2,"event":"dismissalDidEnd","screen":"photo-1","completed":true,"style":"zoom","frame":[3,5,22,9]}"#,
                .dismissalDidEnd(screen: "photo-1", completed: true, style: "zoom", adaptedFrom: nil, frame: [3, 5, 22, 9])
            ),
            (
                #"{"t":2,"event":"presentationDidEnd","screen":"menu","completed":true,"style":"sheet","adaptedFrom":"popover"}"#,
                .presentationDidEnd(screen: "menu", completed: true, style: "sheet", adaptedFrom: "popover", frame: nil)
            ),
            (
                #"{"t":3,"event":"presentationAdapted","screen":"menu","style":"sheet","adaptedFrom":"popover"}"#,
                .presentationAdapted(screen: "menu", style: "sheet", adaptedFrom: "popover")
            ),
            (
                #"{"t":4,"event":"presentationAdapted","screen":"menu","style":"popover"}"#,
                .presentationAdapted(screen: "menu", style: "popover", adaptedFrom: nil)
            ),
            (#"{"t":2,"event":"interactionUpdate","percent":0.25}"#, .interactionUpdate(percent: 0.25, scale: nil)),
            (
                #"{"t":2,"event":"scrollViewDidScroll","offset":[1.5,-2],"layers":{"background":4}}"#,
                .scrollViewDidScroll(offset: [1.5, -2], layers: ["background": 4])
            ),
            (#"{"t":2,"event":"scrollViewWillBeginDragging"}"#, .scrollViewWillBeginDragging),
            (#"{"t":2,"event":"resize","size":[100,30]}"#, .resize(size: [100, 30])),
            (
                #"{"t":2,"event":"navigationPush","screen":"detail-1/scene-2","completed":true}"#,
                .navigationPush(screen: "detail-1/scene-2", completed: true)
            ),
            (#"{"t":2,"event":"viewDidDisappear","screen":"root"}"#, .viewDidDisappear(screen: "root")),
            (
                #"{"t":0.001,"event":"framePacing","mode":"acknowledged","synchronizedOutput":false}"#,
                .framePacing(mode: "acknowledged", synchronizedOutput: false)
            ),
            (
                #"{"t":2,"event":"inputLimited","what":"size","size":[5000,9]}"#,
                .inputLimited(what: "size", bytes: nil, size: [5000, 9])
            ),
            (
                #"{"t":2,"event":"pixelsShown","id":1,"view":"PhotoView","graphics":"sixel","frame":[2,1,76,21],"bytes":81540}"#,
                .pixelsShown(id: 1, view: "PhotoView", graphics: "sixel", frame: [2, 1, 76, 21], bytes: 81540)
            ),
            (
                #"{"t":2,"event":"pixelsRemoved","id":1,"view":"PhotoView","reason":"covered"}"#,
                .pixelsRemoved(id: 1, view: "PhotoView", reason: "covered")
            ),
            (#"{"t":2,"event":"alertAction","title":"Delete","style":"destructive"}"#, .alertAction(title: "Delete", style: "destructive")),
            (#"{"t":3,"event":"toast","state":"shown"}"#, .toast(state: "shown", reason: nil)),
            (#"{"t":8,"event":"toast","state":"hidden","reason":"timeout"}"#, .toast(state: "hidden", reason: "timeout")),
        ]
        for (line, event) in lines {
            let decoded = try decode(line)
            #expect(decoded.event == event, "\(line)")
            #expect(line.contains(#""event":"\#(decoded.name)""#), "\(line)")
        }
        #expect(try decode(lines[0].0).t == 1.5)
    }

    @Test(arguments: [
        #"{"t":1,"event":"resize","size":[80,24],"dpi":96}"#,
        #"{"t":1,"event":"resize"}"#,
        #"{"t":1,"event":"pageChanged","page":"two"}"#,
        #"{"event":"scrollViewWillBeginDragging"}"#,
    ])
    func aLineTheTestsDoNotKnowFails(line: String) {
        #expect(throws: DecodingError.self) { try decode(line) }
    }

    /// An event the tests do not know yet is kept by its name, with whatever fields it has,
    /// not dropped and not failed.
    @Test func anUnknownEventIsKeptByName() throws {
        let line = try decode(#"{"t":1,"event":"terminalBecameSentient","mood":"calm"}"#)
        #expect(line.event == .other(name: "terminalBecameSentient") && line.kind == .other && line.name == "terminalBecameSentient")
        #expect(try decode(#"{"t":1,"event":"other"}"#).event == .other(name: "other"))
    }

    /// A trace file: complete lines are read, the one still being written waits, and one that
    /// does not decode fails the read.
    @Test func aFileIsReadLineByLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kami-trace-\(UUID()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trace = TraceFile(path: path)
        try #"{"t":1,"event":"scrollViewWillBeginDragging"}"#.appending("\n{\"t\":2,\"ev").write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(try trace.events().map(\.event) == [.scrollViewWillBeginDragging])
        try #"{"t":1,"event":"pageChanged","page":"two"}"#.appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: EndToEndError.self) { try trace.events() }
    }
}
