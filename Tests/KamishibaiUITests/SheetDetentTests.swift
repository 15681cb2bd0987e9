import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// A sheet with detents on a 100×40 window (a 40-row container): medium is 20 rows tall
/// (top edge at row 20), large 38 (row 2). The sheet's view holds, from its third row, a
/// scroll view of 100 rows that shares its drags. Drags are SGR-like pointer events at exact
/// virtual times, one row every 0.1 s (slow: 10 rows/s) unless told otherwise.
@Suite struct SheetDetentTests {
    let clock = ManualClock()
    let window: Window
    let screen = ViewController(name: "sheet")
    let dismissal = DismissalInteraction()
    let scrollView = ScrollView()
    private final class Lines { var all: [String] = [] }
    private let lines = Lines()

    init(
        detents: [SheetDetent] = [.medium, .large], undimmed: SheetDetent.Identifier? = nil, prefersExpanding: Bool = true,
        reduceMotion: Bool = false
    ) {
        let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
        var setup = WindowSetup(columns: 100, rows: 40, clock: clock, trace: trace)
        setup.reduceMotion = reduceMotion
        window = Window(setup)
        let delegate = StyledTransitioningDelegate(style: .sheet, interactor: dismissal.interactor)
        delegate.detents = detents
        delegate.largestUndimmedDetentIdentifier = undimmed
        delegate.prefersScrollingExpandsWhenScrolledToEdge = prefersExpanding
        screen.transitioningDelegate = delegate
        screen.addInteraction(dismissal)
        let content = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scrollView.addSubview(content)
        scrollView.contentSize = content.frame.size
        screen.view.addSubview(scrollView)
        dismissal.scrollView = scrollView
        window.rootViewController.present(screen, animated: false)
        layOut()
    }

    var sheet: SheetPresentationController { screen.presentationController as! SheetPresentationController }
    var top: Double { screen.view.frame.minY }

    /// The scroll view fills the sheet below its first two rows, as it moves.
    func layOut() {
        scrollView.frame = Rect(x: 0, y: 2, width: 100, height: max(0, screen.view.frame.height - 2))
        window.rootView.layoutIfNeeded()
    }

    func settle(until time: Double) {
        while clock.now + 1.0 / 60 < time {
            clock.advance(by: 1.0 / 60)
            window.advance()
            layOut()
        }
        clock.set(to: time)
        window.advance()
        layOut()
    }

    /// Each event at its time, after the frames before it; the scroll view laid out after each.
    func play(_ script: [InputScript.Timed]) {
        for (time, event) in script {
            settle(until: time)
            window.handle(event)
            layOut()
        }
    }

    func mouse(_ kind: MouseEvent.Kind, row: Int, at time: Double) {
        play([InputScript.mouse(kind, column: 50, row: row, at: time)])
    }

    /// Presses at `from`, moves a row at a time to `to`, `step` apart, and releases `release`
    /// after the last move (nil: holds on); returns the last move's time.
    @discardableResult
    func drag(from: Int, to: Int, start: Double, step: Double = 0.1, release: Double? = 0.1) -> Double {
        play(InputScript.drag(from: CellPoint(x: 50, y: from), to: CellPoint(x: 50, y: to), start: start, step: step, rest: release))
        return start + step * Double(abs(to - from))
    }

    func detentEvents() -> [String] {
        lines.all.compactMap {
            guard case .detentChanged(_, let detent) = decodedTraceLine($0)?.event else { return nil }
            return detent
        }
    }

    @Test func theProjectionPicksTheDetentTheVelocityCarriesTo() {
        let t = SheetDetentTests()
        // Under UIKit's normal deceleration a release carries the sheet on by velocity × 0.499.
        let carried = Decay(position: 0, velocity: 10, rate: Decay.normal).restingPosition
        #expect(abs(carried - 10 * 0.998 / 0.002 / 1000) < 0.01)
        #expect(t.sheet.projectedDetent(from: 31, velocity: 0) == .large, "nearer 38 than 20")
        #expect(t.sheet.projectedDetent(from: 28, velocity: 0) == .medium)
        #expect(t.sheet.projectedDetent(from: 22, velocity: 20) == .large, "22 + 9.98 is nearer 38")
        #expect(t.sheet.projectedDetent(from: 36, velocity: -20) == .medium, "36 − 9.98 is nearer 20")
    }

    @Test func theSheetMovesItselfBetweenItsDetentsForADrag() throws {
        let detents = try #require(sheet.detentResizing)
        #expect(detents.maximumRaise == 18 && detents.currentRaise == 0)
        detents.placeSheet(raised: 10)
        #expect(top == 10 && detents.currentRaise == 10)
        detents.placeSheet(raised: 20)
        #expect(abs(top - (2 - RubberBand.offset(2, dimension: 40))) < 1e-9, "past the highest, the rubber band")
        #expect(sheet.dismissalTravel == 20, "a dismissal starts from the lowest detent")
        detents.settleSheet(velocity: 0)
        settle(until: 2)
        #expect(top == 2 && detentEvents() == ["large"])
        sheet.moveSheet(toHeight: 20)
        detents.restAtLowestDetent()
        #expect(sheet.currentDetent?.identifier == .medium && detentEvents() == ["large", "medium"])
        #expect(SheetDetentTests(detents: [.medium]).sheet.detentResizing == nil, "one detent: nothing to move between")
    }

    @Test func aSlowDragUpExpandsAndADragDownStepsBack() {
        #expect(top == 20 && sheet.currentDetent?.identifier == .medium)
        // Up 12 rows on the sheet's top rows (off the content): 32 rows tall, nearer large.
        let end = drag(from: 20, to: 8, start: 1)
        #expect(detentEvents() == ["large"])
        settle(until: end + 2)
        #expect(top == 2 && !sheet.isSettling)
        // Down 12 from large: 26 rows tall, nearer medium.
        let back = drag(from: 2, to: 14, start: 5)
        settle(until: back + 2)
        #expect(detentEvents() == ["large", "medium"] && top == 20)
        #expect(lines.all.filter { $0.contains("interactionBegan") }.isEmpty, "no dismissal above the lowest detent")
    }

    @Test func theContentTopHandsAnUpwardDragToTheSheetThenScrolls() {
        // On the content (row 25), up 25 rows: 18 expand the sheet to large, the rest scroll.
        drag(from: 25, to: 0, start: 1, release: nil)
        #expect(top == 2, "expanded to large, then no further: the content takes the rest")
        #expect(scrollView.contentOffset.y == 7)
        mouse(.release(.left), row: 0, at: 4)
        settle(until: 6)
        #expect(detentEvents() == ["large"])
        // Down 10 on the content: 7 scroll it back to its top, 3 lower the sheet.
        drag(from: 10, to: 20, start: 7, release: nil)
        #expect(scrollView.contentOffset.y == 0 && top == 5)
    }

    @Test func withoutThePreferenceTheContentScrollsAtEveryDetent() {
        let t = SheetDetentTests(prefersExpanding: false)
        t.drag(from: 30, to: 24, start: 1, release: nil)
        #expect(t.top == 20 && t.scrollView.contentOffset.y == 6, "the content scrolled, the sheet stayed")
        // A drag off the content (the sheet's top rows) still expands it.
        t.mouse(.release(.left), row: 24, at: 2)
        t.drag(from: 20, to: 14, start: 4, release: nil)
        #expect(t.top == 14)
    }

    @Test func aboveTheHighestDetentTheRubberBandResists() {
        drag(from: 20, to: 2, start: 1, release: nil)
        #expect(top == 2)
        let end = drag(from: 2, to: 0, start: 3, step: 0.1, release: nil)
        let resisted = top
        #expect(resisted < 2 && resisted > 0, "past the highest detent, less than the 2 rows dragged: \(resisted)")
        #expect(abs((2 - resisted) - RubberBand.offset(2, dimension: 40)) < 1e-9)
        mouse(.release(.left), row: 0, at: end + 0.5)
        settle(until: end + 3)
        #expect(top == 2)
    }

    @Test func oneDragExpandsShrinksAndDismisses() {
        // Up 10, then down 10 back to medium and 9 more: 45 % of medium's 20 rows.
        mouse(.press(.left), row: 20, at: 1)
        var time = 1.0
        for row in stride(from: 19, through: 10, by: -1) {
            time += 0.1
            mouse(.drag(.left), row: row, at: time)
        }
        #expect(top == 10)
        for row in 11...29 {
            time += 0.1
            mouse(.drag(.left), row: row, at: time)
        }
        let updates = lines.all.filter { $0.contains("interactionUpdate") }
        #expect(updates.last?.contains("\"percent\":0.45") == true, "\(updates.last ?? "none")")
        mouse(.release(.left), row: 29, at: time + 0.5)
        settle(until: time + 2)
        #expect(lines.all.contains { $0.contains("dismissalDidEnd") && $0.contains("\"completed\":true") })
    }

    @Test func aCancelledDismissalFromLargeRestsAtTheLowestDetent() {
        sheet.selectDetent(.large, animated: false)
        layOut()
        // From large (row 2) down 20: 18 to medium, 2 (10 %) into the dismissal; let go slowly.
        drag(from: 2, to: 22, start: 1, release: 0.5)
        settle(until: 5)
        #expect(top == 20 && sheet.currentDetent?.identifier == .medium)
        #expect(detentEvents() == ["large", "medium"])
    }

    @Test func heldArrowsStepThroughTheDetents() {
        // A press, then 18 repeats: the press is not yet a hold.
        play(InputScript.repeated(.up, count: 19, start: 1, interval: 0.03))
        settle(until: 1.57)
        #expect(top == 2, "18 rows up: large, and no further")
        window.handle(.key(.up))
        #expect(top == 2)
        settle(until: 3)
        #expect(detentEvents() == ["large"])
    }

    /// UIKit's default, said in one place: a sheet whose app chooses no detents rests at
    /// `large` alone, two rows below the top.
    @Test func aSheetIsLargeUnlessTheAppChoosesOtherwise() {
        #expect(SheetPresentationController.defaultDetents.map(\.identifier) == [.large])
        #expect(StyledTransitioningDelegate(style: .sheet).detents.map(\.identifier) == [.large])
        let clock = ManualClock()
        let window = Window(columns: 100, rows: 40, clock: clock, trace: .disabled(clock: clock))
        let plain = ViewController(name: "plain")
        plain.transitioningDelegate = StyledTransitioningDelegate(style: .sheet)
        window.rootViewController.present(plain, animated: false)
        let sheet = plain.presentationController as? SheetPresentationController
        #expect(sheet?.detents.map(\.identifier) == [.large] && sheet?.detentResizing == nil)
        #expect(plain.view.frame == Rect(x: 0, y: 2, width: 100, height: 38))
    }

    @Test func belowTheUndimmedDetentTheListBehindTakesClicksAndKeys() {
        let t = SheetDetentTests(undimmed: .medium)
        #expect(t.sheet.passesInputThrough && t.sheet.dimmingView.alpha == 0)
        final class Behind: View {
            var presses = 0, keys: [Key] = []
            override func mouseEvent(_ event: MouseEvent, at point: Point) -> Bool {
                if case .press = event.kind { presses += 1 }
                return true
            }
            override func keyDown(_ key: Key) -> Bool {
                keys.append(key)
                return true
            }
        }
        let behind = Behind(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        t.window.rootView.insertSubview(behind, at: 0)
        t.window.keyResponder = behind
        t.mouse(.press(.left), row: 5, at: 1)
        t.window.handle(.key(.home))
        #expect(behind.presses == 1 && behind.keys == [.home] && t.screen.presentingViewController != nil)
        let chain = t.window.responderChain
        let presentation = chain.firstIndex { $0 === t.sheet }, next = chain.firstIndex { $0 === behind }
        #expect(presentation.map { $0 + 1 } == next, "the sheet's presentation, then the key view behind it")
        // Half way to large the backdrop is half dimmed and takes clicks again.
        t.sheet.moveSheet(toHeight: 29)
        #expect(abs(t.sheet.dimmingView.alpha - 0.5) < 1e-9 && !t.sheet.passesInputThrough)
    }

    @Test func underReduceMotionTheSheetSettlesWithoutOvershoot() {
        let t = SheetDetentTests(reduceMotion: true)
        t.sheet.selectDetent(.large, animated: true, velocity: 40)
        var highest = 0.0
        for frame in 1...120 {
            t.settle(until: Double(frame) / 60)
            highest = max(highest, t.sheet.sheetHeight)
        }
        #expect(highest <= 38 + 1e-9 && t.top == 2)
        let bouncy = SheetDetentTests()
        bouncy.sheet.selectDetent(.large, animated: true, velocity: 40)
        var peak = 0.0
        for frame in 1...120 {
            bouncy.settle(until: Double(frame) / 60)
            peak = max(peak, bouncy.sheet.sheetHeight)
        }
        #expect(peak > 38, "without it the spring overshoots a little: \(peak)")
    }
}

/// `sheetPresentationController`, UIKit's: the sheet a screen or the container it lies in rests
/// in, from the start of its presentation to the end of its dismissal; nil for anything else.
@Suite struct SheetPresentationControllerLookupTests {
    let clock = ManualClock()
    let window: Window

    init() {
        window = Window(columns: 60, rows: 20, clock: clock, trace: .disabled(clock: clock))
    }

    func presented(_ screen: ViewController, style: StyledTransitioningDelegate.Style?) -> ViewController {
        screen.transitioningDelegate = style.map { StyledTransitioningDelegate(style: $0) }
        window.rootViewController.present(screen, animated: false)
        return screen
    }

    @Test func aSheetsScreenAndItsPagesFindTheSheet() {
        let page = ViewController(name: "message")
        let stack = NavigationController(name: "sheet", root: page)
        #expect(stack.sheetPresentationController == nil, "not presented yet")
        _ = presented(stack, style: .sheet)
        let sheet = stack.sheetPresentationController
        #expect(sheet != nil && sheet === stack.presentationController)
        #expect(page.sheetPresentationController === sheet, "a page of the stack finds its container's sheet")
        let reply = ViewController(name: "reply")
        stack.push(reply, animated: false)
        reply.sheetPresentationController?.selectDetent(.large, animated: false)
        #expect(sheet?.currentDetent?.identifier == .large)
    }

    @Test func otherPresentationsAndTheRootHaveNone() {
        #expect(window.rootViewController.sheetPresentationController == nil)
        for style in [StyledTransitioningDelegate.Style.card, .fitted, .sidebar, nil] {
            let screen = presented(ViewController(name: "other"), style: style)
            #expect(screen.presentationController != nil && screen.sheetPresentationController == nil, "\(String(describing: style))")
            screen.dismiss(animated: false)
        }
    }

    @Test func aDismissedSheetIsGone() {
        let screen = presented(ViewController(name: "note"), style: .sheet)
        screen.dismiss(animated: true)
        clock.set(to: 0.1)
        window.advance()
        #expect(screen.sheetPresentationController != nil, "still there while it leaves")
        clock.set(to: 2)
        window.advance()
        #expect(screen.sheetPresentationController == nil)
    }
}
