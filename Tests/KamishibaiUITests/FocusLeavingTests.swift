import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// A view that leaves the window takes the focus with it, as in UIKit: a popped page's field,
/// a dismissed sheet's, a field taken out of the tree; one moved within the window keeps it.
/// 60×20 window, focus events read from the trace.
@Suite struct FocusLeavingTests {
    /// A 60×20 window whose `focus` events are noted as "view focused".
    final class Harness: WindowHarness {
        var focusEvents: [String] = []

        init() {
            let clock = ManualClock()
            let trace = Trace(clock: clock) { _ in }
            super.init(clock: clock, window: Window(columns: 60, rows: 20, clock: clock, trace: trace), lead: .everyFrame)
            trace.observer = { [weak self] in
                if case .focus(let view, let focused, _) = $0 { self?.focusEvents.append("\(view) \(focused)") }
            }
        }
    }

    let h = Harness()
    var window: Window { h.window }

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
        #expect(nav.pop(animated: true) != nil)
        h.advance(to: 0.1)
        #expect(window.firstResponder === field, "still on screen while it slides out")
        h.advance(to: 1)
        #expect(window.firstResponder == nil && !field.isFirstResponder)
        #expect(h.focusEvents == ["reply true", "reply false"])
    }

    @Test func aCancelledPopKeepsTheFocus() {
        let (nav, field) = stackWithFocusedReply()
        h.mouse(1, .press(.left), 0, 10)
        h.mouse(1.1, .drag(.left), 12, 10)
        h.mouse(1.5, .release(.left), 12, 10)
        h.advance(to: 2)
        #expect(nav.viewControllers.count == 2 && window.firstResponder === field)
        #expect(h.focusEvents == ["reply true"])
    }

    @Test func aDismissedSheetGivesTheFocusUp() {
        let field = TextField(name: "note")
        let sheet = ViewController(name: "sheet", view: field)
        sheet.transitioningDelegate = StyledTransitioningDelegate(style: .sheet)
        window.rootViewController.present(sheet, animated: false)
        #expect(field.becomeFirstResponder())
        sheet.dismiss(animated: true)
        h.advance(to: 1)
        #expect(window.rootViewController.presentedViewController == nil && window.firstResponder == nil)
        #expect(h.focusEvents == ["note true", "note false"])
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
        #expect(h.focusEvents == ["name true", "name false"])
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
        #expect(window.firstResponder === field && h.focusEvents == ["name true"])
    }
}
