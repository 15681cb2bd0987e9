import FoundationEssentials

/// One line of the `--trace` file as every test reads it (the end-to-end suites through
/// `TraceFile`, the unit tests through `TraceLine(line:)` on the lines they keep): every event of the contract (SPEC §10,
/// docs/ARCHITECTURE.md) with its fields. Decoding is strict for the events it knows: a field
/// it does not know, or a field missing or of another type, throws, so the format cannot
/// drift from what the tests check without a test failing. An event it does not know is kept
/// as `.other(name)`, not dropped: it still counts in the order of events, and a test that
/// looks for it by name fails until it is added here. It bears the name of what it reads,
/// `KamishibaiUI.TraceEvent`, the writer's; a file that imports both modules names it
/// `KamishibaiTesting.TraceEvent` (or reads it through `TraceLine`, as the unit tests do).
public enum TraceEvent: Equatable, Sendable {
    case presentationWillBegin(screen: String, presenting: String)
    /// `style`: the presentation controller's style; `adaptedFrom`: the style asked for, when
    /// it was adapted; `frame`: where a zoom's picture landed [x, y, width, height].
    case presentationDidEnd(screen: String, completed: Bool, style: String, adaptedFrom: String?, frame: [Double]?)
    case dismissalWillBegin(screen: String)
    /// A presentation took another style on a resize: `adaptedFrom` the style asked for, absent
    /// when back to it.
    case presentationAdapted(screen: String, style: String, adaptedFrom: String?)
    case dismissalDidEnd(screen: String, completed: Bool, style: String, adaptedFrom: String?, frame: [Double]?)
    case interactionBegan(percent: Double)
    /// `scale`: how large a zoom's picture is under the drag.
    case interactionUpdate(percent: Double, scale: Double?)
    case interactionFinish(percent: Double)
    case interactionCancel(percent: Double)
    /// `layers`: each parallax layer's x offset, by name.
    case scrollViewDidScroll(offset: [Double], layers: [String: Double])
    case scrollViewWillBeginDragging
    case scrollViewWillEndDragging(velocity: [Double], target: [Double])
    case scrollViewDidEndDragging(willDecelerate: Bool)
    case scrollViewWillBeginDecelerating
    case scrollViewDidEndDecelerating
    case scrollViewDidEndScrollingAnimation
    case pageChanged(page: Int)
    /// `size`: [columns, rows].
    case resize(size: [Int])
    case detentChanged(screen: String, detent: String)
    case focus(view: String, focused: Bool, label: String? = nil)
    /// A context menu's action chosen, once the menu has gone.
    case menuAction(title: String)
    case navigationPush(screen: String, completed: Bool)
    case navigationPop(screen: String, completed: Bool)
    /// A present, push or pop that did not happen: `kind` is `presentation`, `push`, `pop` or
    /// `tabSelection`.
    case transitionRefused(screen: String, kind: String)
    case viewWillAppear(screen: String)
    case viewDidAppear(screen: String)
    case viewWillDisappear(screen: String)
    case viewDidDisappear(screen: String)
    case framePacing(mode: String, synchronizedOutput: Bool)
    case colorMode(mode: String, reason: String)
    /// `bytes` for a paste, field or sequence cut short; `size` [columns, rows] for a window
    /// size out of bounds.
    case inputLimited(what: String, bytes: Int?, size: [Int]?)
    /// What the start-up probe found (absent fields: not found).
    case terminalFeatures(TerminalFeaturesFound)
    /// A picture shown in pixels: its id, its view, `sixel` or `kitty`, its cells [x, y,
    /// width, height] and its bytes.
    case pixelsShown(id: Int, view: String, graphics: String, frame: [Int], bytes: Int)
    /// A picture in pixels taken down: `covered`, `moving`, `gone` or `quit`.
    case pixelsRemoved(id: Int, view: String, reason: String)
    /// An alert's action chosen: its title and style (`default`, `cancel`, `destructive`).
    case alertAction(title: String, style: String)
    /// A toast `shown`, or `hidden` with its `reason` (`timeout`, `drag`, `action`, `app`,
    /// `limit`).
    case toast(state: String, reason: String?)
    /// A row the user lifted was dropped elsewhere: its index before and after.
    case rowMoved(from: Int, to: Int)
    /// A list's rows changed by an update: the rows inserted (numbered after it) and deleted
    /// (numbered before it).
    case rowsChanged(inserted: [Int], deleted: [Int])
    /// A list row's swipe actions `opened`, `closed` or `performed` (`action`: its title).
    case swipeActions(row: Int, edge: String, state: String, action: String?)
    /// A pull to refresh `began` or `ended`.
    case refresh(state: String)
    /// An event the tests do not know yet, by its name; its fields are not read.
    case other(name: String)

    /// An event's name: its line's `"event"`.
    public enum Kind: String, Decodable, Sendable {
        case presentationWillBegin, presentationDidEnd, dismissalWillBegin, dismissalDidEnd, presentationAdapted
        case interactionBegan, interactionUpdate, interactionFinish, interactionCancel
        case scrollViewDidScroll, scrollViewWillBeginDragging, scrollViewWillEndDragging, scrollViewDidEndDragging
        case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating, scrollViewDidEndScrollingAnimation
        case pageChanged, resize, detentChanged, focus, menuAction, navigationPush, navigationPop, transitionRefused
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case framePacing, colorMode, inputLimited, terminalFeatures, pixelsShown, pixelsRemoved
        case alertAction
        case toast
        case rowMoved
        case rowsChanged
        case swipeActions
        case refresh
        /// Any event not named above (`TraceEvent.other`).
        case other

        /// A step of an interaction (a drag driving a transition).
        public var isInteraction: Bool { [.interactionBegan, .interactionUpdate, .interactionFinish, .interactionCancel].contains(self) }
    }

    /// The event's name as a `Kind`, without its fields: what `named(_:_:)` and the waits match.
    public var kind: Kind {
        switch self {
        case .presentationWillBegin: .presentationWillBegin
        case .presentationDidEnd: .presentationDidEnd
        case .dismissalWillBegin: .dismissalWillBegin
        case .dismissalDidEnd: .dismissalDidEnd
        case .presentationAdapted: .presentationAdapted
        case .interactionBegan: .interactionBegan
        case .interactionUpdate: .interactionUpdate
        case .interactionFinish: .interactionFinish
        case .interactionCancel: .interactionCancel
        case .scrollViewDidScroll: .scrollViewDidScroll
        case .scrollViewWillBeginDragging: .scrollViewWillBeginDragging
        case .scrollViewWillEndDragging: .scrollViewWillEndDragging
        case .scrollViewDidEndDragging: .scrollViewDidEndDragging
        case .scrollViewWillBeginDecelerating: .scrollViewWillBeginDecelerating
        case .scrollViewDidEndDecelerating: .scrollViewDidEndDecelerating
        case .scrollViewDidEndScrollingAnimation: .scrollViewDidEndScrollingAnimation
        case .pageChanged: .pageChanged
        case .resize: .resize
        case .detentChanged: .detentChanged
        case .focus: .focus
        case .menuAction: .menuAction
        case .navigationPush: .navigationPush
        case .navigationPop: .navigationPop
        case .transitionRefused: .transitionRefused
        case .viewWillAppear: .viewWillAppear
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        case .framePacing: .framePacing
        case .colorMode: .colorMode
        case .inputLimited: .inputLimited
        case .terminalFeatures: .terminalFeatures
        case .pixelsShown: .pixelsShown
        case .pixelsRemoved: .pixelsRemoved
        case .alertAction: .alertAction
        case .toast: .toast
        case .rowMoved: .rowMoved
        case .rowsChanged: .rowsChanged
        case .swipeActions: .swipeActions
        case .refresh: .refresh
        case .other: .other
        }
    }

    /// The event's name as the trace writes it.
    public var name: String {
        if case .other(let name) = self { name } else { kind.rawValue }
    }

    /// The screen it names, if it names one.
    public var screen: String? {
        switch self {
        case .presentationWillBegin(let screen, _), .presentationDidEnd(let screen, _, _, _, _), .dismissalWillBegin(let screen),
            .dismissalDidEnd(let screen, _, _, _, _), .presentationAdapted(let screen, _, _), .detentChanged(let screen, _),
            .navigationPush(let screen, _), .navigationPop(let screen, _), .transitionRefused(let screen, _), .viewWillAppear(let screen),
            .viewDidAppear(let screen), .viewWillDisappear(let screen), .viewDidDisappear(let screen):
            screen
        default: nil
        }
    }

    /// Whether the transition it ends completed, for the events that end one.
    public var completed: Bool? {
        switch self {
        case .presentationDidEnd(_, let completed, _, _, _), .dismissalDidEnd(_, let completed, _, _, _), .navigationPush(_, let completed),
            .navigationPop(_, let completed):
            completed
        default: nil
        }
    }

    /// The style a presentation ended, left or adapted in, and the style it was adapted from.
    public var style: (style: String, adaptedFrom: String?)? {
        switch self {
        case .presentationDidEnd(_, _, let style, let adaptedFrom, _), .dismissalDidEnd(_, _, let style, let adaptedFrom, _),
            .presentationAdapted(_, let style, let adaptedFrom):
            (style, adaptedFrom)
        default: nil
        }
    }

    /// An interaction's percent complete.
    public var percent: Double? {
        switch self {
        case .interactionBegan(let percent), .interactionUpdate(let percent, _), .interactionFinish(let percent),
            .interactionCancel(let percent):
            percent
        default: nil
        }
    }
}

/// A decoded line: when (`t`, seconds since the app started) and what. The event's own
/// properties read through it (`line.screen`, `line.kind`).
@dynamicMemberLookup
public struct TraceLine: Decodable, CustomStringConvertible, Sendable {
    /// Seconds since the app started, by its clock.
    public let t: Double
    /// What happened, with its fields.
    public let event: TraceEvent

    /// The event's own properties, read through the line.
    public subscript<Value>(dynamicMember property: KeyPath<TraceEvent, Value>) -> Value { event[keyPath: property] }

    /// The time and the event, as a failing test prints them.
    public var description: String { "\(t) \(event)" }

    /// One line of the trace, decoded; throws when it does not decode.
    public init(line: some StringProtocol) throws {
        self = try JSONDecoder().decode(TraceLine.self, from: Data(line.utf8))
    }

    private struct Field: CodingKey {
        let stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.init(stringValue) }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Decodes one JSON line strictly: every field of a known event is read and none is left.
    public init(from decoder: Decoder) throws {
        let line = try decoder.container(keyedBy: Field.self)
        var read: Set<String> = ["t", "event"]
        func field<Value: Decodable>(_ name: String) throws -> Value {
            read.insert(name)
            return try line.decode(Value.self, forKey: Field(name))
        }
        func optional<Value: Decodable>(_ name: String) throws -> Value? {
            read.insert(name)
            return try line.decodeIfPresent(Value.self, forKey: Field(name))
        }
        t = try field("t")
        let name: String = try field("event")
        guard let kind = TraceEvent.Kind(rawValue: name), kind != .other else {
            event = .other(name: name)
            return
        }
        event =
            switch kind {
            case .presentationWillBegin: .presentationWillBegin(screen: try field("screen"), presenting: try field("presenting"))
            case .presentationDidEnd:
                .presentationDidEnd(
                    screen: try field("screen"), completed: try field("completed"), style: try field("style"),
                    adaptedFrom: try optional("adaptedFrom"), frame: try optional("frame"))
            case .dismissalWillBegin: .dismissalWillBegin(screen: try field("screen"))
            case .presentationAdapted:
                .presentationAdapted(screen: try field("screen"), style: try field("style"), adaptedFrom: try optional("adaptedFrom"))
            case .dismissalDidEnd:
                .dismissalDidEnd(
                    screen: try field("screen"), completed: try field("completed"), style: try field("style"),
                    adaptedFrom: try optional("adaptedFrom"), frame: try optional("frame"))
            case .interactionBegan: .interactionBegan(percent: try field("percent"))
            case .interactionUpdate: .interactionUpdate(percent: try field("percent"), scale: try optional("scale"))
            case .interactionFinish: .interactionFinish(percent: try field("percent"))
            case .interactionCancel: .interactionCancel(percent: try field("percent"))
            case .scrollViewDidScroll: .scrollViewDidScroll(offset: try field("offset"), layers: try field("layers"))
            case .scrollViewWillBeginDragging: .scrollViewWillBeginDragging
            case .scrollViewWillEndDragging: .scrollViewWillEndDragging(velocity: try field("velocity"), target: try field("target"))
            case .scrollViewDidEndDragging: .scrollViewDidEndDragging(willDecelerate: try field("willDecelerate"))
            case .scrollViewWillBeginDecelerating: .scrollViewWillBeginDecelerating
            case .scrollViewDidEndDecelerating: .scrollViewDidEndDecelerating
            case .scrollViewDidEndScrollingAnimation: .scrollViewDidEndScrollingAnimation
            case .pageChanged: .pageChanged(page: try field("page"))
            case .resize: .resize(size: try field("size"))
            case .detentChanged: .detentChanged(screen: try field("screen"), detent: try field("detent"))
            case .focus: .focus(view: try field("view"), focused: try field("focused"), label: try optional("label"))
            case .menuAction: .menuAction(title: try field("title"))
            case .navigationPush: .navigationPush(screen: try field("screen"), completed: try field("completed"))
            case .navigationPop: .navigationPop(screen: try field("screen"), completed: try field("completed"))
            case .transitionRefused: .transitionRefused(screen: try field("screen"), kind: try field("kind"))
            case .viewWillAppear: .viewWillAppear(screen: try field("screen"))
            case .viewDidAppear: .viewDidAppear(screen: try field("screen"))
            case .viewWillDisappear: .viewWillDisappear(screen: try field("screen"))
            case .viewDidDisappear: .viewDidDisappear(screen: try field("screen"))
            case .framePacing: .framePacing(mode: try field("mode"), synchronizedOutput: try field("synchronizedOutput"))
            case .colorMode: .colorMode(mode: try field("mode"), reason: try field("reason"))
            case .inputLimited: .inputLimited(what: try field("what"), bytes: try optional("bytes"), size: try optional("size"))
            case .terminalFeatures:
                .terminalFeatures(
                    TerminalFeaturesFound(
                        terminal: try optional("terminal"), pixelMouse: try field("pixelMouse"), cellSize: try optional("cellSize"),
                        keyboardFlags: try optional("keyboardFlags"), keyReleases: try field("keyReleases"), sixel: try field("sixel"),
                        kittyGraphics: try field("kittyGraphics"), disabled: try field("disabled"),
                        repeatsMultibyte: try field("repeatsMultibyte")))
            case .pixelsShown:
                .pixelsShown(
                    id: try field("id"), view: try field("view"), graphics: try field("graphics"), frame: try field("frame"),
                    bytes: try field("bytes"))
            case .pixelsRemoved: .pixelsRemoved(id: try field("id"), view: try field("view"), reason: try field("reason"))
            case .alertAction: .alertAction(title: try field("title"), style: try field("style"))
            case .toast: .toast(state: try field("state"), reason: try optional("reason"))
            case .rowMoved: .rowMoved(from: try field("from"), to: try field("to"))
            case .rowsChanged: .rowsChanged(inserted: try field("inserted"), deleted: try field("deleted"))
            case .swipeActions:
                .swipeActions(row: try field("row"), edge: try field("edge"), state: try field("state"), action: try optional("action"))
            case .refresh: .refresh(state: try field("state"))
            case .other: .other(name: name)
            }
        let unknown = line.allKeys.map(\.stringValue).filter { !read.contains($0) }
        guard unknown.isEmpty else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "\(event.kind.rawValue) has fields the tests do not know: \(unknown.sorted())"))
        }
    }
}

/// The fields of a `terminalFeatures` line.
public struct TerminalFeaturesFound: Equatable, Sendable {
    /// The terminal's name and version as XTVERSION gave them.
    public var terminal: String?
    /// Mouse reports in pixels (SGR-Pixels, mode 1016) are in use.
    public var pixelMouse: Bool
    /// A cell's width and height in pixels.
    public var cellSize: [Double]?
    /// The kitty keyboard protocol's flags as the terminal reported them.
    public var keyboardFlags: Int?
    /// The terminal reports key releases (the kitty keyboard protocol's event types).
    public var keyReleases: Bool
    /// The terminal draws sixel images (DA1's attribute 4).
    public var sixel: Bool
    /// The terminal answered the kitty graphics query with OK.
    public var kittyGraphics: Bool
    /// The features the app was told not to use.
    public var disabled: [String]
    /// REP repeats a character of several bytes (the terminal is known to).
    public var repeatsMultibyte: Bool

    /// A line's fields, as a test writes the one it expects.
    public init(
        terminal: String?, pixelMouse: Bool, cellSize: [Double]?, keyboardFlags: Int?, keyReleases: Bool, sixel: Bool,
        kittyGraphics: Bool, disabled: [String], repeatsMultibyte: Bool
    ) {
        self.terminal = terminal
        self.pixelMouse = pixelMouse
        self.cellSize = cellSize
        self.keyboardFlags = keyboardFlags
        self.keyReleases = keyReleases
        self.sixel = sixel
        self.kittyGraphics = kittyGraphics
        self.disabled = disabled
        self.repeatsMultibyte = repeatsMultibyte
    }
}
