import Foundation
import KamishibaiFuzzChecks
import Testing

/// Every input kept under `Fuzz/Inputs/<target>/`, replayed through the properties the
/// fuzzers check: the seeds, and each input a fuzzer ever broke a property with (kept there by
/// `./demo.sh fuzz`), so a fixed bug stays fixed.
@Suite struct FuzzInputTests {
    static let inputs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Inputs")

    @Test(arguments: FuzzTarget.allCases)
    func everyKeptInputHoldsEveryProperty(_ target: FuzzTarget) throws {
        let folder = Self.inputs.appendingPathComponent(target.rawValue)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!names.isEmpty, "no inputs in \(folder.path)")
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(target.problem(in: Array(data)) == nil, "\(target.rawValue)/\(name)")
        }
    }
}
