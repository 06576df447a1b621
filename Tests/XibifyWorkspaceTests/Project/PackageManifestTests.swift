import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace

/// The literal arguments of a manifest's target calls, and where a package compiles a new Swift
/// file (#26, the field trial's ProtonVPN `Modals-iOS/Resources`).
@Suite struct PackageManifestTests {
    @Test func targetsTheirFoldersExcludesAndResourceRules() {
        let manifest = PackageManifest.read(
            """
            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Core", path: "Code/Core"),  // a comment with "quotes" and (parens
                    .target(
                        name: "Modals-iOS",
                        dependencies: ["Core", .target(name: "Theme")],
                        exclude: ["Notes", "Old/Legacy.swift"],
                        resources: [.process("Resources"), .copy("Fonts/Inter.ttf")]
                    ),
                    .executableTarget(name: "Tool", resources: [.process("\\(folder)/Assets")]),
                    .testTarget(name: "KitTests", dependencies: [.target(name: "Core")]),
                    /* .target(name: "Commented", path: "Old") */
                ]
            )
            """)
        #expect(manifest.targets.map(\.name) == ["Core", "Modals-iOS", "Tool", "KitTests"])
        #expect(manifest.target(named: "Core")?.folder == "Code/Core")
        let modals = manifest.target(named: "Modals-iOS")
        #expect(modals?.folder == "Sources/Modals-iOS")
        #expect(modals?.excluded == ["Notes", "Old/Legacy.swift"])
        #expect(modals?.resources == ["Resources", "Fonts/Inter.ttf"])
        // A dependency reference is no declaration, and an interpolated path is not read.
        #expect(manifest.target(named: "Theme") == nil)
        #expect(manifest.target(named: "Tool")?.resources == [])
        // A block comment declares nothing (the manifest's Swift is read by ManifestExpression).
        #expect(manifest.target(named: "Commented") == nil)
    }

    @Test func aWrapperBesideCopiesInAResourcesFolderIsCompiledInTheTargetsFolder() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/PackageResources")) { copy in
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            let plan = try #require(result.plans.first)
            let target = copy.appendingPathComponent("Sources/Dashboard").path
            #expect(plan.swiftPath == target + "/StatCardView.swift")
            #expect(plan.xibPath == target + "/Resources/StatCardView.xib")
            let created = result.files.filter { $0.original == nil }.map(\.path).sorted()
            #expect(created.contains(target + "/NibView.swift"))
            #expect(!created.contains { $0.hasSuffix(".swift") && $0.contains("/Resources/") })
            // A wrapper moved back under the resources rule is refused.
            let tampered = result.files.map { file in
                var file = file
                if file.path == plan.swiftPath {
                    file.path = target + "/Resources/StatCardView.swift"
                    file.displayPath = "PackageResources/Sources/Dashboard/Resources/StatCardView.swift"
                }
                return file
            }
            let projects = ProjectIndex.load(for: report.documents.compactMap(\.filePath), files: .disk)
            #expect(throws: VerificationError.self) {
                try CompiledSwiftCheck(files: tampered, projects: projects).run()
            }
            try CompiledSwiftCheck(files: result.files, projects: projects).run()
        }
    }

    /// A target in a folder of its own (`path:`) is the package's target for the documents there.
    ///
    /// The wrapper is compiled in the target's folder (its `Nibs` folder is a resource rule) and
    /// loads its nib from `Bundle.module` (`Fixtures/FieldCases/PackagePath`; LoopKit's
    /// `path: "LoopKitUI"` in the field trial). It was once taken for a folder no package builds.
    @Test func aTargetWithAPathOfItsOwnBuildsTheDocumentsThere() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/PackagePath")) { copy in
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            let plan = try #require(result.plans.first)
            let folder = copy.appendingPathComponent("Modules/Charts").path
            #expect(plan.targets.map(\.name) == ["Charts"] && plan.targets.allSatisfy(\.isSwiftPackage))
            #expect(plan.swiftPath == folder + "/SeriesRowView.swift")
            #expect(plan.xibPath == folder + "/Nibs/SeriesRowView.xib")
            let base = try #require(result.files.first { $0.path == folder + "/NibView.swift" })
            #expect(String(decoding: base.contents, as: UTF8.self).contains("bundle: Bundle.module"))
            let projects = ProjectIndex.load(for: report.documents.compactMap(\.filePath), files: .disk)
            #expect(
                projects.swiftSources(of: try #require(plan.targets.first)) == [folder + "/LegendViewController.swift"])
        }
    }

    /// A target whose `sources:` lists only `Controllers` compiles nothing else of its folder: the
    /// wrapper and its `NibView` go to `Controllers`, not to the target's folder, where SwiftPM
    /// would leave them out (`Fixtures/FieldCases/PackageSources`); the target's Swift sources
    /// are the listed folder's, not the script beside it.
    @Test func aTargetsSourcesListDecidesWhereTheWrapperGoes() throws {
        let manifest = PackageManifest.read(
            #".target(name: "Charts", path: "Modules/Charts", sources: ["Controllers", "Shared/"], resources: [.process("Nibs")])"#
        )
        let charts = try #require(manifest.target(named: "Charts"))
        #expect(charts.sources == ["Controllers", "Shared/"])
        #expect(charts.listsSource("Controllers/A.swift") && charts.listsSource("Shared/B.swift"))
        #expect(!charts.listsSource("A.swift") && !charts.listsSource("ControllersOld/A.swift"))
        // Listed as SwiftPM reads a path: `./` and a trailing `/` do not matter.
        let dotted = try #require(
            PackageManifest.read(#".target(name: "Charts", sources: ["./Controllers/"])"#).target(named: "Charts"))
        #expect(dotted.listsSource("Controllers/A.swift") && !dotted.listsSource("A.swift"))
        #expect(PackageManifest.read(#".target(name: "Charts")"#).targets.first?.sources == nil)
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/PackageSources")) { copy in
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            let plan = try #require(result.plans.first)
            let folder = copy.appendingPathComponent("Modules/Charts").path
            #expect(plan.swiftPath == folder + "/Controllers/SeriesRowView.swift")
            #expect(plan.xibPath == folder + "/Nibs/SeriesRowView.xib")
            #expect(result.files.contains { $0.path == folder + "/Controllers/NibView.swift" })
            let projects = ProjectIndex.load(for: report.documents.compactMap(\.filePath), files: .disk)
            #expect(
                projects.swiftSources(of: try #require(plan.targets.first))
                    == [folder + "/Controllers/LegendViewController.swift"])
        }
    }

    /// A `sources:` that lists only files compiles no new file: the copies stay inline with the
    /// reason (the verifier once refused the wrapper written to the target's folder, and the
    /// cluster was dropped as a bug).
    @Test func aTargetWhoseSourcesAreFilesTakesNoWrapper() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/PackageSources")) { copy in
            let manifest = copy.appendingPathComponent("Package.swift")
            let text = try String(contentsOf: manifest, encoding: .utf8)
            try Data(
                text.replacingOccurrences(
                    of: #"sources: ["Controllers"]"#, with: #"sources: ["Controllers/LegendViewController.swift"]"#
                ).utf8
            ).write(to: manifest)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            #expect(result.plans.isEmpty && result.dropped.isEmpty)
            let reason = try #require(result.skipped.first?.reason)
            guard case .placement(.packageCompilesNoNewFile(let target), _) = reason else {
                Issue.record("skipped for \(reason.id)")
                return
            }
            #expect(target.hasPrefix("Charts"))
        }
    }

    /// A folder that an Xcode target and a package target both build keeps its copies, with the
    /// reason: the nib would load from `Bundle(for:)` in one build and `Bundle.module` in the
    /// other (`Fixtures/FieldCases/DualBuild`; LoopKit in the field trial).
    @Test func aFolderBuiltByAProjectAndAPackageKeepsItsCopies() throws {
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/DualBuild"], workingDirectory: TestPaths.packageRoot))
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        #expect(result.plans.isEmpty)
        let reason = try #require(result.skipped.first?.reason)
        guard case .xcodeAndPackage(let targets) = reason else {
            Issue.record("skipped for \(reason.id)")
            return
        }
        #expect(targets.contains("Charts (Charts.xcodeproj)"), "\(targets)")
        #expect(targets.contains { $0.contains("DualBuild/Package.swift") }, "\(targets)")
    }
}
