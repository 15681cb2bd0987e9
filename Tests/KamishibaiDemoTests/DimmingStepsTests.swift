import KamishibaiCanvas
import KamishibaiDemo
import KamishibaiUI
import Testing

/// The backdrop's fade: smooth in truecolor, in steps of a fifteenth of black with a palette,
/// where finer steps would not show and would only cost bytes.
@Suite("Dimming steps")
struct DimmingStepsTests {
    /// The distinct backgrounds one backdrop cell takes while a sheet is presented.
    func shades(in mode: ColorMode) -> Set<RGB> {
        let demo = DemoHarness(columns: 80, rows: 24, colorMode: mode)
        demo.run([.key(.enter)])
        return Set(demo.terminal.frames.map { $0.screen[40, 2].style.background })
    }

    @Test func aPaletteTerminalSeesTheFadeInSteps() {
        let stepped = shades(in: .palette256)
        let smooth = shades(in: .truecolor)
        // 40 % of black in fifteenths: 0, 1/15 … 6/15, seven shades at most.
        #expect(stepped.count <= 7, "\(stepped.count) shades")
        #expect(smooth.count > stepped.count + 5, "\(smooth.count) shades in truecolor")
    }
}
