import KamishibaiCanvas
import KamishibaiTerminal
import KamishibaiTesting
import KamishibaiUI
import SnapshotTesting
import Testing

@testable import KamishibaiDemo

/// The Photos tab at 120×40 on the headless terminal, at exact virtual times.
@Suite struct PhotosDemoTests {
    func harness() -> DemoHarness {
        DemoHarness(columns: 120, rows: 40, start: .photos)
    }

    func jsonLines(_ harness: DemoHarness, _ event: String) -> [String] {
        zip(harness.traceLines, harness.traceEvents).filter { $1.name == event }.map(\.0)
    }

    func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> InputEvent {
        .mouse(MouseEvent(kind, column: column, row: row))
    }

    @Test func enterZoomsThePictureOutOfItsThumbnailWhichStaysEmptyMeanwhile() throws {
        let h = harness()
        h.run(timed: [(0.5, .key(.enter))])
        let photo = try #require(h.app.presentedSheet as? PhotoViewController)
        #expect(jsonLines(h, "presentationDidEnd").last?.contains("\"completed\":true") == true)
        #expect(photo.view.frame == Rect(x: 2, y: 1, width: 116, height: 38), "the whole area less a margin of backdrop")
        // The picture is where it was; the row under it is its title's.
        let picture = try #require((photo.view as? TitledPhotoView)?.photo)
        #expect(picture.frameInRoot == Rect(x: 2, y: 1, width: 116, height: 37))
        #expect(h.terminal.screen.line(38).contains("Peach river"))
        #expect(h.app.photosView.openIndex == 0)
        // Mid-flight: the picture is between the thumbnail and its full frame; the snapshot
        // shows the grid fading to black around it, the thumbnail's place empty.
        let midway = h.frame(at: 0.5 + 0.175)
        assertSnapshot(of: midway.text, as: .lines)
    }

    /// The open photo hides the tabs and the grid in every colour mode: with none or 8 colours
    /// the tab bar's text and reverse video showed through the black backdrop.
    @Test(arguments: [ColorMode.none, .palette8, .truecolor])
    func theZoomHidesTheTabsInEveryColourMode(mode: ColorMode) {
        let h = DemoHarness(columns: 120, rows: 40, start: .photos, colorMode: mode)
        h.run(timed: [(0.5, .key(.enter))])
        let screen = h.terminal.screen
        let shown = (0..<120).filter { screen[$0, 0].grapheme != " " || screen[$0, 0].style.attributes(in: mode).contains(.reverse) }
        #expect(shown.isEmpty, "\(screen.line(0))")
    }

    @Test func aDiagonalDragClosesItOntoTheThumbnailsFrame() throws {
        let h = harness()
        h.run(timed: [(0.5, .key(.enter))])
        // Eight steps of a row down and about two columns across.
        let cells = (0...8).map { CellPoint(x: 60 + $0 * 15 / 8, y: 20 + $0) }
        h.run(timed: InputScript.drag(through: cells, start: 2, step: 0.05, rest: 0.4))
        let thumbnail = try #require(h.app.photoThumbnailFrame(0))
        let end = try #require(jsonLines(h, "dismissalDidEnd").last)
        let frame = "[\(Int(thumbnail.minX)),\(Int(thumbnail.minY)),\(Int(thumbnail.width)),\(Int(thumbnail.height))]"
        #expect(end.contains("\"completed\":true") && end.contains("\"frame\":\(frame)"), "\(end) vs \(frame)")
        #expect(jsonLines(h, "interactionUpdate").allSatisfy { $0.contains("\"scale\"") })
        #expect(h.app.presentedSheet == nil && h.app.photosView.openIndex == nil)
    }

    @Test func aTwoCellDragLeavesItOpen() throws {
        let h = harness()
        h.run(timed: [
            (0.5, .key(.enter)), (2, mouse(.press(.left), 60, 20)), (2.05, mouse(.drag(.left), 61, 20)),
            (2.1, mouse(.drag(.left), 62, 20)), (2.5, mouse(.release(.left), 62, 20)),
        ])
        #expect(jsonLines(h, "dismissalDidEnd").last?.contains("\"completed\":false") == true)
        #expect(h.app.presentedSheet is PhotoViewController)
        #expect(h.app.photosView.openIndex == 0)
    }

    @Test func escapeAndTheBackdropClose() {
        let h = harness()
        h.run(timed: [(0.5, .key(.enter)), (2, .key(.escape))])
        #expect(h.app.presentedSheet == nil)
        h.run(timed: [(3, .key(.enter)), (5, mouse(.press(.left), 1, 20))])  // the left margin
        #expect(h.app.presentedSheet == nil)
    }

    @Test func draggingAThumbnailUpOpensItPastHalfWayAndCancelsShortOfIt() throws {
        // The grid is 36 rows tall here, so half of it (18 rows) is 100 %: 12 rows are 67 %.
        let up = harness()
        up.run(timed: InputScript.drag(from: CellPoint(x: 15, y: 16), to: CellPoint(x: 15, y: 4), start: 1, step: 0.05, rest: 0.4))
        #expect(jsonLines(up, "presentationDidEnd").last?.contains("\"completed\":true") == true)
        #expect(up.app.presentedSheet is PhotoViewController)

        let short = harness()
        short.run(timed: [
            (1, mouse(.press(.left), 15, 16)), (1.05, mouse(.drag(.left), 15, 14)),
            (1.1, mouse(.drag(.left), 15, 13)), (1.5, mouse(.release(.left), 15, 13)),
        ])
        #expect(jsonLines(short, "presentationDidEnd").last?.contains("\"completed\":false") == true)
        #expect(short.app.presentedSheet == nil && short.app.photosView.openIndex == nil)
    }

    /// With the pointer in pixels (a cell 16 pixels tall) a thumbnail dragged up three pixels
    /// opens by 3/16 of a row over the 18 that are the whole way.
    @Test func aThumbnailDraggedUpByPixelsOpensByFractionsOfARow() throws {
        let h = harness()
        let (x, y) = (15.5, 16.5)
        h.run(timed: [
            (1, .mouse(MouseEvent(.press(.left), at: Point(x: x, y: y)))),
            (1.05, .mouse(MouseEvent(.drag(.left), at: Point(x: x, y: y - 3.0 / 16)))),
        ])
        let update = try #require(jsonLines(h, "interactionUpdate").last)
        #expect(update.contains("\"percent\":0.010417"), "3/16 of a row over 18 rows: \(update)")
    }

    @Test func holdingKOpensTheSelectedPhotoStepByStep() {
        let h = harness()
        h.run(timed: InputScript.repeated(.character("K"), count: 12, start: 1, interval: 0.05))
        #expect(h.app.presentedSheet is PhotoViewController)
        #expect(jsonLines(h, "presentationDidEnd").last?.contains("\"completed\":true") == true)
    }

    /// Where the terminal reports releases, K's release lets go, however long after its last
    /// repeat: Shift let go first, it comes as k. (The app driven by hand, frame by frame: the
    /// headless terminal reports no features.)
    @Test func withReleasesLettingKGoOpensIt() throws {
        let h = harness()
        var features = TerminalFeatures()
        features.keyboardFlags = 0
        h.app.terminalFeaturesDidChange(features)
        let clock = h.terminal.manualClock
        func run(until time: Double) {
            while clock.now + 1.0 / 60 < time {
                clock.advance(by: 1.0 / 60)
                h.app.advance()
            }
            clock.set(to: time)
            h.app.advance()
        }
        for (time, event) in InputScript.repeated(.character("K"), count: 12, start: 1, interval: 0.05) {
            run(until: time)
            h.app.handle(event)
        }
        run(until: 2.5)
        #expect(jsonLines(h, "interactionFinish").isEmpty && jsonLines(h, "presentationDidEnd").isEmpty, "still held")
        h.app.handle(.keyReleased(.character("k")))
        #expect(jsonLines(h, "interactionFinish").first?.hasPrefix("{\"t\":2.5,") == true)
        run(until: 4)
        #expect(h.app.presentedSheet is PhotoViewController)
        #expect(jsonLines(h, "presentationDidEnd").last?.contains("\"completed\":true") == true)
    }
}

/// The grid fills the Photos area at every size, its thumbnails growing with it.
@Suite struct PhotosGridLayoutTests {
    /// Each thumbnail with the selection box around it (its bottom edge is the title row).
    static func boxes(_ columns: Int, _ rows: Int) -> (area: Size, boxes: [Rect]) {
        let area = DemoApp.contentFrame(Size(width: Double(columns), height: Double(rows))).size
        return (area, PhotosDemoView.layout(size: area).map { $0.inset(by: Insets(top: -1, left: -1, bottom: -1, right: -1)) })
    }

    @Test(arguments: [(80, 24), (120, 40), (200, 60)])
    func theGridFillsTheAreaWithoutOverlapping(columns: Int, rows: Int) {
        let (area, boxes) = Self.boxes(columns, rows)
        #expect(boxes.count == PhotoArtwork.all.count)
        for (i, box) in boxes.enumerated() {
            #expect(box.minX >= 0 && box.minY >= 0 && box.maxX <= area.width && box.maxY <= area.height, "\(i): \(box) in \(area)")
            for other in boxes[(i + 1)...] { #expect(box.intersection(other).isEmpty, "\(box) and \(other)") }
            // A landscape still: from 6:5 to 2:1 on screen, where a row is two columns tall.
            let aspect = (box.width - 2) / (box.height - 2) / 2
            #expect(aspect >= 1.2 && aspect <= 2, "\(aspect)")
        }
        let used = (
            width: (boxes.map(\.maxX).max() ?? 0) - (boxes.map(\.minX).min() ?? 0),
            height: (boxes.map(\.maxY).max() ?? 0) - (boxes.map(\.minY).min() ?? 0)
        )
        #expect(used.width >= area.width * 0.9 && used.height >= area.height * 0.85, "\(used) of \(area)")
    }

    @Test func theThumbnailsGrowWithTheScreen() {
        let sizes = [(80, 24), (120, 40), (200, 60)].map { Self.boxes($0.0, $0.1).boxes[0].size }
        #expect(sizes.map { $0.width * $0.height } == sizes.map { $0.width * $0.height }.sorted())
        #expect(sizes == [Size(width: 19, height: 9), Size(width: 38, height: 11), Size(width: 66, height: 18)])
    }
}
