// swift-tools-version:5.9
// A fixture of xibify's tests (Fixtures/README.md): a package target whose IB files lie in a
// folder its manifest declares as resources.
import PackageDescription

let package = Package(
    name: "Dashboard",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Dashboard", targets: ["Dashboard"])],
    targets: [
        .target(
            name: "Dashboard",
            dependencies: [],
            exclude: ["Notes"],
            resources: [.process("Resources")]
        ),
        .testTarget(name: "DashboardTests", dependencies: [.target(name: "Dashboard")]),
    ]
)
