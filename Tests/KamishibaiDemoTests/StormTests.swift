import KamishibaiDemo
import Testing

/// A short seeded storm per seed, in the unit test build; `kamishibai storm` runs long ones on
/// the release build (see `DemoStorm`). The test's argument names the seed to replay. One
/// seed at a time: the heap is the whole process's, so storms side by side would count each
/// other's frames.
@Suite(.serialized) struct StormTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theDemoSurvivesAStormAndComesToRest(seed: UInt64) {
        let report = DemoStorm(seed: seed, chunks: 1_500).run()
        #expect(report.events > 1_000, "seed \(seed): the storm reached the app")
        #expect(report.resizes > 20, "seed \(seed): the storm resized the terminal")
        #expect(report.problems == [], "seed \(seed)")
    }
}
