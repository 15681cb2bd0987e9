import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// An action sheet on an 80×24 window: "Kaguya-hime" above Copy link, Duplicate and Delete,
/// and Cancel apart below — 36 columns wide, 11 rows tall, resting on the bottom edge at
/// (22, 13): the three actions on rows 16–18, a row of backdrop (20), Cancel on row 22.
@Suite struct ActionSheetTests {
    final class Harness {
        let window: TracedWindow<Window>
        let alert = AlertController(title: "Kaguya-hime", message: nil, preferredStyle: .actionSheet)
        var log: [String] = []

        init(cancel: Bool = true, animated: Bool = false) {
            window = TracedWindow(columns: 80, rows: 24)
            for (title, style) in [("Copy link", AlertAction.Style.default), ("Duplicate", .default), ("Delete", .destructive)]
                + (cancel ? [("Cancel", .cancel)] : [])
            {
                alert.addAction(AlertAction(title: title, style: style) { [weak self] in self?.log.append("handler \($0.title ?? "")") })
            }
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
        func key(_ time: Double, _ key: Key) { window.at(time, .key(key)) }
        func click(_ time: Double, _ column: Int, _ row: Int) {
            window.mouse(time, .press(.left), column, row)
            window.mouse(time + 0.05, .release(.left), column, row)
        }
        func drag(from: Int, to: Int) {
            window.play(InputScript.drag(from: CellPoint(x: 40, y: from), to: CellPoint(x: 40, y: to), start: 1, step: 0.05, rest: 0.2))
        }
        func settle() { window.settle(until: window.clock.now + 2) }
        var screen: [String] {
            window.window.rootView.layoutIfNeeded()
            return WidgetTesting.rows(of: WidgetTesting.screen(of: window.window))
        }
    }

    @Test func itRestsOnTheBottomEdgeWithCancelApart() {
        let h = Harness()
        #expect(h.alert.view.frame == Rect(x: 22, y: 13, width: 36, height: 11))
        let sheet = h.screen[13...].map { String($0.dropFirst(22)) }
        #expect(
            sheet == [
                "╭──────────────────────────────────╮",
                "│           Kaguya-hime            │",
                "├──────────────────────────────────┤",
                "│            Copy link             │",
                "│            Duplicate             │",
                "│              Delete              │",
                "╰──────────────────────────────────╯",
                "",
                "╭──────────────────────────────────╮",
                "│              Cancel              │",
                "╰──────────────────────────────────╯",
            ])
    }

    @Test func itSlidesUpFromTheBottomEdge() {
        let h = Harness(animated: true)
        h.window.advance(to: 0.15)
        #expect(abs(h.alert.view.frame.minY - (24 - 11 * TimingCurve.easeOut.value(at: 0.5))) < 1e-9, "from below the bottom edge")
        h.window.advance(to: 0.3)
        #expect(h.alert.view.frame.minY == 13)
    }

    @Test func theArrowsMoveAndEnterPerforms() {
        let h = Harness()
        h.key(1, .down)
        h.key(1.1, .down)
        h.key(1.2, .up)
        h.key(1.3, .enter)
        h.settle()
        #expect(!h.isUp && h.log == ["alertAction Duplicate default", "dismissalWillBegin", "dismissalDidEnd", "handler Duplicate"])
    }

    @Test func escAndABackdropClickCancel() {
        let esc = Harness()
        esc.key(1, .escape)
        esc.settle()
        #expect(!esc.isUp && esc.log.last == "handler Cancel")
        for (column, row) in [(5, 5), (40, 20)] {
            let h = Harness()
            h.click(1, column, row)
            h.settle()
            #expect(!h.isUp && h.log == ["alertAction Cancel cancel", "dismissalWillBegin", "dismissalDidEnd", "handler Cancel"])
        }
    }

    @Test func withoutACancelActionEscDismissesItAndRunsNothing() {
        let h = Harness(cancel: false)
        h.key(1, .escape)
        h.settle()
        #expect(!h.isUp && h.log == ["dismissalWillBegin", "dismissalDidEnd"])
    }

    @Test func aClickOnAnActionPerformsIt() {
        let h = Harness()
        h.click(1, 40, 18)
        h.settle()
        #expect(h.log.last == "handler Delete")
    }

    /// Dragged down by its title past 40 % of its height, it leaves, and that is its cancel
    /// action: traced and handled once the dismissal has ended.
    @Test func draggedDownItDismissesAsCancel() {
        let h = Harness()
        h.drag(from: 14, to: 20)
        h.settle()
        #expect(!h.isUp)
        #expect(
            h.log == [
                "dismissalWillBegin", "interactionBegan", "interactionFinish", "dismissalDidEnd", "alertAction Cancel cancel",
                "handler Cancel",
            ])
        #expect(h.window.events("dismissalDidEnd").allSatisfy { $0.contains(#""style":"actionSheet""#) })
    }

    @Test func aShortDragSpringsBackAndPerformsNothing() {
        let h = Harness()
        h.drag(from: 14, to: 16)
        h.settle()
        #expect(h.isUp && h.alert.view.frame.minY == 13)
        #expect(h.log == ["dismissalWillBegin", "interactionBegan", "interactionCancel", "dismissalDidEnd"])
        h.key(5, .escape)
        h.settle()
        #expect(h.log.last == "handler Cancel", "it still cancels afterwards")
    }
}
