// swift-tools-version:5.9
// A fixture of xibify's tests (Fixtures/README.md): a package target that compiles only the
// folder its `sources:` lists; its IB files lie in a resources folder, and a script beside them
// is not part of the build.
import PackageDescription

let package = Package(
    name: "Charts",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Charts", targets: ["Charts"])],
    targets: [
        .target(
            name: "Charts",
            path: "Modules/Charts",
            sources: ["Controllers"],
            resources: [.process("Nibs")]
        )
    ]
)
