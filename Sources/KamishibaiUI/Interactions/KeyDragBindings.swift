import KamishibaiGeometry

/// The keys that drive one of the library's drags from the keyboard, and how far each press or
/// repeat moves it (columns and rows): a binding table an app changes as it likes. The sheet's
/// and the photo's dismissals (``DismissalInteraction/keyBindings``,
/// ``ZoomDismissalInteraction/keyBindings``) and the navigation stack's edge pop
/// (``NavigationController/edgeDragKeyBindings``) read theirs at each press. The interactions
/// come after the app's own key commands (see ``Window/responderChain``), so a key the app
/// answers never drags; a binding only adds or moves the keys that drag when the app does not.
///
/// ```swift
/// interaction.keyBindings = .arrows                                   // no h/j/k/l
/// interaction.keyBindings.steps[.character("J")] = Point(x: 0, y: 3)  // J drags three rows a press
/// ```
public struct KeyDragBindings: Sendable, Equatable {
    /// Each key that drags, and its step: a row down is `Point(x: 0, y: 1)`.
    public var steps: [Key: Point]

    /// A table of `steps`.
    public init(_ steps: [Key: Point]) {
        self.steps = steps
    }

    /// The step a press of `key` moves the drag by, or nil for a key that does not drag.
    public func step(for key: Key) -> Point? { steps[key] }

    /// The arrows: a row up or down, or two columns across — the same distance on screen.
    public static let arrows = KeyDragBindings([
        .left: Point(x: -2, y: 0), .right: Point(x: 2, y: 0), .up: Point(x: 0, y: -1), .down: Point(x: 0, y: 1),
    ])

    /// The arrows and vi's h/j/k/l: what the sheet's and the photo's dismissals use unless told.
    public static let standard = KeyDragBindings(
        arrows.steps.merging([
            .character("h"): Point(x: -2, y: 0), .character("l"): Point(x: 2, y: 0),
            .character("k"): Point(x: 0, y: -1), .character("j"): Point(x: 0, y: 1),
        ]) { arrow, _ in arrow })

    /// ← and →: what the navigation stack's held-key pop uses unless told.
    public static let horizontalArrows = KeyDragBindings([.left: Point(x: -2, y: 0), .right: Point(x: 2, y: 0)])
}
