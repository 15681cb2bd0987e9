import KamishibaiTerminal

/// Asks the terminal what it can do, in the start-up probe's round trip (`FramePacer.probe`),
/// and decides `TerminalFeatures` from its answers: XTVERSION (its name, for the trace, the
/// one known flaw and whether REP repeats any character), DA2 (its type, for a terminal that
/// gives no name), DECRQM for SGR-Pixels (1016), the kitty keyboard query, the cell and text-area sizes in pixels (`ESC [ 16 t`, `ESC [ 14 t`; the
/// tty's own pixel size as the fallback), and the kitty graphics query; DA1's attribute list
/// says sixel. DA1 goes last and every terminal answers it, after the others: its answer
/// decides. No answer within `timeout`: nothing is found, and nothing changes from a
/// terminal that was never asked. Later, a resize asks again for the cell size the way the
/// terminal told it (`resized`).
///
/// Pure: times come from the caller's clock; the caller writes the queries.
public enum FeatureProbe: Equatable, Sendable {
    /// The queries are out since `since`; `Answers` so far.
    case asking(since: Double, Answers)
    /// Found, and how the cell size is kept up to date.
    case decided(TerminalFeatures, Sizing)

    /// What the terminal has answered while the probe is out.
    public struct Answers: Equatable, Sendable {
        public var found: TerminalFeatures
        /// The answer to `ESC [ 16 t`.
        public var reportedCell: CellSize?
        /// The answer to `ESC [ 14 t`, shared among the cells.
        public var textAreaCell: CellSize?
        /// The probe's DA1 answer's attributes came (later DA1 answers do not count).
        public var hasAttributes = false
        public var sizing: Sizing
    }

    /// The grid, the tty's pixel size per cell, and where the cell size came from.
    public struct Sizing: Equatable, Sendable {
        public var columns: Int
        public var rows: Int
        public var ttyCell: CellSize?
        public var source: Source = .unknown

        public enum Source: Equatable, Sendable {
            /// `ESC [ 16 t` answered: asked again after a resize.
            case report
            /// `ESC [ 14 t` answered: asked again, and shared among the cells.
            case textArea
            /// The tty's pixels (TIOCGWINSZ), read again.
            case tty
            case unknown
        }

        public init(columns: Int, rows: Int, ttyCell: CellSize?) {
            self.columns = columns
            self.rows = rows
            self.ttyCell = ttyCell
        }
    }

    public static let timeout = FramePacer.probeTimeout
    public static let versionQuery = "\u{1B}[>0q"
    /// DA2, last before DA1: tmux, screen and VTE answer it, some of them without a name.
    public static let secondaryAttributesQuery = "\u{1B}[>c"
    public static let cellSizeQuery = "\u{1B}[16t"
    public static let textAreaQuery = "\u{1B}[14t"
    /// The image id of the graphics query: its answer names it.
    public static let graphicsQueryID = 31
    /// kitty's documented query: a 1×1 RGB image sent directly, to be checked, never stored.
    public static let graphicsQuery = "\u{1B}_Gi=\(graphicsQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// The probe's own queries, to go between DECRQM 2026 and DA1; the graphics query only
    /// where it may be sent (`mayAskGraphics`).
    public static func queries(graphics: Bool) -> [UInt8] {
        let sizes = cellSizeQuery + textAreaQuery + (graphics ? graphicsQuery : "")
        return Array((versionQuery + "\u{1B}[?1016$p" + KittyKeyboard.query + sizes + secondaryAttributesQuery).utf8)
    }

    /// Whether the graphics query, an APC string, may be written to this terminal. Terminals
    /// skip control strings they do not know, but GNU screen takes an APC for its hardstatus
    /// line, shown with `hardstatus alwayslastline` (measured: `Gi=31,s=1,…` on the last row),
    /// tmux for its pane's title, shown in its status line and kept after the app has ended
    /// (measured in 3.3a under Xvfb: `"Gi=31,s=1,v=1,a=q,t=d"`), and the Linux console has no
    /// APC at all: inside screen or tmux (`STY`, `TMUX`, or their TERM) and on the console it
    /// is left out, and kitty graphics, which none of them has, is simply not found.
    public static func mayAskGraphics(term: String, environment: [String: String]) -> Bool {
        if term == "linux" || term.hasPrefix("linux-") || environment["STY"] != nil || environment["TMUX"] != nil { return false }
        return !term.hasPrefix("screen") && !term.hasPrefix("tmux")
    }

    /// The probe just written at `time`, on a grid of `columns` × `rows` whose tty says
    /// `ttyCell` (nil when its pixel size is zero).
    public init(sentAt time: Double, columns: Int, rows: Int, ttyCell: CellSize?, disabled: Set<TerminalFeatures.Feature>) {
        let sizing = Sizing(columns: columns, rows: rows, ttyCell: ttyCell)
        self = .asking(since: time, Answers(found: TerminalFeatures(disabled: disabled), sizing: sizing))
    }

    /// A terminal that is not asked (it does not speak ANSI): nothing found.
    public static func unasked(disabled: Set<TerminalFeatures.Feature>) -> FeatureProbe {
        .decided(TerminalFeatures(disabled: disabled), Sizing(columns: 0, rows: 0, ttyCell: nil))
    }

    /// Nil until decided.
    public var features: TerminalFeatures? {
        if case .decided(let features, _) = self { features } else { nil }
    }

    /// When the probe gives up, while it is out.
    public var deadline: Double? {
        if case .asking(let since, _) = self { since + Self.timeout } else { nil }
    }

    /// Where mouse reports in pixels land, while the features use them.
    public var pixelGrid: PixelGrid? {
        guard case .decided(let features, let sizing) = self, features.usesPixelMouse, let cellSize = features.cellSize else {
            return nil
        }
        return PixelGrid(cellSize: cellSize, columns: sizing.columns, rows: sizing.rows)
    }

    /// Takes an answer in: while asking, the probe's; once decided, the cell size asked again.
    public mutating func received(_ reply: TerminalReply) {
        switch self {
        case .asking(let since, var answers):
            switch reply {
            case .mode(1016, let state): answers.found.pixelMouse = state.isSupported
            case .keyboardFlags(let flags): answers.found.keyboardFlags = flags
            case .cellSize(let size): answers.reportedCell = size
            case .textAreaSize(let width, let height):
                answers.textAreaCell = CellSize(area: width, height, columns: answers.sizing.columns, rows: answers.sizing.rows)
            case .attributeList(let attributes) where !answers.hasAttributes:
                answers.found.sixel = attributes.contains(4)
                answers.hasAttributes = true
            case .graphics(Self.graphicsQueryID, let message): answers.found.kittyGraphics = message == "OK"
            case .version(let name): answers.found.terminal = name
            case .secondaryAttributes(let attributes): answers.found.secondaryAttributes = attributes
            case .deviceAttributes:
                self = Self.decide(answers)
                return
            default: break
            }
            self = .asking(since: since, answers)
        case .decided(var features, let sizing):
            switch (reply, sizing.source) {
            case (.cellSize(let size), .report): features.cellSize = size
            case (.textAreaSize(let width, let height), .textArea):
                features.cellSize = CellSize(area: width, height, columns: sizing.columns, rows: sizing.rows) ?? features.cellSize
            default: return
            }
            self = .decided(features, sizing)
        }
    }

    /// Gives up at `now` if the probe has been out for `timeout`: nothing found.
    public mutating func expire(at now: Double) {
        guard case .asking(let since, let answers) = self, now >= since + Self.timeout else { return }
        self = .decided(TerminalFeatures(disabled: answers.found.disabled), answers.sizing)
    }

    /// The grid is now `columns` × `rows`, the tty's pixels per cell `ttyCell`. Returns the
    /// query to write again for the cell size, if the terminal told it that way (its answer
    /// comes through `received`); the tty's pixels are taken at once.
    public mutating func resized(columns: Int, rows: Int, ttyCell: CellSize?) -> String? {
        switch self {
        case .asking(let since, var answers):
            answers.sizing.columns = columns
            answers.sizing.rows = rows
            answers.sizing.ttyCell = ttyCell
            self = .asking(since: since, answers)
            return nil
        case .decided(var features, var sizing):
            sizing.columns = columns
            sizing.rows = rows
            sizing.ttyCell = ttyCell
            var query: String?
            switch sizing.source {
            case .report: query = Self.cellSizeQuery
            case .textArea: query = Self.textAreaQuery
            case .tty: features.cellSize = ttyCell ?? features.cellSize
            case .unknown: break
            }
            self = .decided(features, sizing)
            return query
        }
    }

    /// The cell size the terminal reported, else its text area's share, else the tty's.
    private static func decide(_ answers: Answers) -> FeatureProbe {
        var features = answers.found
        var sizing = answers.sizing
        if let size = answers.reportedCell {
            (features.cellSize, sizing.source) = (size, .report)
        } else if let size = answers.textAreaCell {
            (features.cellSize, sizing.source) = (size, .textArea)
        } else if let size = sizing.ttyCell {
            (features.cellSize, sizing.source) = (size, .tty)
        }
        return .decided(features, sizing)
    }
}
