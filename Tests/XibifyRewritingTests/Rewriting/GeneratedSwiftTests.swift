import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning

/// The generated Swift type-checks against the UIKit and AppKit stubs in Tests/Stubs.
@Suite struct GeneratedSwiftTests {
    /// Compiles a stub module into a folder and returns the folder.
    static func stubModule(_ name: String, in folder: URL) throws -> URL {
        let directory = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = TestPaths.packageRoot.appendingPathComponent("Tests/Stubs/\(name)/\(name).swift")
        let result = try run([
            "swiftc", "-emit-module", "-parse-as-library", "-module-name", name, source.path,
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        ])
        #expect(result.status == 0, "\(result.output)")
        return directory
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ToolRunner.run(arguments)
        return (result.status, result.combined)
    }

    /// Without an Objective-C runtime, `@IBOutlet`, `@IBAction` and `@objc(Name)` cannot compile;
    /// everything else is checked.
    static func forThisPlatform(_ source: String) -> String {
        #if canImport(ObjectiveC)
            return source
        #else
            return source.replacingOccurrences(of: "@IBOutlet ", with: "").replacingOccurrences(
                of: "@IBAction ", with: ""
            )
            .replacingOccurrences(of: #"@objc\([A-Za-z0-9_:]+\)\n"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "@objc var ", with: "var ")
        #endif
    }

    @Test(arguments: [("UIKit", Platform.iOS), ("AppKit", Platform.macOS)])
    func wrappersAndBaseClassTypeCheck(_ framework: String, _ platform: Platform) throws {
        let result = try Rewriter.prepareAll(RewriteTests.report, options: RewriteTests.options())
        let wrappers = result.plans.filter { $0.platform == platform }.map { SwiftSourceRenderer.wrapper(for: $0) }
        #expect(!wrappers.isEmpty)
        let check = try Self.typeCheck(wrappers, against: framework)
        #expect(check.status == 0, "\(check.output)")
    }

    /// Type-checks wrappers with the `NibView` base against a stub framework, in a temporary folder.
    static func typeCheck(_ wrappers: [String], against framework: String) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-swift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = try stubModule(framework, in: folder)
        var files = [folder.appendingPathComponent("NibView.swift")]
        try Data(forThisPlatform(SwiftSourceRenderer.nibView()).utf8).write(to: files[0])
        for (index, wrapper) in wrappers.enumerated() {
            let url = folder.appendingPathComponent("Wrapper\(index).swift")
            try Data(forThisPlatform(wrapper).utf8).write(to: url)
            files.append(url)
        }
        return try run(["swiftc", "-typecheck", "-I", modules.path] + files.map(\.path))
    }

    /// The wrappers `rewrite` generates for ../shared/corpus, single views included (ports,
    /// renamed parameters, both frameworks), type-check too.
    @Test(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
    func corpusWrappersTypeCheck() throws {
        let root = TestPaths.corpus.deletingLastPathComponent()
        let report = Pipeline.scan(
            ScanOptions(
                paths: [TestPaths.corpus.lastPathComponent], workingDirectory: root,
                clustering: ClusteringOptions(minViews: 1)))
        let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
        #expect(result.plans.contains { !$0.ports.isEmpty })
        // One module per project (the apps are six separate builds; each names its classes on its own).
        let byProject = Dictionary(grouping: result.plans) { plan in
            plan.targets.first?.containerPath ?? (plan.swiftPath as NSString).deletingLastPathComponent
        }
        for (project, plans) in byProject.sorted(by: { $0.key < $1.key }) {
            for (framework, platforms) in [("UIKit", [Platform.iOS, .tvOS]), ("AppKit", [.macOS])] {
                let chosen = plans.filter { platforms.contains($0.platform) }
                var wrappers = chosen.map { SwiftSourceRenderer.wrapper(for: $0) }
                guard !wrappers.isEmpty else { continue }
                // A substituted root of the app's own class (`VibrantButton`) is declared by the app:
                // stand-ins here, subclassing the framework class its element stands for.
                var declared: Set<String> = []
                for plan in chosen where plan.style == .substitution {
                    let chain = SubstitutionSourceRenderer.runtimeClass(of: plan).superclasses
                    guard let own = plan.rootClass, chain.count > 1, chain[0] == own,
                        !own.hasPrefix("UI") && !own.hasPrefix("NS"), declared.insert(own).inserted
                    else { continue }
                    wrappers.append("import \(framework)\nclass \(own): \(chain[1]) {}\n")
                }
                // A typed holder port assigns the app's own outlet (`(holder as? BookmarkFolderCell)?.label
                // = label`): the holder's class with those properties, as the app declares them.
                var holders: [String: Set<String>] = [:]
                for plan in chosen {
                    for port in plan.ports {
                        guard port.objectOutlet != nil else { continue }
                        for (member, holder) in port.holderClasses { holders[holder, default: []].insert(member) }
                    }
                }
                for (holder, members) in holders.sorted(by: { $0.key < $1.key }) where declared.insert(holder).inserted
                {
                    let properties = members.sorted().map { "    var \($0): AnyObject?\n" }.joined()
                    wrappers.append("import \(framework)\nclass \(holder): NSObject {\n\(properties)}\n")
                }
                let check = try Self.typeCheck(wrappers, against: framework)
                #expect(check.status == 0, "\(project), \(framework): \(check.output)")
            }
        }
    }

    @Test func everySupportedAccessorTypeChecks() throws {
        // One label per UIKit accessor the planner can produce, in one wrapper.
        let accessors: [(String, String, String)] = [
            ("UILabel", "$.text", "$.text = newValue"),
            ("UIButton", "$.title(for: .normal)", "$.setTitle(newValue, for: .normal)"),
            ("UIButton", "$.configuration?.title", "$.configuration?.title = newValue"),
            ("UISegmentedControl", "$.titleForSegment(at: 1)", "$.setTitle(newValue, forSegmentAt: 1)"),
            ("UITextView", "$.text", "$.text = newValue"),
            ("UISearchBar", "$.prompt", "$.prompt = newValue"),
            ("UIView", "$.accessibilityHint", "$.accessibilityHint = newValue"),
        ]
        var source = "import UIKit\n\nfinal class Probe: NibView {\n"
        for (index, accessor) in accessors.enumerated() {
            source += "    private weak var view\(index): \(accessor.0)!\n"
            source += "    var value\(index): String? {\n"
            source += "        get { \(accessor.1.replacingOccurrences(of: "$", with: "view\(index)")) }\n"
            source += "        set { \(accessor.2.replacingOccurrences(of: "$", with: "view\(index)")) }\n    }\n"
        }
        source += "}\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = try Self.stubModule("UIKit", in: folder)
        let base = folder.appendingPathComponent("NibView.swift")
        let probe = folder.appendingPathComponent("Probe.swift")
        try Data(SwiftSourceRenderer.nibView().utf8).write(to: base)
        try Data(source.utf8).write(to: probe)
        let check = try Self.run(["swiftc", "-typecheck", "-I", modules.path, base.path, probe.path])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func generatedSwiftIsFormatLintClean() throws {
        let result = try Rewriter.prepareAll(RewriteTests.report, options: RewriteTests.options())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in result.files where file.kind == .swift {
            let url = folder.appendingPathComponent((file.path as NSString).lastPathComponent)
            try Data(file.contents).write(to: url)
            paths.append(url.path)
        }
        let configuration = TestPaths.packageRoot.appendingPathComponent(".swift-format").path
        let lint = try Self.run(["swift", "format", "lint", "--strict", "--configuration", configuration] + paths)
        #expect(lint.status == 0, "\(lint.output)")
    }
}
