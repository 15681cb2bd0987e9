/// How a screen is presented, by name: what an app asks for in
/// ``ViewController/modalPresentationStyle`` and what a presentation controller says it is
/// (``PresentationController/presentationStyle``), written as the `"style"` of the
/// `presentationDidEnd` and `dismissalDidEnd` trace lines.
///
/// UIKit's `UIModalPresentationStyle` is a closed enum; here the name is open, because the
/// trace names styles UIKit keeps private (an alert, an action sheet, a context menu) and an
/// app's own presentation controller can name its own:
///
/// ```swift
/// extension ModalPresentationStyle {
///     static let drawer = ModalPresentationStyle(rawValue: "drawer")
/// }
/// ```
public struct ModalPresentationStyle: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The whole container, slid up from the bottom edge; the presenting screen stays behind
    /// it. What a screen without a transitioning delegate gets unless it asks for another.
    public static let fullScreen = ModalPresentationStyle(rawValue: "fullScreen")
    /// The library's bottom sheet, resting at its detents (``SheetPresentationController``).
    public static let sheet = ModalPresentationStyle(rawValue: "sheet")
    /// A sheet as wide as a page, centred on a wide terminal; a ``sheet`` on a narrow one
    /// (``FormSheetPresentationController``).
    public static let pageSheet = ModalPresentationStyle(rawValue: "pageSheet")
    /// A narrower sheet for a form, centred on a wide terminal; a ``sheet`` on a narrow one
    /// (``FormSheetPresentationController``).
    public static let formSheet = ModalPresentationStyle(rawValue: "formSheet")
    /// A bubble pointing at the view that opened it; a ``sheet`` in a compact container.
    public static let popover = ModalPresentationStyle(rawValue: "popover")
    /// An alert: a card fitted to its content in the middle of the dimmed backdrop.
    public static let alert = ModalPresentationStyle(rawValue: "alert")
    /// An action sheet: choices stacked at the bottom edge.
    public static let actionSheet = ModalPresentationStyle(rawValue: "actionSheet")
    /// A context menu beside the pointer or the view it belongs to.
    public static let contextMenu = ModalPresentationStyle(rawValue: "contextMenu")
    /// A picture flown out of its thumbnail (``ZoomPresentationController``).
    public static let zoom = ModalPresentationStyle(rawValue: "zoom")
    /// A card centred with the backdrop showing all round (``CardPresentationController``).
    public static let card = ModalPresentationStyle(rawValue: "card")
    /// The right half of the container (``SidebarPresentationController``).
    public static let sidebar = ModalPresentationStyle(rawValue: "sidebar")
    /// A bottom sheet as tall as its content (``FittedSheetPresentationController``).
    public static let fittedSheet = ModalPresentationStyle(rawValue: "fittedSheet")
    /// A presentation controller that names no style of its own (UIKit's `.custom`).
    public static let custom = ModalPresentationStyle(rawValue: "custom")

    public var description: String { rawValue }
}
