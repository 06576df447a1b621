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
            let projects = ProjectIndex.load(for: report.documents.compactMap(\.filePath))
            #expect(throws: VerificationError.self) {
                try CompiledSwiftCheck(files: tampered, projects: projects).run()
            }
            try CompiledSwiftCheck(files: result.files, projects: projects).run()
        }
    }
}
