import KamishibaiUI

/// One entry of the footer: a key and what it does now.
struct KeyHint: Equatable {
    var key: String
    var label: String

    init(_ key: String, _ label: String) {
        self.key = key
        self.label = label
    }
}
