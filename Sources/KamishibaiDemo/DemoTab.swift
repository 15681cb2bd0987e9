import KamishibaiUI

/// The top-level demos, in tab order.
public enum DemoTab: String, CaseIterable, Sendable {
    case sheets
    case paging
    case shapes
    case photos
    case modals

    var title: String {
        switch self {
        case .sheets: "Sheets"
        case .paging: "Paging"
        case .shapes: "Shapes"
        case .photos: "Photos"
        case .modals: "Modals"
        }
    }
}
