import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// A view that leaves the window takes the focus with it, as in UIKit: a popped page's field,
/// a dismissed sheet's, a field taken out of the tree; one moved within the window keeps it.
/// 60×20 window, focus events read from the trace.
@Suite struct FocusLeavingTests {
    let clock = ManualClock()
    let window: Window
    private final class Lines { var all: [String] = [] }
    private let lines = Lines()

    init() {
        let trace = Trace(clock: clock) { [lines] in lines.all.append($0) }
        window = Window(columns: 60, rows: 20, clock: clock, trace: trace)
    }

    /// Each `focus` line as "view focused".
    var focusEvents: [String] {
        lines.all.filter { $0.contains("\"event\":\"focus\"") }.map { line in
            let view = line.split(separator: "\"view\":\"")[1].prefix { $0 != "\"" }
            return "\(view) \(line.contains("\"focused\":true"))"
        }
    }

    func settle(until time: Double) {
        while clock.now + 1.0 / 60 < time {
            clock.advance(by: 1.0 / 60)
            window.advance()
        }
        clock.set(to: time)
        window.advance()
        window.rootView.layoutIfNeeded()
    }

    func mouse(_ kind: MouseEvent.Kind, column: Int, at time: Double) {
        settle(until: time)
        window.handle(.mouse(MouseEvent(kind, column: column, row: 10)))
    }

    /// A stack at the window's root whose top page holds a reply field, focused, away from
    /// the page's left edge (where a press begins a pop).
    func stackWithFocusedReply() -> (NavigationController, TextField) {
        let nav = NavigationController(name: "mail", root: ViewController(name: "inbox"))
        window.setRootViewController(nav)
        let page = View(), field = TextField(name: "reply")
        field.frame = Rect(x: 20, y: 2, width: 20, height: 1)
        page.addSubview(field)
        nav.push(ViewController(name: "reply", view: page), animated: false)
        #expect(field.becomeFirstResponder())
        return (nav, field)
    }

    @Test func aPoppedPageGivesTheFocusUpAsItLeaves() {
        let (nav, field) = stackWithFocusedReply()
        #expect(nav.pop(animated: true))
        settle(until: 0.1)
        #expect(window.firstResponder === field, "still on screen while it slides out")
        settle(until: 1)
        #expect(window.firstResponder == nil && !field.isFirstResponder)
        #expect(focusEvents == ["reply true", "reply false"])
    }

    @Test func aCancelledPopKeepsTheFocus() {
        let (nav, field) = stackWithFocusedReply()
        mouse(.press(.left), column: 0, at: 1)
        mouse(.drag(.left), column: 12, at: 1.1)
        mouse(.release(.left), column: 12, at: 1.5)
        settle(until: 2)
        #expect(nav.viewControllers.count == 2 && window.firstResponder === field)
        #expect(focusEvents == ["reply true"])
    }

    @Test func aDismissedSheetGivesTheFocusUp() {
        let field = TextField(name: "note")
        let sheet = ViewController(name: "sheet", view: field)
        sheet.transitioningDelegate = StyledTransitioningDelegate(style: .sheet)
        window.rootViewController.present(sheet, animated: false)
        #expect(field.becomeFirstResponder())
        sheet.dismiss(animated: true)
        settle(until: 1)
        #expect(window.rootViewController.presentedViewController == nil && window.firstResponder == nil)
        #expect(focusEvents == ["note true", "note false"])
    }

    @Test func aFieldTakenOutOfTheTreeGivesTheFocusUpAndOneMovedKeepsIt() {
        let box = View(), other = View()
        window.rootView.addSubview(box)
        window.rootView.addSubview(other)
        let field = TextField(name: "name")
        box.addSubview(field)
        #expect(field.becomeFirstResponder())
        other.addSubview(field)
        #expect(window.firstResponder === field, "moved within the window")
        box.addSubview(other)
        #expect(window.firstResponder === field, "its superview moved within the window")
        box.removeFromSuperview()
        #expect(window.firstResponder == nil)
        #expect(focusEvents == ["name true", "name false"])
    }

    @Test func aFieldMovedIntoAViewOffScreenGivesTheFocusUp() {
        let field = TextField(name: "name")
        window.rootView.addSubview(field)
        #expect(field.becomeFirstResponder())
        View().addSubview(field)
        #expect(window.firstResponder == nil)
    }

    @Test func aViewLeavingThatHoldsNoFocusLeavesItAlone() {
        let field = TextField(name: "name"), label = Label("Name")
        window.rootView.addSubview(field)
        window.rootView.addSubview(label)
        #expect(field.becomeFirstResponder())
        label.removeFromSuperview()
        #expect(window.firstResponder === field && focusEvents == ["name true"])
    }
}
