import KamishibaiDrawing
import Testing

@Suite struct DrawingLibraryTests {
    @Test func theRealLibrariesLoad() throws {
        try DrawingLibrary.cairo.require()
        try DrawingLibrary.chafa.require()
    }

    @Test func aMissingLibraryIsAnErrorNamingItAndItsPackage() {
        let absent = DrawingLibrary.cairo.named("libkamishibai-absent-cairo.so.2")
        #expect {
            try absent.require()
        } throws: { error in
            let text = String(describing: error)
            return text.contains("libkamishibai-absent-cairo.so.2") && text.contains("install the Debian package libcairo2")
        }
    }

    @Test func anEntryWithoutChafaFailsCleanly() {
        let absent = DrawingLibrary.chafa.named("libkamishibai-absent-chafa.so.0")
        #expect {
            _ = try SymbolSet("block", checkedBy: absent)
        } throws: { error in
            String(describing: error).contains("libkamishibai-absent-chafa.so.0")
                && String(describing: error).contains("install the Debian package libchafa0")
        }
        #expect(throws: Never.self) { try SymbolSet("block") }
    }
}
