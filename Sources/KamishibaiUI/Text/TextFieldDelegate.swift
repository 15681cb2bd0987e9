/// What a ``TextField`` asks and tells as the user edits it (UIKit's `UITextFieldDelegate`).
/// Every method has a default: edits and Enter allowed, nothing done on the rest. A change
/// made in code (setting ``TextField/text``) asks and tells nothing, as in UIKit.
///
/// ```swift
/// final class ReplyScreen: ViewController, TextFieldDelegate {
///     func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
///         string.allSatisfy(\.isNumber)  // digits only
///     }
///     func textFieldShouldReturn(_ textField: TextField) -> Bool { !textField.text.isEmpty }
/// }
/// ```
public protocol TextFieldDelegate: AnyObject {
    /// Whether the user's edit may replace the characters in `range` (offsets in characters,
    /// caret positions) with `string`: a key, a paste (as much of it as fits, one line), or a
    /// deletion (`string` empty). False leaves the text as it is.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool
    /// Enter: whether the field submits (calls `onSubmit`); false takes the key and does nothing.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The field took the focus: the user may type in it.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// The field lost the focus.
    func textFieldDidEndEditing(_ textField: TextField)
}

extension TextFieldDelegate {
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        true
    }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField) {}
}
