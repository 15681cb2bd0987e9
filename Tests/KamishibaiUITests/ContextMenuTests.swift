import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import KamishibaiUI
import Testing

@testable import KamishibaiUI

/// Context menus on the manual clock: a right-click or the Menu key opens one where it
/// should, kept on screen; ↑↓ skip separators and disabled items, letters select, Enter and
/// a click perform after the menu has gone (traced), → and ← open and close a submenu, Esc
/// and a click outside close it, and the unfolding takes its 0.12 s (none under Reduce Motion).
@Suite struct ContextMenuTests {
    /// A 60×20 window whose root screen has a list of 10 rows with a context menu on it.
    final class Harness: ContextMenuInteractionDelegate {
        let traced: TracedWindow<Window>
        let list = ListView()
        let rows = (0..<10).map { ListRow("Row \($0)") }
        var performed: [String] = []
        /// The location the delegate was last asked at.
        var asked: Point?
        var favourite = MenuAction.State.off
        var withPreview = false
        lazy var interaction = ContextMenuInteraction(view: list, delegate: self)

        init(columns: Int = 60, rows: Int = 20, reduceMotion: Bool = false) {
            traced = TracedWindow(columns: columns, rows: rows) { columns, rows, clock, trace in
                var setup = WindowSetup(columns: columns, rows: rows, clock: clock, trace: trace)
                setup.reduceMotion = reduceMotion
                return Window(setup)
            }
            let root = traced.window.rootViewController
            root.view.addSubview(list)
            list.frame = Rect(x: 2, y: 1, width: 30, height: 10)
            list.dataSource = self
            list.selectRow(0, animated: false, scrollPosition: .none)
            traced.window.keyResponder = list
            root.addInteraction(interaction)
        }

        var window: Window { traced.window }

        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: Point
        ) -> ContextMenuConfiguration? {
            asked = location
            let preview: (() -> ViewController?)? = withPreview ? { nil } : nil
            return ContextMenuConfiguration(previewProvider: preview) { [weak self] _ in self?.menu }
        }

        var menu: Menu {
            let record: (MenuAction) -> Void = { [weak self] in self?.performed.append($0.title) }
            return Menu(children: [
                MenuAction(title: "Open", image: "▶", handler: record),
                Menu(
                    title: "Share",
                    children: [
                        MenuAction(title: "Copy link", handler: record), MenuAction(title: "Mail", handler: record),
                    ]),
                MenuAction(title: "Favourite", state: favourite, handler: record),
                MenuAction(title: "Print", attributes: .disabled, handler: record),
                Menu(options: .displayInline, children: [MenuAction(title: "Delete", attributes: .destructive, handler: record)]),
            ])
        }

        /// The top menu level, if one is up.
        var top: ContextMenuViewController? { window.transitions.topPresented as? ContextMenuViewController }
        var selectedTitle: String? { top.flatMap { $0.menuView.selectedIndex.flatMap($0.menuView.rows.element(at:))?.title } }

        func rightClick(_ time: Double, column: Int, row: Int) { traced.mouse(time, .press(.right), column, row) }
        func key(_ time: Double, _ key: Key) { traced.at(time, .key(key)) }
    }

    @Test func aRightClickOpensTheMenuBesideThePointerAfterItsUnfolding() {
        let h = Harness()
        h.rightClick(1, column: 10, row: 4)
        #expect(h.asked == Point(x: 8.5, y: 3.5), "in the list's coordinates")
        let menu = h.top?.menuView
        h.traced.advance(to: 1 + ContextMenuAnimator.presentationDuration / 2)
        let half = menu?.frame.height ?? 0
        #expect(half > 1 && half < 8, "unfolding from its top")
        #expect(menu?.frame.minY == 4)
        h.traced.advance(to: 1 + ContextMenuAnimator.presentationDuration)
        // 6 rows (5 items, a separator) and the border; the checkmark, the images and the
        // widest title ("Favourite") with the submenu's arrow between a column each side.
        #expect(menu?.frame == Rect(x: 11, y: 4, width: 19, height: 8))
        #expect(h.selectedTitle == "Open", "the first item is selected")
        #expect(h.traced.events("presentationDidEnd").count == 1)
    }

    @Test func nearTheEdgesItFlipsAndStaysOnScreen() {
        let h = Harness(columns: 40, rows: 12)
        h.list.frame = Rect(x: 0, y: 0, width: 40, height: 12)
        h.rightClick(1, column: 35, row: 9)
        h.traced.advance(to: 2)
        // Left of the pointer (its right edge at column 35), above it (its bottom on row 9).
        #expect(h.top?.menuView.frame == Rect(x: 16, y: 2, width: 19, height: 8))
    }

    @Test func theMenuKeyOpensItBelowTheSelectedRow() {
        let h = Harness()
        h.list.selectRow(2, animated: false, scrollPosition: .none)
        h.key(1, .menu)
        h.traced.advance(to: 2)
        #expect(h.top?.menuView.frame == Rect(x: 2, y: 4, width: 19, height: 8), "below row 2")
        #expect(h.asked == Point(x: 15, y: 2.5), "the row's centre")
        #expect(Key.menu.displayName == "Menu")
    }

    @Test func anotherKeyTheAppNamesOpensIt() {
        let h = Harness()
        h.interaction.keys = [.character("m")]
        h.key(1, .menu)
        #expect(h.top == nil)
        h.key(1.1, .character("m"))
        #expect(h.top != nil)
    }

    /// The Menu key opens nothing while the focus is outside the view; from code, a menu opens
    /// at a point as a right-click there would.
    @Test func theKeyNeedsTheViewInTheChainAndCodeCanOpenIt() {
        let h = Harness()
        let other = View(frame: Rect(x: 40, y: 1, width: 10, height: 3))
        h.window.rootViewController.view.addSubview(other)
        h.window.keyResponder = other
        h.key(1, .menu)
        #expect(h.top == nil)
        #expect(h.traced.events("presentationWillBegin").isEmpty)
        h.interaction.presentMenu(at: Point(x: 3.5, y: 2.5))
        h.traced.advance(to: 2)
        #expect(h.asked == Point(x: 3.5, y: 2.5))
        #expect(h.top?.menuView.frame.origin == Point(x: 6, y: 3), "beside the cell (5, 3) in the window")
    }

    /// An app shows a menu of its own, with no interaction or delegate: at a point, as a
    /// right-click there would, or below a view (a list's selected row), as the Menu key would.
    @Test func anAppPresentsAMenuFromCode() {
        let h = Harness()
        let root = h.window.rootViewController
        root.presentMenu(h.menu, at: Point(x: 10.5, y: 4.5))
        h.traced.advance(to: 1)
        #expect(h.top?.menuView.frame == Rect(x: 11, y: 4, width: 19, height: 8), "as the right-click at (10, 4)")
        #expect(h.asked == nil, "no delegate is asked")
        h.key(1, .enter)
        h.traced.advance(to: 2)
        #expect(h.performed == ["Open"])
        h.list.selectRow(2, animated: false, scrollPosition: .none)
        root.presentMenu(h.menu, from: h.list)
        h.traced.advance(to: 3)
        #expect(h.top?.menuView.frame == Rect(x: 2, y: 4, width: 19, height: 8), "below row 2")
        h.key(3, .escape)
        h.traced.advance(to: 4)
        root.presentMenu(Menu(children: []), at: .zero)
        #expect(h.top == nil, "an empty menu opens nothing")
    }

    @Test func theArrowsSkipSeparatorsAndDisabledItemsAndLettersSelect() {
        let h = Harness()
        h.key(1, .menu)
        h.traced.advance(to: 2)
        var titles: [String?] = []
        for (index, key) in [Key.down, .down, .down, .down, .up].enumerated() {
            h.key(2 + 0.1 * Double(index), key)
            titles.append(h.selectedTitle)
        }
        #expect(titles == ["Share", "Favourite", "Delete", "Delete", "Favourite"])
        h.key(3, .character("o"))
        #expect(h.selectedTitle == "Open")
        h.key(3.1, .character("p"))
        #expect(h.selectedTitle == "Open", "Print is disabled")
    }

    @Test func enterPerformsAfterTheMenuHasGoneAndTraces() {
        let h = Harness()
        h.key(1, .menu)
        h.traced.advance(to: 2)
        h.key(2, .down)
        h.key(2.1, .down)
        h.key(2.2, .enter)
        #expect(h.performed.isEmpty, "not while it folds")
        #expect(h.traced.events("menuAction").isEmpty)
        h.traced.advance(to: 2.2 + ContextMenuAnimator.dismissalDuration)
        #expect(h.performed == ["Favourite"])
        #expect(h.top == nil)
        #expect(h.traced.events("menuAction").first?.contains(#""title":"Favourite""#) == true)
    }

    /// A second Enter, or a second click, while the menu folds performs nothing more.
    @Test func aSecondEnterOrClickWhileItFoldsPerformsOnce() {
        let h = Harness()
        h.key(1, .menu)
        h.traced.advance(to: 2)
        h.key(2, .enter)
        h.key(2.05, .enter)
        h.traced.advance(to: 3)
        #expect(h.performed == ["Open"])
        #expect(h.traced.events("menuAction").count == 1)
        #expect(h.traced.events("dismissalDidEnd").count == 1)
        h.rightClick(3, column: 5, row: 2)
        h.traced.advance(to: 4)
        let frame = h.top!.menuView.frameInRoot
        for time in [4.0, 4.04] {
            h.traced.mouse(time, .press(.left), Int(frame.minX) + 4, Int(frame.minY) + 1)
            h.traced.mouse(time + 0.01, .release(.left), Int(frame.minX) + 4, Int(frame.minY) + 1)
        }
        h.traced.advance(to: 5)
        #expect(h.performed == ["Open", "Open"])
        #expect(h.traced.events("menuAction").count == 2)
    }

    /// A right-click that reaches the list under an undimmed sheet opens the menu over the sheet.
    @Test func aRightClickUnderAnUndimmedSheetOpensTheMenuOverIt() {
        let h = Harness()
        let sheet = ViewController(name: ScreenName("sheet"), view: View())
        let delegate = StyledTransitioningDelegate(style: .sheet)
        delegate.detents = [.medium]
        delegate.largestUndimmedDetentIdentifier = .medium
        sheet.transitioningDelegate = delegate
        h.window.rootViewController.present(sheet, animated: false)
        h.traced.advance(to: 1)
        h.rightClick(1, column: 5, row: 2)
        h.traced.advance(to: 2)
        #expect(h.traced.events("transitionRefused").isEmpty)
        #expect(h.top?.presentingViewController === sheet)
    }

    @Test func aCheckedItemDrawsItsCheckmark() {
        let h = Harness()
        h.favourite = .on
        h.key(1, .menu)
        h.traced.advance(to: 2)
        #expect(h.top?.menuView.rows.element(at: 2).map { ($0 as? MenuAction)?.state } == .on)
    }

    @Test func aSubmenuOpensToTheSideAndClosesWithLeft() {
        let h = Harness()
        h.key(1, .menu)
        h.traced.advance(to: 2)
        h.key(2, .down)
        h.key(2.1, .right)
        h.traced.advance(to: 3)
        let submenu = h.top
        #expect(submenu?.name == "submenu")
        // Right of the menu (x 2…21, y 2…10), its first item level with Share (row 4).
        #expect(submenu?.menuView.frame == Rect(x: 21, y: 3, width: 15, height: 4))
        #expect(h.selectedTitle == "Copy link")
        h.key(3, .down)
        #expect(h.selectedTitle == "Mail")
        h.key(3.1, .left)
        h.traced.advance(to: 4)
        #expect(h.top?.name == "contextMenu")
        #expect(h.selectedTitle == "Share")
        h.key(4, .right)
        h.traced.advance(to: 5)
        h.key(5, .enter)
        h.traced.advance(to: 6)
        #expect(h.performed == ["Copy link"])
        #expect(h.window.transitions.topPresented == nil, "every level went")
    }

    @Test func escAndAClickOutsideClose() {
        let h = Harness()
        h.key(1, .menu)
        h.traced.advance(to: 2)
        h.key(2, .escape)
        h.traced.advance(to: 3)
        #expect(h.top == nil)
        h.rightClick(3, column: 5, row: 2)
        h.traced.advance(to: 4)
        h.traced.mouse(4, .press(.left), 50, 18)
        h.traced.mouse(4.05, .release(.left), 50, 18)
        h.traced.advance(to: 5)
        #expect(h.top == nil)
        #expect(h.performed.isEmpty)
        #expect(h.traced.events("menuAction").isEmpty)
    }

    @Test func aClickOnAnItemPerformsItAndOnADisabledOneDoesNothing() {
        let h = Harness()
        h.rightClick(1, column: 5, row: 2)
        h.traced.advance(to: 2)
        let frame = h.top!.menuView.frameInRoot
        // Print, the fourth row: nothing.
        h.traced.mouse(2, .press(.left), Int(frame.minX) + 4, Int(frame.minY) + 4)
        h.traced.mouse(2.05, .release(.left), Int(frame.minX) + 4, Int(frame.minY) + 4)
        h.traced.advance(to: 3)
        #expect(h.top != nil)
        // Delete, below the separator.
        h.traced.mouse(3, .press(.left), Int(frame.minX) + 4, Int(frame.minY) + 6)
        h.traced.mouse(3.05, .release(.left), Int(frame.minX) + 4, Int(frame.minY) + 6)
        h.traced.advance(to: 4)
        #expect(h.performed == ["Delete"])
    }

    @Test func underReduceMotionItAppearsAtOnce() {
        let h = Harness(reduceMotion: true)
        h.key(1, .menu)
        h.traced.advance(to: 1 + 1.0 / 60)
        #expect(h.top?.menuView.frame.height == 8)
    }

    @Test func aPreviewLiftsTheViewAboveTheDimmedBackdrop() {
        let h = Harness()
        h.withPreview = true
        h.key(1, .menu)
        h.traced.advance(to: 2)
        let controller = h.top?.presentationController as? ContextMenuPresentationController
        #expect(controller?.dimmingView.alpha == 1)
        #expect(controller?.containerView?.subviews.contains { $0 is PreviewView && $0.frame == h.list.frameInRoot } == true)
    }
}

extension ContextMenuTests.Harness: ListViewTextDataSource {
    func numberOfRows(in listView: ListView) -> Int { rows.count }
    func listView(_ listView: ListView, rowAt row: Int) -> ListRow { rows[row] }
}
