import KamishibaiMotion
import KamishibaiUI
import Testing

/// What a window carries for modules above the core: a trait reads as its default until set,
/// and the setup's traits are the window's.
@Suite struct TraitCollectionTests {
    enum Pages: TraitDefinition { static let defaultValue = 1 }
    enum Title: TraitDefinition { static let defaultValue = "untitled" }

    @Test func aTraitReadsAsItsDefaultUntilSetAndEachIsKeptApart() {
        var traits = TraitCollection()
        #expect(traits[Pages.self] == 1 && traits[Title.self] == "untitled")
        traits[Pages.self] = 3
        #expect(traits[Pages.self] == 3 && traits[Title.self] == "untitled")
    }

    @Test func theWindowHasTheSetupsTraits() {
        let clock = ManualClock()
        var setup = WindowSetup(columns: 10, rows: 4, clock: clock, trace: .disabled(clock: clock))
        setup.traitCollection[Title.self] = "notes"
        let window = Window(setup)
        #expect(window.traitCollection[Title.self] == "notes" && window.traitCollection[Pages.self] == 1)
    }
}
