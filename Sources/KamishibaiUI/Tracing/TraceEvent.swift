import KamishibaiCanvas
import KamishibaiGeometry
import KamishibaiTerminal

/// Everything the trace records, one case per event: the library emits most of them (the
/// scroll views' only through a ``ScrollViewTracer``; `framePacing`, `colorMode` and
/// `terminalFeatures` from the launcher, `TerminalApp`; `pageChanged` never, an app does), the
/// trace writes each as a JSON line (`{"t":…,"event":name,…fields}`, the format
/// docs/ARCHITECTURE.md lists), and observers such as the demo's inspector match on the cases
/// themselves.
public enum TraceEvent: Sendable {
    case presentationWillBegin(screen: ScreenName, presenting: ScreenName)
    /// `landed`: where a zoom's picture came to rest, in root cells.
    case presentationDidEnd(
        screen: ScreenName, completed: Bool, style: ModalPresentationStyle, adaptedFrom: ModalPresentationStyle? = nil,
        landed: Rect? = nil)
    case dismissalWillBegin(screen: ScreenName)
    /// A presentation took another style on a resize while it was up: `adaptedFrom` the
    /// style asked for, nil when back to it.
    case presentationAdapted(screen: ScreenName, style: ModalPresentationStyle, adaptedFrom: ModalPresentationStyle?)
    case dismissalDidEnd(
        screen: ScreenName, completed: Bool, style: ModalPresentationStyle, adaptedFrom: ModalPresentationStyle? = nil,
        landed: Rect? = nil)
    case interactionBegan(percent: Double)
    /// `scale`: how large a zoom's picture is under the drag.
    case interactionUpdate(percent: Double, scale: Double? = nil)
    case interactionFinish(percent: Double)
    case interactionCancel(percent: Double)
    case scrollViewDidScroll(offset: Point, layers: [ParallaxOffset])
    case scrollViewWillBeginDragging
    case scrollViewWillEndDragging(velocity: Point, target: Point)
    case scrollViewDidEndDragging(willDecelerate: Bool)
    case scrollViewWillBeginDecelerating
    case scrollViewDidEndDecelerating
    case scrollViewDidEndScrollingAnimation
    /// The page a paging scroll view came to rest on (1-based). The library never records it:
    /// an app does, with ``Trace/record(_:)``, as the demo's paging tour does.
    case pageChanged(page: Int)
    case resize(columns: Int, rows: Int)
    case detentChanged(screen: ScreenName, detent: SheetDetent.Identifier)
    /// A view gained or lost the focus, or, in an accessible window, the cursor came to rest
    /// on another element or its label changed (a list's selection moved): `label` is the
    /// view's ``View/accessibilityLabel``, what a screen reader says.
    case focus(view: String, focused: Bool, label: String?)
    /// A context menu's action was chosen: traced once the menu has gone, as its handler runs.
    case menuAction(title: String)
    case navigationPush(screen: ScreenName, completed: Bool)
    case navigationPop(screen: ScreenName, completed: Bool)
    /// A present, push or pop that did not happen: a queued present whose presenter is no
    /// longer on screen or already presents another, a push or pop during a push or pop.
    case transitionRefused(screen: ScreenName, kind: TransitionContext.Kind)
    case appearance(AppearanceCall, screen: ScreenName)
    /// How frames are paced once the terminal answered the start-up probe, or did not (its
    /// mode, `acknowledged` or `timer`, and whether frames are wrapped in synchronized output).
    case framePacing(FramePacing)
    /// The colours chosen at start and why (`reason`: flag, COLORTERM, terminfo, NO_COLOR).
    case colorMode(ColorMode, reason: ColorMode.Reason)
    /// Input cut short by a limit (`"what"`: paste, sequence, field or size).
    case inputLimited(InputLimit)
    /// What the terminal answered to the start-up probe (all absent if it did not), and what
    /// the program turned off; again only if the cell size changes.
    case terminalFeatures(TerminalFeatures)
    /// An ``AlertController``'s action was chosen — by a key, a click, or a drag that dismissed
    /// an action sheet (its cancel action) — and the alert is leaving.
    case alertAction(title: String, style: AlertAction.Style)
    /// A picture is shown in the terminal's pixels (its id, what shows it, how, where, and the
    /// bytes it cost), or shown again in a new version of itself.
    case pixelsShown(PixelImage)
    /// A picture shown in pixels is taken down, and why; its cells show it in symbols, if at all.
    case pixelsRemoved(PixelImage, reason: PixelRemoval)
    /// A toast came on screen, or left and why (``Toasts``).
    case toast(ToastChange)
    /// A row's swipe actions opened, closed, or one was performed (`action`: its title; nil
    /// when none was chosen).
    case swipeActions(row: Int, edge: SwipeActionsEdge, state: SwipeActionsState, action: String?)
    /// A pull to refresh began (the control sent `valueChanged`) or ended (`endRefreshing`).
    case refresh(began: Bool)
    /// The user moved a row to another place: dropped, once the data source was told.
    case rowMoved(from: Int, to: Int)
    /// Rows were inserted or deleted (one batch of updates): after the batch, as it starts to
    /// slide.
    case rowsChanged(inserted: [Int], deleted: [Int])

    /// What happened to a row's swipe actions: its `"state"`.
    public enum SwipeActionsState: String, Sendable {
        /// They rest open beside the row.
        case opened
        /// The row slid back over them.
        case closed
        /// One was performed: chosen, or by a full swipe.
        case performed
    }

    /// What happened to a toast: its `"state"`, and when it left its `"reason"`.
    public enum ToastChange: Sendable, Equatable {
        /// Shown, as ``Toasts/show(_:)`` is called: `"state": "shown"`.
        case shown
        /// Gone, once it has slid out, and why: `"state": "hidden"` with its `"reason"`.
        case hidden(Toasts.DismissalReason)
    }

    /// Why a picture in pixels was taken down.
    public enum PixelRemoval: String, Sendable {
        /// Something was drawn over it: a sheet, a backdrop, help, the inspector.
        case covered
        /// The window is not at rest: a transition, an animation, a drag, a resize settling.
        case moving
        /// Its view no longer shows it: closed, hidden, on another tab, or the terminal no
        /// longer takes pixels.
        case gone
        /// The app quits.
        case quit
    }

    /// A parallax layer's name and horizontal offset.
    public struct ParallaxOffset: Sendable, Equatable {
        public var name: String
        public var x: Double
        public init(name: String, x: Double) {
            self.name = name
            self.x = x
        }
    }

    /// UIKit's four appearance calls, by their names.
    public enum AppearanceCall: String, Sendable {
        case willAppear = "viewWillAppear"
        case didAppear = "viewDidAppear"
        case willDisappear = "viewWillDisappear"
        case didDisappear = "viewDidDisappear"
    }

    /// The `"event"` of its JSON line.
    public var name: String {
        switch self {
        case .presentationWillBegin: "presentationWillBegin"
        case .presentationDidEnd: "presentationDidEnd"
        case .dismissalWillBegin: "dismissalWillBegin"
        case .presentationAdapted: "presentationAdapted"
        case .dismissalDidEnd: "dismissalDidEnd"
        case .interactionBegan: "interactionBegan"
        case .interactionUpdate: "interactionUpdate"
        case .interactionFinish: "interactionFinish"
        case .interactionCancel: "interactionCancel"
        case .scrollViewDidScroll: "scrollViewDidScroll"
        case .scrollViewWillBeginDragging: "scrollViewWillBeginDragging"
        case .scrollViewWillEndDragging: "scrollViewWillEndDragging"
        case .scrollViewDidEndDragging: "scrollViewDidEndDragging"
        case .scrollViewWillBeginDecelerating: "scrollViewWillBeginDecelerating"
        case .scrollViewDidEndDecelerating: "scrollViewDidEndDecelerating"
        case .scrollViewDidEndScrollingAnimation: "scrollViewDidEndScrollingAnimation"
        case .pageChanged: "pageChanged"
        case .resize: "resize"
        case .detentChanged: "detentChanged"
        case .focus: "focus"
        case .menuAction: "menuAction"
        case .navigationPush: "navigationPush"
        case .navigationPop: "navigationPop"
        case .transitionRefused: "transitionRefused"
        case .appearance(let call, _): call.rawValue
        case .framePacing: "framePacing"
        case .colorMode: "colorMode"
        case .inputLimited: "inputLimited"
        case .terminalFeatures: "terminalFeatures"
        case .alertAction: "alertAction"
        case .pixelsShown: "pixelsShown"
        case .pixelsRemoved: "pixelsRemoved"
        case .toast: "toast"
        case .swipeActions: "swipeActions"
        case .refresh: "refresh"
        case .rowMoved: "rowMoved"
        case .rowsChanged: "rowsChanged"
        }
    }

    /// The fields after `"t"` and `"event"`, in their order on the line.
    public var fields: [(String, TraceValue)] {
        switch self {
        case let .presentationWillBegin(screen, presenting):
            return [("screen", Self.screen(screen)), ("presenting", Self.screen(presenting))]
        case let .presentationDidEnd(screen, completed, style, adaptedFrom, landed),
            let .dismissalDidEnd(screen, completed, style, adaptedFrom, landed):
            return [("screen", Self.screen(screen)), ("completed", .bool(completed)), ("style", .string(style.rawValue))]
                + (adaptedFrom.map { [("adaptedFrom", .string($0.rawValue))] } ?? [])
                + (landed.map { [("frame", Self.rect($0))] } ?? [])
        case let .dismissalWillBegin(screen):
            return [("screen", Self.screen(screen))]
        case let .presentationAdapted(screen, style, adaptedFrom):
            return [("screen", Self.screen(screen)), ("style", .string(style.rawValue))]
                + (adaptedFrom.map { [("adaptedFrom", .string($0.rawValue))] } ?? [])
        case let .interactionBegan(percent), let .interactionFinish(percent), let .interactionCancel(percent):
            return [("percent", .number(percent))]
        case let .interactionUpdate(percent, scale):
            return [("percent", .number(percent))] + (scale.map { [("scale", .number($0))] } ?? [])
        case let .scrollViewDidScroll(offset, layers):
            return [("offset", Self.pair(offset)), ("layers", .object(layers.map { ($0.name, .number($0.x)) }))]
        case .scrollViewWillBeginDragging, .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating,
            .scrollViewDidEndScrollingAnimation:
            return []
        case let .scrollViewWillEndDragging(velocity, target):
            return [("velocity", Self.pair(velocity)), ("target", Self.pair(target))]
        case let .scrollViewDidEndDragging(willDecelerate):
            return [("willDecelerate", .bool(willDecelerate))]
        case let .pageChanged(page):
            return [("page", .number(Double(page)))]
        case let .resize(columns, rows):
            return [("size", .array([.number(Double(columns)), .number(Double(rows))]))]
        case let .detentChanged(screen, detent):
            return [("screen", Self.screen(screen)), ("detent", .string(detent.rawValue))]
        case let .focus(view, focused, label):
            return [("view", .string(view)), ("focused", .bool(focused))] + (label.map { [("label", .string($0))] } ?? [])
        case let .menuAction(title):
            return [("title", .string(title))]
        case let .navigationPush(screen, completed), let .navigationPop(screen, completed):
            return [("screen", Self.screen(screen)), ("completed", .bool(completed))]
        case let .appearance(_, screen):
            return [("screen", Self.screen(screen))]
        case let .transitionRefused(screen, kind):
            return [("screen", Self.screen(screen)), ("kind", .string(kind.traceName))]
        case let .framePacing(state):
            return [("mode", .string(state.mode.rawValue)), ("synchronizedOutput", .bool(state.synchronizedOutput))]
        case let .colorMode(mode, reason):
            return [("mode", .string(mode.rawValue)), ("reason", .string(reason.rawValue))]
        case let .inputLimited(limit):
            switch limit {
            case .paste(let bytes), .sequence(let bytes), .field(let bytes):
                return [("what", .string(limit.what)), ("bytes", .number(Double(bytes)))]
            case let .windowSize(columns, rows):
                return [("what", .string(limit.what)), ("size", .array([.number(Double(columns)), .number(Double(rows))]))]
            }
        case let .terminalFeatures(found):
            let cellSize = found.cellSize.map { [("cellSize", TraceValue.array([.number($0.width), .number($0.height)]))] } ?? []
            let keyboard = found.keyboardFlags.map { [("keyboardFlags", TraceValue.number(Double($0)))] } ?? []
            let terminal = found.terminal.map { [("terminal", TraceValue.string($0))] } ?? []
            let disabled = TerminalFeatures.Feature.allCases.filter(found.disabled.contains).map { TraceValue.string($0.rawValue) }
            return terminal + [("pixelMouse", .bool(found.pixelMouse))] + cellSize + keyboard
                + [("keyReleases", .bool(found.usesKeyReleases)), ("sixel", .bool(found.sixel))]
                + [("kittyGraphics", .bool(found.kittyGraphics)), ("disabled", .array(disabled))]
                + [("repeatsMultibyte", .bool(found.repeatsMultibyteCharacter))]
        case let .alertAction(title, style):
            return [("title", .string(title)), ("style", .string(style.rawValue))]
        case let .pixelsShown(image):
            return [("id", .number(Double(image.id))), ("view", .string(image.name)), ("graphics", .string(image.graphics.rawValue))]
                + [("frame", Self.rect(image.rect)), ("bytes", .number(Double(image.bytes.count)))]
        case let .pixelsRemoved(image, reason):
            return [("id", .number(Double(image.id))), ("view", .string(image.name)), ("reason", .string(reason.rawValue))]
        case .toast(.shown):
            return [("state", .string("shown"))]
        case .toast(.hidden(let reason)):
            return [("state", .string("hidden")), ("reason", .string(reason.rawValue))]
        case let .swipeActions(row, edge, state, action):
            return [("row", .number(Double(row))), ("edge", .string(edge.rawValue)), ("state", .string(state.rawValue))]
                + (action.map { [("action", .string($0))] } ?? [])
        case let .refresh(began):
            return [("state", .string(began ? "began" : "ended"))]
        case let .rowMoved(from, to):
            return [("from", .number(Double(from))), ("to", .number(Double(to)))]
        case let .rowsChanged(inserted, deleted):
            return [("inserted", .array(inserted.map { .number(Double($0)) })), ("deleted", .array(deleted.map { .number(Double($0)) }))]
        }
    }

    /// A screen's name as it is written: `detail-1/story`.
    private static func screen(_ name: ScreenName) -> TraceValue { .string(name.description) }

    private static func pair(_ point: Point) -> TraceValue { .array([.number(point.x), .number(point.y)]) }

    private static func rect(_ rect: Rect) -> TraceValue {
        .array([.number(rect.minX), .number(rect.minY), .number(rect.width), .number(rect.height)])
    }

    private static func rect(_ rect: CellRect) -> TraceValue {
        .array([.number(Double(rect.x)), .number(Double(rect.y)), .number(Double(rect.width)), .number(Double(rect.height))])
    }
}
