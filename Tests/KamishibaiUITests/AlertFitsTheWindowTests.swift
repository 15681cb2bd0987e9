import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiTesting
import KamishibaiUI
import Testing

/// An alert whose message is longer than the window is tall stays on screen: the message is cut
/// short (its last row ends in …) so that its buttons can still be clicked.
@Suite struct AlertFitsTheWindowTests {
    @Test(arguments: [AlertController.Style.alert, .actionSheet])
    func aLongMessageIsCutSoTheButtonsStayOnScreen(style: AlertController.Style) {
        let window = TracedWindow(columns: 80, rows: 12)
        let message = Array(repeating: "The cards slide in and out of the wooden frame.", count: 12).joined(separator: " ")
        let alert = AlertController(title: "A long story", message: message, preferredStyle: style)
        var chosen: [String] = []
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen.append($0.title ?? "") })
        alert.addAction(AlertAction(title: "Read", style: .default) { chosen.append($0.title ?? "") })
        window.window.rootViewController.present(alert, animated: false)
        let frame = alert.view.frame
        #expect(frame.minY >= 0 && frame.maxY <= 12, "\(frame)")
        window.window.rootView.layoutIfNeeded()
        let screen = WidgetTesting.rows(of: WidgetTesting.screen(of: window.window))
        #expect(screen.contains { $0.contains("…") }, "the message is cut:\n\(screen.joined(separator: "\n"))")
        let row = screen.lastIndex { $0.contains("Cancel") }
        #expect(row != nil, "the Cancel button is on screen")
        if let row,
            let column = screen[row].firstRange(of: "Cancel").map({ screen[row].distance(from: screen[row].startIndex, to: $0.lowerBound) })
        {
            window.mouse(1, .press(.left), column + 1, row)
            window.mouse(1.05, .release(.left), column + 1, row)
            window.settle(until: 3)
            #expect(chosen == ["Cancel"])
        }
    }
}
