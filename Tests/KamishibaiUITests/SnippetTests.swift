import Foundation
import KamishibaiTesting
import Testing

/// The articles' code. Each program in `Snippets/` is built with the package (SwiftPM builds
/// snippets in `swift build` and in the test build, so one that stops compiling fails the
/// build), shown by an article through `@Snippet`, and run here: headless, on a manual clock,
/// it checks what its article says and exits with 0.
@Suite struct SnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let articles = root.appendingPathComponent("Sources/KamishibaiUI/KamishibaiUI.docc")

    /// The snippets' names: their files' names in `Snippets/`.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Snippets").path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

    /// Every article's text, by file name.
    static func articleTexts() throws -> [(name: String, text: String)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: articles.path).filter { $0.hasSuffix(".md") }.sorted()
        return try files.map { ($0, try String(contentsOf: articles.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func thereAreSnippets() {
        #expect(Self.names.count >= 9)
    }

    /// Built next to the test bundle, as SwiftPM puts every product of the package.
    @Test(arguments: names) func runsHeadlessAndExitsCleanly(_ name: String) throws {
        let program = URL(fileURLWithPath: Bundle.main.bundlePath).appendingPathComponent(name)
        try #require(
            FileManager.default.isExecutableFile(atPath: program.path),
            "no snippet program at \(program.path): build with `swift build --build-tests`, which builds the snippets")
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        let result = try runProcess(program.path, [], environment: environment)
        #expect(result.status == 0, "\(name) failed: \(result.stderr)")
    }

    /// Every snippet is in an article, and every snippet an article names exists.
    @Test func eachSnippetIsShownByAnArticle() throws {
        let prefix = "@Snippet(path: \"Kamishibai/Snippets/"
        let shown = try Self.articleTexts().flatMap { article in
            article.text.components(separatedBy: prefix).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        }
        #expect(Set(shown) == Set(Self.names))
    }

    /// An article's Swift comes from a snippet, or is the example package's program (which
    /// `./demo.sh test` builds), word for word: no code in the articles that nothing compiles.
    @Test func articlesShowNoOtherSwift() throws {
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/SheetExample/Sources/SheetExample/main.swift"), encoding: .utf8)
        for (name, text) in try Self.articleTexts() {
            let blocks = text.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
            for block in blocks {
                #expect(block == example, "\(name) shows Swift that is not compiled")
            }
        }
        let gettingStarted = try Self.articleTexts().first { $0.name == "GettingStarted.md" }
        #expect(gettingStarted?.text.contains("```swift\n" + example + "```") == true)
    }
}
