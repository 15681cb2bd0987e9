import KamishibaiCanvas
import KamishibaiGeometry

/// How a sheet is drawn around its content, as UIKit draws its sheets, in cells: a soft
/// shadow, a top edge that is the surface's own and moves in eighths of a row, rounded corners
/// drawn as quadrants over what lies behind (and bottom ones on a card or form sheet that floats
/// above the container's bottom edge), a border down its sides, and a grabber on the edge the
/// sheet is dragged by. In 16 colours or fewer, where the surface is the backdrop's black, the
/// top and bottom are lines (`╭──╮`) on whole rows. Give it to a `DimmedPresentationController` (or to
/// `StyledTransitioningDelegate`, which passes it on); the presented view then draws only its
/// content, inside `contentInsets(of:)`.
public struct SheetChrome: Sendable {
    /// The sheet's surface, filled under the content; the eighth-row edge takes its colour.
    public var surface: Style
    /// The lines down the sheet's sides (and its top and bottom in 16 colours or fewer).
    public var border: Style
    public var grabber: Style
    /// A grabber on the border (UIKit's name): at the top of a bottom sheet, on the leading
    /// edge of a sheet that leaves sideways. A click on a sheet's grabber moves it to its next
    /// detent.
    public var prefersGrabberVisible = false
    /// Rounded corners, or square ones at 0 (UIKit's name). A cell's corner is rounded or not,
    /// so any radius above 0 rounds it; nil is the default, rounded.
    public var preferredCornerRadius: Double?

    public init(
        surface: Style, border: Style, grabber: Style, prefersGrabberVisible: Bool = false,
        preferredCornerRadius: Double? = nil
    ) {
        self.surface = surface
        self.border = border
        self.grabber = grabber
        self.prefersGrabberVisible = prefersGrabberVisible
        self.preferredCornerRadius = preferredCornerRadius
    }

    /// The library's chrome, which a popover, form sheet or page sheet presented by its
    /// ``ViewController/modalPresentationStyle`` alone is drawn with: light text on a neutral
    /// dark grey surface, which stands off a dark backdrop by its grey border and off a light
    /// one by its surface, and keeps both apart in 256 colours (a dark and a mid grey of the
    /// ramp) and in 16 (black and bright black). No grabber, rounded corners.
    public static let standard = SheetChrome(
        surface: Style(foreground: RGB(hex: 0xE4E4E8), background: RGB(hex: 0x232428)),
        border: Style(foreground: RGB(hex: 0x8E9099), background: RGB(hex: 0x232428)),
        grabber: Style(foreground: RGB(hex: 0x8E9099), background: RGB(hex: 0x232428)))

    /// What the chrome takes of `view`, the presented view it is drawn around, in the view's
    /// coordinates: the border's row (the first whole row, below the eighth-row edge), its
    /// columns, and the bottom border's row while the view floats above the container's
    /// bottom edge. Content laid out inside it sits on whole rows as the sheet moves.
    public static func contentInsets(of view: View) -> Insets {
        let frame = view.frameInRoot
        let floats = view.superview.map { frame.maxY < $0.frameInRoot.maxY - 0.5 } ?? false
        return Insets(top: frame.minY.rounded(.up) - frame.minY + 1, left: 1, bottom: floats ? 1 : 0, right: 1)
    }
}
