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
    /// behind the control when nil (its colour, and its reverse video without colour), with
    /// the state's attributes and `monochrome` (what shows the control's value without
    /// colour). A disabled control's colour fades toward what is behind it, whatever its
    /// surface (dim without colour).
    func put(
        _ character: Character, x: Int, y: Int, foreground: RGB, background: RGB? = nil,
        monochrome: TextAttributes = [], in context: inout DrawContext
    ) {
        var style = TextStyle(foreground: foreground, background: background, monochrome: monochrome)
        if isFocused { style = style.adding([.bold, .underline], monochrome: [.bold, .underline]) }
        if !isEnabled {
            let behind = background ?? context.background(atX: x, y: y) ?? context.theme.surface
            style = style.with(foreground: foreground.blended(with: behind, amount: 0.6)).adding([], monochrome: .dim)
        }
        context.put(character, x: x, y: y, style: style)
    }
}
