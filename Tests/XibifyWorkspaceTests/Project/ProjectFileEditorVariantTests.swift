import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyWorkspace

/// Adding a localized file as a `PBXVariantGroup`, checked with Foundation's property list reader,
/// `XcodeProject`, and the oracle on the `pbxproj` Python package (Tests/Oracles/target_members.py).
@Suite struct ProjectFileEditorVariantTests {
    /// A Base-internationalized xib with two translations, for the app's Resources phase.
    static let cardView = ProjectAddition(
        fileName: "CardView.xib",
        variants: [
            .init(region: "Base", path: "Base.lproj/CardView.xib"),
            .init(region: "fr", path: "fr.lproj/CardView.strings"),
            .init(region: "de", path: "de.lproj/CardView.strings"),
        ], groupID: ProjectFixture.appGroup, buildPhaseIDs: [ProjectFixture.appResources])

    /// Where `XcodeProject` and the oracle are told the fixture's project file is.
    static let projectPath = "/tmp/xibify-variant/App.xcodeproj/project.pbxproj"

    /// The fixture with a `PBXVariantGroup` section: `InfoPlist.strings` in English, in the `App` group.
    static let localizedText = ProjectFixture.text
        .replacingOccurrences(
            of: "\t\t9B0000000000000000000003 /* Widget.swift */ = {",
            with: "\t\t5B0000000000000000000005 /* en */ = {isa = PBXFileReference; lastKnownFileType = "
                + "text.plist.strings; name = en; path = en.lproj/InfoPlist.strings; sourceTree = \"<group>\"; };\n"
                + "\t\t9B0000000000000000000003 /* Widget.swift */ = {"
        )
        .replacingOccurrences(
            of: "\t\t\t\tDB0000000000000000000004 /* Card View.xib */,\n",
            with: "\t\t\t\tDB0000000000000000000004 /* Card View.xib */,\n"
                + "\t\t\t\t5C0000000000000000000005 /* InfoPlist.strings */,\n"
        )
        .replacingOccurrences(
            of: "/* Begin XCBuildConfiguration section */\n",
            with: """
                /* Begin PBXVariantGroup section */
                \t\t5C0000000000000000000005 /* InfoPlist.strings */ = {
                \t\t\tisa = PBXVariantGroup;
                \t\t\tchildren = (
                \t\t\t\t5B0000000000000000000005 /* en */,
                \t\t\t);
                \t\t\tname = InfoPlist.strings;
                \t\t\tsourceTree = "<group>";
                \t\t};
                /* End PBXVariantGroup section */

                /* Begin XCBuildConfiguration section */

                """)

    /// The ids of one section's objects, in file order.
    /// - Parameters:
    ///   - section: the section's name.
    ///   - text: the project file.
    /// - Returns: the ids, without the lines that close multi-line objects.
    static func sectionIDs(_ section: String, in text: String) -> [String] {
        ProjectFileEditorTests.sectionIDs(section, in: text).filter { $0.count == 24 }
    }

    /// The project object's `knownRegions`, read by Foundation.
    /// - Parameter objects: a project's objects.
    /// - Returns: the regions.
    static func knownRegions(_ objects: [String: [String: Any]]) -> [String]? {
        objects["7F0000000000000000000001"]?["knownRegions"] as? [String]
    }

    @Test func aVariantGroupIsAddedByInsertionsOnly() throws {
        let (outcome, edited) = try ProjectFileEditorTests.edit(ProjectFixture.text, [Self.cardView])
        #expect(outcome.edits.allSatisfy { $0.span.count == 0 && !$0.replacement.isEmpty })
        #expect(Set(outcome.edits.map(\.span.start)).count == outcome.edits.count)
        let original = Array(ProjectFixture.text.utf8)
        #expect(ProjectFileEditorTests.removingInsertions(from: edited, outcome.edits) == original)
        #expect(outcome.fileReferenceIDs.count == 1)
        #expect(outcome.variantReferenceIDs.map(\.count) == [3])
        #expect(outcome.buildFileIDs.map(\.count) == [1])
        let made = outcome.fileReferenceIDs + outcome.variantReferenceIDs[0] + outcome.buildFileIDs[0]
        #expect(Set(made).count == 5)
        #expect(try ProjectFileEditorTests.edit(ProjectFixture.text, [Self.cardView]).outcome.edits == outcome.edits)
    }

    @Test func foundationReadsTheVariantGroupItsChildrenTheBuildFileAndTheRegions() throws {
        let (outcome, edited) = try ProjectFileEditorTests.edit(ProjectFixture.text, [Self.cardView])
        let before = try ProjectFileEditorTests.objects(Array(ProjectFixture.text.utf8))
        let after = try ProjectFileEditorTests.objects(edited)
        #expect(after.count == before.count + 5)
        let group = outcome.fileReferenceIDs[0]
        let children = outcome.variantReferenceIDs[0]
        #expect(after[group]?["isa"] as? String == "PBXVariantGroup")
        #expect(after[group]?["name"] as? String == "CardView.xib")
        #expect(after[group]?["sourceTree"] as? String == "<group>")
        #expect(after[group]?["children"] as? [String] == children)
        for (child, variant) in zip(children, Self.cardView.variants) {
            let object = try #require(after[child])
            #expect(object["isa"] as? String == "PBXFileReference")
            #expect(object["name"] as? String == variant.region)
            #expect(object["path"] as? String == variant.path)
            #expect(object["sourceTree"] as? String == "<group>")
        }
        #expect(after[children[0]]?["lastKnownFileType"] as? String == "file.xib")
        #expect(after[children[1]]?["lastKnownFileType"] as? String == "text.plist.strings")
        // The group lists the variant group, not its children; the build file points at it.
        let listed = try #require(after[ProjectFixture.appGroup]?["children"] as? [String])
        #expect(listed.last == group)
        #expect(Set(listed).isDisjoint(with: children))
        let buildFile = outcome.buildFileIDs[0][0]
        #expect(
            after[ProjectFixture.appResources]?["files"] as? [String] == [
                "5A0000000000000000000002", "DA0000000000000000000004", buildFile,
            ])
        #expect(after[buildFile]?["isa"] as? String == "PBXBuildFile")
        #expect(after[buildFile]?["fileRef"] as? String == group)
        #expect(Self.knownRegions(after) == ["en", "Base", "fr", "de"])
        let changed: Set = [ProjectFixture.appGroup, ProjectFixture.appResources, "7F0000000000000000000001"]
        for (id, object) in before where !changed.contains(id) {
            #expect(ProjectFileEditorTests.same(object, after[id] as Any), "\(id) changed")
        }
    }

    @Test func xcodeProjectBuildsEachVariantInTheResourcesPhase() throws {
        let (_, edited) = try ProjectFileEditorTests.edit(ProjectFixture.text, [Self.cardView])
        let project = try #require(XcodeProject(path: Self.projectPath, data: Data(edited), files: .disk))
        let folder = "/tmp/xibify-variant/App/"
        let app = try #require(project.targets.firstIndex { $0.name == "App" })
        for variant in Self.cardView.variants {
            let file = folder + variant.path
            #expect(
                project.memberships(of: file) == [XcodeProject.Membership(target: app, phase: .resources)], "\(file)")
            #expect(project.fileGroups[file] == ProjectFixture.appGroup)
        }
        #expect(project.memberships(of: folder + "CardView.xib").isEmpty)
    }

    /// Writes a project file as `<temporary folder>/App.xcodeproj/project.pbxproj`.
    /// - Parameter bytes: the file.
    /// - Returns: where it is; the caller removes the folder two levels up.
    static func temporaryProject(_ bytes: [UInt8]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-variant-\(UUID())")
        let bundle = root.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let file = bundle.appendingPathComponent("project.pbxproj")
        try Data(bytes).write(to: file)
        return file
    }

    /// Each target's Resources, as the oracle (Tests/Oracles/target_members.py) reads them.
    /// - Parameters:
    ///   - file: the project file.
    ///   - original: the file before the edit, when the oracle's `pbxproj` package may be unable to
    ///     read it (Project Builder's `//` lines between objects): nil is returned then.
    /// - Returns: absolute paths by target name, and the build files whose file the oracle finds no
    ///   path for; records an issue and returns nil when the oracle fails.
    static func oracleResources(
        _ file: URL, original: [UInt8]? = nil
    ) throws -> (resources: [String: [String]], unreachable: [String])? {
        let script = TestPaths.packageRoot.appendingPathComponent("Tests/Oracles/target_members.py")
        let run = try ToolRunner.run(["python3", script.path, file.path])
        guard run.status == 0 else {
            if let original {
                let copy = try temporaryProject(original)
                defer {
                    try? FileManager.default.removeItem(
                        at: copy.deletingLastPathComponent().deletingLastPathComponent())
                }
                guard try ToolRunner.run(["python3", script.path, copy.path]).status == 0 else { return nil }
            }
            Issue.record("the oracle failed (pip install pbxproj): \(run.stderr)")
            return nil
        }
        let json = try JSONSerialization.jsonObject(with: run.stdout) as? [String: Any] ?? [:]
        let resources = json.compactMapValues { ($0 as? [String: [String]])?["Resources"] }
        return (resources, json["_unreachable"] as? [String] ?? [])
    }

    @Test func theOracleBuildsEachVariantInTheResourcesPhase() throws {
        let (_, edited) = try ProjectFileEditorTests.edit(ProjectFixture.text, [Self.cardView])
        let file = try Self.temporaryProject(edited)
        let root = file.deletingLastPathComponent().deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: root) }
        let (resources, unreachable) = try #require(try Self.oracleResources(file))
        #expect(unreachable.isEmpty)
        let folder = root.appendingPathComponent("App").path + "/"
        for variant in Self.cardView.variants {
            #expect(resources["App"]?.contains(folder + variant.path) == true, "\(resources)")
        }
        #expect(resources["Widget"] == [])
    }

    @Test func variantLinesAreWrittenAsXcodeWritesThem() throws {
        // As DuckDuckGo's OmniBar.xib and Quicksilver's QuitConfirm.xib: names that need quotes get them.
        var addition = Self.cardView
        addition.variants = [
            .init(region: "Base", path: "Base.lproj/CardView.xib"),
            .init(region: "zh-Hans", path: "zh-Hans.lproj/CardView.strings"),
        ]
        let (outcome, edited) = try ProjectFileEditorTests.edit(ProjectFixture.text, [addition])
        let text = String(decoding: edited, as: UTF8.self)
        let group = outcome.fileReferenceIDs[0]
        let (base, chinese) = (outcome.variantReferenceIDs[0][0], outcome.variantReferenceIDs[0][1])
        #expect(
            text.contains(
                "\n\t\t\(base) /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.xib; name = Base; "
                    + "path = Base.lproj/CardView.xib; sourceTree = \"<group>\"; };\n"))
        #expect(
            text.contains(
                "\n\t\t\(chinese) /* zh-Hans */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; "
                    + "name = \"zh-Hans\"; path = \"zh-Hans.lproj/CardView.strings\"; sourceTree = \"<group>\"; };\n"))
        #expect(
            text.contains(
                """

                \t\t\(group) /* CardView.xib */ = {
                \t\t\tisa = PBXVariantGroup;
                \t\t\tchildren = (
                \t\t\t\t\(base) /* Base */,
                \t\t\t\t\(chinese) /* zh-Hans */,
                \t\t\t);
                \t\t\tname = CardView.xib;
                \t\t\tsourceTree = "<group>";
                \t\t};

                """))
        #expect(
            text.contains(
                "\t\t\t\tDB0000000000000000000004 /* Card View.xib */,\n\t\t\t\t\(group) /* CardView.xib */,\n"))
        let buildFile = outcome.buildFileIDs[0][0]
        #expect(
            text.contains(
                "\n\t\t\(buildFile) /* CardView.xib in Resources */ = {isa = PBXBuildFile; "
                    + "fileRef = \(group) /* CardView.xib */; };\n"))
        #expect(
            text.contains(
                "\t\t\t\tDA0000000000000000000004 /* Card View.xib in Resources */,\n"
                    + "\t\t\t\t\(buildFile) /* CardView.xib in Resources */,\n"))
        #expect(text.contains("\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\t\"zh-Hans\",\n\t\t\t);\n"))
    }

    @Test func aMissingVariantGroupSectionIsCreatedInSectionOrder() throws {
        #expect(!ProjectFixture.text.contains("PBXVariantGroup"))
        let (outcome, edited) = try ProjectFileEditorTests.edit(ProjectFixture.text, [Self.cardView])
        let text = String(decoding: edited, as: UTF8.self)
        let group = outcome.fileReferenceIDs[0]
        #expect(
            text.contains(
                "/* End PBXSourcesBuildPhase section */\n\n/* Begin PBXVariantGroup section */\n"
                    + "\t\t\(group) /* CardView.xib */ = {\n"))
        #expect(
            text.contains("\t\t};\n/* End PBXVariantGroup section */\n\n/* Begin XCBuildConfiguration section */\n"))
        #expect(Self.sectionIDs("PBXVariantGroup", in: text) == [group])
        let references = ProjectFileEditorTests.sectionIDs("PBXFileReference", in: text)
        #expect(references == references.sorted())
        #expect(Set(references).isSuperset(of: outcome.variantReferenceIDs[0]))
    }

    @Test func anExistingVariantGroupSectionStaysSortedByID() throws {
        let before = try ProjectFileEditorTests.objects(Array(Self.localizedText.utf8))
        #expect(before["5C0000000000000000000005"]?["isa"] as? String == "PBXVariantGroup")
        // Over these seeds the new group lands both before and after the existing one.
        var sides: Set<Bool> = []
        for seed in ["a", "b", "c", "d", "e", "f", "g", "h"] {
            let (outcome, edited) = try ProjectFileEditorTests.edit(Self.localizedText, [Self.cardView], seed: seed)
            let text = String(decoding: edited, as: UTF8.self)
            #expect(
                ProjectFileEditorTests.removingInsertions(from: edited, outcome.edits) == Array(Self.localizedText.utf8)
            )
            let ids = Self.sectionIDs("PBXVariantGroup", in: text)
            #expect(ids == ["5C0000000000000000000005", outcome.fileReferenceIDs[0]].sorted(), "\(seed)")
            #expect(text.components(separatedBy: "/* Begin PBXVariantGroup section */").count == 2)
            sides.insert(outcome.fileReferenceIDs[0] < "5C0000000000000000000005")
            let after = try ProjectFileEditorTests.objects(edited)
            #expect(after[outcome.fileReferenceIDs[0]]?["children"] as? [String] == outcome.variantReferenceIDs[0])
            #expect(
                ProjectFileEditorTests.same(
                    before["5C0000000000000000000005"] as Any, after["5C0000000000000000000005"] as Any))
        }
        #expect(sides == [true, false])
    }

    @Test func aRegionAlreadyKnownIsNotAddedAgain() throws {
        var second = Self.cardView
        second.fileName = "BadgeView.xib"
        second.variants = [
            .init(region: "Base", path: "Base.lproj/BadgeView.xib"),
            .init(region: "fr", path: "fr.lproj/BadgeView.strings"),
            .init(region: "en", path: "en.lproj/BadgeView.strings"),
        ]
        let (_, edited) = try ProjectFileEditorTests.edit(ProjectFixture.text, [Self.cardView, second])
        let after = try ProjectFileEditorTests.objects(edited)
        // `en` and `Base` were known; `fr` comes with both files but is added once.
        #expect(Self.knownRegions(after) == ["en", "Base", "fr", "de"])
        let text = String(decoding: edited, as: UTF8.self)
        #expect(text.components(separatedBy: "\t\t\t\tfr,\n").count == 2)
        // With every region known, the list is not touched.
        var known = Self.cardView
        known.variants = [.init(region: "Base", path: "Base.lproj/CardView.xib")]
        let (_, unchanged) = try ProjectFileEditorTests.edit(ProjectFixture.text, [known])
        let regions = "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n"
        #expect(String(decoding: unchanged, as: UTF8.self).contains(regions))
    }

    @Test func aProjectWithoutKnownRegionsGetsOnlyTheFiles() throws {
        let text = ProjectFixture.text.replacingOccurrences(
            of: "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n", with: "")
        let (outcome, edited) = try ProjectFileEditorTests.edit(text, [Self.cardView])
        #expect(ProjectFileEditorTests.removingInsertions(from: edited, outcome.edits) == Array(text.utf8))
        let after = try ProjectFileEditorTests.objects(edited)
        #expect(Self.knownRegions(after) == nil)
        #expect(after[outcome.fileReferenceIDs[0]]?["isa"] as? String == "PBXVariantGroup")
    }

    @Test func anExistingVariantGroupGetsOnlyBuildFiles() throws {
        var addition = ProjectAddition(
            fileName: "InfoPlist.strings", groupID: ProjectFixture.appGroup,
            buildPhaseIDs: [ProjectFixture.widgetResources])
        addition.existingReferenceID = "5C0000000000000000000005"
        let (outcome, edited) = try ProjectFileEditorTests.edit(Self.localizedText, [addition])
        let before = try ProjectFileEditorTests.objects(Array(Self.localizedText.utf8))
        let after = try ProjectFileEditorTests.objects(edited)
        #expect(after.count == before.count + 1)
        #expect(outcome.fileReferenceIDs == ["5C0000000000000000000005"])
        #expect(outcome.variantReferenceIDs == [[]])
        let buildFile = outcome.buildFileIDs[0][0]
        #expect(after[buildFile]?["fileRef"] as? String == "5C0000000000000000000005")
        #expect(after[ProjectFixture.widgetResources]?["files"] as? [String] == [buildFile])
    }

    @Test func clashesAndBadNamesAreTypedErrors() throws {
        func error(_ additions: [ProjectAddition]) -> ProjectEditError? {
            do {
                _ = try ProjectFileEditor.edits(adding: additions, to: Array(Self.localizedText.utf8), seed: "test")
                return nil
            } catch {
                return error
            }
        }
        var listed = Self.cardView
        listed.fileName = "InfoPlist.strings"
        listed.variants = [.init(region: "fr", path: "fr.lproj/InfoPlist.strings")]
        #expect(error([listed]) == .alreadyPresent(fileName: "InfoPlist.strings", groupID: ProjectFixture.appGroup))
        var sameFile = Self.cardView
        sameFile.fileName = "Other.strings"
        sameFile.variants = [.init(region: "en", path: "en.lproj/InfoPlist.strings")]
        #expect(error([sameFile])?.code == "already-present")
        #expect(error([Self.cardView, Self.cardView])?.code == "already-present")
        var twoBases = Self.cardView
        twoBases.variants.append(.init(region: "Base", path: "Base.lproj/CardView.storyboard"))
        #expect(error([twoBases])?.code == "already-present")
        var samePath = Self.cardView
        samePath.variants.append(.init(region: "it", path: "fr.lproj/CardView.strings"))
        #expect(error([samePath])?.code == "already-present")
        var badRegion = Self.cardView
        badRegion.variants.append(.init(region: "fr */", path: "x.lproj/CardView.strings"))
        #expect(error([badRegion]) == .invalidFileName("fr */"))
        var emptyRegion = Self.cardView
        emptyRegion.variants.append(.init(region: "", path: "x.lproj/CardView.strings"))
        #expect(error([emptyRegion]) == .invalidFileName(""))
        var badPath = Self.cardView
        badPath.variants.append(.init(region: "it", path: "it.lproj/Card\nView.strings"))
        #expect(error([badPath])?.code == "invalid-file-name")
        // A plain file of the variant group's name is another file (`CardView.xib` beside `Base.lproj`).
        let plain = ProjectAddition(fileName: "InfoPlist.strings", groupID: ProjectFixture.appGroup, buildPhaseIDs: [])
        #expect(error([plain]) == nil)
    }

    @Test(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
    func everyCorpusProjectTakesALocalizedFile() throws {
        var resolved = 0
        for project in try PbxprojReader.corpusProjects() {
            let original = try [UInt8](Data(contentsOf: project))
            let before = try ProjectFileEditorTests.objects(original)
            let plain = try ProjectFileEditorTests.corpusAdditions(before)[0]
            let addition = ProjectAddition(
                fileName: "XibifyAddedView.xib",
                variants: [
                    .init(region: "Base", path: "Base.lproj/XibifyAddedView.xib"),
                    .init(region: "zh-Hans", path: "zh-Hans.lproj/XibifyAddedView.strings"),
                ], groupID: plain.groupID, buildPhaseIDs: plain.buildPhaseIDs)
            let outcome = try ProjectFileEditor.edits(adding: [addition], to: original, seed: project.path)
            let edited = TextEdit.apply(outcome.edits, to: original)
            #expect(
                ProjectFileEditorTests.removingInsertions(from: edited, outcome.edits) == original, "\(project.path)")
            let after = try ProjectFileEditorTests.objects(edited)
            #expect(after.count == before.count + 3 + addition.buildPhaseIDs.count, "\(project.path)")
            let group = outcome.fileReferenceIDs[0]
            #expect(after[group]?["children"] as? [String] == outcome.variantReferenceIDs[0], "\(project.path)")
            #expect((after[addition.groupID]?["children"] as? [String])?.last == group, "\(project.path)")
            let root = try #require(after.first { $0.value["isa"] as? String == "PBXProject" }?.value)
            if let regions = root["knownRegions"] as? [String] {
                #expect(regions.filter { $0 == "zh-Hans" }.count == 1, "\(project.path)")
                #expect(regions.filter { $0 == "Base" }.count == 1, "\(project.path)")
            }
            // Each variant is built where the group's folder is, by the phase's target, as `XcodeProject`
            // and the oracle read it (both from a copy, so that the paths agree).
            let copy = try Self.temporaryProject(edited)
            defer {
                try? FileManager.default.removeItem(at: copy.deletingLastPathComponent().deletingLastPathComponent())
            }
            let reader = XcodeProject(path: copy.path, data: Data(edited), files: .disk)
            guard let reader, let folder = reader.groupFolders[addition.groupID],
                let phase = addition.buildPhaseIDs.first,
                let target = reader.targets.firstIndex(where: { $0.resourcesPhaseID == phase })
            else { continue }
            let oracle = try Self.oracleResources(copy, original: original)
            for variant in addition.variants {
                let file = folder + "/" + variant.path
                #expect(reader.memberships(of: file).contains(.init(target: target, phase: .resources)), "\(file)")
                if let oracle {
                    let resources = oracle.resources[reader.targets[target].name] ?? []
                    #expect(resources.contains(file), "\(project.path): \(file)")
                }
            }
            #expect(oracle?.unreachable.contains(outcome.buildFileIDs[0][0]) != true, "\(project.path)")
            resolved += 1
        }
        #expect(resolved >= 10)
    }
}
