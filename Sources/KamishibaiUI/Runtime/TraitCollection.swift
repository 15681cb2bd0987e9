/// A kind of value a window carries for views in modules above the core: UIKit's custom traits
/// (`UITraitDefinition`), window-wide. The module that reads it defines it with its default;
/// the launcher sets it in the `WindowSetup`; the core carries it without knowing what it is.
/// So the drawing views' symbol set reaches them without the core knowing chafa.
public protocol TraitDefinition {
    associatedtype Value: Sendable
    /// What a window holds when nobody set this trait.
    static var defaultValue: Value { get }
}

/// The traits a window was set up with, each read and written by its definition's type:
/// `traits[SomeTrait.self]`. A trait never set reads as its default.
public struct TraitCollection: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Whether the width is cramped (UIKit's): `.unspecified` in a window's own collection; set
    /// from the container's width in the one a presentation adapts to (see
    /// ``AdaptivePresentationControllerDelegate``).
    public var horizontalSizeClass = UserInterfaceSizeClass.unspecified
    /// The colours widgets fall back on where their own style says nothing: ``Theme/standard``
    /// unless the app sets another in its `WindowSetup`.
    public var theme = Theme.standard

    public init() {}

    public subscript<Trait: TraitDefinition>(trait: Trait.Type) -> Trait.Value {
        get { values[ObjectIdentifier(trait)] as? Trait.Value ?? Trait.defaultValue }
        set { values[ObjectIdentifier(trait)] = newValue }
    }
}
