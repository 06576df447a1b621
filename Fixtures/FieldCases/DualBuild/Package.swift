// swift-tools-version:5.9
// A fixture of xibify's tests (Fixtures/README.md): a package target in a folder of its own
// (`path:`) that an Xcode project builds too, as LoopKit does.
import PackageDescription

let package = Package(
    name: "Charts",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Charts", targets: ["Charts"])],
    targets: [
        .target(
            name: "Charts",
            path: "Charts",
            resources: [.process("Nibs")]
        )
    ]
)
