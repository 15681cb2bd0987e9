internal import KamishibaiANSI
import KamishibaiPlatform
import KamishibaiTerminal

extension CellSize {
    /// The tty's pixels per cell (TIOCGWINSZ, or `size` already read), when it reports pixels:
    /// the feature probe's fallback for a terminal that does not answer `ESC [ 16 t`.
    static func ofTTY(_ size: winsize? = nil) -> CellSize? {
        var size = size ?? winsize()
        if size.ws_col == 0 { guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil } }
        return CellSize(area: Int(size.ws_xpixel), Int(size.ws_ypixel), columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
