import KamishibaiDemo
import Testing

/// A short seeded storm per seed, in the unit test build; `kamishibai storm` runs long ones on
/// the release build (see `DemoStorm`), alone in its process, and also judges the heap, which
/// here would count the allocations of every test running beside it, and times its wake-ups,
/// which here run under the sanitizers or beside other work: these check what the storm exists
/// for (the app comes to rest, nothing left open, no race, leak or trap), never real time. The test's argument names the seed (or the tab) to replay.
@Suite struct StormTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func theDemoSurvivesAStormAndComesToRest(seed: UInt64) {
        let report = DemoStorm(seed: seed, chunks: 600, checksHeap: false, timesWakeUps: false).run()
        #expect(report.events > 400, "seed \(seed): the storm reached the app")
        #expect(report.resizes > 8, "seed \(seed): the storm resized the terminal")
        #expect(report.problems == [], "seed \(seed)")
    }

    /// The same mix on one tab from start to end (the keys and clicks that switch tabs left
    /// out), so that each tab's own keys, drags and zooms meet resizes, pastes and floods.
    @Test(arguments: DemoTab.allCases)
    func eachTabSurvivesAStormOfItsOwn(tab: DemoTab) {
        let report = DemoStorm(seed: 4, chunks: 400, tab: tab, checksHeap: false, timesWakeUps: false).run()
        #expect(report.events > 250, "\(tab): the storm reached the app")
        #expect(report.problems == [], "\(tab)")
    }
}
