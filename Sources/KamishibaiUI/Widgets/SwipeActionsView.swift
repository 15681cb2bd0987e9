import KamishibaiCanvas
import KamishibaiGeometry

/// The strip a swiped row uncovers, in the list beside the row: each action a block of its
/// colour with its label centred (cut when the block is narrower). The action the keys
/// point at keeps its colour and is drawn bold and underlined, in colour and without: drawn
/// reversed, a red Delete became a grey button with red letters, no longer read as Delete.
final class SwipeActionsView: View {
    var actions: [ContextualAction] = []
    var layout: SwipeActionsLayout?
    /// The action the keys point at, while the actions rest open.
    var choice: Int?
    /// A full swipe is armed: the first action takes the strip.
    var expandsFirst = false

    override var traceName: String { "SwipeActions" }

    override func draw(in context: inout DrawContext) {
        guard let layout else { return }
        let revealed = bounds.width
        let theme = context.theme
        for (index, span) in layout.spans(revealed: revealed, expandsFirst: expandsFirst).enumerated() {
            // Spans run in from the outer edge: the right one for trailing actions.
            let minX = layout.edge == .trailing ? revealed - span.upperBound : span.lowerBound
            let cells = context.cells(Rect(x: minX, y: 0, width: span.upperBound - span.lowerBound, height: bounds.height))
            guard cells.width > 0 else { continue }
            let action = actions[index]
            let style = Style(foreground: theme.text, background: action.resolvedBackground(in: theme), monochrome: [.reverse])
            context.fill(cells, style: style)
            // Only the label is underlined: an underlined fill ruled a line across the block.
            let labelStyle = index == choice ? style.adding([.bold, .underline], monochrome: [.bold, .underline]) : style
            let label = CharacterWidth.truncated(action.label, to: cells.width - 2)
            let x: Int
            if expandsFirst && index == 0 {
                // Taking the strip, its label rides at the row's side, pulled along with it (UIKit's).
                x = layout.edge == .trailing ? cells.minX + 1 : max(cells.minX, cells.maxX - 1 - CharacterWidth.of(label))
            } else {
                x = cells.minX + max(0, (cells.width - CharacterWidth.of(label)) / 2)
            }
            context.write(label, x: x, y: cells.minY + (cells.height - 1) / 2, style: labelStyle, maxWidth: cells.maxX - x)
        }
    }
}
