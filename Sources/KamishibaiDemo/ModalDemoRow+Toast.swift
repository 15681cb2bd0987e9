import KamishibaiUI

extension ModalDemoRow {
    /// Toasts through `window.toasts`: each Enter shows another, in turn at the top, and at the
    /// bottom with an Undo (a click on it or `u`), which shows that it undid.
    static var toast: ModalDemoRow {
        let shown = Counter()
        return ModalDemoRow(title: "Toast", detail: "window.toasts.show: Enter again for more; drag one sideways, u undoes") { screen, _ in
            guard let toasts = screen.window?.toasts else { return }
            shown.value += 1
            let number = shown.value
            if number % 2 == 1 {
                toasts.show(Toast("Saved to your stories. It goes in 5 s, or drag it away.", title: "Toast \(number)"))
            } else {
                let undo = ToastAction(title: "Undo", key: .character("u")) { [weak toasts] in
                    toasts?.show(Toast("Story \(number) is back", edge: .bottom, duration: 2))
                }
                toasts.show(Toast("Toast \(number): a story archived", action: undo, edge: .bottom))
            }
        }
    }

    /// How many toasts the row has shown: its closure's own, for as long as the tab's rows.
    private final class Counter {
        var value = 0
    }
}
