// A tour of three screens that the user pages through, with dots under them: the data source
// gives the screen before and after each one, the delegate hears each turn.
import Kamishibai

final class Tour: PageViewControllerDataSource, PageViewControllerDelegate {
    let screens = ["Welcome", "Sheets", "Paging"].map { title in
        ViewController(name: ScreenName(title.lowercased()), view: BoxView(Label(title), title: "Tour"))
    }
    private(set) var turns: [String] = []

    private func index(of screen: ViewController) -> Int? { screens.firstIndex { $0 === screen } }

    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController)
        -> ViewController?
    {
        index(of: viewController).flatMap { $0 > 0 ? screens[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController?
    {
        index(of: viewController).flatMap { $0 + 1 < screens.count ? screens[$0 + 1] : nil }
    }

    // Both answered: a PageControl shows the dots on the bottom row.
    func presentationCount(for pageViewController: PageViewController) -> Int { screens.count }

    func presentationIndex(for pageViewController: PageViewController) -> Int {
        pageViewController.viewControllers.first.flatMap(index(of:)) ?? 0
    }

    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool, previousViewControllers: [ViewController],
        transitionCompleted completed: Bool
    ) {
        if completed { turns.append(pageViewController.viewControllers.first?.name.own ?? "") }
    }
}

func makeTour(_ tour: Tour) -> PageViewController {
    let pages = PageViewController(name: "tour")
    pages.dataSource = tour  // held weakly, as the delegate: the app keeps `tour`
    pages.delegate = tour
    pages.setViewControllers([tour.screens[0]], direction: .forward, animated: false)
    return pages
}

// snippet.hide
// Run headless by SnippetTests, all of it released by the end (a leak then shows under ASan).
do {
    let clock = ManualClock()
    let window = Window(WindowSetup(columns: 40, rows: 8, clock: clock, trace: Trace.disabled(clock: clock)))
    let tour = Tour()
    let pages = makeTour(tour)
    window.setRootViewController(pages)
    window.rootView.layoutIfNeeded()
    precondition(pages.pageControl.numberOfPages == 3 && pages.pageControl.currentPage == 0)
    window.handle(.key(.right))
    for _ in 0..<30 {
        clock.advance(by: 1.0 / 60)
        window.advance()
    }
    precondition(tour.turns == ["sheets"] && pages.pageControl.currentPage == 1, "→ turned to the second screen")
}
