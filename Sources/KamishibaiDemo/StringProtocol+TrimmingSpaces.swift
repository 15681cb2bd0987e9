extension StringProtocol {
    /// The text without the spaces and tabs at either end: Unicode's space separators (Zs),
    /// the tab and the zero-width space (a space separator before Unicode 4, still in
    /// CoreFoundation's set), what Foundation's `trimmingCharacters(in: .whitespaces)` trims.
    /// Line breaks stay.
    package var trimmingSpaces: String {
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
