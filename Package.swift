// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The plugins run a prebuilt xibify when `Scripts/make-artifactbundle.sh` has made
// `Binaries/xibify.artifactbundle` in this package (as SwiftLint's plugins run `SwiftLintBinary`), and
// build the `xibify` executable from source otherwise (docs/plugins.md, "A prebuilt binary").
let prebuiltBundle = "Binaries/xibify.artifactbundle"
let hasPrebuiltBinary = FileManager.default.fileExists(
    atPath: Context.packageDirectory + "/" + prebuiltBundle + "/info.json")
let pluginTool: [Target.Dependency] = [hasPrebuiltBinary ? "XibifyBinary" : "xibify"]

let package = Package(
    name: "xibify",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "xibify", targets: ["xibify"]),
        .library(name: "XibifyKit", targets: ["XibifyKit"]),
        .plugin(name: "XibifyCommandPlugin", targets: ["XibifyCommandPlugin"]),
        .plugin(name: "XibifyBuildToolPlugin", targets: ["XibifyBuildToolPlugin"]),
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
        // The library's layers, lowest first; each imports only the ones before it (docs/architecture.md,
        // "Targets"), so an arrow backwards does not compile. `package` is their default access; what
        // the library product offers is `public`, reached through XibifyKit.
        .target(name: "XibifySupport"),
        .target(
            name: "XibifyFormat",
            dependencies: ["CLibXML2", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "XibifyWriting",
            dependencies: ["XibifySupport", .product(name: "Crypto", package: "swift-crypto")]
        ),
        .target(
            name: "XibifyWorkspace",
            dependencies: [
                "XibifySupport", "XibifyFormat", "XibifyWriting", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "XibifyScanning",
            dependencies: ["XibifySupport", "XibifyFormat", "XibifyWriting", "XibifyWorkspace"]
        ),
        .target(
            name: "XibifyRewriting",
            dependencies: [
                "XibifySupport", "XibifyFormat", "XibifyWriting", "XibifyWorkspace", "XibifyScanning",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "XibifyReporting",
            dependencies: [
                "XibifySupport", "XibifyFormat", "XibifyWriting", "XibifyWorkspace", "XibifyScanning",
                "XibifyRewriting", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .target(
            name: "XibifyConfiguration",
            dependencies: [
                "XibifySupport", "XibifyWriting", "XibifyWorkspace", "XibifyScanning", "XibifyRewriting",
                "XibifyReporting", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The façade: the pipeline's entry points, and every layer re-exported (Exports.swift).
        .target(
            name: "XibifyKit",
            dependencies: [
                "XibifySupport", "XibifyFormat", "XibifyWriting", "XibifyWorkspace", "XibifyScanning",
                "XibifyRewriting", "XibifyReporting", "XibifyConfiguration",
            ]
        ),
        .executableTarget(
            name: "xibify",
            dependencies: [
                "XibifyKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package xibify report …` (docs/plugins.md).
        .plugin(
            name: "XibifyCommandPlugin",
            // No write permission is asked for, so `swift package xibify report` needs no flag; on macOS,
            // `rewrite --write` and `--write-baseline` through the plugin need `--disable-sandbox`.
            capability: .command(
                intent: .custom(
                    verb: "xibify", description: "Find view layouts copy-pasted across storyboards and XIBs")
            ),
            dependencies: pluginTool
        ),
        // Warnings in Xcode for a target's duplicated layouts, on every build (docs/plugins.md).
        .plugin(
            name: "XibifyBuildToolPlugin",
            capability: .buildTool(),
            dependencies: pluginTool
        ),
        .target(
            name: "CPseudoTerminal",
            path: "Sources/CPseudoTerminal"
        ),
        .target(
            name: "XibifyTestSupport",
            dependencies: ["XibifyKit", "CPseudoTerminal"]
        ),
        // One test target per layer, its folders those of the layer's sources. A test may use a
        // higher layer to make its input or check its output (the reader's tests parse what rewriting
        // writes), so each lists what its files import.
        // Document/, Canonicalization/.
        .testTarget(
            name: "XibifyFormatTests",
            dependencies: [
                "XibifyFormat", "XibifyWriting", "XibifyScanning", "XibifyRewriting", "XibifyKit", "XibifyTestSupport",
            ]),
        // Writing/.
        .testTarget(
            name: "XibifyWritingTests",
            dependencies: ["XibifyWriting", "XibifyRewriting", "XibifyKit", "XibifyTestSupport"]),
        // Discovery/, Project/, Localization/.
        .testTarget(
            name: "XibifyWorkspaceTests",
            dependencies: [
                "XibifyFormat", "XibifyWriting", "XibifyWorkspace", "XibifyScanning", "XibifyRewriting",
                "XibifyReporting", "XibifyKit", "XibifyTestSupport",
            ]),
        // Clustering/, Baseline/.
        .testTarget(
            name: "XibifyScanningTests",
            dependencies: [
                "XibifyFormat", "XibifyWorkspace", "XibifyScanning", "XibifyRewriting", "XibifyKit",
                "XibifyTestSupport",
            ]),
        // Assessment/, Rewriting/ (planning and styles), Rendering/, Verification/ (a file per check).
        .testTarget(
            name: "XibifyRewritingTests",
            dependencies: [
                "XibifySupport", "XibifyFormat", "XibifyWriting", "XibifyWorkspace", "XibifyScanning",
                "XibifyRewriting", "XibifyReporting", "XibifyKit", "XibifyTestSupport",
            ]),
        // Reporting/.
        .testTarget(
            name: "XibifyReportingTests",
            dependencies: [
                "XibifySupport", "XibifyWorkspace", "XibifyScanning", "XibifyRewriting", "XibifyReporting", "XibifyKit",
                "XibifyTestSupport",
            ]),
        // Configuration/.
        .testTarget(name: "XibifyConfigurationTests", dependencies: ["XibifyKit", "XibifyTestSupport"]),
        // The pipeline as a whole, and the corpus.
        .testTarget(
            name: "XibifyKitTests",
            dependencies: [
                "XibifyFormat", "XibifyWriting", "XibifyWorkspace", "XibifyScanning", "XibifyRewriting", "XibifyKit",
                "XibifyTestSupport",
            ]),
        .testTarget(
            name: "xibifyTests",
            dependencies: ["xibify", "XibifyKit", "XibifyTestSupport"]
        ),
    ]
)

if hasPrebuiltBinary {
    package.targets.append(.binaryTarget(name: "XibifyBinary", path: prebuiltBundle))
}
