import Testing

@testable import KamishibaiDemo

/// The story search's folding without Foundation (decision 137): exact code points for each
/// script it treats differently, and the highlighted ranges on the text as typed.
@Suite struct TextFoldingTests {
    /// `text` folded, as a string to compare.
    func folded(_ text: String) -> String {
        String(decoding: StorySearch.fold(text), as: UTF8.self)
    }

    func scalars(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value)
    }

    @Test func latinLosesCaseAndAccentsComposedOrTypedApart() {
        #expect(folded("Urashima Tarō") == "urashima taro")
        #expect(folded("Urashima Taro\u{304}") == "urashima taro", "the macron typed as a mark")
        #expect(folded("ŌKAMI") == "okami")
        #expect(folded("Straße") == "strasse" && folded("STRASSE") == "strasse", "ß folds to ss")
        #expect(folded("İstanbul") == "istanbul", "the dot the case folding brings goes too")
        #expect(folded("ǅ ﬁ") == "ǆ fi")
    }

    @Test func greekLosesBreathingsAccentsAndTheFinalSigma() {
        #expect(folded("Ἄλφα ΒΗΤΑ") == "αλφα βητα")
        #expect(folded("ᾅ") == "α", "iota subscript, breathing and accent")
        #expect(folded("λόγος") == "λογοσ")
    }

    @Test func vietnameseStackedMarksGoInAnyOrder() {
        #expect(folded("Việt Nam") == "viet nam")
        #expect(folded("e\u{323}\u{302}") == "e" && folded("e\u{302}\u{323}") == "e")
        #expect(folded("Ự Ẫ ỡ") == "u a o")
    }

    @Test func japaneseKeepsItsDakutenComposedOrTypedApart() {
        #expect(scalars(folded("ガ")) == [0x30AC], "a voiced kana is another letter: the mark stays")
        #expect(scalars(folded("か\u{3099}")) == [0x304C], "typed apart, か and ゛ compose to が")
        #expect(folded("カ\u{3099}キ") == folded("ガキ"))
        #expect(folded("ガ") != folded("カ"))
        #expect(scalars(folded("ﾊﾟ")) == [0xFF8A, 0xFF9F], "half-width kana stay as they are")
    }

    @Test func aCombiningMarkTypedAloneStays() {
        #expect(scalars(folded("\u{301}")) == [0x301])
        #expect(scalars(folded("\u{301}\u{308}")) == [0x301], "the marks after it go, as after a Latin letter")
        var search = StorySearch(Story.all)
        #expect(search.find("\u{301}").isEmpty, "no story keeps an accent once folded")
        #expect(search.find("o\u{304}").count == search.find("o").count)
    }

    @Test func otherScriptsKeepTheirMarksAndHangulComposes() {
        #expect(scalars(folded("هَ")) == [0x647, 0x64E], "Arabic keeps its vowel marks")
        #expect(folded("\u{1100}\u{1161}\u{11A8}") == "각" && folded("\u{AC00}\u{11A8}") == "각")
        #expect(folded("ＡＢＣ") == "ａｂｃ", "full-width letters fold case but keep their width")
    }

    @Test func queriesAreTrimmedOfSpacesAndTabsNotLineBreaks() {
        #expect("  MOON\t".trimmingSpaces == "MOON")
        #expect("\u{3000}x y\u{A0}".trimmingSpaces == "x y", "ideographic and no-break spaces are spaces")
        #expect("\nx".trimmingSpaces == "\nx")
        #expect("\u{200B}x\u{200B}".trimmingSpaces == "x", "the zero-width space, as Foundation's set")
        #expect(" \t ".trimmingSpaces.isEmpty)
    }

    @Test func highlightsAreWholeCharactersOfTheTextAsTyped() {
        func highlighted(_ query: String, in text: String) -> [String] {
            StorySearch.matches(of: query, in: text).map { String(text[$0]) }
        }
        #expect(highlighted("taro", in: "Urashima Tarō") == ["Tarō"])
        #expect(highlighted(" TARO ", in: "Urashima Taro\u{304}") == ["Taro\u{304}"], "the dropped mark with its letter")
        #expect(highlighted("hoichi", in: "Mimi-nashi Hōichi") == ["Hōichi"])
        #expect(highlighted("a", in: "Kaguya-hime") == ["a", "a"])
        #expect(highlighted("aa", in: "aaaaa") == ["aa", "aa"], "from the left, not overlapping")
        #expect(highlighted("ss", in: "Straße") == ["ß"])
        #expect(highlighted("が", in: "か\u{3099}き") == ["か\u{3099}"])
        #expect(highlighted("か", in: "が").isEmpty && highlighted("", in: "x").isEmpty)
        // A match that ends or starts inside a character takes all of it: found is highlighted.
        #expect(highlighted("न", in: "नि") == ["नि"])
        #expect(highlighted("STRAS", in: "Straße") == ["Straß"])
        #expect(highlighted("s", in: "ß") == ["ß"], "two matches in one character: one highlight")
        let text = "Việt Nam"
        let ranges = StorySearch.matches(of: "VIET", in: text)
        #expect(ranges == [text.startIndex..<text.index(text.startIndex, offsetBy: 4)])
    }
}
