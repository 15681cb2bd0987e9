import KamishibaiTerminal

/// Which responders a key goes through, in UIKit's order, and which commands they offer.
extension Window {
    /// The focused view, if it is still on screen in this window.
    var activeFirstResponder: View? {
        guard let view = firstResponder, view.window === self, view.isVisible else { return nil }
        return view
    }

    /// The responders a key goes through now, from the front (UIKit's responder chain): the
    /// focused view, or else the key view of the screen keys are for (the top presented one,
    /// or `keyResponder` on the root screen); then each one's `next` — superviews, their
    /// screen, its container's views and the container, the presentation controller of a
    /// presented screen, the presenting screen (its key view first while the presentation
    /// lets input through to it, as an undimmed sheet does) — and last the window.
    ///
    /// A key is offered in UIKit's order (iOS 15 and later), stopping where it is taken:
    /// 1. the key commands along the chain that want priority over system behaviour;
    /// 2. the focused view's `keyDown` (a text field types and edits before any command fires);
    /// 3. the action keys of the toasts on screen (``Toasts``);
    /// 4. the app's other key commands along the key screen's part of the chain, from the front
    ///    up to and including its presentation controller (Esc) — each screen's buttons taking
    ///    their key equivalents after its own commands;
    /// 5. the key screen's interactions (a held arrow drags the sheet, with the keys of their
    ///    ``KeyDragBindings``);
    /// 6. the app's key commands along the rest of the chain: the screens it is presented from
    ///    (a navigation stack's ← Back, an inbox's j) and the window;
    /// 7. the library widgets' own key commands along the chain (a list's ↓, a scroll view's
    ///    PgDn) and the app's aliases of them (``KeyCommand/init(input:performing:title:discoverabilityTitle:attributes:)``);
    /// 8. each responder's `keyDown` along the chain, ending with the window's
    ///    (`unhandledKey`).
    ///
    /// So an app's command on the key screen wins over the library's interactions and widgets
    /// for the same key (it overrides them), a presenter's comes after the key screen's
    /// interactions (a held ↓ drags the sheet in front, ← drags the zoomed photo rather than
    /// going back behind it) but before its widgets, while a list inside a sheet still moves on a single ↓ and lets a held ↓
    /// drag the sheet; a key command anywhere in the chain wins over a plain `keyDown` of a view
    /// below it, as in UIKit; and a presented screen's Esc (its presentation controller's
    /// command) comes after every command of the screen and its children, before the
    /// presenter's.
    public var responderChain: [Responder] { chain.responders }

    /// The key commands that a press would run now, one per key, in the order they are tried
    /// (see ``responderChain``): what a footer or a help screen lists. Commands with the
    /// `.hidden` attribute are among them. The keys the focused view takes first (a text
    /// field's printable characters and its editing keys) list its own commands, or none,
    /// instead of the chain's; the screen's interactions may take a held key before a widget's
    /// command; buttons' key equivalents are not commands and are not listed.
    public var availableKeyCommands: [KeyCommand] {
        let chain = chain
        guard let focused = activeFirstResponder else { return chain.availableKeyCommands }
        return chain.availableKeyCommands(whileFocused: focused)
    }

    /// ``availableKeyCommands`` grouped by the responder offering them, titled (see
    /// ``KeyCommandHelpView``).
    var availableKeyCommandGroups: [(title: String, commands: [KeyCommand])] { chain.availableKeyCommandGroups }

    private var chain: ResponderChain {
        ResponderChain(from: activeFirstResponder ?? keyView(of: keyScreen), window: self)
    }

    /// The screen keys are for: the top presented one, or, while a gesture is still presenting
    /// a screen, the one it is presented from (whose held key may be what drives it).
    var keyScreen: ViewController {
        if let active = transitions.active, active.kind == .modal(.presentation), active.isInteractive { return active.fromViewController }
        return transitions.topPresented ?? rootViewController
    }

    /// Where `screen`'s part of the chain starts: its key view, or `keyResponder` for the root.
    func keyView(of screen: ViewController) -> View {
        screen === rootViewController ? keyResponder ?? screen.keyView : screen.keyView
    }

    func dispatch(_ key: Key) {
        let focused = activeFirstResponder
        let screen = keyScreen
        let chain = ResponderChain(from: focused ?? keyView(of: screen), window: self)
        if chain.performKeyCommand(key, round: .priority) { return }
        if let focused, focused.keyDown(key) { return }
        // A toast's action key, over every command: the toast is what is in front.
        if toasts.performKey(key) { return }
        // The app's round is split at the key screen: its presenters' commands (a navigation
        // stack's ← Back behind a zoomed photo, an inbox's j under a sheet) come after its
        // interactions, which they would otherwise starve.
        let split = chain.endOfScreen(screen)
        if chain.performKeyCommand(key, round: .app, in: 0..<split) { return }
        for interaction in screen.interactions where interaction.keyDown(key) { return }
        if chain.performKeyCommand(key, round: .app, in: split..<chain.responders.count) { return }
        if chain.performKeyCommand(key, round: .system) { return }
        _ = chain.keyDown(key, skipping: focused)
    }
}
