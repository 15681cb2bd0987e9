import KamishibaiUI

/// `i`: a live panel of the machinery the articles describe — the transition phase and its
/// progress, whether a gesture drives it, the chain of presenting and presented screens, the
/// latest lifecycle calls, and the focused scroll view. It reads everything when drawn, so
/// hidden it costs nothing; it listens to the trace only while shown. The app docks it as the
/// window's `inspectorView`, a column on the right that the screens and sheets make room for.
final class InspectorView: View {
    /// What the inspector shows, gathered by the app when a frame is drawn.
    struct Facts {
        var phase: String
        var percent: Double?
        var interactionInProgress: Bool
        var chain: [ScreenName]
        /// The screen that presented the top one, as that one reports it.
        var presenter: ScreenName? = nil
        /// Each navigation stack in the chain: its name and its pages' own names, bottom first.
        var stacks: [(name: ScreenName, pages: [String])] = []
        var scroll: (name: String, view: ScrollView)?
        /// The colour mode and why it was chosen.
        var colors = ""
        /// What the terminal answered to the start-up probe.
        var terminal = ""
        /// Each screen of the chain, the screen presenting it and the one it presents.
        var links: [(screen: ScreenName, presenting: ScreenName?, presented: ScreenName?)] = []
    }

    /// Two names in columns of a table, the first padded.
    static func columns(_ first: String, _ second: String) -> String {
        first + String(repeating: " ", count: max(1, 14 - first.count)) + second
    }

    var facts: () -> Facts? = { Facts(phase: "idle", percent: nil, interactionInProgress: false, chain: [], scroll: nil) }
    private(set) var lifecycle: [String] = []
    static let lifecycleLines = 4

    /// Starts or stops listening to `trace`.
    func watch(_ trace: Trace, _ on: Bool) {
        lifecycle = []
        trace.observer = on ? { [weak self] event in self?.note(event) } : nil
    }

    private func note(_ event: TraceEvent) {
        guard Self.isLifecycle(event) else { return }
        lifecycle.append(event.name)
        if lifecycle.count > Self.lifecycleLines { lifecycle.removeFirst() }
    }

    /// The transitions' and the pages' steps; not the frequent ones (a drag's updates,
    /// scrolling, appearance calls) nor focus and resizes.
    static func isLifecycle(_ event: TraceEvent) -> Bool {
        switch event {
        case .presentationWillBegin, .presentationDidEnd, .dismissalWillBegin, .dismissalDidEnd, .interactionBegan,
            .interactionFinish, .interactionCancel, .navigationPush, .navigationPop, .transitionRefused, .pageChanged, .detentChanged,
            .menuAction, .alertAction, .toast, .presentationAdapted, .swipeActions, .refresh, .rowMoved, .rowsChanged:
            true
        case .interactionUpdate, .scrollViewDidScroll, .scrollViewWillBeginDragging, .scrollViewWillEndDragging,
            .scrollViewDidEndDragging, .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating,
            .scrollViewDidEndScrollingAnimation, .resize, .focus, .appearance, .framePacing, .inputLimited, .colorMode,
            .terminalFeatures, .pixelsShown, .pixelsRemoved:
            false
        }
    }

    /// The terminal's features in a few words: the pointer in pixels or cells (and the cell's
    /// size), key releases or presses alone, pictures in pixels, and what was turned off.
    static func terminalLine(_ features: TerminalFeatures) -> String {
        var parts = [features.usesPixelMouse ? "pixels" : "cells"]
        // Cells are whole pixels, however the size was learnt.
        if let size = features.cellSize { parts.append("\(Int(size.width))×\(Int(size.height)) px") }
        parts.append(features.usesKeyReleases ? "releases" : "presses")
        let graphics = [features.sixel ? "sixel" : nil, features.kittyGraphics ? "kitty graphics" : nil].compactMap { $0 }
        if !graphics.isEmpty { parts.append(graphics.joined(separator: "+")) }
        let off = TerminalFeatures.Feature.allCases.filter(features.disabled.contains)
        if !off.isEmpty { parts.append("off: " + off.map(\.rawValue).joined(separator: ",")) }
        return parts.joined(separator: " · ")
    }

    /// Two decimals at most; never "-0.0" for a value that rounds to nothing.
    static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded() / 100
        return String(hundredths == 0 ? 0 : hundredths)
    }

    /// Wide enough for the chain's table (three names of a stacked sheet side by side); the
    /// window gives the column at most half its width, so at 80 columns the sheet beside it
    /// keeps 40, its grabber and title.
    override var intrinsicContentSize: Size { Size(width: 66, height: View.noIntrinsicMetric) }

    override func draw(in context: inout DrawContext) {
        let box = context.bounds
        context.drawBox(box, style: Theme.panelFrame, fill: Theme.panel, title: "Inspector", titleStyle: Theme.panelKey)
        guard let f = facts() else { return }
        var lines: [(String, String)] = [
            ("phase", f.phase),
            ("percent", f.percent.map { Self.number($0) } ?? "–"),
            ("interaction", f.interactionInProgress ? "in progress" : "no"),
            ("chain", f.chain.map(\.description).joined(separator: " → ")),
            ("colours", f.colors),
            ("terminal", f.terminal),
        ]
        // Each screen of the chain with the screen that presents it and the one it presents.
        if f.links.count > 1 {
            lines.append(("  screen", Self.columns("presenting", "presented")))
            for link in f.links {
                lines.append(
                    ("  \(link.screen)", Self.columns(link.presenting?.description ?? "–", link.presented?.description ?? "–")))
            }
        }
        if let presenter = f.presenter { lines.append(("presenter", presenter.description)) }
        for stack in f.stacks { lines.append(("stack", "\(stack.name): " + stack.pages.joined(separator: " › "))) }
        if let (name, view) = f.scroll {
            lines.append(("scroll", name))
            lines.append(("  offset", "\(Self.number(view.contentOffset.x)), \(Self.number(view.contentOffset.y))"))
            let v = view.velocity
            lines.append(("  velocity", "\(Self.number(v.x)), \(Self.number(v.y)) /s"))
            lines.append(("  page", "\(view.currentPage) of \(view.pageCount)"))
            lines.append(("  state", view.stateDescription))
        }
        lines.append(("calls", lifecycle.isEmpty ? "–" : ""))
        let labelWidth = 14, x = 2, width = box.width - 4
        var y = 1
        for (label, value) in lines where y < box.maxY - 1 {
            context.write(label, x: x, y: y, style: Theme.panelMuted, maxWidth: labelWidth)
            context.write(value, x: x + labelWidth, y: y, style: Theme.panel, maxWidth: max(0, width - labelWidth))
            y += 1
        }
        for call in lifecycle where y < box.maxY - 1 {
            context.write("  " + call, x: x, y: y, style: Theme.panelKey, maxWidth: width)
            y += 1
        }
    }
}
