import Foundation
import KamishibaiDrawingViews
import Testing

@testable import KamishibaiDemo

/// Each story is told in its own scenes: as many as its list row says, titled, one to three
/// sentences each, none shared with another story, each painted on one of the landscapes.
@Suite struct StorySceneTests {
    @Test(arguments: Story.all + Story.pool)
    func aStoryHasAsManyScenesAsItSays(_ story: Story) {
        let scenes = story.sceneList
        #expect(scenes.count == story.scenes, "\(story.title)")
        #expect(Set(scenes.map(\.title)).count == scenes.count, "\(story.title): a title twice")
        for scene in scenes {
            let sentences = scene.text.split(whereSeparator: { ".!?".contains($0) }).filter {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
            }
            #expect((1...3).contains(sentences.count), "\(story.title): \(scene.title) has \(sentences.count) sentences")
            #expect(PhotoArtwork.all.indices.contains(scene.picture))
        }
    }

    @Test func noTwoStoriesShareAScene() {
        let texts = (Story.all + Story.pool).flatMap { $0.sceneList.map(\.text) }
        #expect(Set(texts).count == texts.count)
        #expect(StoryScene.byStoryTitle.count == Story.all.count + Story.pool.count, "no scenes for a story that is not listed")
    }

    /// A scene's picture is painted, as the Photos view's are: dithered below truecolor.
    @Test func theScenePictureIsDithered() {
        let page = ScenePageView(story: Story.all[0], scene: 1)
        #expect(page.picture.dithers)
        #expect(PhotoView(index: 0).dithers)
    }

    /// The picture takes the rows the text leaves, up to a 3:1 card, and none under 3 rows.
    @Test func thePictureTakesWhatTheTextLeaves() {
        #expect(ScenePageView.pictureRows(width: 114, height: 30, textRows: 2) == 24)
        #expect(ScenePageView.pictureRows(width: 60, height: 40, textRows: 2) == 20)
        #expect(ScenePageView.pictureRows(width: 74, height: 8, textRows: 2) == 0)
    }
}
