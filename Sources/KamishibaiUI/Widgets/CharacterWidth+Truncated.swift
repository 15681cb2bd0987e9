import KamishibaiCanvas

extension CharacterWidth {
    /// `text` cut to `width` display columns, its last column `…` when it is cut; a wide
    /// character that would straddle the edge is left out whole.
    static func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var result = "", used = 0
        for character in text {
            let size = of(character)
            if used + size > width - 1 { break }
            result.append(character)
            used += size
        }
        return result + "…"
    }
}
