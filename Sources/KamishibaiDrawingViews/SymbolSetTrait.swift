import KamishibaiDrawing
import KamishibaiUI

/// The characters drawings may use for their pixels, as a window trait: the launcher sets it
/// (`--symbols`), every `DrawingView` in the window follows it unless told otherwise. A trait
/// so that the core, which carries it, need not know chafa.
public enum SymbolSetTrait: TraitDefinition {
    /// The block elements DejaVu Sans Mono has, so a stock terminal shows every figure.
    public static let defaultValue = SymbolSet.blocks
}

extension TraitCollection {
    /// The characters drawings may use for their pixels.
    public var symbols: SymbolSet {
        get { self[SymbolSetTrait.self] }
        set { self[SymbolSetTrait.self] = newValue }
    }
}

extension WindowSetup {
    /// The characters the window's drawings may use for their pixels (`DrawingView`).
    public var symbols: SymbolSet {
        get { traitCollection.symbols }
        set { traitCollection.symbols = newValue }
    }
}

extension Window {
    /// The characters `DrawingView`s use for their pixels, unless one is told otherwise.
    public var symbols: SymbolSet { traitCollection.symbols }
}
