import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiMotion
import KamishibaiTerminal
import Testing

@testable import KamishibaiUI

/// A page view controller as a 20×6 window's root, over three pages A, B, C: turns by key, by
/// drag and by code, what the delegate and the pages' appearance calls say, at exact offsets
/// and times on the manual clock. A page is 20 columns wide; the scroll view's content is the
/// current page and its neighbours side by side.
@Suite struct PageViewControllerTests {
    final class Log { var calls: [String] = [] }

    final class Page: ViewController {
        let log: Log
        init(_ name: String, log: Log) {
            self.log = log
            super.init(name: ScreenName(name))
        }
        override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name) didDisappear") }
    }

    /// The pages in order; counts them for the dots when `dots`; logs the delegate calls.
    final class Book: PageViewControllerDataSource, PageViewControllerDelegate {
        let pages: [Page]
        let log: Log
        var dots = false
        weak var controller: PageViewController?

        init(_ pages: [Page], log: Log) {
            self.pages = pages
            self.log = log
        }

        private func index(_ screen: ViewController) -> Int? { pages.firstIndex { $0 === screen } }

        func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController)
            -> ViewController?
        {
            index(viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController)
            -> ViewController?
        {
            index(viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: PageViewController) -> Int { dots ? pages.count : 0 }
        func presentationIndex(for pageViewController: PageViewController) -> Int {
            pageViewController.viewControllers.first.flatMap(index) ?? 0
        }
        func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
            log.calls.append("delegate willTransitionTo \(pendingViewControllers.map(\.name.own))")
        }
        func pageViewController(
            _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
            transitionCompleted completed: Bool
        ) {
            log.calls.append("delegate didFinish from \(previousViewControllers.map(\.name.own)) completed \(completed)")
        }
    }

    let log = Log()
    let fixture = TracedWindow(columns: 20, rows: 6) { Window(columns: $0, rows: $1, clock: $2, trace: $3) }
    let book: Book
    let controller = PageViewController(name: "pages")

    init() { self.init(dots: false) }

    init(dots: Bool) {
        let log = self.log
        book = Book(["A", "B", "C"].map { Page($0, log: log) }, log: log)
        book.dots = dots
        controller.dataSource = book
        controller.delegate = book
        controller.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        fixture.window.setRootViewController(controller)
        fixture.window.rootView.layoutIfNeeded()
        log.calls = []
    }

    private var shown: String? { controller.viewControllers.first?.name.own }
    private var offset: Double { controller.scrollView.contentOffset.x }

    private func mouse(_ kind: MouseEvent.Kind, column: Int, at time: Double) {
        fixture.at(time, .mouse(MouseEvent(kind, column: column, row: 2)))
    }

    @Test func rightTurnsAPageOnTheScrollAnimationWithTheCallsOfATurn() {
        #expect(shown == "A" && offset == 0 && controller.scrollView.contentSize == Size(width: 40, height: 6), "no page before A")
        fixture.at(1, .key(.right))
        #expect(log.calls.isEmpty && controller.scrollView.targetContentOffset.x == 20, "the turn begins as the pages move")
        fixture.advance(to: 1.15)
        #expect(log.calls == ["delegate willTransitionTo [\"B\"]", "A willDisappear", "B willAppear"])
        #expect(abs(offset - 10) < 1e-9, "half way at half time, ease-in-out")
        fixture.advance(to: 1.3)
        #expect(shown == "B")
        #expect(offset == 20 && controller.scrollView.contentSize == Size(width: 60, height: 6), "B between A and C")
        #expect(
            log.calls.suffix(3) == ["A didDisappear", "B didAppear", "delegate didFinish from [\"A\"] completed true"])
        fixture.at(2, .key(.left))
        fixture.advance(to: 2.35)
        #expect(shown == "A" && offset == 0)
        #expect(fixture.events("viewDidAppear").count == 2, "traced with the pages' names")
    }

    @Test func aShortSlowDragComesBackAndTheTurnIsUndone() {
        mouse(.press(.left), column: 15, at: 1)
        mouse(.drag(.left), column: 12, at: 1.1)
        #expect(offset == 3, "the page follows the pointer")
        mouse(.drag(.left), column: 9, at: 1.2)
        mouse(.drag(.left), column: 9, at: 2)
        mouse(.release(.left), column: 9, at: 2)
        fixture.advance(to: 4)
        #expect(shown == "A" && offset == 0)
        #expect(
            log.calls == [
                "delegate willTransitionTo [\"B\"]", "A willDisappear", "B willAppear",
                "A willAppear", "A didAppear", "B willDisappear", "B didDisappear",
                "delegate didFinish from [\"A\"] completed false",
            ])
    }

    @Test func aDragPastHalfWayTurnsThePage() {
        mouse(.press(.left), column: 18, at: 1)
        mouse(.drag(.left), column: 10, at: 1.1)
        mouse(.drag(.left), column: 6, at: 1.2)
        mouse(.drag(.left), column: 6, at: 2)
        mouse(.release(.left), column: 6, at: 2)
        #expect(offset == 12)
        fixture.advance(to: 4)
        #expect(shown == "B" && offset == 20)
        #expect(log.calls.last == "delegate didFinish from [\"A\"] completed true")
    }

    @Test func theFirstPageRubberBandsAndComesBack() {
        mouse(.press(.left), column: 5, at: 1)
        mouse(.drag(.left), column: 15, at: 1.1)
        #expect(offset == RubberBand.clamp(-10, to: 0...20, dimension: 20) && offset < 0 && offset > -10)
        mouse(.release(.left), column: 15, at: 1.1)
        fixture.advance(to: 3)
        #expect(shown == "A" && offset == 0)
        #expect(log.calls.isEmpty, "no page before A: no turn")
    }

    @Test func setViewControllersAtOnceOrAnimatedFromTheSideGiven() {
        var completions: [Bool] = []
        controller.setViewControllers([book.pages[2]], direction: .forward, animated: false) { completions.append($0) }
        #expect(shown == "C" && completions == [true] && offset == 20, "C after B: its slot, the second")
        #expect(log.calls == ["A willDisappear", "C willAppear", "A didDisappear", "C didAppear"], "no delegate calls")
        log.calls = []
        fixture.frame(at: 1)
        controller.setViewControllers([book.pages[0]], direction: .reverse, animated: true) { completions.append($0) }
        #expect(offset == 20 && log.calls == ["C willDisappear", "A willAppear"], "A placed before C")
        fixture.advance(to: 1.15)
        #expect(abs(offset - 10) < 1e-9)
        fixture.advance(to: 1.3)
        #expect(shown == "A" && offset == 0 && completions == [true, true])
        #expect(log.calls.suffix(2) == ["C didDisappear", "A didAppear"])
    }

    @Test func theDotsShowUnderThePagesAndAClickTurnsOnePageTowardsIt() {
        let dotted = PageViewControllerTests(dots: true)
        #expect(dotted.controller.pageControl.frame == Rect(x: 0, y: 5, width: 20, height: 1))
        #expect(dotted.controller.scrollView.frame == Rect(x: 0, y: 0, width: 20, height: 5))
        #expect(dotted.controller.pageControl.numberOfPages == 3 && dotted.controller.pageControl.currentPage == 0)
        // "● ○ ○" centred in 20 columns: from column 7, a dot every other column.
        dotted.fixture.at(1, .mouse(MouseEvent(.press(.left), column: 11, row: 5)))
        #expect(dotted.controller.pageControl.currentPage == 1, "at once the page being turned to, not the dot clicked")
        dotted.fixture.advance(to: 1.3)
        #expect(dotted.shown == "B" && dotted.controller.pageControl.currentPage == 1, "one page towards the third dot")
    }

    /// Home and End reach the first and last page when the data source counts them (the scroll
    /// view holds only the neighbours), as the user's turn; the keys are titled for pages.
    @Test func homeAndEndTurnToTheFirstAndLastPage() {
        let counted = PageViewControllerTests(dots: true)
        let titles = { Dictionary(counted.fixture.window.availableKeyCommands.map { ($0.input, $0.title) }) { first, _ in first } }
        #expect(titles()[.home] == nil && titles()[.end] == "Last page" && titles()[.right] == "Next page")
        #expect(titles()[.pageDown] == "Next page")
        counted.fixture.at(1, .key(.end))
        counted.fixture.advance(to: 1.5)
        #expect(counted.shown == "C" && counted.offset == 20, "C, not only the neighbour B")
        #expect(counted.log.calls.first == "delegate willTransitionTo [\"C\"]")
        #expect(titles()[.home] == "First page" && titles()[.end] == nil && titles()[.left] == "Previous page")
        counted.fixture.at(2, .key(.home))
        counted.fixture.advance(to: 2.5)
        #expect(counted.shown == "A")
    }

    /// Uncounted, the pager has no Home or End: its scroll view's would reach only the neighbour.
    @Test func uncountedPagesHaveNoHomeOrEnd() {
        let keys = fixture.window.availableKeyCommands.map(\.input)
        #expect(!keys.contains(.home) && !keys.contains(.end) && keys.contains(.right))
    }
}
