import KamishibaiUI

/// A short list in a scroll view of its own: three chips that fit in it, so it scrolls on
/// neither axis. It still bounces under a drag on an axis whose `alwaysBounce…` flag is on
/// (with `bounces` on) — the paging demo's `a` and `v` show the difference.
final class ShortShelfView: View {
    let scrollView = ScrollView()
    private let chips = ChipsView()
    static let size = Size(width: 26, height: 5)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        background = Theme.panel
        scrollView.addSubview(chips)
        addSubview(scrollView)
    }

    override func layoutSubviews() {
        scrollView.frame = Rect(x: 1, y: 2, width: max(0, frame.width - 2), height: max(0, frame.height - 3))
        chips.frame = Rect(x: 0, y: 0, width: min(scrollView.frame.width, 20), height: 1)
        scrollView.contentSize = chips.frame.size
    }

    override func draw(in context: inout DrawContext) {
        context.drawBox(context.bounds, style: Theme.panelFrame, fill: Theme.panel, title: "a short list", titleStyle: Theme.panelKey)
        let flags = "↔ \(scrollView.alwaysBounceHorizontal ? "on" : "off")  ↕ \(scrollView.alwaysBounceVertical ? "on" : "off")"
        context.write(flags, x: 2, y: 1, style: Theme.panelMuted, maxWidth: context.bounds.width - 4)
    }
}

/// Three chips on one row.
private final class ChipsView: View {
    override func draw(in context: inout DrawContext) {
        context.write(" 梅 ume  桜 sakura ", x: 0, y: 0, style: Theme.rowSelected, maxWidth: context.bounds.width)
    }
}
