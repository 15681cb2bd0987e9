import KamishibaiUI

/// One row of the Modals tab: a kind of modal presentation, said in a title and a line, and
/// how to present it. Each kind's row lives in its own file (`ModalDemoRow+Kind.swift`) and
/// composes only the library's API.
struct ModalDemoRow {
    let title: String
    let detail: String
    /// Presents the modal from `screen`; `sourceRect` is the chosen row's frame in the
    /// window, for what points at what opened it.
    let present: (_ screen: ModalsViewController, _ sourceRect: Rect) -> Void

    /// The rows, in the order the tab lists them.
    static var all: [ModalDemoRow] { [alert, actionSheet, popover, contextMenu, toast, formSheet, pageSheet, sheet] }
}
