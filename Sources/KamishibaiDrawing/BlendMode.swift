/// How a drawing combines with what the bitmap already holds.
public enum BlendMode: Hashable, Sendable {
    /// Over what is there (the default).
    case normal
    /// Makes what it covers transparent: an eraser.
    case clear
    /// Keeps each side only where the other is not: two opaque shapes combine as an even-odd
    /// fill of both outlines would, which is how a stroked curve is cut out of a filled shape.
    case xor
}
