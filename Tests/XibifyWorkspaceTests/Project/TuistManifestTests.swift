import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyWorkspace

/// The targets of a Tuist manifest, read from its literals without running Swift: both forms
/// of the API, the globs each target's sources and resources take in, and what is not read.
@Suite struct TuistManifestTests {
    static let folder = "/work/app"

    static func targets(_ text: String) -> [XcodeGenSpec.Target] {
        TuistManifest.targets(in: text, folder: folder)
    }

    /// The targets that build a file of the folder, with the phase.
    static func built(_ file: String, by targets: [XcodeGenSpec.Target]) -> [String] {
        let spec = XcodeGenSpec(path: folder + "/Project.swift", targets: targets, files: .disk)
        return spec.targets(building: folder + "/" + file).map { "\($0.target.name):\($0.phase.rawValue)" }
    }

    @Test func theModernAPIsTargetsAreRead() throws {
        let targets = Self.targets(
            """
            import ProjectDescription

            let project = Project(
                name: "Shop",
                targets: [
                    .target(
                        name: "Shop",
                        destinations: .iOS,
                        product: .app,
                        bundleId: "org.example.shop",
                        sources: ["App/**", "Shared/**"],
                        resources: ["App/Resources/**", .glob(pattern: "Shared/**/*.{xib,storyboard}")],
                        dependencies: [.target(name: "ShopKit")]
                    ),
                    .target(name: "ShopKit", destinations: .iOS, product: .staticFramework, bundleId: "k",
                            sources: "Kit/**/*.swift", resources: ["Kit/Resources/**"]),
                    Target.target(name: "ShopUITests", destinations: .iOS, product: .uiTests, bundleId: "t",
                                  sources: [.glob("UITests/**", excluding: ["UITests/Fixtures/**"])]),
                    .target(name: "Share-Extension", destinations: .iOS, product: .appExtension, bundleId: "e",
                            sources: .paths(["Share/Main.swift"])),
                ]
            )
            """)
        #expect(targets.map(\.name) == ["Share-Extension", "Shop", "ShopKit", "ShopUITests"])
        let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
        #expect(byName["Shop"]?.type == "application" && byName["Shop"]?.moduleName == "Shop")
        #expect(byName["ShopKit"]?.type == "framework")
        #expect(byName["ShopUITests"]?.type == "bundle.ui-testing")
        // The module is the name made an identifier.
        #expect(byName["Share-Extension"]?.moduleName == "Share_Extension")
        #expect(byName["Share-Extension"]?.type == "app-extension")

        // A source glob takes in what a compiler builds; a resource glob the rest it names.
        #expect(Self.built("App/Screens/CartViewController.swift", by: targets) == ["Shop:Sources"])
        #expect(Self.built("App/Screens/Cart.storyboard", by: targets).isEmpty, "no resource glob names it")
        #expect(Self.built("App/Resources/Main.storyboard", by: targets) == ["Shop:Resources"])
        #expect(Self.built("Shared/Views/Promo.xib", by: targets) == ["Shop:Resources"])
        #expect(Self.built("Shared/Promo.xib", by: targets) == ["Shop:Resources"], "`**/` may match no folder")
        #expect(Self.built("Shared/Views/Promo.strings", by: targets).isEmpty)
        // `excluding:` leaves a folder out; a file glob takes that file only.
        #expect(Self.built("UITests/CartTests.swift", by: targets) == ["ShopUITests:Sources"])
        #expect(Self.built("UITests/Fixtures/Stub.swift", by: targets).isEmpty)
        #expect(Self.built("Share/Main.swift", by: targets) == ["Share-Extension:Sources"])
        #expect(Self.built("Share/Other.swift", by: targets).isEmpty)
        // A static framework's resources go to a bundle Tuist makes: not read.
        #expect(Self.built("Kit/Views/Badge.swift", by: targets) == ["ShopKit:Sources"])
        #expect(Self.built("Kit/Resources/Badge.xib", by: targets).isEmpty)
    }

    @Test func theOlderAPIsTargetsAreRead() throws {
        let targets = Self.targets(
            """
            import ProjectDescription

            let app: Target = Target(
                name: "Reader",
                platform: .iOS,
                product: .app,
                productName: "ReaderApp",
                bundleId: "org.example.reader",
                infoPlist: .default,
                sources: SourceFilesList(globs: ["Sources/*.swift", "Sources/Views/**"]),
                resources: ResourceFileElements(resources: [
                    .glob(pattern: .relativeToManifest("Resources/**"), excluding: "Resources/Old/**"),
                    .folderReference(path: "Books"),
                ])
            )
            let tests: Target = .target(name: "ReaderTests", platform: .iOS, product: Product.unitTests,
                               bundleId: "org.example.reader.tests", sources: ["Tests/**"])
            let project = Project(name: "Reader", targets: [app, tests])
            """)
        #expect(targets.map(\.name) == ["Reader", "ReaderTests"])
        #expect(targets.first?.moduleName == "ReaderApp" && targets.first?.type == "application")
        #expect(targets.last?.type == "bundle.unit-test")
        #expect(Self.built("Sources/App.swift", by: targets) == ["Reader:Sources"])
        // `*` stays in its folder.
        #expect(Self.built("Sources/Legacy/Old.swift", by: targets).isEmpty)
        #expect(Self.built("Sources/Views/Cards/Card.swift", by: targets) == ["Reader:Sources"])
        #expect(Self.built("Resources/Card.xib", by: targets) == ["Reader:Resources"])
        #expect(Self.built("Resources/Old/Card.xib", by: targets).isEmpty)
        // A folder reference is copied as it is: nothing in it is built on its own.
        #expect(Self.built("Books/Page.xib", by: targets).isEmpty)
    }

    /// A value built by code is not read: the target is left out, never guessed.
    @Test func aTargetMadeByCodeIsNotRead() {
        let targets = Self.targets(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            func feature(_ name: String) -> Target {
                .target(name: name, destinations: .iOS, product: .framework, bundleId: "f", sources: ["\\(name)/**"])
            }
            let folder = "Widget"
            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: ["App/**"]),
                    .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "w",
                            sources: [folder + "/**"]),
                    .target(name: "Interpolated", destinations: .iOS, product: .framework, bundleId: "i",
                            sources: ["\\(folder)/**"]),
                    .target(name: "Rooted", destinations: .iOS, product: .framework, bundleId: "r",
                            sources: [.glob(.relativeToRoot("Rooted/**"))]),
                    .target(name: "Renamed", destinations: .iOS, product: .framework, bundleId: "n",
                            sources: ["Renamed/**"], settings: .settings(base: ["PRODUCT_MODULE_NAME": "Other"])),
                    .target(name: "Classes", destinations: .iOS, product: .framework, bundleId: "c",
                            sources: ["[Cc]lasses/**"]),
                    .target(name: "Synchronized", destinations: .iOS, product: .framework, bundleId: "s",
                            buildableFolders: ["Synchronized"]),
                    .target(name: "Odd", destinations: .iOS, product: .someNewProduct, bundleId: "o"),
                    .target(name: "Twice", destinations: .iOS, product: .app, bundleId: "t1", sources: ["A/**"]),
                    .target(name: "Twice", destinations: .iOS, product: .app, bundleId: "t2", sources: ["B/**"]),
                    .target(name: "Changed", destinations: .iOS, product: .app, bundleId: "x").with(sources: ["C/**"]),
                    Project.featureTarget(name: "Helper"),
                    feature("Search"),
                ]
            )
            """)
        #expect(targets.map(\.name) == ["App"])
    }

    /// Comments and strings are read as Swift reads them: a `)` in a string or a comment ends no
    /// call, and a declaration in a comment is none.
    @Test func commentsAndStringsAreSkipped() {
        let targets = Self.targets(
            #"""
            import ProjectDescription
            // .target(name: "Commented", destinations: .iOS, product: .app, bundleId: "c"),
            /* Outer /* nested .target(name: "Nested", product: .app) */
               .target(name: "Block", product: .app) */
            let project = Project(
                name: "App",  // a comment with "quotes" and (parens
                targets: [
                    .target(
                        name: "App",
                        destinations: .iOS,
                        product: .app,
                        bundleId: "org.example.app)",
                        infoPlist: .extendingDefault(with: ["Note": "a ) b ] c", "Raw": #"say "(" \)"#]),
                        sources: [/* "Old", ) ] */ "App/**", #"Raw Folder/**"#, "Esc\u{61}ped/**"],
                        resources: ["App/**/*.xib"]  // ], "Ignored/**"]
                    ),
                    .target(name: "Second", destinations: .iOS, product: .bundle, bundleId: "s", resources: [
                        """
                        Multi/**
                        """,
                    ]),
                ]
            )
            """#)
        #expect(targets.map(\.name) == ["App"])
        #expect(Self.built("App/A.swift", by: targets) == ["App:Sources"])
        #expect(Self.built("Old/A.swift", by: targets).isEmpty)
        #expect(Self.built("Raw Folder/A.swift", by: targets) == ["App:Sources"])
        #expect(Self.built("Escaped/A.swift", by: targets) == ["App:Sources"])
        #expect(Self.built("App/Views/A.xib", by: targets) == ["App:Resources"])
        #expect(Self.built("Ignored/A.swift", by: targets).isEmpty)
        // As in Swift, a `/*` inside a block comment opens a nested one: a glob's `/**` in a
        // comment hides what follows.
        #expect(Self.targets(#"/* "Old/**" */ .target(name: "A", product: .app)"#).isEmpty)
    }

    /// Text that is no manifest, or nests without end, reads as no targets, in bounded time.
    @Test func oddTextReadsAsNoTargets() {
        #expect(Self.targets("").isEmpty)
        #expect(Self.targets(String(repeating: "[", count: 100_000)).isEmpty)
        #expect(Self.targets(String(repeating: ".target(", count: 20_000)).isEmpty)
        #expect(Self.targets(String(repeating: "a.", count: 100_000) + "target(").isEmpty)
        #expect(Self.targets(String(repeating: #""\("#, count: 10_000)).isEmpty)
        #expect(Self.targets("/* never closed .target(name: \"A\", product: .app)").isEmpty)
        #expect(Self.targets(".target(name: \"Open\", product: .app, sources: [\"A/**\"").isEmpty)
    }

    /// A manifest on disk: read as a spec only when it imports ProjectDescription, and within the
    /// size limit.
    @Test func aManifestIsReadFromItsFolder() throws {
        let root = TestPaths.fixtures.appendingPathComponent("FieldCases/TuistApp").path
        let spec = try #require(TuistManifest.read(at: root + "/Project.swift", files: .disk))
        #expect(spec.targets.map(\.name) == ["Shop", "ShopKit", "ShopTests"])
        let shop = try #require(spec.targets.first { $0.name == "Shop" })
        #expect(
            spec.swiftSources(of: shop) == [
                root + "/App/Screens/CartViewController.swift", root + "/Shared/Views/PromoViewController.swift",
            ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-tuist-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A model class named Project is no manifest.
        try Data("final class Project { let target = Target(name: \"x\", product: .app) }".utf8).write(
            to: URL(fileURLWithPath: folder + "/Project.swift"))
        #expect(TuistManifest.read(at: folder + "/Project.swift", files: .disk) == nil)
    }
}
