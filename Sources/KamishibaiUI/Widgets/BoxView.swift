import KamishibaiCanvas
import KamishibaiGeometry

/// A view inside a rounded border, with an optional title in its top edge (UIKit has no box:
/// apps draw one). The border is in the theme's ``Theme/separator`` colour (``borderColor``
/// overrides it), the title in its ``Theme/text``, over whatever is behind the box; a title too
/// long for the edge is cut with `…`.
///
/// The box lays its ``contentView`` out inside the border, inset by ``contentInsets`` more,
/// and its intrinsic size is the content's plus the border and insets, so that it sizes itself
/// in a ``StackView``: a box around a label is as wide as the label and three rows tall.
///
/// ```swift
/// let box = BoxView(Label("Tarō — the cards are ready"), title: "From")
/// ```
open class BoxView: View {
    /// What the box holds.
    public let contentView: View
    /// Shown in the top edge, two columns from the corner.
    public var title: String?
    /// The border's colour; nil: the theme's separator.
    public var borderColor: RGB?
    /// Space between the border and the content; none by default.
    public var contentInsets = Insets() {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// A box around `contentView`, with `title` in its top edge when given.
    public init(_ contentView: View, title: String? = nil) {
        self.contentView = contentView
        self.title = title
        super.init()
        addSubview(contentView)
    }

    /// The content's intrinsic size (its fixed width or height where it has one), plus the
    /// border and insets; no metric where the content has none.
    open override var intrinsicContentSize: Size {
        let content = contentView.intrinsicContentSize
        let inner = Size(width: contentView.fixedWidth ?? content.width, height: contentView.fixedHeight ?? content.height)
        func grown(_ value: Double, by extra: Double) -> Double { value == Self.noIntrinsicMetric ? value : value + extra }
        return Size(
            width: grown(inner.width, by: 2 + contentInsets.left + contentInsets.right),
            height: grown(inner.height, by: 2 + contentInsets.top + contentInsets.bottom))
    }

    /// The border and insets around the content, (across a row, down a column).
    private var frameThickness: Size {
        Size(width: 2 + contentInsets.left + contentInsets.right, height: 2 + contentInsets.top + contentInsets.bottom)
    }

    /// The content's fitting size in what is left of `size` inside the border and insets, plus
    /// them: a box around a wrapping label is as tall as the label wrapped to the box's width.
    /// The content's fixed width or height wins; where the content has no size of its own, the
    /// box's current one.
    open override func sizeThatFits(_ size: Size) -> Size {
        let border = frameThickness
        let intrinsic = intrinsicContentSize
        let fixed = (width: contentView.fixedWidth, height: contentView.fixedHeight)
        let fit = contentView.sizeThatFits(
            Size(width: fixed.width ?? max(0, size.width - border.width), height: fixed.height ?? max(0, size.height - border.height)))
        return Size(
            width: intrinsic.width == Self.noIntrinsicMetric ? frame.width : (fixed.width ?? fit.width) + border.width,
            height: intrinsic.height == Self.noIntrinsicMetric ? frame.height : (fixed.height ?? fit.height) + border.height)
    }

    /// Flexible where its content is (a box around a list or a wrapping label stretches).
    override func isFlexible(along axis: LayoutAxis) -> Bool {
        fixedLength(along: axis) == nil && contentView.isFlexible(along: axis)
    }

    /// Its content's minimum inside the border and insets (a boxed label keeps a character and `…`).
    override func minimumLength(along axis: LayoutAxis) -> Double {
        fixedLength(along: axis) ?? contentView.minimumLength(along: axis) + axis.length(of: frameThickness)
    }

    open override func layoutSubviews() {
        let left = 1 + contentInsets.left, top = 1 + contentInsets.top
        contentView.frame = Rect(
            x: left, y: top,
            width: max(0, bounds.width - left - 1 - contentInsets.right),
            height: max(0, bounds.height - top - 1 - contentInsets.bottom))
    }

    override func subviewLayoutDidChange(_ subview: View) { invalidateIntrinsicContentSize() }

    open override func draw(in context: inout DrawContext) {
        let box = context.bounds
        guard box.width >= 2, box.height >= 2 else { return }
        let theme = traitCollection.theme
        let colour = borderColor ?? theme.separator
        let x0 = box.minX, y0 = box.minY, x1 = box.maxX - 1, y1 = box.maxY - 1
        func line(_ character: Character, _ x: Int, _ y: Int) {
            context.put(character, x: x, y: y, style: TextStyle(foreground: colour, monochrome: .dim))
        }
        for x in (x0 + 1)..<x1 {
            line("─", x, y0)
            line("─", x, y1)
        }
        for y in (y0 + 1)..<y1 {
            line("│", x0, y)
            line("│", x1, y)
        }
        line("╭", x0, y0)
        line("╮", x1, y0)
        line("╰", x0, y1)
        line("╯", x1, y1)
        guard let title, !title.isEmpty, box.width > 6 else { return }
        var x = x0 + 2
        for character in " " + CharacterWidth.truncated(TextSanitizer.sanitize(title), to: box.width - 6) + " " {
            context.put(character, x: x, y: y0, style: TextStyle(foreground: theme.text, monochrome: .bold))
            x += CharacterWidth.of(character)
        }
    }
}
