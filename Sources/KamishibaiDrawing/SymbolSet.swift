import CKamishibaiChafa

/// Which characters may stand for a cell's pixels, in chafa's selector syntax: classes joined
/// by `+` (add) and `-` (remove), e.g. `block+quad`, `block+braille`, `all-wide`. The default
/// is what a stock xterm with DejaVu Sans Mono draws: spaces, the full block, half blocks,
/// quadrants and eighth blocks. Sextants (`sextant`) and braille (`braille`) are finer but
/// need a font that has them.
public struct SymbolSet: Hashable, Sendable, CustomStringConvertible {
    public let selectors: String

    /// Checks the selectors with chafa itself; the error is chafa's own message (or why chafa
    /// could not be loaded).
    public init(_ selectors: String) throws(Invalid) { try self.init(selectors, checkedBy: .chafa) }

    /// `init(_:)` with chafa found as `library` (tests name a missing one).
    package init(_ selectors: String, checkedBy library: DrawingLibrary) throws(Invalid) {
        do { try library.require() } catch { throw Invalid(message: error.description) }
        guard let map = chafa_symbol_map_new() else { throw Invalid(message: "chafa could not start") }
        defer { chafa_symbol_map_unref(map) }
        var error: UnsafeMutablePointer<GError>?
        let trimmed = selectors.trimmingCharacters()
        guard !trimmed.isEmpty else { throw Invalid(message: "no symbol classes given") }
        if chafa_symbol_map_apply_selectors(map, trimmed, &error) == 0 {
            let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "not a symbol selector"
            if let error { g_error_free(error) }
            throw Invalid(message: message)
        }
        self.selectors = trimmed
    }

    private init(checked selectors: String) { self.selectors = selectors }

    /// Space, full and half blocks, quadrants and eighths: all in DejaVu Sans Mono.
    public static let blocks = SymbolSet(checked: "space+solid+half+quad+vhalf+hhalf+block-stipple")

    public var description: String { selectors }

    public struct Invalid: Error, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }
}

extension String {
    fileprivate func trimmingCharacters() -> String {
        var scalars = Substring(self)
        while scalars.first?.isWhitespace == true { scalars.removeFirst() }
        while scalars.last?.isWhitespace == true { scalars.removeLast() }
        return String(scalars)
    }
}
