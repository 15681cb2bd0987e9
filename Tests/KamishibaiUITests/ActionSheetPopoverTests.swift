import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import Testing

/// An action sheet given a source: a popover pointing at it on a wide window (as on an iPad),
/// one box whose border is the popover's; the sheet at the bottom edge on a narrow one; and
/// adapting both ways on a resize.
@Suite struct ActionSheetPopoverTests {
    final class Harness {
        let window: TracedWindow<Window>
        let alert = AlertController(title: "Kaguya-hime", message: nil, preferredStyle: .actionSheet)
        var handled: [String] = []

        init(columns: Int, source: Bool = true) {
            window = TracedWindow(columns: columns, rows: 24)
            for (title, style) in [("Copy link", AlertAction.Style.default), ("Delete", .destructive), ("Cancel", .cancel)] {
                alert.addAction(AlertAction(title: title, style: style) { [weak self] in self?.handled.append($0.title ?? "") })
            }
            if source { alert.popoverPresentationController?.sourceRect = Rect(x: 10, y: 3, width: 12, height: 1) }
            window.window.rootViewController.present(alert, animated: false)
        }

        var controller: PresentationController? { alert.presentationController }
        var screen: [String] {
            window.window.rootView.layoutIfNeeded()
            return WidgetTesting.rows(of: WidgetTesting.screen(of: window.window))
        }
        func lines(_ event: String) -> [String] {
            window.traceLines.filter { decodedTraceLine($0)?.name == event }.map { String($0.drop { $0 != "e" }) }
        }
    }

    @Test func wideWithASourceItIsAPopoverOfOneBox() throws {
        let h = Harness(columns: 120)
        let popover = try #require(h.controller as? PopoverPresentationController)
        #expect(popover.adaptedFrom == .actionSheet)
        #expect(popover.arrowDirection == .up, "below its source, pointing up at it")
        let content = h.alert.preferredContentSize
        #expect(h.alert.view.frame.size == Size(width: content.width + 2, height: content.height + 2))
        let frame = h.alert.view.frame
        let box = h.screen[Int(frame.minY)..<Int(frame.maxY)].map { String($0.dropFirst(Int(frame.minX)).prefix(Int(frame.width))) }
        #expect(box.first?.hasPrefix("╭") == true && box.last?.hasPrefix("╰") == true, "\(box.joined(separator: "\n"))")
        #expect(box.filter { $0.contains("╭") }.count == 1, "one box, no second one for Cancel:\n\(box.joined(separator: "\n"))")
        #expect(box.contains { $0.contains("Cancel") } && box.contains { $0.contains("Copy link") })
        #expect(
            h.lines("presentationDidEnd") == [
                #"event":"presentationDidEnd","screen":"actionSheet","completed":true,"style":"popover","adaptedFrom":"actionSheet"}"#
            ])
    }

    @Test func narrowOrWithoutASourceItIsTheSheet() {
        #expect(Harness(columns: 80).controller?.presentationStyle == .actionSheet)
        #expect(Harness(columns: 120, source: false).controller?.presentationStyle == .actionSheet)
    }

    /// A click outside the popover cancels it: the cancel action is traced and its handler runs
    /// once it has gone, as a click on the sheet's backdrop does.
    @Test func aClickOutsideThePopoverIsCancel() {
        let h = Harness(columns: 120)
        h.window.mouse(1, .press(.left), 100, 20)
        h.window.mouse(1.05, .release(.left), 100, 20)
        h.window.settle(until: 3)
        #expect(!h.window.isPresented)
        #expect(h.handled == ["Cancel"])
        #expect(h.window.traceLines.contains { $0.contains(#""event":"alertAction","title":"Cancel","style":"cancel""#) })
    }

    @Test func aResizeTurnsThePopoverIntoTheSheetAndBackAndItsKeysWorkInBoth() {
        let h = Harness(columns: 120)
        h.window.window.resize(columns: 80, rows: 24)
        #expect(h.controller?.presentationStyle == .actionSheet && h.controller?.adaptedFrom == nil)
        h.window.window.resize(columns: 120, rows: 24)
        #expect(h.controller?.presentationStyle == .popover && h.controller?.adaptedFrom == .actionSheet)
        h.window.at(1, .key(.enter))
        h.window.settle(until: 3)
        #expect(h.handled == ["Copy link"])
    }
}
