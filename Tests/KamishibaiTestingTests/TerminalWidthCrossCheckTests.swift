import Foundation
import KamishibaiANSI
import KamishibaiCanvas
import Testing

@testable import KamishibaiTesting

/// The test terminal model's widths against a second terminal emulator's: seeded random
/// frames of text from every edge of the model's width table go through `FrameEncoder` to
/// `ANSIScreenModel` and to pyte (`scripts/pyte_screens.py`, through the scripts' Python
/// environment), and after every frame both must show each character in the same cells
/// (decision 135). Needs python3; the environment is made on first use, by the first seed:
/// the seeds run one at a time, so that no two make it at once.
@Suite(.serialized) struct TerminalWidthCrossCheckTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Where pyte's widths (wcwidth 0.2.14) differ from the model's and the model keeps its
    /// own, as glibc's `wcwidth` (which tmux uses) and the Unicode data do: spacing marks
    /// that are East Asian Wide (pyte: 0, as every spacing mark) and the emoji skin tone
    /// modifiers (pyte: 0; wide on their own). Left out of the frames; decision 135 lists
    /// every difference of the two tables and why the model keeps its width.
    static let contested: [ClosedRange<UInt32>] = [0x302E...0x302F, 0x16FF0...0x16FF1, 0x1F3FB...0x1F3FF]

    /// A text for each edge of each range of the model's tables: the first and last code
    /// point of every wide range, and of every zero-width range after a base letter; plus
    /// characters whose width terminals have argued over.
    static let texts: [String] = {
        var texts = ["a", "日本", "e\u{301}", "\u{2764}\u{FE0F}", "±", "①", "\u{1F600}", "\u{1100}\u{1161}", "ｱ", "Ａ", "─"]
        for range in TerminalWidthTable.wide {
            for value in [range.lowerBound, range.upperBound] where !contested.contains(where: { $0.contains(value) }) {
                if let scalar = Unicode.Scalar(value) { texts.append("x" + String(Character(scalar)) + "y") }
            }
        }
        for range in TerminalWidthTable.zero {
            for value in [range.lowerBound, range.upperBound] {
                if let scalar = Unicode.Scalar(value) { texts.append("a" + String(Character(scalar)) + "b") }
            }
        }
        return texts
    }()

    /// The cell's character as a terminal places it: its first code point, "" for the second
    /// half of a wide one (marks left out: pyte drops a zero-width character that is not a
    /// combining mark, where the model keeps it with the character before), decomposed (NFD),
    /// since pyte composes what it keeps.
    private static func base(_ glyph: String) -> String {
        glyph.decomposedStringWithCanonicalMapping.unicodeScalars.first.map { String($0) } ?? ""
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func randomFramesShowTheSameCellsOnPyte(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let (columns, rows) = (40, 8)
        let style = Style(foreground: RGB(255, 255, 255), background: RGB(0, 0, 0))
        // pyte has neither REP nor SU/SD: the frames are written without them.
        var encoder = FrameEncoder(mode: .palette256, capabilities: .init(repeatCharacter: false, scrollRegion: false))
        var model = ANSIScreenModel(columns: columns, rows: rows)
        var canvas = Canvas(columns: columns, rows: rows, fill: style)
        var previous: Canvas?
        var frames: [[UInt8]] = []
        var screens: [[[String]]] = []
        for _ in 0..<200 {
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let text = Self.texts[Int(random.next() % UInt64(Self.texts.count))]
                _ = canvas.write(text, x: Int(random.next() % UInt64(columns)), y: Int(random.next() % UInt64(rows)), style: style)
            }
            var out: [UInt8] = []
            encoder.encode(canvas.changes(from: previous), of: canvas, into: &out)
            model.apply(out)
            frames.append(out)
            screens.append(model.lines.map { $0.map { Self.base($0.glyph) } })
            previous = canvas
        }
        guard let pyte = try Self.pyteScreens(columns: columns, rows: rows, frames: frames) else { return }
        #expect(pyte.count == screens.count)
        for (frame, (ours, theirs)) in zip(screens, pyte.map { $0.map { $0.map(Self.base) } }).enumerated() where ours != theirs {
            let row = ours.indices.first { ours[$0] != theirs[$0] } ?? 0
            let column = ours[row].indices.first { ours[row][$0] != theirs[row][$0] } ?? 0
            let around = max(0, column - 2)..<min(columns, column + 3)
            Issue.record(
                """
                seed \(seed), frame \(frame), row \(row), column \(column): the model shows \
                \(ours[row][around].map(Self.describe)), pyte \(theirs[row][around].map(Self.describe)); \
                the frame's bytes: \(String(decoding: frames[frame], as: UTF8.self).debugDescription)
                """)
            return
        }
    }

    private static func describe(_ cell: String) -> String {
        cell.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: "+")
    }

    /// The frames played on pyte: after each, its rows of cells. Nil (the check left out,
    /// said on the output) where there is no python3.
    private static func pyteScreens(columns: Int, rows: Int, frames: [[UInt8]]) throws -> [[[String]]]? {
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) else {
            print("TerminalWidthCrossCheckTests: no python3, so no cross-check against pyte")
            return nil
        }
        let request: [String: Any] = [
            "columns": columns, "rows": rows, "frames": frames.map { Data($0).base64EncodedString() },
        ]
        let input = directory.appendingPathComponent("pyte-request-\(ProcessInfo.processInfo.processIdentifier)-\(UUID()).json")
        try JSONSerialization.data(withJSONObject: request).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        // Through the tests' own spawn (runProcess), not Foundation's Process, whose run()
        // leaks a weak reference under LeakSanitizer (Swift 6.3.1) and passes on the test
        // thread's signal mask.
        let script = root.appendingPathComponent("scripts/pyte_screens.py").path
        let result = try runProcess("/bin/sh", ["-c", "exec \(shellQuoted(python)) \(shellQuoted(script)) < \(shellQuoted(input.path))"])
        guard result.status == 0 else {
            throw TestFailure("scripts/pyte_screens.py failed with status \(result.status): \(result.stderr)")
        }
        return try JSONDecoder().decode([[[String]]].self, from: Data(result.stdout.utf8))
    }

    private static var directory: URL { FileManager.default.temporaryDirectory }

    private struct TestFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
