// swift-tools-version:6.0
import PackageDescription

// Layers, bottom up (arrows only point down; docs/ARCHITECTURE.md explains each):
//   KamishibaiPlatform                     the C library (glibc, musl or Darwin) in one file:
//                                          a port's one file; nothing else imports it directly;
//                                          the maths (pow, cbrt, sin…) come from it, never from
//                                          Foundation, which no module imports (decision 136)
//   KamishibaiGeometry, KamishibaiMotion   pure values and maths
//   KamishibaiCanvas                       cells, colours, drawing into a frame buffer (on Platform's maths)
//   KamishibaiTerminal                     the terminal protocol and its small types: input events,
//                                          keys, mouse events, features, pacing, the main queue
//   KamishibaiANSI                         the ANSI backend: parser, encoder, frame writer, pacer,
//                                          probe, replies; for terminal implementations, in no
//                                          product's public surface (`Kamishibai` does not re-export it)
//   KamishibaiNcurses                      the real terminal (the only door to ncurses)
//   KamishibaiDrawing                      vector drawing (Cairo) and pixels to cells (chafa), on Platform's maths
//   KamishibaiUI                           views, screens, transitions, interactions, scroll views;
//                                          no Cairo, no chafa: `scripts/check-layers.sh` keeps it so
//   KamishibaiDrawingViews                 the views that draw with Cairo, above UI and Drawing
//   Kamishibai                             one import for an app: all of the above and a launcher
//   KamishibaiTesting                      the headless terminal, the memory screen, the slow link,
//                                          storms, input scripts, a screen model: for the CLI and
//                                          the tests, never in a product an app links
// Every module name starts with "Kamishibai" so none collides in a client's package graph.
let package = Package(
    name: "Kamishibai",
    products: [
        .library(name: "Kamishibai", targets: ["Kamishibai"]),
        .library(name: "KamishibaiUI", targets: ["KamishibaiUI"]),
        .library(name: "KamishibaiNcurses", targets: ["KamishibaiNcurses"]),
        .executable(name: "kamishibai", targets: ["KamishibaiCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The only door to ncurses: a module map and a shim header. No pkgConfig: its flags are
        // ones SwiftPM refuses (with a warning), and the shim defines what they would.
        .systemLibrary(name: "CKamishibaiNcursesw", providers: [.apt(["libncursesw5-dev"])]),
        // The C library and the heap's figures (the platform file's C half), for every target
        // above: the one place a port changes.
        .systemLibrary(name: "CKamishibaiHeap"),
        .target(name: "KamishibaiPlatform", dependencies: ["CKamishibaiHeap"]),
        .target(name: "KamishibaiGeometry"),
        .target(name: "KamishibaiMotion", dependencies: ["KamishibaiPlatform"]),
        .target(name: "KamishibaiCanvas", dependencies: ["KamishibaiPlatform", "KamishibaiGeometry"]),
        .target(
            name: "KamishibaiTerminal",
            dependencies: ["KamishibaiPlatform", "KamishibaiGeometry", "KamishibaiMotion", "KamishibaiCanvas"]
        ),
        .target(
            name: "KamishibaiANSI",
            dependencies: ["KamishibaiPlatform", "KamishibaiTerminal", "KamishibaiGeometry", "KamishibaiMotion", "KamishibaiCanvas"]
        ),
        .target(
            name: "KamishibaiNcurses",
            dependencies: [
                "CKamishibaiNcursesw", "KamishibaiPlatform", "KamishibaiANSI", "KamishibaiTerminal", "KamishibaiCanvas", "KamishibaiMotion",
            ]
        ),
        .target(
            name: "KamishibaiUI",
            dependencies: ["KamishibaiPlatform", "KamishibaiGeometry", "KamishibaiMotion", "KamishibaiCanvas", "KamishibaiTerminal"]
        ),
        // Vector drawing (Cairo) and pixels to cells (chafa): only KamishibaiDrawing imports them.
        // Cairo without pkgConfig: its header is found as <cairo/cairo.h>, and no -lcairo reaches
        // the link, so the program maps Cairo (and the twenty libraries it needs) only when it
        // first draws (decision 142). chafa's headers need pkgConfig's include folders, whose
        // -lchafa -lglib-2.0 SwiftPM puts on every link: those two stay loaded at start.
        .systemLibrary(name: "CKamishibaiCairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CKamishibaiChafa", pkgConfig: "chafa", providers: [.apt(["libchafa-dev"])]),
        // Their functions as forwarders that open the libraries on first use (decision 142).
        .target(name: "CKamishibaiDrawingLoader", dependencies: ["CKamishibaiCairo", "CKamishibaiChafa"]),
        .target(
            name: "KamishibaiDrawing",
            dependencies: [
                "CKamishibaiCairo", "CKamishibaiChafa", "CKamishibaiDrawingLoader", "KamishibaiPlatform", "KamishibaiGeometry",
                "KamishibaiCanvas",
            ]
        ),
        .target(
            name: "KamishibaiDrawingViews",
            dependencies: ["KamishibaiUI", "KamishibaiDrawing", "KamishibaiGeometry", "KamishibaiMotion", "KamishibaiCanvas"]
        ),
        .target(name: "Kamishibai", dependencies: ["KamishibaiPlatform", "KamishibaiUI", "KamishibaiDrawingViews", "KamishibaiNcurses"]),
        .target(
            name: "KamishibaiTesting",
            dependencies: [
                "KamishibaiPlatform", "KamishibaiTerminal", "KamishibaiANSI", "KamishibaiNcurses", "KamishibaiCanvas",
                "KamishibaiGeometry", "KamishibaiMotion",
            ]
        ),
        .target(
            name: "KamishibaiDemo",
            dependencies: ["KamishibaiPlatform", "KamishibaiUI", "KamishibaiDrawingViews", "KamishibaiANSI", "KamishibaiTesting"]
        ),
        .executableTarget(
            name: "KamishibaiCLI",
            dependencies: [
                "Kamishibai", "KamishibaiDemo", "KamishibaiNcurses", "KamishibaiANSI", "KamishibaiPlatform", "KamishibaiTesting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "KamishibaiFuzzChecks", dependencies: ["KamishibaiANSI", "KamishibaiTerminal", "KamishibaiCanvas"]),
        // libFuzzer supplies `main`; `./demo.sh fuzz` builds it with --sanitize fuzzer (coverage)
        // and address. In other builds it links but finds nothing: it is not run there.
        .executableTarget(
            name: "KamishibaiFuzzer",
            dependencies: ["KamishibaiFuzzChecks", "KamishibaiPlatform"],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]
        ),
        .testTarget(name: "KamishibaiGeometryTests", dependencies: ["KamishibaiGeometry"]),
        .testTarget(name: "KamishibaiMotionTests", dependencies: ["KamishibaiMotion", "KamishibaiPlatform"]),
        .testTarget(name: "KamishibaiDrawingTests", dependencies: ["KamishibaiDrawing", "KamishibaiCanvas", "KamishibaiGeometry"]),
        .testTarget(name: "KamishibaiCanvasTests", dependencies: ["KamishibaiCanvas", "KamishibaiGeometry"]),
        .testTarget(
            name: "KamishibaiANSITests",
            dependencies: [
                "KamishibaiANSI", "KamishibaiTerminal", "KamishibaiGeometry", "KamishibaiMotion", "KamishibaiFuzzChecks",
                "KamishibaiCanvas", "KamishibaiTesting",
            ]
        ),
        .testTarget(
            name: "KamishibaiUITests",
            dependencies: [
                "KamishibaiUI", "KamishibaiTerminal", "KamishibaiCanvas", "KamishibaiGeometry", "KamishibaiMotion", "KamishibaiTesting",
                "KamishibaiPlatform",
            ]
        ),
        .testTarget(
            name: "KamishibaiDrawingViewsTests",
            dependencies: [
                "KamishibaiDrawingViews", "KamishibaiUI", "KamishibaiDrawing", "KamishibaiCanvas", "KamishibaiGeometry", "KamishibaiMotion",
                "KamishibaiTesting",
            ]
        ),
        .testTarget(
            name: "KamishibaiTestingTests", dependencies: ["KamishibaiTesting", "KamishibaiANSI", "KamishibaiTerminal", "KamishibaiCanvas"]
        ),
        .testTarget(
            name: "KamishibaiDemoTests",
            dependencies: [
                "KamishibaiDemo", "KamishibaiUI", "KamishibaiTerminal", "KamishibaiCanvas", "KamishibaiGeometry",
                "KamishibaiDrawing", "KamishibaiDrawingViews", "KamishibaiANSI", "KamishibaiTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "KamishibaiNcursesTests",
            dependencies: [
                "KamishibaiNcurses", "KamishibaiANSI", "KamishibaiDemo", "KamishibaiUI", "KamishibaiTerminal", "KamishibaiCanvas",
                "KamishibaiTesting",
            ]
        ),
        // The binary from outside, through tmux and ptys; only the screen model and the
        // platform file are shared.
        .testTarget(name: "EndToEndTests", dependencies: ["KamishibaiPlatform", "KamishibaiTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
