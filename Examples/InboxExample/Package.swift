// swift-tools-version:6.0
import Foundation
import PackageDescription

// A client of Kamishibai, two folders below its root, depending on it by path. SwiftPM names
// a path dependency after its folder, so the name is read from the path, whatever the clone is
// called. An app elsewhere writes `.package(path: "../kamishibai")` (or a URL) and that name.
let kamishibai = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "InboxExample",
    dependencies: [.package(path: kamishibai.path)],
    targets: [
        .executableTarget(
            name: "InboxExample",
            dependencies: [.product(name: "Kamishibai", package: kamishibai.lastPathComponent)]
        )
    ],
    swiftLanguageModes: [.v6]
)
