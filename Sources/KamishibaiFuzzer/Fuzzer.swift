import KamishibaiFuzzChecks
import KamishibaiPlatform

/// libFuzzer's entry point: it links its own `main`, which calls this with each input it
/// makes up. `KAMISHIBAI_FUZZ_TARGET` names the target (`./demo.sh fuzz` sets it); a broken
/// property stops the run, and libFuzzer keeps the input that broke it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let problem = target.problem(in: bytes) { fatalError("\(target.rawValue): \(problem)") }
    return 0
}

private let target: FuzzTarget = {
    let name = getenv("KAMISHIBAI_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        fatalError("set KAMISHIBAI_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return target
}()
