import Foundation

extension StorySearch {
    /// Where `query`, trimmed of spaces, occurs in `text`, ignoring case and accents as the
    /// search does ("taro" in "Urashima Tarō"): the parts of a row the list highlights.
    static func matches(of query: String, in text: String) -> [Range<String.Index>] {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return [] }
        var found: [Range<String.Index>] = []
        var rest = text.startIndex..<text.endIndex
        while !rest.isEmpty, let range = text.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive], range: rest) {
            found.append(range)
            rest = range.upperBound..<text.endIndex
        }
        return found
    }
}
