import KamishibaiCanvas
import KamishibaiGeometry
import Testing

@testable import KamishibaiDrawing

/// A bitmap `width` × `height` whose columns run from `left` to `right` in even steps.
private func gradient(_ width: Int, _ height: Int, from left: RGB, to right: RGB) -> Bitmap {
    let bitmap = Bitmap(width: width, height: height)!
    let context = GraphicsContext(bitmap: bitmap)
    for x in 0..<width {
        let t = width > 1 ? Double(x) / Double(width - 1) : 0
        context.fill(Rect(x: Double(x), y: 0, width: 1, height: Double(height)), with: RGBA(left.blended(with: right, amount: t)))
    }
    return bitmap
}

/// A bitmap of one colour.
private func flat(_ width: Int, _ height: Int, _ colour: RGB) -> Bitmap { gradient(width, height, from: colour, to: colour) }

/// Every colour the cells show: paper of a space, ink of a full block, both of the rest.
private func colours(_ cells: [Cell]) -> Set<RGB> {
    Set(
        cells.flatMap { cell -> [RGB] in
            switch cell.grapheme {
            case " ": [cell.style.background]
            case "█": [cell.style.foreground]
            default: [cell.style.foreground, cell.style.background]
            }
        })
}

private func isGrey(_ c: RGB) -> Bool { c.r == c.g && c.g == c.b }

@Suite struct PaletteDitherTests {
    /// A sky: deep blue to pale blue, saturated throughout.
    let sky = (RGB(hex: 0x1040C0), RGB(hex: 0x70B8FF))

    @Test func aSkyIn256ColoursIsManyBluesAndNoGrey() {
        let cells = HalfBlockMapper.cells(
            of: gradient(128, 16, from: sky.0, to: sky.1), columns: 64, rows: 4, colorMode: .palette256, dithers: true)
        let shown = colours(cells)
        // Twice the nearest entry's bands (`theSameSkyMappedToTheNearestEntryWasFewBands`).
        #expect(shown.count >= 10)
        #expect(shown.allSatisfy { !isGrey($0) })
        // Every colour is an entry of the cube, as the output shows it.
        #expect(shown.allSatisfy { ColorMapping.rgb(ofXterm256: ColorMapping.xterm256($0)) == $0 })
    }

    @Test func theSameSkyMappedToTheNearestEntryWasFewBands() {
        let entries = Set((0..<64).map { x in ColorMapping.xterm256(sky.0.blended(with: sky.1, amount: Double(x) / 63)) })
        #expect(entries.count == 5)
    }

    @Test func aDarkBlueStaysBlue() {
        let darkBlue = RGB(hex: 0x1A2040)
        // Alone, it is the cube's navy (plain OKLab distance took the grey of its lightness).
        #expect(ColorMapping.xterm256(darkBlue) == 17)
        let cells = HalfBlockMapper.cells(of: flat(32, 32, darkBlue), columns: 16, rows: 8, colorMode: .palette256, dithers: true)
        let blue = cells.flatMap { [$0.style.foreground, $0.style.background] }.filter { $0.b > $0.r && $0.b > $0.g }
        // About a third of the halves are the cube's navy; the rest the grey of its lightness.
        #expect(blue.count >= cells.count * 2 / 4)
        #expect(colours(cells).count == 2)
    }

    @Test func aSkyIn16ColoursMixesBlueIn() {
        let cells = HalfBlockMapper.cells(
            of: gradient(128, 16, from: sky.0, to: sky.1), columns: 64, rows: 4, colorMode: .palette16, dithers: true)
        let entries = Set(colours(cells).map { ColorMapping.ansi($0, count: 16) })
        #expect(entries.contains(4) || entries.contains(12))
        #expect(entries.count >= 3)
    }

    @Test func theBackdropIsItsNearestEntryUndithered() {
        let surface = RGB(hex: 0x1E2030)
        for mode in [ColorMode.palette256, .palette16, .palette8] {
            let cells = HalfBlockMapper.cells(
                of: flat(32, 32, surface), columns: 16, rows: 8, colorMode: mode, dithers: true, backdrop: surface)
            let nearest = PaletteDither.forMode(mode)!.nearest(surface)
            #expect(colours(cells) == [nearest])
            let chafa = CellMapper(colorMode: mode, dithers: true).cells(of: flat(64, 64, surface), columns: 8, rows: 4, backdrop: surface)
            #expect(colours(chafa) == [nearest])
        }
    }

    @Test func chafasCellsIn256ColoursAreDitheredEntries() {
        let cells = CellMapper(colorMode: .palette256, dithers: true).cells(
            of: gradient(512, 64, from: sky.0, to: sky.1), columns: 64, rows: 4)
        let shown = colours(cells)
        #expect(shown.count >= 10)
        #expect(shown.allSatisfy { !isGrey($0) && ColorMapping.rgb(ofXterm256: ColorMapping.xterm256($0)) == $0 })
    }

    @Test func withoutColoursAGradientIsEveryShade() {
        let ramp = gradient(128, 16, from: .black, to: .white)
        let halves = Set(HalfBlockMapper.cells(of: ramp, columns: 64, rows: 4, colorMode: .none, dithers: true).map(\.grapheme))
        #expect(halves == [" ", "░", "▒", "▓", "█"])
        let chafa = Set(
            CellMapper(colorMode: .none, dithers: true).cells(of: gradient(512, 64, from: .black, to: .white), columns: 64, rows: 4).map(
                \.grapheme))
        #expect(chafa.count >= 4)
    }

    @Test func withoutColoursALightHalfOverADarkOneIsAHalfBlock() {
        #expect(Shades.cell(upper: 0.9, lower: 0.1, x: 0, y: 0).grapheme == "▀")
        #expect(Shades.cell(upper: 0.1, lower: 0.8, x: 3, y: 1).grapheme == "▄")
        #expect(Shades.cell(lightness: 0.5, x: 0, y: 0).grapheme == "▒")
    }

    @Test func aColourThePaletteHasIsNotDithered() {
        let navy = ColorMapping.rgb(ofXterm256: 17)
        let mix = ColorMapping.mix(navy, in: .palette256)
        #expect(mix == PaletteMix(first: 17, second: 17, share: 0))
        let cells = HalfBlockMapper.cells(of: flat(16, 16, navy), columns: 8, rows: 4, colorMode: .palette256, dithers: true)
        #expect(colours(cells) == [navy])
    }
}
