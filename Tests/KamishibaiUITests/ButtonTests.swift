import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiUI
import Testing

/// The button on a 30×6 window: `[ Close (Esc) ]` at (5, 2), 15 cells wide, over a view that
/// notes the presses that reach it.
@Suite struct ButtonTests {
    final class Harness {
        let window = WidgetTesting.window(columns: 30, rows: 6)
        let behind = PressLog(frame: Rect(x: 0, y: 0, width: 30, height: 6))
        let button = Button(title: "Close", keyEquivalent: .escape)
        var actions = 0

        init() {
            window.rootView.addSubview(behind)
            behind.addSubview(button)
            button.frame = Rect(origin: Point(x: 5, y: 2), size: button.intrinsicContentSize)
            button.action = { [weak self] in self?.actions += 1 }
        }

        func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
            window.handle(.mouse(MouseEvent(kind, column: column, row: row)))
        }

        func key(_ key: Key) { window.handle(.key(key)) }
    }

    @Test func readsItsTitleAndKeyEquivalentInBrackets() {
        let h = Harness()
        #expect(h.button.intrinsicContentSize == Size(width: 15, height: 1))
        #expect(Button(title: "OK").intrinsicContentSize == Size(width: 6, height: 1))
        #expect(WidgetTesting.rows(of: WidgetTesting.screen(of: h.window))[2] == "     [ Close (Esc) ]")
    }

    @Test func aNarrowFrameCutsTheTitleThenLeavesTheKeyOut() {
        let button = Button(title: "Close", keyEquivalent: .escape)
        let looks: [(Double, String)] = [
            (19, "  [ Close (Esc) ]"), (14, "[ Clo… (Esc) ]"), (13, "[ Cl… (Esc) ]"), (12, " [ Close ]"),
            (7, "[ Cl… ]"), (4, "[ C…"),
        ]
        for (width, look) in looks {
            button.frame = Rect(x: 0, y: 0, width: width, height: 1)
            #expect(WidgetTesting.drawing(of: button) == [look], "at \(width)")
        }
        button.frame = Rect(x: 0, y: 0, width: 9, height: 3)
        #expect(WidgetTesting.drawing(of: button) == ["", "[ Close ]", ""], "centred in its frame")
    }

    @Test func aClickInsideRunsTheActionAndLooksPressedMeanwhile() {
        let h = Harness()
        h.mouse(.press(.left), 6, 2)
        #expect(h.button.isHighlighted && h.actions == 0)
        let pressed = WidgetTesting.screen(of: h.window)[6, 2].style
        let theme = Theme.standard
        #expect(pressed.foreground == theme.surface && pressed.background == theme.text && pressed.monochrome.contains(.reverse))
        h.mouse(.drag(.left), 12, 2)
        h.mouse(.release(.left), 12, 2)
        #expect(!h.button.isHighlighted && h.actions == 1)
        #expect(WidgetTesting.screen(of: h.window)[6, 2].style == Style(foreground: theme.text, background: .black))
        #expect(h.behind.kinds.isEmpty, "the button took the press")
    }

    @Test func aReleaseOutsideCancelsAndTheLookFollowsThePointer() {
        let h = Harness()
        h.mouse(.press(.left), 6, 2)
        h.mouse(.drag(.left), 6, 3)
        #expect(!h.button.isHighlighted)
        h.mouse(.drag(.left), 19, 2)
        #expect(h.button.isHighlighted)
        h.mouse(.drag(.left), 20, 2)
        h.mouse(.release(.left), 20, 2)
        #expect(!h.button.isHighlighted && h.actions == 0)
    }

    @Test func aKeyDuringThePressCancelsIt() {
        let h = Harness()
        h.mouse(.press(.left), 6, 2)
        h.key(.character("x"))
        #expect(!h.button.isHighlighted)
        h.mouse(.release(.left), 6, 2)
        #expect(h.actions == 0, "the release after a lost one goes nowhere")
    }

    @Test func aDisabledButtonLooksDimmedRunsNothingAndLetsPressesThrough() {
        let h = Harness()
        h.button.isEnabled = false
        h.mouse(.press(.left), 6, 2)
        h.mouse(.release(.left), 6, 2)
        #expect(!h.button.isHighlighted && h.actions == 0)
        #expect(h.behind.kinds == [.press(.left), .release(.left)])
        h.key(.escape)
        #expect(!h.button.becomeFirstResponder() && h.actions == 0)
        let dimmed = WidgetTesting.screen(of: h.window)[7, 2].style
        #expect(dimmed.foreground == Theme.standard.secondaryText && dimmed.monochrome.contains(.dim))
        h.button.style = TextStyle(foreground: .white, background: .black)
        let faded = WidgetTesting.screen(of: h.window)[7, 2].style
        #expect(faded.foreground == RGB(102, 102, 102), "a style's own colours fade toward its background")
    }

    @Test func enterOrSpaceRunItWhenItHasTheFocus() {
        let h = Harness()
        h.key(.enter)
        h.key(.character(" "))
        #expect(h.actions == 0, "not focused: Enter and Space are not its keys")
        #expect(h.button.becomeFirstResponder())
        h.key(.enter)
        h.key(.character(" "))
        #expect(h.actions == 2)
        #expect(WidgetTesting.screen(of: h.window)[7, 2].style.attributes == [.bold, .underline])
        h.button.isEnabled = false
        #expect(!h.button.isFirstResponder, "a disabled button gives the focus up")
    }

    @Test func itsKeyEquivalentRunsItFromAnywhereUnlessAViewTakesTheKeyFirst() {
        let h = Harness()
        h.key(.escape)
        #expect(h.actions == 1)
        h.button.keyEquivalent = .character("q")
        let field = TextField(name: "reply")
        field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        h.window.rootView.addSubview(field)
        field.becomeFirstResponder()
        h.key(.character("q"))
        #expect(h.actions == 1 && field.text == "q", "the focused field took it")
        field.resignFirstResponder()
        h.key(.character("q"))
        #expect(h.actions == 2)
        h.button.isHidden = true
        h.key(.character("q"))
        #expect(h.actions == 2, "a hidden button takes no key")
    }

    @Test func onlyTheTopScreensButtonsTakeKeyEquivalents() {
        let h = Harness()
        let sheetButton = Button(title: "Send", keyEquivalent: .escape)
        var sent = 0
        sheetButton.action = { sent += 1 }
        let screen = ViewController(name: "sheet")
        screen.view.addSubview(sheetButton)
        h.window.rootViewController.present(screen, animated: false)
        h.key(.escape)
        #expect(sent == 1 && h.actions == 0)
    }
}

/// The button as a ``Control``.
@Suite struct ButtonControlTests {
    @Test func itSendsPrimaryActionTriggeredAfterItsAction() {
        var order: [String] = []
        let button = Button(title: "OK") { order.append("action") }
        button.addAction(for: .primaryActionTriggered) { order.append("primary") }
        button.addAction(for: .valueChanged) { order.append("value") }
        button.sendAction()
        #expect(order == ["action", "primary"])
        button.isEnabled = false
        button.sendAction()
        #expect(order == ["action", "primary"], "nothing while disabled")
    }

    /// "Send" greys itself out in its action: the click that happened is still reported.
    @Test func anActionThatDisablesItsButtonStillSendsPrimaryActionTriggered() {
        var order: [String] = []
        let button = Button(title: "Send")
        button.action = { [weak button] in
            order.append("action")
            button?.isEnabled = false
        }
        button.addAction(for: .primaryActionTriggered) { order.append("primary") }
        button.sendAction()
        #expect(order == ["action", "primary"] && !button.isEnabled)
    }
}
