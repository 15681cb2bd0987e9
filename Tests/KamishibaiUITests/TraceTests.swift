import Foundation
import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

@Suite struct TraceTests {
    @Test func linesAreJSONWithTimeAndEventFirst() {
        let clock = ManualClock(now: 1.25)
        var lines: [String] = []
        let trace = Trace(clock: clock) { lines.append($0) }
        trace.record(.resize(columns: 100, rows: 30))
        trace.record(.dismissalDidEnd(screen: "detail \"1\"", completed: true, style: .sheet))
        #expect(
            lines == [
                #"{"t":1.25,"event":"resize","size":[100,30]}"#,
                #"{"t":1.25,"event":"dismissalDidEnd","screen":"detail \"1\"","completed":true,"style":"sheet"}"#,
            ])
    }

    /// Every event's line, exactly as the format says: names, fields and their order.
    @Test func everyEventWritesItsDocumentedLine() {
        let clock = ManualClock(now: 2)
        var lines: [String] = []
        let trace = Trace(clock: clock) { lines.append(String($0.dropFirst(#"{"t":2,"#.count))) }
        let point = Point(x: 1.5, y: -2)
        var canvas = Canvas(columns: 8, rows: 6, fill: Style(foreground: .white, background: .black))
        canvas.place(
            PixelImage(id: 3, version: 1, graphics: .sixel, columns: 4, rows: 2, bytes: [1, 2, 3, 4, 5], name: "PhotoView"), x: 2, y: 1)
        let picture = canvas.images[0]
        let events: [(TraceEvent, String)] = [
            (
                .presentationWillBegin(screen: "a", presenting: "root"),
                #""event":"presentationWillBegin","screen":"a","presenting":"root"}"#
            ),
            (
                .presentationDidEnd(screen: "a", completed: true, style: .fullScreen),
                #""event":"presentationDidEnd","screen":"a","completed":true,"style":"fullScreen"}"#
            ),
            (
                .presentationDidEnd(screen: "a", completed: true, style: .sheet, adaptedFrom: .popover),
                #""event":"presentationDidEnd","screen":"a","completed":true,"style":"sheet","adaptedFrom":"popover"}"#
            ),
            (.dismissalWillBegin(screen: "a"), #""event":"dismissalWillBegin","screen":"a"}"#),
            (
                .presentationAdapted(screen: "a", style: .sheet, adaptedFrom: .popover),
                #""event":"presentationAdapted","screen":"a","style":"sheet","adaptedFrom":"popover"}"#
            ),
            (
                .presentationAdapted(screen: "a", style: .popover, adaptedFrom: nil),
                #""event":"presentationAdapted","screen":"a","style":"popover"}"#
            ),
            (
                .dismissalDidEnd(screen: "p", completed: true, style: .zoom, landed: Rect(x: 3, y: 3, width: 27, height: 9)),
                #""event":"dismissalDidEnd","screen":"p","completed":true,"style":"zoom","frame":[3,3,27,9]}"#
            ),
            (.interactionBegan(percent: 0), #""event":"interactionBegan","percent":0}"#),
            (.interactionUpdate(percent: 0.25), #""event":"interactionUpdate","percent":0.25}"#),
            (.interactionUpdate(percent: 0.25, scale: 0.9), #""event":"interactionUpdate","percent":0.25,"scale":0.9}"#),
            (.interactionFinish(percent: 0.5), #""event":"interactionFinish","percent":0.5}"#),
            (.interactionCancel(percent: 0.1), #""event":"interactionCancel","percent":0.1}"#),
            (
                .scrollViewDidScroll(offset: point, layers: [.init(name: "back", x: 4)]),
                #""event":"scrollViewDidScroll","offset":[1.5,-2],"layers":{"back":4}}"#
            ),
            (.scrollViewWillBeginDragging, #""event":"scrollViewWillBeginDragging"}"#),
            (
                .scrollViewWillEndDragging(velocity: point, target: .zero),
                #""event":"scrollViewWillEndDragging","velocity":[1.5,-2],"target":[0,0]}"#
            ),
            (.scrollViewDidEndDragging(willDecelerate: false), #""event":"scrollViewDidEndDragging","willDecelerate":false}"#),
            (.scrollViewWillBeginDecelerating, #""event":"scrollViewWillBeginDecelerating"}"#),
            (.scrollViewDidEndDecelerating, #""event":"scrollViewDidEndDecelerating"}"#),
            (.scrollViewDidEndScrollingAnimation, #""event":"scrollViewDidEndScrollingAnimation"}"#),
            (.pageChanged(page: 2), #""event":"pageChanged","page":2}"#),
            (.detentChanged(screen: "a", detent: .large), #""event":"detentChanged","screen":"a","detent":"large"}"#),
            (.detentChanged(screen: "a", detent: "small"), #""event":"detentChanged","screen":"a","detent":"small"}"#),
            (.focus(view: "search", focused: true, label: nil), #""event":"focus","view":"search","focused":true}"#),
            (
                .focus(view: "ListView", focused: true, label: "Kites"),
                #""event":"focus","view":"ListView","focused":true,"label":"Kites"}"#
            ),
            (
                .navigationPush(screen: ScreenName("b", in: "a"), completed: true),
                #""event":"navigationPush","screen":"a/b","completed":true}"#
            ),
            (
                .navigationPop(screen: ScreenName("c", in: ScreenName("b", in: "a")), completed: false),
                #""event":"navigationPop","screen":"a/b/c","completed":false}"#
            ),
            (.appearance(.willAppear, screen: "a"), #""event":"viewWillAppear","screen":"a"}"#),
            (.appearance(.didDisappear, screen: "a"), #""event":"viewDidDisappear","screen":"a"}"#),
            (
                .framePacing(FramePacing(mode: .acknowledged, synchronizedOutput: true)),
                #""event":"framePacing","mode":"acknowledged","synchronizedOutput":true}"#
            ),
            (.framePacing(.timer), #""event":"framePacing","mode":"timer","synchronizedOutput":false}"#),
            (.colorMode(.truecolor, reason: .colorterm), #""event":"colorMode","mode":"truecolor","reason":"COLORTERM"}"#),
            (.colorMode(.palette256, reason: .flag), #""event":"colorMode","mode":"256","reason":"flag"}"#),
            (.inputLimited(.paste(bytes: 12)), #""event":"inputLimited","what":"paste","bytes":12}"#),
            (.inputLimited(.sequence(bytes: 4096)), #""event":"inputLimited","what":"sequence","bytes":4096}"#),
            (.inputLimited(.field(bytes: 3)), #""event":"inputLimited","what":"field","bytes":3}"#),
            (.inputLimited(.windowSize(columns: 5000, rows: 9)), #""event":"inputLimited","what":"size","size":[5000,9]}"#),
            (.pixelsShown(picture), #""event":"pixelsShown","id":3,"view":"PhotoView","graphics":"sixel","frame":[2,1,4,2],"bytes":5}"#),
            (.pixelsRemoved(picture, reason: .covered), #""event":"pixelsRemoved","id":3,"view":"PhotoView","reason":"covered"}"#),
            (.alertAction(title: "Delete", style: .destructive), #""event":"alertAction","title":"Delete","style":"destructive"}"#),
            (.toast(.shown), #""event":"toast","state":"shown"}"#),
            (.toast(.hidden(.drag)), #""event":"toast","state":"hidden","reason":"drag"}"#),
            (
                .swipeActions(row: 3, edge: .trailing, state: .performed, action: "Delete"),
                #""event":"swipeActions","row":3,"edge":"trailing","state":"performed","action":"Delete"}"#
            ),
            (
                .swipeActions(row: 0, edge: .leading, state: .opened, action: nil),
                #""event":"swipeActions","row":0,"edge":"leading","state":"opened"}"#
            ),
            (.refresh(began: true), #""event":"refresh","state":"began"}"#),
            (.refresh(began: false), #""event":"refresh","state":"ended"}"#),
            (.rowMoved(from: 0, to: 2), #""event":"rowMoved","from":0,"to":2}"#),
            (.rowsChanged(inserted: [0], deleted: [4, 5]), #""event":"rowsChanged","inserted":[0],"deleted":[4,5]}"#),
        ]
        for (event, _) in events { trace.record(event) }
        #expect(lines == events.map(\.1))
    }

    /// A screen's name is its parts, outermost first: written with `/`, compared by parts.
    @Test func aScreenNameIsItsParts() {
        let page = ScreenName("scene-2", in: "detail-1")
        #expect(page.own == "scene-2" && page.containers == ["detail-1"])
        #expect(page.description == "detail-1/scene-2")
        #expect(ScreenName("x", in: page).containers == ["detail-1", "scene-2"])
        let n = 3
        #expect(("detail-\(n)" as ScreenName) == ScreenName("detail-3") && ScreenName("detail-3").containers.isEmpty)
        #expect(page != ScreenName("detail-1/scene-2"), "a slash in a name is not a part")
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
        trace.record(.resize(columns: 1, rows: 1))
    }
}

@Suite struct TraceFileTests {
    /// Every write to /dev/full fails (ENOSPC): the first failure is kept with its reason and
    /// nothing more is attempted.
    @Test func aFailedWriteIsKeptWithItsReason() throws {
        let trace = try #require(Trace(clock: ManualClock(), appendingTo: "/dev/full"))
        #expect(trace.writeFailure == nil)
        trace.record(.resize(columns: 1, rows: 1))
        #expect(trace.writeFailure == "No space left on device")
        trace.record(.resize(columns: 1, rows: 1))
        #expect(trace.writeFailure == "No space left on device")
    }

    @Test func aWritableFileHasNoFailure() throws {
        let path = "/tmp/kami-trace-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let trace = try #require(Trace(clock: ManualClock(now: 2), appendingTo: path))
        trace.record(.resize(columns: 1, rows: 1))
        #expect(trace.writeFailure == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"t":2,"event":"resize","size":[1,1]}"# + "\n")
    }
}
