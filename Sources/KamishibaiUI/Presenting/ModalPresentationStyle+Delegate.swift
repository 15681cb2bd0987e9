extension ModalPresentationStyle {
    /// The transitioning delegate a screen without one of its own is presented by, from its
    /// ``ViewController/modalPresentationStyle`` — or from `style`, the style a presentation
    /// adapts to (see `Transitions+Adaptation.swift`): the one place a built-in style is turned
    /// into its presentation controller and animators. A style the library does not build
    /// (``custom``, or an app's own name without a delegate) is presented full screen. A
    /// popover, form sheet or page sheet without a chrome of the app's is drawn with
    /// ``SheetChrome/standard``: the style alone gives it its border, corners and arrow.
    static func builtInTransitioningDelegate(for screen: ViewController, in style: ModalPresentationStyle? = nil) -> TransitioningDelegate {
        switch style ?? screen.modalPresentationStyle {
        case .sheet: StyledTransitioningDelegate(style: .sheet)
        case .alert: AlertTransitioningDelegate(style: .alert)
        case .actionSheet: AlertTransitioningDelegate(style: .actionSheet)
        case .formSheet: StyledTransitioningDelegate(style: .formSheet, chrome: .standard)
        case .pageSheet: StyledTransitioningDelegate(style: .pageSheet, chrome: .standard)
        case .popover: PopoverTransitioningDelegate.shared
        case .contextMenu: ContextMenuTransitioningDelegate.shared
        default: FullScreenTransitioningDelegate.shared
        }
    }
}
