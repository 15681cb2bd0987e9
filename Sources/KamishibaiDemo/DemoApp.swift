import KamishibaiUI

/// The demo application: the demos in a tab bar controller, a footer of the keys that work
/// now, the help overlay, and the "too small" notice. It runs the same on a real terminal and
/// on the headless one.
public final class DemoApp: Window {
    /// How a story's detail is presented: `s` on the list cycles through the styles.
    public private(set) var presentationStyle: StyledTransitioningDelegate.Style = .sheet
    /// How the stories' sheets rest: their detents and the one that leaves the list usable.
    public struct SheetOptions: Sendable {
        public var detents: [SheetDetentChoice]
        public var undimmed: SheetDetentChoice?

        public init(detents: [SheetDetentChoice] = SheetDetentChoice.standard, undimmed: SheetDetentChoice? = nil) {
            self.detents = detents
            self.undimmed = undimmed
        }
    }
    public let sheetOptions: SheetOptions
    /// The root screen: a tab per demo, the bar on top with the logo and how to get help.
    let tabs = TabBarController(name: "root")
    let storyList = StoryListView(stories: Story.all)
    let pagingView: PagingDemoView
    let shapesView = ShapesDemoView()
    let photosView = PhotosDemoView()
    let modals = ModalsViewController()
    let searchBar = SearchBarView()
    /// The terminal's keyboard: the search bar rises in it from the bottom.
    let searchInput: InputBar
    let footer = KeyCommandBar()
    let help = HelpOverlay()
    let tooSmall = TooSmallView()
    let inspector = InspectorView()
    /// Sheets are presented here: above the content, below the footer and help.
    let presentationLayer = PassthroughView()

    public init(_ setup: WindowSetup, start: DemoTab = .sheets, sheets: SheetOptions = SheetOptions()) {
        sheetOptions = sheets
        pagingView = PagingDemoView(trace: setup.trace)
        searchInput = InputBar(content: searchBar)
        var setup = setup
        setup.traitCollection.theme = Theme.palette
        super.init(setup)
        rootView.background = Theme.background
        for view in [searchInput, presentationLayer, help, tooSmall] as [View] { rootView.addSubview(view) }
        // The window's footer: on the bottom row, over the sheets, which stop above it.
        footerView = footer
        tabs.viewControllers = [
            Self.screen(.sheets, storyList, margin: 1), Self.screen(.paging, pagingView, margin: 0),
            Self.screen(.shapes, shapesView, margin: 0), Self.screen(.photos, photosView, margin: 1), modals,
        ]
        tabs.selectedIndex = DemoTab.allCases.firstIndex(of: start) ?? 0
        tabs.delegate = self
        let bar = tabs.tabBar
        bar.appearance = TabBar.Appearance(
            background: TextStyle(Theme.barBase), item: TextStyle(foreground: Theme.muted), selectedItem: TextStyle(Theme.tabActive))
        if let help = DemoKeys.everywhereHint(.character("?")) {
            bar.trailingAccessory = [TabBar.TextRun(help.key, Theme.hintKey), TabBar.TextRun(" " + help.title, Theme.hintLabel)]
        }
        setRootViewController(tabs)
        // The root screen takes the keys, so the story list's menu key is its interaction.
        tabs.addInteraction(ContextMenuInteraction(view: storyList.listView, delegate: storyList))
        footer.background = Theme.barBase
        footer.keyStyle = Theme.hintKey
        footer.titleStyle = Theme.hintLabel
        help.isHidden = true
        inspector.isUserInteractionEnabled = false
        inspector.facts = { [weak self] in self?.inspectorFacts }
        help.onClose = { [weak self] in self?.setHelpVisible(false) }
        storyList.onOpen = { [weak self] in self?.openStory($0) }
        storyList.onKeysChange = { [weak self] in self?.followKeyContext() }
        photosView.onOpen = { [weak self] in self?.openPhoto($0) }
        inputBar = searchInput
        storyList.listView.keyboardDismissMode = .interactive
        searchBar.dismissMode = .interactive
        searchBar.matches = (Story.all.count, Story.all.count)
        searchInput.onRevealChange = { [weak self] _ in self?.makeRoomForInputBar() }
        searchBar.field.onChange = { [weak self] in
            guard let self else { return }
            storyList.filter($0)
            searchBar.matches = (storyList.shownIndices.count, Story.all.count)
        }
        searchBar.field.onSubmit = { [weak self] _ in
            guard let self, let first = storyList.shownIndices.first else { return }
            endSearch(clearing: false)
            openStory(first)
        }
        searchBar.field.onCancel = { [weak self] in self?.endSearch(clearing: true) }
        // However the field loses the focus (Esc, Enter, a drag on the list), the bar sinks.
        searchBar.field.onFocusChange = { [weak self] _ in self?.updateFooter() }
        photosView.onBeginInteractiveOpen = { [weak self] index in
            guard let self, presentedSheet == nil else { return nil }
            let drag = ZoomPresentationDrag()
            return drag.begin(makePhoto(index), from: rootViewController) ? drag : nil
        }
        tabDidChange()
    }

    /// The demo in view: the tab bar controller's selection.
    public var currentTab: DemoTab { DemoTab.allCases[tabs.selectedIndex] }

    /// A demo's screen: its view in a margin of `margin` cells under the tab bar (one around the
    /// list and the grid, none around the full-width pages).
    private static func screen(_ tab: DemoTab, _ content: View, margin: Double) -> ViewController {
        let view = StackView(arrangedSubviews: [content])
        view.layoutMargins = Insets(all: margin)
        let screen = ViewController(name: ScreenName(tab.rawValue), view: view)
        screen.title = tab.title
        return screen
    }

    public var isShowingHelp: Bool { !help.isHidden }
    public var isShowingInspector: Bool { inspectorView != nil }

    /// `i`: the inspector on or off, docked on the right as the window's inspector column, so
    /// the screens and sheets narrow beside it; it listens to the lifecycle only while shown.
    func toggleInspector() {
        inspectorView = isShowingInspector ? nil : inspector
        inspector.watch(trace, isShowingInspector)
        updateFooter()
    }

    private var inspectorFacts: InspectorView.Facts {
        let top = presentedSheet as? DetailViewController
        let scroll: (String, ScrollView)? =
            switch currentTab {
            case .paging: ("pages", pagingView.pages)
            case .shapes: ("shapes", shapesView.scrollView)
            case .photos: nil
            case .modals: ("modals", modals.listView)
            case .sheets: top.map { ("\($0.name) text", $0.textScrollView) } ?? ("stories", storyList.listView)
            }
        return InspectorView.Facts(
            phase: transitions.phaseDescription, percent: transitions.percentComplete,
            interactionInProgress: top?.dismissal.interactor.isDriving
                ?? (presentedSheet as? PhotoViewController)?.dismissal.isDragging ?? false,
            chain: rootViewController.presentationChain.map(\.name),
            presenter: presentedSheet?.presentingViewController?.name,
            stacks: rootViewController.presentationChain.compactMap { $0 as? NavigationController }.map { stack in
                // The pages' own names (a name given with its containers shows its own part).
                (stack.name, stack.viewControllers.map(\.name.own))
            },
            scroll: scroll, colors: "\(colorMode.rawValue) (\(colorReason.rawValue))",
            terminal: InspectorView.terminalLine(terminalFeatures),
            links: rootViewController.presentationChain.map {
                ($0.name, $0.presentingViewController?.name, $0.presentedViewController?.name)
            })
    }
    /// `/` on the list: the search bar appears with its field focused.
    func beginSearch() {
        searchBar.field.becomeFirstResponder()
    }

    /// Esc in the field clears the search; Enter keeps its result. Either way the bar goes.
    func endSearch(clearing: Bool) {
        if clearing {
            searchBar.field.text = ""
            storyList.filter("")
        }
        searchBar.field.resignFirstResponder()
    }

    public var isSearching: Bool { searchBar.field.isFirstResponder }

    /// What a drag on the story list does to the search bar.
    public var keyboardDismissMode: KeyboardDismissMode { storyList.listView.keyboardDismissMode }

    /// `d` on the list: the next `keyboardDismissMode`.
    func cycleKeyboardDismissMode() {
        let all = KeyboardDismissMode.allCases
        let next = all[((all.firstIndex(of: keyboardDismissMode) ?? 0) + 1) % all.count]
        storyList.listView.keyboardDismissMode = next
        searchBar.dismissMode = next
        updateFooter()
    }

    /// The list's last stories can scroll clear of the rows the input bar covers, and of the
    /// card's bottom edge, kept above the bar.
    private func makeRoomForInputBar() {
        let barTop = searchInput.frameInRoot.maxY - searchInput.revealedHeight
        // The card keeps its bottom edge above the bar, and the list scrolls clear of that edge too.
        storyList.coveredRows = max(0, Int((storyList.frameInRoot.maxY - barTop).rounded(.up)))
        let covered = storyList.listView.frameInRoot.maxY - barTop
        storyList.listView.contentInset.bottom = covered > 0 ? covered.rounded(.up) + 1 : 0
        storyList.revealSelection()
    }

    /// Opens photo `index`, zooming out of its thumbnail.
    public func openPhoto(_ index: Int) {
        guard presentedSheet == nil, PhotoArtwork.all.indices.contains(index) else { return }
        rootViewController.present(makePhoto(index), animated: true)
    }

    private func makePhoto(_ index: Int) -> PhotoViewController {
        PhotoViewController(index: index) { [weak self] in self?.photoThumbnailFrame(index) }
    }

    /// Where thumbnail `index` is, in root coordinates, for the window's size now: the grid's
    /// layout follows from the size, so this is right even before the grid is laid out again.
    public func photoThumbnailFrame(_ index: Int) -> Rect? {
        // Beside the inspector, when it is docked.
        let content = Self.contentFrame(Size(width: presentationArea.width, height: size.height))
        let frames = PhotosDemoView.layout(size: content.size)
        guard frames.indices.contains(index) else { return nil }
        return frames[index].offsetBy(dx: content.minX, dy: content.minY)
    }

    /// The area under the tab bar and above the footer that the list and the grid fill.
    static func contentFrame(_ size: Size) -> Rect {
        Rect(x: 1, y: 2, width: max(0, size.width - 2), height: max(0, size.height - 4))
    }

    /// The sheet on screen, if any.
    public var presentedSheet: ViewController? { transitions.topPresented }

    /// Presents the story's detail sheet.
    public func openStory(_ index: Int) {
        guard presentedSheet == nil, storyList.all.indices.contains(index) else { return }
        let detail = DetailViewController(story: storyList.all[index], index: index, style: presentationStyle, sheets: sheetOptions)
        detail.onNavigation = { [weak self] in self?.updateFooter() }
        rootViewController.present(detail, animated: true)
    }

    public override var presentationHost: View { presentationLayer }

    public override func presentationsDidChange() {
        photosView.openIndex = (presentedSheet as? PhotoViewController)?.index
        updateFooter()
    }
    public var selectedStoryIndex: Int { storyList.selectedIndex }
    public var firstVisibleStoryIndex: Int { storyList.firstVisibleIndex }

    /// Another demo is in view: the search bar goes with the list, the keys go to the demo.
    private func tabDidChange() {
        if currentTab != .sheets { searchBar.field.resignFirstResponder() }
        rootView.setNeedsLayout()
        rootView.layoutIfNeeded()
        keyResponder = contentView(of: currentTab)
        updateFooter()
    }

    /// The view that takes `tab`'s keys: the demo's view, or for the list its `ListView`.
    private func contentView(of tab: DemoTab) -> View {
        switch tab {
        case .sheets: storyList.listView
        case .paging: pagingView
        case .shapes: shapesView
        case .photos: photosView
        case .modals: modals.listView
        }
    }

    func setHelpVisible(_ visible: Bool) {
        help.sections = DemoKeys.sections(for: keyContext, settings: keySettings)
        help.isHidden = !visible
        if visible { help.becomeFirstResponder() } else { help.resignFirstResponder() }
        updateFooter()
    }

    /// The context the footer shows, to follow a change no call announces (a row lifted, a
    /// row's actions opened).
    var footerContext: DemoKeys.Context?

    /// Each event may lift or drop a row, or open or close a row's actions: the footer follows.
    public override func handle(_ event: InputEvent) {
        super.handle(event)
        followKeyContext()
    }

    // MARK: Layout

    /// The window's own views around the tab bar controller's view (which the window puts
    /// above the footer).
    public override func layoutSubviews() {
        // The footer's hints depend on its width (`DemoKeys.footer`).
        updateFooter()
        let width = size.width, height = size.height
        let tooSmallNow = size.columns < TooSmallView.minimumColumns || size.rows < TooSmallView.minimumRows
        // Below the minimum only the notice is drawn; the app keeps its state for when it grows.
        for view in [tabs.view, footer] as [View] { view.isHidden = tooSmallNow }
        searchInput.isHidden = tooSmallNow || currentTab != .sheets
        help.isUserInteractionEnabled = !tooSmallNow
        tooSmall.isHidden = !tooSmallNow
        tooSmall.frame = rootView.bounds
        // The logo's name gives way first, so the five tabs and how to get help fit in 80 columns.
        let logo =
            [TabBar.TextRun("紙芝居", Theme.logo)] + (presentationArea.width >= 90 ? [TabBar.TextRun(" Kamishibai", Theme.logoText)] : [])
        if tabs.tabBar.leadingTitle != logo { tabs.tabBar.leadingTitle = logo }
        // Over the list's last rows, above the footer.
        searchInput.frame = Rect(x: 0, y: height - 1 - SearchBarView.rows, width: width, height: SearchBarView.rows)
        // The footer stays above the help's dimming: it lists the keys that close it.
        help.frame = Rect(x: 0, y: 0, width: width, height: max(0, height - 1))
        presentationLayer.frame = rootView.bounds
        presentationLayer.isHidden = tooSmallNow
    }

    // MARK: Keys

    /// The window's commands, tried after every screen's: everywhere's, then — with the list in
    /// view and no sheet — the list's.
    public override var keyCommands: [KeyCommand] {
        Self.everywhereLines.keyCommands + (presentedSheet == nil && currentTab == .sheets ? Self.listLines(keySettings).keyCommands : [])
    }

    /// The keys that work on every screen; switching demos only without a sheet.
    static var everywhereLines: [KeyLine<DemoApp>] {
        [
            switchDemoLine,
            KeyLine(
                "?", "this help, over everything", footer: KeyHint("?", "help"),
                [([.character("?")], { $0.setHelpVisible(!$0.isShowingHelp) })]),
            KeyLine(
                "q", "quit (Ctrl-C while typing in the search field)", footer: KeyHint("q", "quit"), [([.character("q")], { $0.quit() })]),
            KeyLine("i", "inspector: the machinery, live", [([.character("i")], { $0.toggleInspector() })]),
            // The window quits on Ctrl-C; the terminal turns Ctrl-Z into a signal.
            KeyLine(
                "Ctrl-C Ctrl-Z", "quit at once / suspend (fg resumes)", footer: KeyHint("Ctrl-C", "quit"), elsewhere: [.control("c")]),
        ]
    }

    /// A demo's number, Tab or Shift-Tab: another demo, from the main screen. The tab bar
    /// controller's key commands, offered only while nothing is presented over it.
    private static var switchDemoLine: KeyLine<DemoApp> {
        let tabs = DemoTab.allCases
        return KeyLine(
            "1–\(tabs.count) / Tab", "switch demo, Shift-Tab back (from the main screen)", footer: KeyHint("Tab", "demos"),
            elsewhere: tabs.indices.map { .character(Character("\($0 + 1)")) } + [.tab, .backTab])
    }

    /// The keys that switch demos, for the storms that stay on one.
    static let switchDemoKeys = Set(switchDemoLine.pressableKeys)

    /// The keys of the list's section that the app answers: search and the list's settings,
    /// which the footer names.
    static func listLines(_ settings: DemoKeys.Settings) -> [KeyLine<DemoApp>] {
        let modes = KeyboardDismissMode.allCases.map(\.rawValue).joined(separator: ", ")
        let styles = Self.storyStyles.map(\.rawValue).joined(separator: ", ")
        return [
            KeyLine(
                "/", "search: type to filter (taro finds Tarō), Enter opens, Esc clears", footer: KeyHint("/", "search"),
                [([.character("/")], { $0.beginSearch() })]),
            KeyLine(
                "d", "what a drag on the list does to the search bar: \(modes)", footer: KeyHint("d", "drag: \(settings.dragMode)"),
                [([.character("d")], { $0.cycleKeyboardDismissMode() })]),
            KeyLine(
                "s", "style: \(styles)", footer: KeyHint("s", "style: \(settings.style)"),
                [([.character("s")], { $0.cyclePresentationStyle() })]),
        ]
    }

    /// The styles `s` cycles a story's sheet through. Not the form and page sheets: the
    /// Modals tab shows those, and the Sheets tab's sheet is the one a story rests in.
    public static let storyStyles: [StyledTransitioningDelegate.Style] = [.sheet, .fitted, .card, .sidebar, .spring]

    private func cyclePresentationStyle() {
        let all = Self.storyStyles
        presentationStyle = all[((all.firstIndex(of: presentationStyle) ?? 0) + 1) % all.count]
        updateFooter()
    }
}

extension DemoApp: TabBarControllerDelegate {
    public func tabBarController(_ controller: TabBarController, didSelect screen: ViewController) { tabDidChange() }
}
