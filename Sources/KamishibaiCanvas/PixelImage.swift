/// A picture shown in the terminal's own pixels (sixel, or the kitty graphics protocol) over a
/// block of cells, carried by the frame it shows with (`Canvas.images`). The cells under it hold
/// the same picture in symbols: the terminal shows the pixels over them, and they are what is
/// left when the picture is taken down.
///
/// Two images are equal when they have the same id, version and place: the bytes of one id and
/// version never change, so frames compare without going through them.
public struct PixelImage: Sendable, Equatable {
    /// How the bytes speak to the terminal.
    public enum Graphics: String, Sendable, CaseIterable {
        /// A DCS `ESC P … q … ESC \`: the terminal paints the pixels into its cells, and text
        /// written there paints over them.
        case sixel
        /// APCs `ESC _ G … ESC \`: the terminal keeps the image by its id on a layer above the
        /// text, until it is deleted by that id.
        case kitty
    }

    /// The picture's number, one per view: kitty's image id, and the trace's.
    public let id: UInt32
    /// Changes whenever the bytes do (a new size, a new drawing).
    public let version: Int
    public let graphics: Graphics
    public let columns: Int
    public let rows: Int
    /// The bytes that show it, written with the cursor at its top-left cell.
    public let bytes: [UInt8]
    /// What shows it, for the trace.
    public let name: String
    /// Its top-left cell on the canvas, once placed.
    public internal(set) var origin = CellPoint(x: 0, y: 0)
    /// The cells under it when it was placed: while the canvas still holds exactly these,
    /// nothing was drawn over it.
    var symbols: [Cell] = []

    public init(id: UInt32, version: Int, graphics: Graphics, columns: Int, rows: Int, bytes: [UInt8], name: String) {
        self.id = id
        self.version = version
        self.graphics = graphics
        self.columns = columns
        self.rows = rows
        self.bytes = bytes
        self.name = name
    }

    /// The cells it lies over.
    public var rect: CellRect { CellRect(x: origin.x, y: origin.y, width: columns, height: rows) }

    public static func == (lhs: PixelImage, rhs: PixelImage) -> Bool {
        lhs.id == rhs.id && lhs.version == rhs.version && lhs.origin == rhs.origin && lhs.graphics == rhs.graphics
            && lhs.columns == rhs.columns && lhs.rows == rhs.rows
    }
}
