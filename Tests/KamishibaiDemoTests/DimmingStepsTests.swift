import KamishibaiCanvas
import KamishibaiDemo
import KamishibaiTerminal
import KamishibaiUI
import Testing

/// The backdrop's fade: four steps of a tenth of black in every colour mode (each step
/// repaints every cell behind the sheet, so finer steps cost bytes and show little), dimmed or
/// not over a slow link, not at all over a crawling one.
@Suite("Dimming steps")
struct DimmingStepsTests {
    /// The distinct backgrounds one backdrop cell takes while a sheet is presented.
    func shades(in mode: ColorMode, link: LinkSpeed = .fast) -> Set<RGB> {
        let demo = DemoHarness(columns: 80, rows: 24, colorMode: mode)
        demo.app.linkSpeedDidChange(link)
        demo.run([.key(.enter)])
        return Set(demo.terminal.frames.map { $0.screen[40, 2].style.background })
    }

    @Test(arguments: [ColorMode.truecolor, .palette256])
    func theFadeGoesInFourSteps(mode: ColorMode) {
        // 0, 10 %, 20 %, 30 %, 40 % of black.
        #expect(shades(in: mode).count == 5, "\(shades(in: mode))")
    }

    @Test func overASlowLinkTheBackdropIsDimmedOrNot() {
        #expect(shades(in: .truecolor, link: .slow).count == 2)
        #expect(shades(in: .truecolor, link: .crawling).count == 1, "no repaint at all")
    }
}
