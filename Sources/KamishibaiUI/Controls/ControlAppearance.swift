import KamishibaiCanvas

/// How a control's state reads on top of its colours, the same for every control so that the
/// states read alike without colour (`NO_COLOR`): the focus is bold and underlined, as a
/// focused ``Button`` is; a disabled control is faded (dim without colour).
struct ControlAppearance {
    var isFocused: Bool
    var isEnabled: Bool

    init(isFocused: Bool, isEnabled: Bool) {
        self.isFocused = isFocused
        self.isEnabled = isEnabled
    }

    init(_ control: Control) {
        self.init(isFocused: control.isFirstResponder, isEnabled: control.isEnabled)
    }

    /// A cell of the control: `character` in `foreground` over `background`, or over what lies
    /// behind the control when nil, with the state's attributes and `monochrome` (what shows
    /// the control's value without colour).
    func put(
        _ character: Character, x: Int, y: Int, foreground: RGB, background: RGB? = nil,
        monochrome: TextAttributes = [], in context: inout DrawContext
    ) {
        var attributes: TextAttributes = []
        var mono = monochrome
        if isFocused {
            attributes.formUnion([.bold, .underline])
            mono.formUnion([.bold, .underline])
        }
        var foreground = foreground
        if !isEnabled {
            mono.insert(.dim)
            foreground = foreground.blended(with: background ?? .black, amount: 0.6)
        }
        context.put(character, x: x, y: y, foreground: foreground, background: background, attributes: attributes, monochrome: mono)
    }
}
