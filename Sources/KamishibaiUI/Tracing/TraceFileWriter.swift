import KamishibaiPlatform

/// Appends trace lines to an open file, flushed one by one so a reader sees them as they
/// happen. The first failed write (a full disk, a closed pipe, `/dev/full`) is kept with its
/// reason and ends the writing: the app goes on, and its launcher reports it once the screen
/// is restored.
final class TraceFileWriter {
    private var file: FilePointer?
    private(set) var failure: String?

    init(_ file: FilePointer) {
        self.file = file
    }

    deinit { close() }

    func write(_ line: String) {
        guard failure == nil, let file else { return }
        if fputs(line, file) < 0 || fputs("\n", file) < 0 || fflush(file) != 0 {
            failure = String(cString: strerror(errno))
        }
    }

    /// Closes the file; lines written after this are dropped.
    func close() {
        guard let file else { return }
        fclose(file)
        self.file = nil
    }
}
