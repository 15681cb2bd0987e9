import KamishibaiCanvas

/// Pictures in pixels (`Canvas.images`): those a frame no longer has are taken down before its
/// cells are written, and its new ones shown after them, in the same write.
///
/// A sixel is painted into the cells it lies over: while it shows, those cells are left alone
/// (`ScreenCell.underImage`), and when it goes they are written again, which paints over its
/// pixels. A kitty image lies on a layer above the text, so the cells under it are written as
/// any other; its data is sent (`a=t`) and then placed (`a=p`), and it goes by its id
/// (`a=d,d=i`). Its data stays with the terminal for a few more pictures (`keptImages`), so a
/// picture shown again once a sheet has gone costs a placement rather than its bytes again;
/// the placement's own id is always 1, so placing it again replaces it.
extension FrameEncoder {
    /// A kitty image whose data the terminal keeps.
    struct StoredImage: Equatable {
        var id: UInt32
        var version: Int
    }

    /// How many kitty images' data the terminal keeps beyond those on screen.
    static let keptImages = 4

    /// Takes down the pictures on screen that `images` no longer holds (all sixels, for a frame
    /// written whole); returns the cells a sixel covered, to be written again.
    mutating func takeDownImages(keeping images: [PixelImage], wholeFrame: Bool, into out: inout [UInt8]) -> [CellRect] {
        var uncovered: [CellRect] = []
        var kept: [PixelImage] = []
        for image in imagesOnScreen {
            switch image.graphics {
            case .kitty where images.contains(image):
                kept.append(image)
            case .kitty:
                Self.appendKitty("a=d,d=i,i=\(image.id)", to: &out)
            case .sixel where !wholeFrame && images.contains(image):
                kept.append(image)
            case .sixel where !wholeFrame:
                setScreen(image.rect, to: .unknown)
                uncovered.append(image.rect)
            case .sixel:
                // Every cell is written again.
                break
            }
        }
        imagesOnScreen = kept
        return uncovered
    }

    /// Shows the pictures of `images` that are not on screen yet, each from its top-left cell.
    mutating func showImages(_ images: [PixelImage], into out: inout [UInt8]) {
        for image in images where !imagesOnScreen.contains(image) {
            moveCursor(toX: image.origin.x, y: image.origin.y, into: &out)
            switch image.graphics {
            case .sixel:
                out += image.bytes
                setScreen(image.rect, to: .underImage)
            case .kitty:
                transmit(image, into: &out)
                Self.appendKitty("a=p,i=\(image.id),p=1,c=\(image.columns),r=\(image.rows),C=1", to: &out)
            }
            // Terminals leave the cursor in different places after a picture.
            cursor = nil
            imagesOnScreen.append(image)
        }
    }

    /// Sends the data of the kitty pictures of `images` that the terminal does not keep yet
    /// (`a=t`: nothing shows), for a terminal to write before the frame's synchronized update.
    /// kitty gives such an update up after about 1 MB (measured in 0.26.5: "too much data in
    /// pending mode"), and the photo is 0.9–9.8 MB: cut inside a chunk, its base64 showed as
    /// text. The frame then only places them (`a=p`, 40 bytes).
    public mutating func transmitImages(_ images: [PixelImage], into out: inout [UInt8]) {
        for image in images where image.graphics == .kitty { transmit(image, into: &out) }
    }

    /// `image`'s data, unless the terminal keeps this version of it already.
    private mutating func transmit(_ image: PixelImage, into out: inout [UInt8]) {
        let stored = StoredImage(id: image.id, version: image.version)
        guard !storedImages.contains(stored) else { return }
        out += image.bytes
        store(stored, into: &out)
    }

    /// Takes every picture down and has the terminal free what it keeps, before the screen is
    /// left (quit, suspend): kitty's by their ids; a sixel's cells are written again, if ever,
    /// as unknown (the screen is cleared after this anyway).
    public mutating func takeDownAllImages(into out: inout [UInt8]) {
        for image in imagesOnScreen where image.graphics == .sixel { setScreen(image.rect, to: .unknown) }
        for stored in storedImages { Self.appendKitty("a=d,d=I,i=\(stored.id)", to: &out) }
        imagesOnScreen = []
        storedImages = []
    }

    /// Notes that the terminal now keeps `image`'s data (in place of an older version's), the
    /// latest last; frees the oldest beyond `keptImages` that are not on screen.
    private mutating func store(_ image: StoredImage, into out: inout [UInt8]) {
        storedImages.removeAll { $0.id == image.id }
        storedImages.append(image)
        let shown = Set(imagesOnScreen.map(\.id)).union([image.id])
        var spare = storedImages.count { !shown.contains($0.id) } - Self.keptImages
        var kept: [StoredImage] = []
        for stored in storedImages {
            if spare > 0, !shown.contains(stored.id) {
                Self.appendKitty("a=d,d=I,i=\(stored.id)", to: &out)
                spare -= 1
            } else {
                kept.append(stored)
            }
        }
        storedImages = kept
    }

    private mutating func setScreen(_ rect: CellRect, to cell: ScreenCell) {
        let rows = columns > 0 ? screen.count / columns : 0
        let area = rect.intersection(CellRect(x: 0, y: 0, width: columns, height: rows))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { screen[y * columns + x] = cell }
        }
    }

    /// `ESC _ G control,q=2 ESC \`: a kitty graphics command whose answers, OK or not, stay
    /// unsent (the parser would take them as replies anyway).
    static func appendKitty(_ control: String, to out: inout [UInt8]) {
        out += Array("\u{1B}_G\(control),q=2\u{1B}\\".utf8)
    }
}
