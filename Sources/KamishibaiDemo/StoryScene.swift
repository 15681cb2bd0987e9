/// One card of a story as a performer plays it: a short title, a sentence or three, and the
/// landscape of `PhotoArtwork` it is painted on. The tales are public-domain folk tales,
/// retold in this project's own words (StoryScenes+*.swift).
struct StoryScene: Equatable, Sendable {
    let title: String
    let text: String
    /// An index into `PhotoArtwork.all`.
    let picture: Int

    /// Every story's scenes, by the story's title.
    static let byStoryTitle: [String: [StoryScene]] = first.merging(second) { a, _ in a }.merging(third) { a, _ in a }
        .merging(pool) { a, _ in a }

    /// A story's scenes from its lines (title, text), painted on `picture` from the first
    /// scene on and on another from each scene (1-based) `changes` names.
    static func tale(_ picture: Int, changes: [Int: Int] = [:], _ lines: [(String, String)]) -> [StoryScene] {
        var current = picture
        return lines.enumerated().map { index, line in
            current = changes[index + 1] ?? current
            return StoryScene(title: line.0, text: line.1, picture: current)
        }
    }
}

extension Story {
    /// The story told card by card, in order: `scenes` of them.
    var sceneList: [StoryScene] { StoryScene.byStoryTitle[title] ?? [] }
}
