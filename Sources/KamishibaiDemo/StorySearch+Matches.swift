extension StorySearch {
    /// Where `query`, trimmed of spaces, occurs in `text`, ignoring case and accents as the
    /// search does ("taro" in "Urashima Tarō"): the parts of a row the list highlights, from
    /// the left, not overlapping, each a run of whole characters of `text` (its marks, even
    /// those the folding dropped, included). A match that starts or ends inside a character
    /// ("न" in "नि", "s" in "ß") takes the whole character: what the filter finds is always
    /// highlighted.
    static func matches(of query: String, in text: String) -> [Range<String.Index>] {
        let needle = TextFolding.fold(query.trimmingSpaces).codes
        guard !needle.isEmpty else { return [] }
        let (folded, origins) = TextFolding.fold(text)
        // Where each code point of `text` starts, by offset, and which offsets start a character.
        let starts = Array(text.unicodeScalars.indices) + [text.endIndex]
        var startsCharacter = [Bool](repeating: false, count: starts.count)
        var offset = 0
        for character in text {
            startsCharacter[offset] = true
            offset += character.unicodeScalars.count
        }
        startsCharacter[offset] = true

        var found: [Range<String.Index>] = []
        var position = 0
        while position + needle.count <= folded.count {
            let end = position + needle.count
            if folded[position] == needle[0], folded[position..<end].elementsEqual(needle) {
                // From the character of the first code point matched to past that of the last.
                var (lower, upper) = (origins[position], origins[end - 1] + 1)
                while !startsCharacter[lower] { lower -= 1 }
                while !startsCharacter[upper] { upper += 1 }
                if let last = found.last, starts[lower] < last.upperBound {
                    found[found.count - 1] = last.lowerBound..<starts[upper]
                } else {
                    found.append(starts[lower]..<starts[upper])
                }
                position = end
            } else {
                position += 1
            }
        }
        return found
    }
}
