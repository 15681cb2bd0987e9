import CKamishibaiDrawingLoader
import KamishibaiPlatform

/// Cairo or chafa, opened when something first draws with it rather than when the program
/// starts (decision 142): an app that never draws a picture never maps either, nor the twenty
/// libraries Cairo brings. Every entry into KamishibaiDrawing that reaches one of them first
/// calls `require()` or `requireOrFatal()`: until then the C forwarders of
/// `CKamishibaiDrawingLoader` have nothing to forward to.
package struct DrawingLibrary: Sendable {
    /// The file `dlopen` looks for.
    package let soname: String
    /// The Debian package that installs it, named in the message when it is missing.
    package let debianPackage: String
    private let bind: @Sendable (UnsafeMutableRawPointer) -> UnsafePointer<CChar>?
    /// The two real libraries are loaded once, their outcome kept; a renamed one (tests) each time.
    private let isShared: Bool

    package static let cairo = DrawingLibrary(
        soname: "libcairo.so.2", debianPackage: "libcairo2", bind: { kamishibai_drawing_bind_cairo($0) }, isShared: true)
    package static let chafa = DrawingLibrary(
        soname: "libchafa.so.0", debianPackage: "libchafa0", bind: { kamishibai_drawing_bind_chafa($0) }, isShared: true)

    /// The same library looked for under another file name: the seam for testing a missing one.
    package func named(_ soname: String) -> DrawingLibrary {
        DrawingLibrary(soname: soname, debianPackage: debianPackage, bind: bind, isShared: false)
    }

    /// Why a library could not be used: the loader's own words and the package to install.
    package struct Missing: Error, CustomStringConvertible {
        package let description: String
    }

    /// Loads the library (once for the real ones); throws when it is missing or lacks a function.
    package func require() throws(Missing) {
        let failure =
            switch (isShared, soname) {
            case (true, Self.cairo.soname): Self.cairoFailure
            case (true, _): Self.chafaFailure
            case (false, _): loadFailure()
            }
        if let failure { throw failure }
    }

    /// `require()` for entries that cannot throw: a missing library ends the program through
    /// the fatal-error path; the terminal's crash handler restores the screen, then writes the
    /// message (`LastWords`), which the restore would otherwise take away with the screen.
    package func requireOrFatal() {
        do { try require() } catch {
            LastWords.leave(error.description)
            fatalError(error.description)
        }
    }

    // Swift runs a static's initialiser exactly once; other threads wait for it.
    private static let cairoFailure = cairo.loadFailure()
    private static let chafaFailure = chafa.loadFailure()

    private func loadFailure() -> Missing? {
        var error: UnsafePointer<CChar>?
        guard let handle = kamishibai_drawing_open(soname, &error) else {
            let reason = error.map { String(cString: $0) } ?? "\(soname) cannot be opened"
            return Missing(description: "cannot draw pictures: \(reason) (install the Debian package \(debianPackage))")
        }
        if let absent = bind(handle) {
            return Missing(
                description: "cannot draw pictures: \(soname) has no \(String(cString: absent)) (install a newer \(debianPackage))")
        }
        return nil
    }
}
