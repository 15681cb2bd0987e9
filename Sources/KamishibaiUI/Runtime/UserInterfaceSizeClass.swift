/// Whether a dimension of the room a screen has is cramped or ample (UIKit's
/// `UIUserInterfaceSizeClass`): a presentation adapts to it (see
/// ``AdaptivePresentationControllerDelegate``).
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// Not known: a window's own ``Window/traitCollection``, which does not follow its size.
    case unspecified
    /// Narrower than the window's ``Window/compactWidth``.
    case compact
    /// At least the window's ``Window/compactWidth``.
    case regular
}
