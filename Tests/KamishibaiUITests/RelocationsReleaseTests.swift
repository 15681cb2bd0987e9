import KamishibaiPlatform
import Testing

/// The executable's relocation table given back once the loader is done with it (decision 140):
/// whole pages inside the table, and the process runs on as before.
@Suite struct RelocationsReleaseTests {
    @Test func theTablesWholePagesAreGivenBackAndNothingNeedsThemAgain() {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let released = kamishibai_release_relocations()
        // The test runner is a position-independent executable with thousands of relocations.
        #expect(released > 0)
        #expect(released % page == 0)
        // Nothing reads the table again; a second call finds the same whole pages.
        #expect(kamishibai_release_relocations() == released)
        // Code and data the loader relocated still work: a generic call through witness
        // tables, a dynamic cast and a string built at run time.
        let values: [any CustomStringConvertible] = [1, 2.5, "three"]
        #expect(values.map(\.description).joined(separator: " ") == "1 2.5 three")
        #expect((values[2] as? String) == "three")
    }
}
