extension StorySearch {
    /// Where `query`, trimmed of spaces, occurs in `text`, ignoring case and accents as the
    /// search does ("taro" in "Urashima Tarō"): the parts of a row the list highlights, from
    /// the left, not overlapping, each a run of whole characters of `text` (its marks, even
    /// those the folding dropped, included).
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
            let (from, to) = (origins[position], end < folded.count ? origins[end] : starts.count - 1)
            if folded[position] == needle[0], folded[position..<end].elementsEqual(needle), from < to, startsCharacter[from],
                startsCharacter[to]
            {
                found.append(starts[from]..<starts[to])
                position = end
            } else {
                position += 1
            }
        }
        return found
    }
}
