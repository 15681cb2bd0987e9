import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// An alert on an 80×24 window and a manual clock: "Delete the draft?" over "This cannot be
/// undone.", Cancel and Delete side by side — a card 30 columns wide and 8 rows tall, resting
/// centred at (25, 8). The trace and the handlers write to one log, so the order is checked.
@Suite struct AlertControllerTests {
    final class Harness {
        let window: TracedWindow<Window>
        let alert: AlertController
        var log: [String] = []

        init(
            style: AlertController.Style = .alert, cancel: Bool = true, preferred: Bool = true, animated: Bool = false,
            configure: (AlertController, Harness) -> Void = { _, _ in }
        ) {
            window = TracedWindow(columns: 80, rows: 24)
            alert = AlertController(title: "Delete the draft?", message: "This cannot be undone.", preferredStyle: style)
            if cancel {
                alert.addAction(
                    AlertAction(title: "Cancel", style: .cancel) { [weak self] in self?.log.append("handler \($0.title ?? "")") })
            }
            let delete = AlertAction(title: "Delete", style: .destructive) { [weak self] in self?.log.append("handler \($0.title ?? "")") }
            alert.addAction(delete)
            if preferred { alert.preferredAction = delete }
            configure(alert, self)
            window.window.trace.observer = { [weak self] event in
                guard !event.name.hasPrefix("view"), event.name != "interactionUpdate" else { return }
                if case let .alertAction(title, style) = event {
                    self?.log.append("alertAction \(title) \(style.rawValue)")
                } else {
                    self?.log.append(event.name)
                }
            }
            window.window.rootViewController.present(alert, animated: animated)
            log = []
        }

        var isUp: Bool { window.isPresented }
        var frame: Rect { alert.view.frame }
        func key(_ time: Double, _ key: Key) { window.at(time, .key(key)) }
        func click(_ time: Double, _ column: Int, _ row: Int) {
            window.mouse(time, .press(.left), column, row)
            window.mouse(time + 0.05, .release(.left), column, row)
        }
        func settle() { window.settle(until: window.clock.now + 2) }
        var screen: [String] {
            window.window.rootView.layoutIfNeeded()
            return WidgetTesting.rows(of: WidgetTesting.screen(of: window.window))
        }
    }

    @Test func theCardIsFittedToItsContentAndCentred() {
        let h = Harness()
        #expect(h.frame == Rect(x: 25, y: 8, width: 30, height: 8))
        #expect(h.alert.presentationController?.frameOfPresentedViewInContainerView == h.frame)
        let card = h.screen[8...15].map { String($0.dropFirst(25)) }
        #expect(
            card == [
                "╭────────────────────────────╮",
                "│                            │",
                "│     Delete the draft?      │",
                "│   This cannot be undone.   │",
                "│                            │",
                "├──────────────┬─────────────┤",
                "│    Cancel    │   Delete    │",
                "╰──────────────┴─────────────╯",
            ])
    }

    /// A resize fits and centres the card again: at 34 columns it is 30 wide; at 30 it is cut
    /// to the container less four, and the message wraps to two rows.
    @Test func aResizeFitsAndCentresItAgain() {
        let h = Harness()
        h.window.window.handle(.resize(columns: 34, rows: 12))
        h.window.window.rootView.layoutIfNeeded()
        #expect(h.frame == Rect(x: 2, y: 2, width: 30, height: 8))
        h.window.window.handle(.resize(columns: 30, rows: 12))
        h.window.window.rootView.layoutIfNeeded()
        #expect(h.frame == Rect(x: 2, y: 1, width: 26, height: 9))
    }

    @Test func itDropsInAndSinksOutOnTheClock() {
        let h = Harness(animated: true)
        h.window.advance(to: 0.05)
        #expect(abs(h.frame.minY - (6 + 2 * TimingCurve.easeOut.value(at: 0.25))) < 1e-9, "from two rows above where it rests")
        h.window.advance(to: 0.1)
        #expect(h.frame.minY == 6 + 2 * TimingCurve.easeOut.value(at: 0.5))
        h.window.advance(to: 0.2)
        #expect(h.frame.minY == 8)
        h.log = []
        h.key(1, .escape)
        h.window.advance(to: 1.075)
        #expect(abs(h.frame.minY - (8 + TimingCurve.easeIn.value(at: 0.5))) < 1e-9, "a row down, halfway")
        h.window.advance(to: 1.16)
        #expect(!h.isUp)
        #expect(h.log == ["alertAction Cancel cancel", "dismissalWillBegin", "dismissalDidEnd", "handler Cancel"])
    }

    @Test func underReduceMotionItCuts() {
        let clock = ManualClock()
        var setup = WindowSetup(columns: 80, rows: 24, clock: clock, trace: .disabled(clock: clock))
        setup.reduceMotion = true
        let window = Window(setup)
        let alert = AlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        window.rootViewController.present(alert, animated: true)
        clock.advance(by: 1.0 / 60)
        window.advance()
        #expect(alert.view.frame.minY == alert.presentationController?.frameOfPresentedViewInContainerView.minY)
    }

    @Test func enterPerformsThePreferredActionAndItsHandlerRunsAfterTheDismissal() {
        let h = Harness(animated: true)
        h.settle()
        h.log = []
        h.key(3, .enter)
        #expect(h.log == ["alertAction Delete destructive", "dismissalWillBegin"], "nothing runs before it has left")
        h.settle()
        #expect(!h.isUp)
        #expect(h.log == ["alertAction Delete destructive", "dismissalWillBegin", "dismissalDidEnd", "handler Delete"])
    }

    @Test func enterWithoutAPreferredActionPerformsTheOnlyDefaultOne() {
        let h = Harness(preferred: false) { alert, h in
            alert.addAction(AlertAction(title: "Keep", style: .default) { [weak h] _ in h?.log.append("handler Keep") })
        }
        h.key(1, .enter)
        h.settle()
        #expect(h.log.last == "handler Keep")
    }

    @Test func escPerformsTheCancelActionAndWithoutOneDoesNothing() {
        let h = Harness()
        h.key(1, .escape)
        h.settle()
        #expect(!h.isUp && h.log.last == "handler Cancel")
        let none = Harness(cancel: false)
        none.key(1, .escape)
        none.settle()
        #expect(none.isUp && none.log.isEmpty)
    }

    @Test func theArrowsAndTabMoveTheHighlightOverDisabledActions() {
        let h = Harness(preferred: false) { alert, h in
            let later = AlertAction(title: "Later", style: .default) { [weak h] _ in h?.log.append("handler Later") }
            later.isEnabled = false
            alert.addAction(later)
            alert.addAction(AlertAction(title: "Archive", style: .default) { [weak h] _ in h?.log.append("handler Archive") })
        }
        // Stacked: Delete, Later (disabled), Archive, Cancel; Archive, the only default action
        // enabled, is highlighted at first.
        h.key(1.1, .tab)  // Cancel
        h.key(1.2, .right)  // Delete, round again
        h.key(1.3, .down)  // Archive: Later is skipped
        h.key(1.4, .backTab)  // Delete
        h.key(1.5, .enter)
        h.settle()
        #expect(h.log.last == "handler Delete")
    }

    @Test func aDisabledActionCannotBePerformed() {
        let h = Harness(cancel: false) { alert, _ in alert.actions[0].isEnabled = false }
        h.key(1, .enter)
        h.click(1.1, 47, 14)
        h.settle()
        #expect(h.isUp && h.log.isEmpty)
    }

    @Test func aClickOnAButtonPerformsItAndOnTheBackdropNothing() {
        let h = Harness()
        h.click(1, 5, 2)
        h.click(1.2, 40, 10)
        h.settle()
        #expect(h.isUp && h.log.isEmpty, "the backdrop and the text do nothing")
        h.click(4, 30, 14)
        h.settle()
        #expect(!h.isUp && h.log.last == "handler Cancel")
    }

    @Test func aPressReleasedOffTheButtonPerformsNothing() {
        let h = Harness()
        h.window.mouse(1, .press(.left), 30, 14)
        h.window.mouse(1.1, .drag(.left), 30, 16)
        h.window.mouse(1.2, .release(.left), 30, 16)
        h.settle()
        #expect(h.isUp && h.log.isEmpty)
    }

    @Test func theAppsDismissalRunsNoHandler() {
        let h = Harness()
        h.alert.dismiss(animated: true)
        h.settle()
        #expect(!h.isUp && h.log == ["dismissalWillBegin", "dismissalDidEnd"])
        #expect(h.window.events("dismissalDidEnd").allSatisfy { $0.contains(#""style":"alert""#) })
    }

    /// The style is what brings the presentation: any screen asking for `.alert` rests as a
    /// card its view's `sizeThatFits` sizes, centred, and the trace names the style.
    @Test func aScreenAskingForTheAlertStyleIsACentredCard() {
        let window = TracedWindow(columns: 80, rows: 24)
        let label = Label("Saved to the cloud.")
        let screen = ViewController(name: "note", view: label)
        screen.modalPresentationStyle = .alert
        window.window.rootViewController.present(screen, animated: false)
        #expect(label.frame == Rect(x: 30, y: 11, width: 19, height: 1))
        #expect(window.events("presentationDidEnd").first?.contains(#""style":"alert""#) == true)
    }

    @Test func textFieldsTakeTheFocusAndASecureOneShowsBullets() {
        let h = Harness { alert, _ in
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { $0.isSecureTextEntry = true }
        }
        #expect(h.alert.textFields?.count == 2 && h.alert.textFields?[0].isFirstResponder == true)
        h.window.play("ab".map { (1, .key(.character($0))) })
        #expect(h.alert.textFields?[0].text == "ab")
        h.alert.textFields?[1].becomeFirstResponder()
        h.window.play("pw".map { (1.2, .key(.character($0))) })
        #expect(h.alert.textFields?[1].text == "pw")
        #expect(h.screen.contains { $0.contains("••") } && !h.screen.contains { $0.contains("pw") })
        h.key(2, .enter)
        h.settle()
        #expect(h.log.last == "handler Delete")
    }

    /// Tab and Shift-Tab take the focus round the text fields (the keys typed follow it); with
    /// no field, they move the highlight.
    @Test func tabMovesTheFocusThroughTheTextFields() {
        let h = Harness { alert, _ in
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { $0.placeholder = "Place" }
        }
        let fields = h.alert.textFields ?? []
        h.key(1, .tab)
        #expect(fields[1].isFirstResponder)
        h.window.play("x".map { (1.1, .key(.character($0))) })
        #expect(fields[1].text == "x" && fields[0].text.isEmpty)
        h.key(1.2, .tab)
        #expect(fields[0].isFirstResponder, "round to the first")
        h.key(1.3, .backTab)
        #expect(fields[1].isFirstResponder)
        #expect(h.isUp)
    }
}
