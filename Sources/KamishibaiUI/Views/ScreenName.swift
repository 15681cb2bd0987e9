/// Names a screen in the trace (`"screen"`) and the inspector: its own name after those of the
/// screens it belongs to, outermost first. A page of a sheet's navigation stack is named inside
/// the stack — `detail-1/story` — by the library, which knows where the page lies (see
/// ``ViewController/name``, which stays as the app set it); the parts are read as parts, never by splitting what is written.
public struct ScreenName: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The names of the screens it belongs to, outermost first; empty for a screen of its own.
    public let containers: [String]
    /// Its own name.
    public let own: String

    /// `own`, inside `container` when one is given. A screen's name needs none: the library
    /// puts a screen inside the containers it lies in.
    public init(_ own: String, in container: ScreenName? = nil) {
        self.containers = container.map { $0.containers + [$0.own] } ?? []
        self.own = own
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// As the trace writes it: the parts joined by `/`.
    public var description: String { (containers + [own]).joined(separator: "/") }

    /// `screen`'s name: `given`, or its type's name; inside its container's name while its
    /// group is presented, unless `given` names its containers itself. Screens of the window's
    /// own group (a tab of the root) keep their own names, which are unique there.
    static func of(_ screen: ViewController, given: ScreenName?) -> ScreenName {
        if let given, !given.containers.isEmpty { return given }
        let own = given?.own ?? String(describing: type(of: screen))
        guard let container = screen.parent, screen.groupRoot.presentingViewController != nil else { return ScreenName(own) }
        return ScreenName(own, in: container.traceName)
    }
}
