import KamishibaiUI

/// One item of the main list: a kamishibai story, with a title, a line of detail and the
/// longer text its detail sheet shows.
public struct Story: Equatable, Sendable {
    public var title: String
    public var subtitle: String
    public var scenes: Int
    public var synopsis: String

    public static let all: [Story] = [
        Story(
            title: "Momotarō", subtitle: "A boy born from a giant peach sails for Ogre Island", scenes: 12,
            synopsis:
                "An old couple find a peach drifting down the river; inside is a boy. Grown, he sets out with millet dumplings and wins over a dog, a monkey and a pheasant."
        ),
        Story(
            title: "Urashima Tarō", subtitle: "A fisherman visits the palace under the sea", scenes: 16,
            synopsis:
                "A young fisherman saves a turtle and is carried to the Dragon Palace. Three days there are three hundred years at home, and a lacquered box must stay shut."
        ),
        Story(
            title: "Kaguya-hime", subtitle: "The moon princess found in a stalk of bamboo", scenes: 14,
            synopsis:
                "A bamboo cutter finds a tiny girl glowing in a stalk. She grows into a princess who sets impossible tasks for her suitors and longs for the moon."
        ),
        Story(
            title: "Issun-bōshi", subtitle: "A one-inch samurai with a needle for a sword", scenes: 10,
            synopsis:
                "No taller than a thumb, he rows a rice bowl down the river to the capital, armed with a sewing needle, and outwits an ogre from the inside."
        ),
        Story(
            title: "Kintarō", subtitle: "The golden boy who wrestled bears on Mount Ashigara", scenes: 8,
            synopsis:
                "Raised in the mountains, a boy of great strength befriends the animals, rides a bear and becomes a retainer of a famous warrior."
        ),
        Story(
            title: "Hanasaka Jiisan", subtitle: "The old man who made dead trees blossom", scenes: 12,
            synopsis:
                "A kind old man's dog finds treasure; a greedy neighbour's jealousy follows. Ashes scattered on bare branches bring cherry blossoms in winter."
        ),
        Story(
            title: "Tsuru no Ongaeshi", subtitle: "The crane's gift of woven cloth", scenes: 12,
            synopsis:
                "A man frees a crane from a trap. A young woman arrives at his door and weaves wondrous cloth, asking only that no one watch her work."
        ),
        Story(
            title: "Kasa Jizō", subtitle: "Straw hats for six stone statues in the snow", scenes: 8,
            synopsis:
                "Unable to sell his hats on New Year's Eve, a poor man ties them on snow-covered Jizō statues. In the night, footsteps approach the house."
        ),
        Story(
            title: "Shita-kiri Suzume", subtitle: "The tongue-cut sparrow and two baskets", scenes: 10,
            synopsis:
                "A sparrow flees after its tongue is cut. Offered a light basket or a heavy one, the kind old man and the greedy old woman choose differently."
        ),
        Story(
            title: "Saru Kani Gassen", subtitle: "The crab, the monkey and the persimmon seed", scenes: 12,
            synopsis:
                "A monkey trades a seed for a rice ball and cheats the crab of the fruit. A chestnut, a bee and a mortar help the crab's children even the score."
        ),
        Story(
            title: "Kachi-kachi Yama", subtitle: "The crackling mountain and a clever rabbit", scenes: 12,
            synopsis: "A rabbit avenges an old couple against a tanuki, from a bundle of crackling firewood to a boat made of mud."),
        Story(
            title: "Bunbuku Chagama", subtitle: "The tea kettle that was secretly a tanuki", scenes: 10,
            synopsis:
                "A tanuki turns into a tea kettle to repay a kindness, then becomes the star of a travelling show, walking a tightrope with its lid on."
        ),
        Story(
            title: "Nezumi no Yomeiri", subtitle: "A mouse family seeks the mightiest groom", scenes: 8,
            synopsis:
                "Only the strongest will do: the sun, the cloud, the wind and the wall each name someone mightier, until the answer turns out to be a mouse."
        ),
        Story(
            title: "Omusubi Kororin", subtitle: "A rice ball rolls into a mouse hole", scenes: 8,
            synopsis:
                "An old man's rice ball tumbles into a hole where mice sing and pound rice cakes; they reward him, and a greedy neighbour tries his luck."
        ),
        Story(
            title: "Yuki-onna", subtitle: "The snow woman of the winter storm", scenes: 12,
            synopsis:
                "Two woodcutters shelter from a blizzard. A pale woman spares the younger one on a promise of silence that he must keep for years."
        ),
        Story(
            title: "Ushiwakamaru", subtitle: "A young swordsman meets Benkei on Gojō Bridge", scenes: 10,
            synopsis:
                "A giant warrior monk has taken nine hundred and ninety-nine swords. The thousandth belongs to a nimble boy playing a flute on the bridge."
        ),
        Story(
            title: "Tanabata", subtitle: "Two stars allowed to meet once a year", scenes: 8,
            synopsis:
                "A weaver and a cowherd neglect their work for love, and are parted by the river of the sky, but for the seventh night of the seventh month."
        ),
        Story(
            title: "Sannen Netarō", subtitle: "The boy who slept for three years", scenes: 8,
            synopsis: "The village calls him lazy until he wakes with a plan, and a drought-stricken valley finally gets its water."),
        Story(
            title: "Mimi-nashi Hōichi", subtitle: "A blind biwa player and the sutras on his skin", scenes: 14,
            synopsis:
                "Night after night a samurai leads Hōichi to play for a noble audience. Priests paint sutras on him for protection, and forget his ears."
        ),
        Story(
            title: "Tengu no Kakuremino", subtitle: "A straw cloak that makes its wearer unseen", scenes: 8,
            synopsis:
                "A boy tricks a tengu out of its cloak of invisibility with a bamboo tube he pretends is a telescope, and mischief follows."
        ),
        Story(
            title: "Kobutori Jiisan", subtitle: "The old man and the dancing ogres", scenes: 10,
            synopsis:
                "An old man dances so well at an ogres' party that they keep his lump as a pledge. His neighbour dances badly and gets two."
        ),
        Story(
            title: "Uriko-hime", subtitle: "The melon princess and the wicked amanojaku", scenes: 10,
            synopsis:
                "A girl born from a melon weaves at her loom. She is warned not to open the door, and a trickster spirit comes knocking."),
        Story(
            title: "Ōkami to Shichi-hiki", subtitle: "Seven young goats and a wolf at the door", scenes: 8,
            synopsis:
                "A favourite of the street-corner theatre: the wolf disguises his voice and his paws, and the youngest goat hides in the clock."
        ),
        Story(
            title: "Gongitsune", subtitle: "Gon the little fox and his quiet apology", scenes: 12,
            synopsis:
                "A mischievous fox steals eels from a young man, then tries to make amends with chestnuts and mushrooms left at his door."),
    ]
}

/// Which stories a search finds, at a bounded cost per change of the query: every title and
/// line is folded (case and accents away: "Tarō" is "taro") once, when the search is made, and
/// the query once per change. A story matches when its folded title or line holds the folded
/// query, trimmed of spaces, as a run of UTF-8 bytes; an empty query matches every story.
/// Typing at either end of the query only narrows it, so then only the stories it found
/// before are looked at again.
struct StorySearch {
    /// The stories' titles and lines, folded, as UTF-8.
    private var folded: [(title: [UInt8], subtitle: [UInt8])]
    /// The folded query the search last ran with, and the stories it found, as indices.
    private var needle: [UInt8] = []
    private(set) var found: [Int]
    /// Strings folded so far, stories and queries: the work a test can count.
    private(set) var folds = 0
    /// Stories looked at so far by `find`.
    private(set) var storiesCompared = 0

    init(_ stories: [Story]) {
        var folds = 0
        folded = stories.map { story in
            folds += 2
            return (Self.fold(story.title), Self.fold(story.subtitle))
        }
        self.folds = folds
        found = Array(stories.indices)
    }

    /// Text without case or accents, as UTF-8, composed (NFC) so that what is left of a
    /// character compares the same however it was typed (か and ゛ are ガ): `TextFolding`.
    static func fold(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for code in TextFolding.fold(text).codes {
            // The tables hold only valid code points, and the text gave the rest.
            UTF8.encode(Unicode.Scalar(code)!) { bytes.append($0) }
        }
        return bytes
    }

    /// The stories `query` finds, as indices in order; the query is folded once, and each
    /// story costs at most its title's and line's length times the query's.
    mutating func find(_ query: String) -> [Int] {
        let next = Self.fold(query.trimmingSpaces)
        folds += 1
        guard next != needle else { return found }
        defer { needle = next }
        guard !next.isEmpty else {
            found = Array(folded.indices)
            return found
        }
        // A query holding the last one finds no story the last one did not.
        let narrows = next.starts(with: needle) || next.reversed().starts(with: needle.reversed())
        let candidates = narrows ? found : Array(folded.indices)
        storiesCompared += candidates.count
        found = candidates.filter { Self.contains(folded[$0].title, next) || Self.contains(folded[$0].subtitle, next) }
        return found
    }

    /// Folds a story added after the others (the last index); whether the last query finds it.
    mutating func append(_ story: Story) -> Bool {
        folded.append((Self.fold(story.title), Self.fold(story.subtitle)))
        folds += 2
        let isFound =
            needle.isEmpty || Self.contains(folded[folded.count - 1].title, needle)
            || Self.contains(folded[folded.count - 1].subtitle, needle)
        if isFound { found.append(folded.count - 1) }
        return isFound
    }

    /// Whether `needle` occurs in `haystack`: at most (haystack - needle + 1) × needle steps,
    /// none when the needle is the longer.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
