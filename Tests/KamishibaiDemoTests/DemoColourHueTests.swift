import Foundation
import KamishibaiCanvas
import KamishibaiDemo
import KamishibaiUI
import Testing

/// Every colour the demo shows keeps its hue with a palette: each cell colour of every frame
/// of a walk through the four tabs (the theme, the artwork, its anti-aliased edges, the
/// photos, a sheet's dimmed backdrop), and each of them dimmed in steps to 90 %, maps in 256,
/// 16 and 8 colours (with and without the dim attribute) to an entry of its own hue or to a
/// grey.
///
/// With 16 and 8 colours the hue kept is the colour's own, before dimming: the entry of a
/// dimmed colour is chosen by the hue of every colour that rounds to it
/// (`ColorMapping.ansi(dimmed:by:count:undimmed:)`). With 256 colours it is the hue of the
/// colour the palette is given, the dimmed one in whole channels: in the walk, rounding moves
/// a dark or faint colour's hue up to 16° at half dimming and past any tolerance at 90 %.
@Suite struct DemoColourHueTests {
    /// The colours of every frame of each tab: the list with a sheet over it, the paging
    /// demo's four pages, the shapes and the photos with one zoomed.
    static let demoColours: Set<RGB> = {
        var colours = Set<RGB>()
        let walks: [(DemoTab, [InputEvent])] = [
            (.sheets, [.key(.enter)]),
            (.paging, [.key(.right), .key(.right), .key(.right)]),
            (.shapes, []),
            (.photos, [.key(.enter)]),
        ]
        for (tab, events) in walks {
            let demo = DemoHarness(columns: 200, rows: 60, start: tab)
            demo.run(events, step: 1)
            for frame in demo.terminal.frames {
                for y in 0..<frame.screen.rows {
                    for x in 0..<frame.screen.columns {
                        colours.insert(frame.screen[x, y].style.foreground)
                        colours.insert(frame.screen[x, y].style.background)
                    }
                }
            }
        }
        return colours
    }()

    /// The entry's OKLab hue is within `tolerance` degrees of `colour`'s, or it is a grey.
    static func keepsHue(_ entry: RGB, of colour: RGB, tolerance: Double) -> Bool {
        let e = OKLab(entry), c = OKLab(colour)
        guard e.chroma >= 0.01 else { return true }
        return abs(remainder(e.hue - c.hue, 2 * .pi)) * 180 / .pi <= tolerance
    }

    @Test func theWalkSeesTheWholeDemo() {
        #expect(Self.demoColours.count > 500, "\(Self.demoColours.count) colours")
        for theme in [0x1A1C26, 0xF2A65A, 0xE0585B, 0xE8E6F0, 0x2B4488] as [UInt32] {
            #expect(Self.demoColours.contains(RGB(hex: theme)), "\(RGB(hex: theme))")
        }
    }

    @Test func everyDemoColourAndItsDimmedStepsKeepTheirHueOrTurnGrey() {
        let outputs: [(ColorMode, dimAttribute: Bool)] = [
            (.palette256, true), (.palette16, true), (.palette16, false), (.palette8, true), (.palette8, false),
        ]
        var flips: [String] = []
        for colour in Self.demoColours {
            for step in 0...9 {
                let dimming = Double(step) / 10
                let style = Style(foreground: colour.darkened(by: dimming), background: .black, dimming: dimming)
                for (mode, dimAttribute) in outputs {
                    let shown = style.colors(in: mode, dimAttribute: dimAttribute).foreground
                    let entry: RGB
                    let tolerance: Double
                    let hue: RGB
                    switch mode {
                    case .palette256:
                        (entry, tolerance, hue) = (
                            ColorMapping.rgb(ofXterm256: ColorMapping.xterm256(shown)), ColorMapping.xterm256HueTolerance, shown
                        )
                    default:
                        entry = ColorMapping.ansi16[ColorMapping.ansi(shown, count: mode == .palette8 ? 8 : 16)]
                        (tolerance, hue) = (ColorMapping.ansiHueTolerance, step == 0 ? shown : colour)
                        if step > 0, entry != shown {
                            flips.append("\(colour) dimmed by \(dimming) in \(mode.rawValue): \(shown) is no entry")
                        }
                    }
                    if !Self.keepsHue(entry, of: hue, tolerance: tolerance) {
                        flips.append("\(colour) dimmed by \(dimming) in \(mode.rawValue) (dim \(dimAttribute)): \(entry)")
                    }
                }
            }
        }
        #expect(flips.isEmpty, "\(flips.count) hue flips: \(flips.sorted().prefix(20))")
    }
}
