extension ViewController {
    /// The popover this screen is presented in (UIKit's `popoverPresentationController`): made
    /// as soon as it is asked for while ``modalPresentationStyle`` is `.popover` (or
    /// `.actionSheet`, which is shown as a popover on a wide terminal), so that the app sets its
    /// ``PopoverPresentationController/sourceView`` before presenting; nil for other styles. The
    /// same controller while the popover is adapted to another style (the screen's
    /// ``presentationController`` is then the adapted one's).
    ///
    /// ```swift
    /// menu.modalPresentationStyle = .popover
    /// menu.popoverPresentationController?.sourceView = button
    /// present(menu, animated: true)
    /// ```
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover || modalPresentationStyle == .actionSheet else { return nil }
        return popoverController
    }

    /// The screen's popover controller, made on first use.
    var popoverController: PopoverPresentationController {
        if let popover = ownPopoverPresentationController { return popover }
        let popover = PopoverPresentationController(presented: self, presenting: nil)
        ownPopoverPresentationController = popover
        return popover
    }
}
