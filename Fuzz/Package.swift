// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer target over parse → scan → rewrite (Fuzz/README.md). Outside the main package so
// `swift build` and `swift test` never build it; `Fuzz/run.sh` builds it with
// `-Xswiftc -sanitize=fuzzer,address`, which instruments every Swift module it links, XibifyKit
// included, and links libFuzzer and AddressSanitizer.
let package = Package(
    name: "xibify-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "xibify", path: "..")
    ],
    targets: [
        // libFuzzer's driver, declared for Swift (the library comes with -sanitize=fuzzer).
        .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
        // `main.swift` hands the command line to libFuzzer's driver: SwiftPM links an executable's
        // entry point as `main`, so libFuzzer's own `main` cannot be the one.
        .executableTarget(
            name: "XibifyFuzz",
            dependencies: ["CLibFuzzer", .product(name: "XibifyKit", package: "xibify")]
        ),
    ]
)
