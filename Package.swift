// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "xibify",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "xibify", targets: ["xibify"]),
        .library(name: "XibifyKit", targets: ["XibifyKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(
            name: "XibifyKit",
            dependencies: [
                "CLibXML2",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "xibify",
            dependencies: [
                "XibifyKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "CPseudoTerminal",
            path: "Sources/CPseudoTerminal"
        ),
        .target(
            name: "XibifyTestSupport",
            dependencies: ["XibifyKit", "CPseudoTerminal"]
        ),
        .testTarget(
            name: "XibifyKitTests",
            dependencies: ["XibifyKit", "XibifyTestSupport"]
        ),
        .testTarget(
            name: "xibifyTests",
            dependencies: ["xibify", "XibifyKit", "XibifyTestSupport"]
        ),
    ]
)
