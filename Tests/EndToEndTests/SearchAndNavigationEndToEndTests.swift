import Foundation
import KamishibaiTesting
import Testing

/// Text entry, the input bar's dismiss modes and the navigation stack inside a sheet, in a real
/// terminal at 100×30 with real keys, bracketed pastes and SGR drags, read from the screen and
/// the trace. The input bar is rows 27–29 (1-based), above the footer on row 30; the list's
/// stories start on row 4.
@Suite("Search and navigation, end to end")
struct SearchAndNavigationEndToEndTests {
    private func start() throws -> TmuxSession {
        let tmux = try TmuxSession(appArguments: [], columns: 100, rows: 30)
        try tmux.waitForList()
        try tmux.waitForScreen(containing: "q quit")
        return tmux
    }

    /// `/`, then the field has the focus (traced) and its bar is up.
    private func beginSearch(_ tmux: TmuxSession) throws {
        try tmux.sendKeys("/")
        try tmux.trace.waitForEvent(.focus) { $0.event == .focus(view: "search", focused: true, label: "Search stories") }
        try tmux.waitForScreen(containing: "24 of 24 stories")
    }

    private func focusEvents(_ tmux: TmuxSession) throws -> [Bool] {
        try tmux.trace.events().compactMap {
            guard case .focus(_, let focused, _) = $0.event else { return nil }
            return focused
        }
    }

    /// A press at `from` on column 30, one row at a time to `to` and (unless told not to)
    /// the release there: in one burst, or `paced` a row each 30 ms where the bar must follow
    /// the pointer from frame to frame (its velocity does not matter).
    private func drag(_ tmux: TmuxSession, from: Int, to: Int, release: Bool = true, paced: Bool = false) throws {
        try tmux.drag(MouseDrag.straight(from: (30, from), to: (30, to), release: release), pace: paced ? .paced(gap: 0.03) : .burst)
    }

    /// The bar's last row, there only while the bar is all the way up.
    private static let barHint = "Drag the list down onto the bar"

    @Test func typingFiltersTheStories() throws {
        let tmux = try start()
        try beginSearch(tmux)
        try tmux.sendKeys("-l", "kagu")
        // The whole frame, not one caught half written: the count, the story, the rest gone.
        try tmux.waitForScreen("only Kaguya-hime left") {
            $0.contains("1 of 24 stories") && $0.contains("Kaguya-hime") && !$0.contains("Momotarō")
        }
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-3" && $0.completed == true }
    }

    /// Alt-x as tmux sends it (`ESC x`) is a modified key, not an `x` typed into the field (it
    /// was before the parser read modifiers).
    @Test func altWithALetterTypesNothing() throws {
        let tmux = try start()
        try beginSearch(tmux)
        try tmux.sendKeys("-l", "mo")
        try tmux.sendKeys("M-x")
        try tmux.sendKeys("-l", "m")
        try tmux.waitForScreen("the search is “mom”") { $0.contains("Stories · “mom”") }
    }

    @Test func aPasteWithAnEscapeByteInsideIsText() throws {
        let tmux = try start()
        try beginSearch(tmux)
        // ESC [200~ k a ESC g u ESC [201~: were the inner ESC a key, it would clear the search.
        try tmux.sendHex(Array("\u{1B}[200~ka\u{1B}gu\u{1B}[201~".utf8))
        try tmux.waitForScreen("the paste typed as text") {
            $0.contains("1 of 24 stories") && $0.contains("Search / kagu") && $0.contains("Kaguya-hime")
        }
        #expect(try focusEvents(tmux) == [true], "the ESC inside did not leave the field")
    }

    @Test func onDragTakesTheFocusWhenTheListIsDragged() throws {
        let tmux = try start()
        try tmux.sendKeys("d")
        try tmux.waitForScreen(containing: "d drag: none")
        try tmux.sendKeys("d")
        try tmux.waitForScreen(containing: "d drag: onDrag")
        try beginSearch(tmux)
        try drag(tmux, from: 6, to: 9)
        try tmux.trace.waitForEvent(.focus) { if case .focus(_, focused: false, _) = $0.event { true } else { false } }
        try tmux.waitForScreen("the bar put away") { !$0.contains("24 of 24 stories") && $0.contains("d drag: onDrag") }
    }

    @Test func interactivePushesTheBarAwayPastHalfAndBringsItBackBefore() throws {
        let tmux = try start()
        try tmux.waitForScreen(containing: "d drag: interactive")
        try beginSearch(tmux)
        // Onto the bar's top row: one row of three pushed down; let go, it comes back.
        try tmux.waitForScreen(containing: Self.barHint)
        try drag(tmux, from: 20, to: 27, release: false, paced: true)
        try tmux.waitForScreen("the bar pushed down a row") { !$0.contains(Self.barHint) && $0.contains("24 of 24 stories") }
        try tmux.drag(MouseDrag.release(at: (30, 27)))
        try tmux.waitForScreen(containing: Self.barHint)
        #expect(try focusEvents(tmux) == [true])
        // To its middle row: two of three hidden, past half: the focus goes.
        try drag(tmux, from: 20, to: 28, paced: true)
        try tmux.trace.waitForEvent(.focus) { if case .focus(_, focused: false, _) = $0.event { true } else { false } }
        try tmux.waitForScreen("the bar gone, the list's keys back") { $0.contains("/ search") && !$0.contains("24 of 24 stories") }
    }

    @Test func aSceneIsPushedAndPoppedAndPresentsFromItsStack() throws {
        let tmux = try start()
        try tmux.sendKeys("Enter")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-1" && $0.completed == true }
        try tmux.sendKeys("Tab", "Enter")
        try tmux.trace.waitForEvent(.navigationPush) { $0.screen == "detail-1/scene-2" && $0.completed == true }
        try tmux.waitForScreen("the bar of scene 2, its title centred") { screen in
            screen.split(separator: "\n").contains { $0.contains("‹ Story") && $0.contains("Scene 2 of 12") }
        }
        try tmux.sendKeys("Escape")
        try tmux.trace.waitForEvent(.navigationPop) { $0.screen == "detail-1/scene-2" && $0.completed == true }
        #expect(try named(.dismissalWillBegin, tmux.trace.events()).isEmpty, "Esc popped; it did not close the sheet")

        try tmux.sendKeys("3")
        try tmux.trace.waitForEvent(.navigationPush) { $0.screen == "detail-1/scene-3" }
        try tmux.sendKeys("n")
        let began = try tmux.trace.waitForEvent(.presentationWillBegin) { $0.screen == "detail-2@2" }
        #expect(began.event == .presentationWillBegin(screen: "detail-2@2", presenting: "detail-1"), "the stack presents, not its page")
        try tmux.trace.waitForEvent(.presentationDidEnd) { $0.screen == "detail-2@2" }
        try tmux.sendKeys("i")
        try tmux.waitForScreen("the inspector naming the stack as presenter") {
            $0.contains("presenter     detail-1") && $0.contains("detail-1: story › scene-3")
        }
    }
}
