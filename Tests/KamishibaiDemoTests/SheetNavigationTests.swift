import KamishibaiTesting
import KamishibaiUI
import Testing

@testable import KamishibaiDemo

/// The navigation stack inside a story's sheet at 80×24, at exact virtual times: the sheet
/// rests from row 12, a blank row, its bar on row 16 and the bar's divider on row 17, the
/// first story's synopsis from row 18, then its scenes, one per row.
@Suite struct SheetNavigationTests {
    func open(_ events: [(Double, InputEvent)]) -> DemoHarness {
        let h = DemoHarness()
        h.run(timed: [(0.5, .key(.enter))] + events)
        return h
    }

    var detail: (DemoHarness) -> DetailViewController? { { $0.app.presentedSheet as? DetailViewController } }

    @Test func enterPushesTheSelectedSceneAndEscPops() {
        let h = open([(1.5, .key(.tab)), (1.6, .key(.enter))])
        #expect(detail(h)?.viewControllers.map(\.name) == ["story", "scene-2"], "as the demo named them")
        #expect(h.screen.contains("‹ Story") && h.screen.contains("Scene 2 of 12") && h.screen.contains("← Esc back"))
        #expect(h.screen.contains("The peach opens"), "Momotarō's own second scene")
        let back = open([(1.5, .key(.enter)), (2.5, .key(.escape))])
        #expect(detail(back)?.viewControllers.count == 1, "popped, the sheet stays")
        #expect(back.lifecycle.suffix(2) == ["navigationPush true", "navigationPop true"])
    }

    /// At the large detent, where the scenes show: a click on scene 2's line opens it.
    @Test func aClickOnASceneLineOpensIt() {
        let h = open([(1.0, .key(.character("e")))])
        guard let page = detail(h)?.page, let row = page.content.row(ofScene: 2) else {
            Issue.record("no sheet, or no scenes")
            return
        }
        let y = Int(page.content.frameInRoot.minY) + row
        h.run(timed: DemoHarness.click(10, y).map { (2.5, $0) })
        #expect(detail(h)?.topViewController?.name == "scene-2", "\(h.screen)")
    }

    /// From the page's first columns, or from the sheet's own left border and padding.
    @Test(arguments: [0, 1, 3, 4])
    func aDragFromTheSheetsLeftEdgePops(column start: Int) {
        let cells = [start] + Array(stride(from: 10, through: 60, by: 10))
        let drag = InputScript.drag(through: cells.map { CellPoint(x: $0, y: 18) }, start: 2, step: 0.1, rest: 0.2)
        let h = open([(1.5, .key(.enter))] + drag)
        #expect(detail(h)?.viewControllers.count == 1)
        #expect(h.lifecycle.contains("interactionFinish") && h.lifecycle.last == "navigationPop true")
        #expect(h.app.presentedSheet != nil, "the sheet itself stays")
    }

    /// Further into the page a drag is the page's own, not a pop.
    @Test func aDragFromInsideThePageDoesNotPop() {
        let cells = [6] + Array(stride(from: 10, through: 60, by: 10))
        let drag = InputScript.drag(through: cells.map { CellPoint(x: $0, y: 18) }, start: 2, step: 0.1, rest: nil)
        let h = open([(1.5, .key(.enter))] + drag)
        #expect(detail(h)?.viewControllers.count == 2)
        #expect(!h.lifecycle.contains("navigationPop true"))
    }

    /// In a short window the scene's card has room for fewer lines than its caption: the
    /// last one shown ends in an ellipsis.
    @Test func aCutCaptionEndsInAnEllipsis() {
        let h = DemoHarness(columns: 60, rows: 18)
        h.run(timed: [(0.5, .key(.enter)), (1.5, .key(.enter))])
        let card = h.screen.split(separator: "\n").filter { $0.contains("│") && $0.contains("…") }
        #expect(!card.isEmpty, "\(h.screen)")
    }

    @Test func nOnAScenePresentsFromTheStack() {
        let h = open([(1.5, .key(.enter)), (2.5, .key(.character("n")))])
        let top = h.app.presentedSheet
        #expect(top?.name == "detail-2@2")
        #expect(top?.presentingViewController?.name == "detail-1", "the container, not detail-1/scene-1")
        let lower = h.app.rootViewController.presentedViewController as? DetailViewController
        #expect(lower?.topViewController?.presentedViewController === top, "its pages report the sheet too")
        #expect(h.traceLines.contains { $0.contains("\"presentationWillBegin\",\"screen\":\"detail-2@2\",\"presenting\":\"detail-1\"") })
    }
}
