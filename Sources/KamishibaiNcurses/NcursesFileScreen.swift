import CKamishibaiNcursesw
import KamishibaiCanvas
import KamishibaiPlatform

/// ncurses writing to a temporary file instead of a tty (a `tmpfile()`, since ncurses bypasses
/// `open_memstream`), for the tools that measure what frames cost (`MemoryScreen` in
/// KamishibaiTesting): cells through ncurses' own writer, or bytes made elsewhere, and
/// everything written read back.
@_spi(KamishibaiInternals)
public final class NcursesFileScreen {
    private let file: FilePointer
    private let input: FilePointer
    private let screen: OpaquePointer
    private var writer: CellWriter

    /// Nil when the file cannot be made or ncurses does not start on it.
    public init?(columns: Int, rows: Int, mode: ColorMode) {
        guard let output = tmpfile(), let input = fopen("/dev/null", "r") else { return nil }
        UTF8Locale.select()
        // Not a tty: ncurses takes the size from the environment, which is put back at once so
        // no process started later inherits a size that is not its own.
        let saved: [(name: String, value: String?)] = ["LINES", "COLUMNS"].map { (name: String) in
            (name, getenv(name).map { String(cString: $0) })
        }
        setenv("LINES", String(rows), 1)
        setenv("COLUMNS", String(columns), 1)
        let created = newterm("xterm-256color", output, input)
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        guard let screen = created else {
            fclose(output)
            fclose(input)
            return nil
        }
        self.file = output
        self.input = input
        self.screen = screen
        if mode != .none { start_color() }
        self.writer = CellWriter(mode: mode)
    }

    deinit {
        set_term(screen)
        endwin()
        delscreen(screen)
        fclose(file)
        fclose(input)
    }

    /// The colours ncurses writes in.
    public var colorMode: ColorMode { writer.mode }

    /// Writes `changes` of `canvas` as ncurses does on a terminal that is not ANSI (`doupdate`).
    public func write(_ changes: [CellChange], of canvas: Canvas) {
        set_term(screen)
        writer.write(changes, of: canvas, to: kami_stdscr())
    }

    /// Appends bytes made elsewhere (an encoder's frame) to the file.
    public func write(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    }

    /// How many bytes the file holds.
    public var bytesWritten: Int {
        fflush(file)
        var info = stat()
        return fstat(fileno(file), &info) == 0 ? Int(info.st_size) : 0
    }

    /// Everything written so far: escape sequences and text, as a terminal gets them.
    public var output: [UInt8] {
        let size = bytesWritten
        var bytes = [UInt8](repeating: 0, count: size)
        let read = pread(fileno(file), &bytes, size, 0)
        return Array(bytes.prefix(max(0, read)))
    }
}
