import KamishibaiGeometry
import KamishibaiTerminal
import KamishibaiTesting
import Testing

@testable import KamishibaiUI

/// What a toast leaves to the screens under it: the keys they navigate by, and the wheel.
@Suite struct ToastDispatchTests {
    /// A screen that confirms on Enter, as an alert does: a key command, not a priority one.
    final class Confirm: ViewController {
        var confirmed = 0
        init() { super.init(name: "confirm") }
        override var keyCommands: [KeyCommand] {
            [KeyCommand(input: .enter, title: "OK") { [weak self] in self?.confirmed += 1 }]
        }
    }

    static let navigationKeys: [Key] = [.enter, .escape, .tab, .backTab, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end]

    @Test(arguments: navigationKeys)
    func anActionDropsAKeyTheScreensNavigateBy(key: Key) {
        var action = ToastAction(title: "Undo", key: key) { _ in }
        #expect(action.key == nil)
        action.key = .character("u")
        #expect(action.key == .character("u"))
        action.key = key
        #expect(action.key == nil)
    }

    @Test func enterStillReachesTheScreenUnderAToastNamingIt() {
        let harness = TracedWindow(columns: 80, rows: 24)
        let confirm = Confirm()
        harness.window.rootViewController.present(confirm, animated: false)
        var undone = 0
        harness.window.toasts.show(Toast("Archived", action: ToastAction(title: "Undo", key: .enter) { _ in undone += 1 }))
        harness.at(1, .key(.enter))
        #expect(confirm.confirmed == 1 && undone == 0)
        #expect(!harness.window.toasts.isEmpty)
    }

    @Test func aWheelOverAToastScrollsTheListBeneath() {
        let harness = TracedWindow(columns: 80, rows: 24)
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 80, height: 24))
        scrollView.contentSize = Size(width: 80, height: 100)
        harness.window.rootView.addSubview(scrollView)
        harness.window.toasts.show(Toast("Saved"))
        // At rest at row 1, columns 28 to 51: the wheel goes through it to the scroll view.
        harness.mouse(1, .scrollDown, 30, 2)
        harness.advance(to: 1.3)
        #expect(scrollView.contentOffset == Point(x: 0, y: 3))
        #expect(!harness.window.toasts.isEmpty)
    }
}
