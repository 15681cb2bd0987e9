// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Kamishibai",
    products: [
        .executable(name: "kamishibai", targets: ["kamishibai"]),
        .library(name: "Kamishibai", targets: ["Kamishibai"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // The only door to ncurses: a module map and a shim header.
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .target(name: "Geometry"),
        .target(name: "Motion"),
        .target(name: "Canvas", dependencies: ["Geometry"]),
        .target(name: "Kamishibai", dependencies: ["Geometry", "Motion", "Canvas"]),
        .target(name: "TerminalNcurses", dependencies: ["CNcursesw", "Kamishibai", "Canvas", "Geometry"]),
        .target(name: "Demo", dependencies: ["Kamishibai", "Canvas", "Geometry", "Motion"]),
        .executableTarget(
            name: "kamishibai",
            dependencies: [
                "Demo", "TerminalNcurses", "Kamishibai",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas", "Geometry"]),
        .testTarget(name: "KamishibaiTests", dependencies: ["Kamishibai", "Canvas", "Geometry", "Motion"]),
        .testTarget(
            name: "DemoTests",
            dependencies: [
                "Demo", "Kamishibai", "Canvas", "Geometry",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "TerminalNcursesTests", dependencies: ["TerminalNcurses", "Demo", "Kamishibai", "Canvas"]),
        .testTarget(name: "EndToEndTests", dependencies: []),
    ],
    swiftLanguageModes: [.v6]
)
