/// Names a screen in the trace (`"screen"`) and the inspector: its own name after those of the
/// screens it belongs to, outermost first. A page of a sheet's navigation stack is
/// `ScreenName("story", in: "detail-1")`, written `detail-1/story`; the parts are read as
/// parts, never by splitting what is written.
public struct ScreenName: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The names of the screens it belongs to, outermost first; empty for a screen of its own.
    public let containers: [String]
    /// Its own name.
    public let own: String

    public init(_ own: String, in container: ScreenName? = nil) {
        self.containers = container.map { $0.containers + [$0.own] } ?? []
        self.own = own
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// As the trace writes it: the parts joined by `/`.
    public var description: String { (containers + [own]).joined(separator: "/") }
}
