import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// What `rewrite --write --add-to-project` leaves builds in the fixture's Xcode project, judged by
/// an independent reader (Tests/Oracles/target_members.py, on Python's `pbxproj` package): every
/// created file in the phases of every target that builds its copies, one `NibView` per module,
/// and a second run that changes nothing.
@Suite struct ProjectIntegrationTests {
    static let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    /// Each target's Sources and Resources, as the oracle reads them.
    static func members(of project: URL) throws -> [String: [String: [String]]] {
        let script = TestPaths.packageRoot.appendingPathComponent("Tests/Oracles/target_members.py")
        let result = try ToolRunner.run(["python3", script.path, project.path])
        guard result.status == 0 else {
            Issue.record("the oracle failed (pip install pbxproj): \(result.stderr)")
            return [:]
        }
        let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any] ?? [:]
        #expect((json["_unreachable"] as? [String])?.isEmpty == true, "build files without a path")
        return json.compactMapValues { $0 as? [String: [String]] }
    }

    /// Every file under a folder with its contents, to compare runs.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    @Test func writtenFilesJoinTheirTargetsOnceAndASecondRunChangesNothing() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let project = copy.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj")
            let write = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--write", "--add-to-project"] + Self.clean, in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(write.stdout.contains("changed ShopApp/ShopApp.xcodeproj/project.pbxproj"))
            #expect(write.stdout.contains("ShopApp/Orders/CouponFieldView.xib: added to ShopClip (ShopApp.xcodeproj)"))
            let created = write.stdout.split(separator: "\n").filter { $0.hasPrefix("created ") }.map {
                root.appendingPathComponent(String($0.dropFirst("created ".count))).path
            }
            // Twelve files, and the loyalty card's xib (Base.lproj), Swift source and two translations.
            #expect(created.count == 16)
            let members = try Self.members(of: project)
            // The folder decides the targets: Checkout is built by the app, Orders by the app and
            // its App Clip, Settings by the Mac app.
            let expected: [String: [String]] = [
                "Checkout": ["ShopApp"], "Orders": ["ShopApp", "ShopClip"], "Settings": ["ShopAdmin"],
                "Wallet": ["ShopApp"],
            ]
            for file in created {
                // A localized file is in its language's folder, in the feature's folder.
                var url = URL(fileURLWithPath: file).deletingLastPathComponent()
                if url.lastPathComponent.hasSuffix(".lproj") { url.deleteLastPathComponent() }
                let folder = url.lastPathComponent
                let phase = file.hasSuffix(".swift") ? "Sources" : "Resources"
                let name = (file as NSString).lastPathComponent
                // One NibView.swift serves the app and its App Clip, another the Mac app.
                let targets =
                    name == "NibView.swift"
                    ? ["Checkout": ["ShopApp", "ShopClip"], "Settings": ["ShopAdmin"]][folder] ?? []
                    : expected[folder] ?? []
                for target in ["ShopApp", "ShopClip", "ShopAdmin"] {
                    let listed = members[target]?[phase]?.contains(file) == true
                    #expect(listed == targets.contains(target), "\(name) in \(target) \(phase)")
                }
            }
            // Exactly one declaration of NibView in every module.
            for target in ["ShopApp", "ShopClip", "ShopAdmin"] {
                let declaring = (members[target]?["Sources"] ?? []).filter { path in
                    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
                    return text.contains("class NibView:")
                }
                #expect(declaring.count == 1, "\(target): \(declaring)")
            }
            // A second run, with or without the flag, changes nothing.
            let before = try Self.snapshot(copy)
            let again = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--write", "--add-to-project"] + Self.clean, in: root)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stdout.contains("Summary: 0 extracted"))
            let check = try BinaryRunner.run(["rewrite", "ShopApp", "--check"] + Self.clean, in: root)
            #expect(check.status == 0)
            #expect(try Self.snapshot(copy) == before)
        }
    }

    @Test func aFolderWithoutAGroupIsRefusedAndNothingIsWritten() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let before = try Self.snapshot(copy)
            let result = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--write", "--add-to-project", "--output-dir", "ShopApp/Shared"] + Self.clean,
                in: root)
            #expect(result.status == 73, "\(result.stderr)")
            #expect(result.stderr.contains("no group stands for the folder of ShopApp/Shared/"))
            #expect(try Self.snapshot(copy) == before)
        }
    }

    /// The Settings group stands for no folder (its files name `Settings/…` themselves), so the
    /// macOS clusters, whose files would go there, are set aside; the iOS ones are written.
    @Test func aClusterWhoseDefaultFolderHasNoGroupIsSetAsideAndTheOthersWritten() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let project = copy.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj")
            var text = try String(contentsOf: project, encoding: .utf8)
            text = text.replacingOccurrences(of: "\t\t\tpath = Settings;\n", with: "\t\t\tname = Settings;\n")
            for name in ["AccountSettings.xib", "AccountSettingsViewController.swift", "Preferences.xib"] {
                text = text.replacingOccurrences(of: "path = \(name);", with: "path = Settings/\(name);")
            }
            text = text.replacingOccurrences(
                of: "path = PreferencesViewController.swift;", with: "path = Settings/PreferencesViewController.swift;")
            try Data(text.utf8).write(to: project)
            // Run from the folder without a group, whose NibView.swift is then shown without a folder:
            // only the clusters whose files go there are set aside, never those of other folders.
            let inside = try BinaryRunner.run(
                ["rewrite", ".", "../Checkout", "../Profile", "--add-to-project"],
                in: copy.appendingPathComponent("Settings"))
            #expect(inside.status == 0, "\(inside.stderr)")
            #expect(inside.stdout.contains("/ShopApp/Checkout/PaymentSummaryView.xib"), "\(inside.stderr)")
            #expect(inside.stderr.replacingOccurrences(of: "\n      ", with: " ").contains("FormRowView.swift to"))
            let result = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--write", "--add-to-project"] + Self.clean, in: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("created ShopApp/Checkout/PaymentSummaryView.xib"))
            #expect(!result.stdout.contains("created ShopApp/Settings/"))
            let unwrapped = result.stdout.replacingOccurrences(of: "\n      ", with: " ")
            #expect(
                unwrapped.contains(
                    "not extracted: --add-to-project cannot add ShopApp/Settings/FormRowView.swift to "
                        + "ShopApp/ShopApp.xcodeproj/project.pbxproj: no group stands for its folder"),
                "\(result.stdout)")
        }
    }

    @Test func aLaterRunAddsWhatAnEarlierRunLeftToTheUser() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let project = copy.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj")
            let first = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
            #expect(first.status == 0, "\(first.stderr)")
            // Nothing else to extract, but the new files are in no target yet.
            let check = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--check", "--add-to-project"] + Self.clean, in: root)
            #expect(check.status == 1)
            let repair = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--write", "--add-to-project"] + Self.clean, in: root)
            #expect(repair.status == 0, "\(repair.stderr)")
            #expect(repair.stdout.contains("Summary: 0 extracted"))
            let members = try Self.members(of: project)
            for (target, file) in [
                ("ShopClip", "Orders/CouponFieldView.swift"), ("ShopClip", "Checkout/NibView.swift"),
                ("ShopAdmin", "Settings/FormRowView.swift"), ("ShopApp", "Checkout/PaymentSummaryView.swift"),
            ] {
                #expect(
                    members[target]?["Sources"]?.contains(copy.appendingPathComponent(file).path) == true, "\(file)")
            }
            #expect(
                members["ShopClip"]?["Resources"]?.contains(
                    copy.appendingPathComponent("Orders/CouponFieldView.xib").path) == true)
            let again = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--check", "--add-to-project"] + Self.clean, in: root)
            #expect(again.status == 0)
        }
    }

    /// Each target's Sources that declare `NibView` in code.
    static func baseDeclarations(_ members: [String: [String: [String]]], _ target: String) -> [String] {
        (members[target]?["Sources"] ?? []).filter { path in
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return SourceClassNames.declarations(in: text).contains("NibView")
        }
    }

    @Test func clustersOneAtATimeShareOneBaseClassFile() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let project = copy.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj")
            // The coupon field first, without project edits (its NibView.swift lands in Orders, in
            // no target), then the avatar row with them: the earlier file is joined, not doubled.
            let first = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--cluster", "d9d271a1", "--write"] + Self.clean, in: root)
            #expect(first.status == 0, "\(first.stderr)")
            let second = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--cluster", "4ed33c7a", "--write", "--add-to-project"] + Self.clean, in: root)
            #expect(second.status == 0, "\(second.stderr)")
            let members = try Self.members(of: project)
            for target in ["ShopApp", "ShopClip"] {
                #expect(
                    Self.baseDeclarations(members, target) == [copy.appendingPathComponent("Orders/NibView.swift").path]
                )
            }
            #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("Checkout/NibView.swift").path))
        }
    }

    @Test func aFileNamedNibViewThatIsNotTheBaseClassIsLeftAlone() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let project = copy.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj")
            let extensionOnly = "import UIKit\n\nextension UIView {\n    var isShown: Bool { !isHidden }\n}\n"
            try Data(extensionOnly.utf8).write(to: copy.appendingPathComponent("Orders/NibView.swift"))
            let write = try BinaryRunner.run(
                ["rewrite", "ShopApp", "--cluster", "d9d271a1", "--write", "--add-to-project"] + Self.clean, in: root)
            #expect(write.status == 0, "\(write.stderr)")
            #expect(
                try String(contentsOf: copy.appendingPathComponent("Orders/NibView.swift"), encoding: .utf8)
                    == extensionOnly)
            let members = try Self.members(of: project)
            for target in ["ShopApp", "ShopClip"] {
                #expect(
                    Self.baseDeclarations(members, target) == [
                        copy.appendingPathComponent("Orders/XibifyNibView.swift").path
                    ])
            }
        }
    }

    @Test func withoutTheFlagTheSummaryNamesTargetAndPhase() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let root = copy.deletingLastPathComponent()
            let write = try BinaryRunner.run(["rewrite", "ShopApp", "--write"] + Self.clean, in: root)
            #expect(write.status == 0)
            #expect(
                write.stdout.contains(
                    "note: ShopApp/Orders/CouponFieldView.swift must be added to ShopClip (ShopApp.xcodeproj), "
                        + "Compile Sources; --add-to-project does it"))
            #expect(!write.stdout.contains("changed ShopApp/ShopApp.xcodeproj/project.pbxproj"))
        }
    }

    /// A unit-test bundle that copies the app's xib gets the new xib too, never the class.
    ///
    /// It takes the app's classes from its host app (`Fixtures/FieldCases/TestBundle`; ProtonVPN's
    /// test target in the field trial, #29). A second run changes nothing; the verifier refuses the
    /// class in the test bundle (`FieldCaseTests`).
    @Test func aTestBundleCopiesTheNewXIBButNeverCompilesTheClass() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/TestBundle")) { copy in
            let root = copy.deletingLastPathComponent()
            let write = try BinaryRunner.run(["rewrite", "TestBundle", "--write", "--add-to-project"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            let members = try Self.members(of: copy.appendingPathComponent("Cards.xcodeproj/project.pbxproj"))
            let xib = copy.appendingPathComponent("Cards/CardRowView.xib").path
            for target in ["Cards", "CardsTests"] {
                #expect(members[target]?["Resources"]?.contains(xib) == true, "\(target)")
            }
            #expect(
                members["Cards"]?["Sources"]?.contains(copy.appendingPathComponent("Cards/CardRowView.swift").path)
                    == true)
            #expect(
                members["CardsTests"]?["Sources"] == [copy.appendingPathComponent("CardsTests/CardsTests.swift").path])
            #expect(Self.baseDeclarations(members, "Cards").count == 1)
            let check = try BinaryRunner.run(["rewrite", "TestBundle", "--check", "--add-to-project"], in: root)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        }
    }

    /// An app that copies the settings screen's xib but links its code from a static library
    /// (Fixtures/FieldCases/SharedLibrary, as iTerm2's `iTerm2SharedARC`): the class is compiled
    /// where the screen's own sources are, in the library, with its `NibView`; the xib is copied by
    /// the app; the placeholders name the library's module, not the building target's.
    @Test func aClassIsCompiledByTheLibraryThatCompilesItsNeighbours() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/SharedLibrary")) { copy in
            let root = copy.deletingLastPathComponent()
            let write = try BinaryRunner.run(["rewrite", "SharedLibrary", "--write", "--add-to-project"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            let members = try Self.members(of: copy.appendingPathComponent("Terminal.xcodeproj/project.pbxproj"))
            let folder = copy.appendingPathComponent("Shared/Settings")
            let swift = folder.appendingPathComponent("ProfileRowView.swift").path
            #expect(members["TerminalShared"]?["Sources"]?.contains(swift) == true, "\(members)")
            #expect(members["Terminal"]?["Sources"]?.contains(swift) != true)
            #expect(
                members["Terminal"]?["Resources"]?.contains(folder.appendingPathComponent("ProfileRowView.xib").path)
                    == true)
            #expect(Self.baseDeclarations(members, "TerminalShared").count == 1)
            #expect(Self.baseDeclarations(members, "Terminal").isEmpty)
            for name in ["Profiles.xib", "ProfileRowView.xib"] {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                #expect(text.contains(#"customClass="ProfileRowView" customModule="TerminalShared""#), "\(name)")
                #expect(!text.contains(#"customModule="TerminalShared" customModuleProvider="target""#), "\(name)")
            }
            let check = try BinaryRunner.run(["rewrite", "SharedLibrary", "--check", "--add-to-project"], in: root)
            #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        }
    }

    /// Two rows pasted again into the settings screen, after the first run: they become
    /// placeholders of the row class the library compiles, which the app that copies the screen
    /// does not compile and need not (its binary links the library's); nothing joins the app's
    /// sources. (Two: a copy's own height constraint moves to its placeholder, so the new copies
    /// match the row's xib once planned, `ComponentAdopter.component(matching:among:)`.)
    @Test func aLibraryCompiledComponentIsAdoptedWhereTheAppCopiesTheDocument() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/SharedLibrary")) { copy in
            let root = copy.deletingLastPathComponent()
            let write = try BinaryRunner.run(["rewrite", "SharedLibrary", "--write", "--add-to-project"], in: root)
            #expect(write.status == 0, "\(write.stderr)")
            let original = try String(
                contentsOf: TestPaths.fixtures.appendingPathComponent(
                    "FieldCases/SharedLibrary/Shared/Settings/Profiles.xib"),
                encoding: .utf8)
            let start = try #require(
                original.range(
                    of:
                        #"                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cr-01-001""#
                ))
            let end = try #require(
                original.range(of: "\n                </view>\n", range: start.upperBound..<original.endIndex))
            let row = String(original[start.lowerBound..<end.upperBound])
            let rows =
                row.replacingOccurrences(of: "-01-001", with: "-09-009")
                .replacingOccurrences(of: #"text="Default""#, with: #"text="Pasted""#)
                + row.replacingOccurrences(of: "-01-001", with: "-08-008")
            let xib = copy.appendingPathComponent("Shared/Settings/Profiles.xib")
            var text = try String(contentsOf: xib, encoding: .utf8)
            let subviews = try #require(text.range(of: "            <subviews>\n"))
            text.insert(contentsOf: rows, at: subviews.upperBound)
            try Data(text.utf8).write(to: xib)
            let project = copy.appendingPathComponent("Terminal.xcodeproj/project.pbxproj")
            let before = try Self.members(of: project)
            let second = try BinaryRunner.run(["rewrite", "SharedLibrary", "--write", "--add-to-project"], in: root)
            #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
            let created = try FileManager.default.contentsOfDirectory(
                atPath: copy.appendingPathComponent("Shared/Settings").path)
            #expect(
                !created.contains {
                    $0.hasPrefix("ProfileRowView") && $0 != "ProfileRowView.swift" && $0 != "ProfileRowView.xib"
                })
            #expect(try Self.members(of: project) == before)
            let written = try String(contentsOf: xib, encoding: .utf8)
            #expect(!written.contains(#"id="Cl-09-009""#) && !written.contains(#"id="Cl-08-008""#))
            for row in ["Cr-09-009", "Cr-08-008"] {
                #expect(
                    written.contains(
                        #"id="\#(row)" userLabel="Profile Row" customClass="ProfileRowView" customModule="TerminalShared">"#
                    ))
            }
            #expect(written.contains(#"keyPath="titleText" value="Pasted""#) || written.contains(#"value="Pasted""#))
        }
    }
}
