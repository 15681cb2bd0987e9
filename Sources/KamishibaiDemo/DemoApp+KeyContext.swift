import KamishibaiUI

/// What the keys are for now, and the footer that says it: by what is presented, the tab, and
/// the list's own state (a story lifted, a story's actions open).
extension DemoApp {
    /// What the keys are for now, by what is in view.
    var keyContext: DemoKeys.Context {
        if isSearching { return .searching }
        if rootViewController.presentedViewController?.modalPresentationStyle == .contextMenu { return .menu }
        if presentedSheet is PhotoViewController { return .photo }
        guard let sheet = presentedSheet else {
            guard currentTab == .sheets else { return .tab(currentTab) }
            let list = storyList.listView
            return list.hasActiveDrag ? .rowLifted : list.rowWithOpenSwipeActions != nil ? .swipeActionsOpen : .tab(.sheets)
        }
        if currentTab == .modals { return .modal }
        let detail = sheet as? DetailViewController
        if let detail, detail.viewControllers.count > 1 { return .page }
        return .sheet(edge: detail?.dismissalEdge ?? .bottom, detents: detail?.sheetController != nil)
    }

    var keySettings: DemoKeys.Settings {
        DemoKeys.Settings(dragMode: keyboardDismissMode.rawValue, style: presentationStyle.rawValue)
    }

    /// The footer follows the context (after an event, and when a lifted story has settled).
    func followKeyContext() {
        if !isShowingHelp, keyContext != footerContext { updateFooter() }
    }

    func updateFooter() {
        footerContext = keyContext
        footer.items =
            isShowingHelp
            ? HelpOverlay.keyLines.compactMap(\.footer)
            : DemoKeys.footer(
                for: keyContext, settings: keySettings, helpInTabBar: tabBarShowsHelp, columns: size.columns)
    }

    /// Whether the tab bar's "? help" is in view: the bar is shown, wide enough for it (the
    /// inspector narrows it), and nothing presented covers it (a full-screen modal does), so
    /// the footer need not say it again.
    var tabBarShowsHelp: Bool {
        let bar = tabs.tabBar.frameInRoot
        guard !tabs.view.isHidden, !bar.isEmpty, tabs.tabBar.intrinsicContentSize.width <= bar.width else { return false }
        return !rootViewController.presentationChain.contains { $0 !== tabs && !$0.view.frameInRoot.intersection(bar).isEmpty }
    }
}
