import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning

/// `project` (ModuleNamingCheck): the placeholders and the xib's object of the class name the
/// module that compiles it, as the nib loader looks it up.
@Suite struct ModuleNamingCheckTests {
    /// Fixtures/FieldCases/SharedLibrary: a static library compiles the class, so the documents
    /// name its module alone; a placeholder that lets the building target provide the module (the
    /// app's, where the class is not) is refused, and so is a xib that does.
    @Test func aPlaceholderNamingTheBuildingTargetsModuleIsRefused() throws {
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/SharedLibrary"], workingDirectory: TestPaths.packageRoot))
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        let plan = try #require(result.plans.first)
        #expect(plan.module == .library("TerminalShared"))
        #expect(plan.compilingTargets.map(\.name) == ["TerminalShared"])
        #expect(VerificationCase.refusal(result.files, plans: result.plans, report: report) == nil)
        // `--module` cannot move the class out of the library that compiles it.
        var moduled = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
        moduled.module = "Terminal"
        #expect(try Rewriter.prepareAll(report, options: moduled).plans.first?.module == .library("TerminalShared"))
        let named = #"customClass="ProfileRowView" customModule="TerminalShared""#
        let provided = named + #" customModuleProvider="target""#
        for file in ["Settings/Profiles.xib", "Settings/ProfileRowView.xib"] {
            var tampered = try VerificationCase.editing(file, in: result.files) {
                $0.replacingOccurrences(of: named, with: provided)
            }
            // In an edited document the placeholders are the edits' text: tampered there too.
            let index = try #require(tampered.firstIndex { $0.displayPath.hasSuffix(file) })
            for edit in tampered[index].edits.indices {
                let text = String(decoding: tampered[index].edits[edit].replacement, as: UTF8.self)
                tampered[index].edits[edit].replacement = Array(
                    text.replacingOccurrences(of: named, with: provided).utf8)
            }
            let error = VerificationCase.refusal(tampered, plans: result.plans, report: report)
            #expect(
                error?.check == "project" && error?.code == "not-in-target", "\(file): \(String(describing: error))")
        }
    }

    /// A plan whose own module choice disagrees with the targets that compile its class is refused
    /// even when its documents agree with it: the module a placeholder is looked up in must be one
    /// that compiles the class (the building target's, with a provider; else the named one, where a
    /// target of the projects has that module).
    @Test func aModuleThatDoesNotCompileTheClassIsRefused() throws {
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/SharedLibrary"], workingDirectory: TestPaths.packageRoot))
        let result = try Rewriter.prepareAll(
            report, options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
        let plan = try #require(result.plans.first)
        let app = try #require(plan.targets.first { $0.name == "Terminal" })
        let projects = ExtractionPlanner(options: ExtractionOptions(workingDirectory: TestPaths.packageRoot))
            .projects(of: report)
        let named = #"customClass="ProfileRowView" customModule="TerminalShared""#
        // 1. The library's module named alone, the class compiled by the app.
        var inApp = plan
        inApp.compiledBy = [app]
        #expect(
            VerificationCase.refusal(result.files, plans: [inApp], report: report, projects: projects)?.code
                == "not-in-target")
        // 2. The building target's module provided, the class compiled by the library.
        var provided = plan
        provided.module = .target("TerminalShared")
        var files = result.files
        for file in files.indices {
            let replace = { (bytes: [UInt8]) in
                Array(
                    String(decoding: bytes, as: UTF8.self).replacingOccurrences(
                        of: named, with: named + #" customModuleProvider="target""#
                    ).utf8)
            }
            files[file].contents = replace(files[file].contents)
            for edit in files[file].edits.indices {
                files[file].edits[edit].replacement = replace(files[file].edits[edit].replacement)
            }
        }
        let error = VerificationCase.refusal(files, plans: [provided], report: report, projects: projects)
        #expect(
            error?.code == "not-in-target" && error?.localizedDescription.contains("module Terminal,") == true,
            "\(String(describing: error))")
        // The plan as made passes.
        #expect(VerificationCase.refusal(result.files, plans: [plan], report: report, projects: projects) == nil)
    }

    /// An app that copies the settings screen but does not link the library (its Frameworks phase
    /// lists no `libTerminalShared.a`): the library's classes are not in its binary, so the row's
    /// class joins the app, as it would with no library at all.
    @Test func aLibraryTheAppDoesNotLinkDoesNotCompileTheClass() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/SharedLibrary")) { copy in
            let project = copy.appendingPathComponent("Terminal.xcodeproj/project.pbxproj")
            let text = try String(contentsOf: project, encoding: .utf8)
            let unlinked = text.replacingOccurrences(
                of: "\t\t\t\t7A1D00121A2B3C4D5E6F7081 /* libTerminalShared.a in Frameworks */,\n", with: "")
            #expect(unlinked != text)
            try Data(unlinked.utf8).write(to: project)
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            let plan = try #require(result.plans.first)
            #expect(plan.compiledBy == nil && plan.compilingTargets.map(\.name) == ["Terminal"])
            #expect(plan.module != .library("TerminalShared"))
        }
    }
}
