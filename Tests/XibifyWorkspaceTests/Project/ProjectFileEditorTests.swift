import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyWorkspace

/// Adding files to a `project.pbxproj` by insertions only, checked with Foundation's property list
/// reader and, independently, with the `pbxproj` Python package.
@Suite struct ProjectFileEditorTests {
    /// A .xib for both targets' Resources phases and a .swift for both targets' Sources phases.
    static let additions = [
        ProjectAddition(
            fileName: "PaymentSummaryView.xib", groupID: ProjectFixture.appGroup,
            buildPhaseIDs: [ProjectFixture.appResources, ProjectFixture.widgetResources]),
        ProjectAddition(
            fileName: "PaymentSummaryView.swift", groupID: ProjectFixture.appGroup,
            buildPhaseIDs: [ProjectFixture.appSources, ProjectFixture.widgetSources]),
    ]

    /// Runs the editor and applies its edits.
    /// - Parameters:
    ///   - text: the project file.
    ///   - additions: the files to add.
    ///   - seed: the id seed.
    /// - Returns: the outcome and the edited bytes.
    static func edit(
        _ text: String, _ additions: [ProjectAddition] = additions, seed: String = "test"
    ) throws -> (outcome: ProjectFileEditor.Outcome, bytes: [UInt8]) {
        let original = Array(text.utf8)
        let outcome = try ProjectFileEditor.edits(adding: additions, to: original, seed: seed)
        return (outcome, TextEdit.apply(outcome.edits, to: original))
    }

    /// The `objects` dictionary, read by Foundation's property list reader.
    /// - Parameter bytes: a project file.
    /// - Returns: each object's dictionary by id.
    static func objects(_ bytes: [UInt8]) throws -> [String: [String: Any]] {
        let root = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        let dictionary = try #require(root as? [String: Any])
        return try #require(dictionary["objects"] as? [String: [String: Any]])
    }

    /// Checks, from Foundation's reading, that each addition's objects are reachable.
    /// - Parameters:
    ///   - objects: the edited file's objects.
    ///   - additions: the additions.
    ///   - outcome: the editor's outcome.
    ///   - sourceLocation: where the caller is.
    static func expectReachable(
        _ objects: [String: [String: Any]], _ additions: [ProjectAddition], _ outcome: ProjectFileEditor.Outcome,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for (number, addition) in additions.enumerated() {
            let reference = outcome.fileReferenceIDs[number]
            #expect(objects[reference]?["isa"] as? String == "PBXFileReference", sourceLocation: sourceLocation)
            #expect(objects[reference]?["path"] as? String == addition.fileName, sourceLocation: sourceLocation)
            #expect(
                objects[reference]?["lastKnownFileType"] as? String == addition.fileType, sourceLocation: sourceLocation
            )
            let children = objects[addition.groupID]?["children"] as? [String] ?? []
            #expect(children.last(where: { $0 == reference }) != nil, sourceLocation: sourceLocation)
            for (phase, buildFile) in zip(addition.buildPhaseIDs, outcome.buildFileIDs[number]) {
                let files = objects[phase]?["files"] as? [String] ?? []
                #expect(files.contains(buildFile), sourceLocation: sourceLocation)
                #expect(objects[buildFile]?["isa"] as? String == "PBXBuildFile", sourceLocation: sourceLocation)
                #expect(objects[buildFile]?["fileRef"] as? String == reference, sourceLocation: sourceLocation)
            }
        }
    }

    /// Whether two property list values are equal (strings, arrays and dictionaries of them).
    /// - Parameters:
    ///   - lhs: a value.
    ///   - rhs: another value.
    /// - Returns: true when equal.
    static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? String, let rhs = rhs as? String { return lhs == rhs }
        if let lhs = lhs as? [Any], let rhs = rhs as? [Any] {
            return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { same($0, $1) }
        }
        if let lhs = lhs as? [String: Any], let rhs = rhs as? [String: Any] {
            return Set(lhs.keys) == Set(rhs.keys) && lhs.allSatisfy { key, value in same(value, rhs[key] as Any) }
        }
        return false
    }

    /// The original bytes, rebuilt by removing every inserted span from the edited bytes.
    /// - Parameters:
    ///   - edited: the edited bytes.
    ///   - edits: the insertions that made them.
    /// - Returns: the bytes left.
    static func removingInsertions(from edited: [UInt8], _ edits: [TextEdit]) -> [UInt8] {
        var out: [UInt8] = []
        var cursor = 0
        var shift = 0
        for edit in edits.sorted(by: { $0.span.start < $1.span.start }) {
            let start = edit.span.start + shift
            out += edited[cursor..<start]
            cursor = start + edit.replacement.count
            shift += edit.replacement.count
        }
        return out + edited[cursor...]
    }

    /// The ids defined in one section, in file order.
    /// - Parameters:
    ///   - section: the section's name.
    ///   - text: the project file.
    /// - Returns: the ids.
    static func sectionIDs(_ section: String, in text: String) -> [String] {
        guard let begin = text.range(of: "/* Begin \(section) section */\n"),
            let end = text.range(of: "/* End \(section) section */", range: begin.upperBound..<text.endIndex)
        else { return [] }
        return text[begin.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            line.hasPrefix("\t\t") && !line.hasPrefix("\t\t\t") ? String(line.dropFirst(2).prefix(24)) : nil
        }
    }

    @Test func editsArePureInsertionsThatKeepEveryByte() throws {
        let (outcome, edited) = try Self.edit(ProjectFixture.text)
        #expect(!outcome.edits.isEmpty)
        #expect(outcome.edits.allSatisfy { $0.span.count == 0 && !$0.replacement.isEmpty })
        #expect(Set(outcome.edits.map(\.span.start)).count == outcome.edits.count)
        #expect(Self.removingInsertions(from: edited, outcome.edits) == Array(ProjectFixture.text.utf8))
        #expect(outcome.fileReferenceIDs.count == 2)
        #expect(outcome.buildFileIDs.map(\.count) == [2, 2])
    }

    @Test func foundationReadsTheResultAndReachesTheNewObjects() throws {
        let (outcome, edited) = try Self.edit(ProjectFixture.text)
        let before = try Self.objects(Array(ProjectFixture.text.utf8))
        let after = try Self.objects(edited)
        Self.expectReachable(after, Self.additions, outcome)
        #expect(after.count == before.count + 6)
        let changed: Set<String> = [
            ProjectFixture.appGroup, ProjectFixture.appResources, ProjectFixture.widgetResources,
            ProjectFixture.appSources, ProjectFixture.widgetSources,
        ]
        for (id, object) in before where !changed.contains(id) {
            #expect(Self.same(object, after[id] as Any), "\(id) changed")
        }
        // Appended at the end of each list, after what was there.
        let children = try #require(after[ProjectFixture.appGroup]?["children"] as? [String])
        #expect(children.suffix(2) == outcome.fileReferenceIDs[...])
        #expect(after[ProjectFixture.widgetResources]?["files"] as? [String] == [outcome.buildFileIDs[0][1]])
    }

    @Test func thePbxprojPackageReachesTheNewObjects() throws {
        let (outcome, edited) = try Self.edit(ProjectFixture.text)
        try PbxprojReader.expectReachable(edited, Self.additions, outcome)
    }

    @Test func linesAreWrittenAsXcodeWritesThem() throws {
        let additions = [
            ProjectAddition(
                fileName: "Card View 2.xib", groupID: ProjectFixture.emptyGroup,
                buildPhaseIDs: [ProjectFixture.widgetResources])
        ]
        let (outcome, edited) = try Self.edit(ProjectFixture.text, additions)
        let text = String(decoding: edited, as: UTF8.self)
        let reference = outcome.fileReferenceIDs[0]
        let buildFile = outcome.buildFileIDs[0][0]
        #expect(
            text.contains(
                "\n\t\t\(reference) /* Card View 2.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; "
                    + "path = \"Card View 2.xib\"; sourceTree = \"<group>\"; };\n"))
        #expect(
            text.contains(
                "\n\t\t\(buildFile) /* Card View 2.xib in Resources */ = {isa = PBXBuildFile; "
                    + "fileRef = \(reference) /* Card View 2.xib */; };\n"))
        // The empty lists get one entry, one tab deeper than their `)`.
        #expect(text.contains("\t\t\tchildren = (\n\t\t\t\t\(reference) /* Card View 2.xib */,\n\t\t\t);\n"))
        #expect(text.contains("\t\t\tfiles = (\n\t\t\t\t\(buildFile) /* Card View 2.xib in Resources */,\n\t\t\t);\n"))
    }

    @Test func quotingAndFileTypesFollowXcode() {
        #expect(OpenStepString.encode("PaymentSummaryView.xib") == "PaymentSummaryView.xib")
        #expect(OpenStepString.encode("App/Views/Card_View.xib") == "App/Views/Card_View.xib")
        #expect(OpenStepString.encode("Card View.xib") == "\"Card View.xib\"")
        #expect(OpenStepString.encode("NSView+Layout.swift") == "\"NSView+Layout.swift\"")
        #expect(OpenStepString.encode("Tests-iOS.swift") == "\"Tests-iOS.swift\"")
        #expect(OpenStepString.encode("icon@2x.png") == "\"icon@2x.png\"")
        #expect(OpenStepString.encode("") == "\"\"")
        #expect(OpenStepString.encode("a//b") == "\"a//b\"")
        #expect(OpenStepString.encode("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"")
        #expect(OpenStepString.decode(Array("\"say \\\"hi\\\"\\\\\"".utf8)[...]) == "say \"hi\"\\")
        let types = ["a.xib", "a.swift", "a.storyboard", "a.strings", "a.m", "a.h", "a.png", "Makefile", "a.b/c"]
        #expect(
            types.map { ProjectAddition(fileName: $0, groupID: "", buildPhaseIDs: []).fileType } == [
                "file.xib", "sourcecode.swift", "file.storyboard", "text.plist.strings", "sourcecode.c.objc",
                "sourcecode.c.h", "file", "file", "file",
            ])
    }

    @Test func idsAreDeterministicAndAvoidEveryIDInTheFile() throws {
        let first = try Self.edit(ProjectFixture.text).outcome
        let again = try Self.edit(ProjectFixture.text).outcome
        #expect(first.fileReferenceIDs == again.fileReferenceIDs)
        #expect(first.buildFileIDs == again.buildFileIDs)
        #expect(first.edits == again.edits)
        let other = try Self.edit(ProjectFixture.text, seed: "other").outcome
        #expect(Set(other.fileReferenceIDs).isDisjoint(with: first.fileReferenceIDs))
        let made = first.fileReferenceIDs + first.buildFileIDs.flatMap { $0 }
        #expect(Set(made).count == 6)
        #expect(made.allSatisfy { $0.count == 24 && $0.allSatisfy { "0123456789ABCDEF".contains($0) } })
        let existing = Set(ProjectFixture.text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        #expect(existing.isDisjoint(with: made))
        // The same ids, once in the file (even only in a comment, in lower case), are not made again.
        let mention = "/* " + made.map { $0.lowercased() }.joined(separator: " ") + " */\n"
        let text = ProjectFixture.text.replacingOccurrences(
            of: "\t};\n\trootObject", with: mention + "\t};\n\trootObject")
        let avoided = try Self.edit(text).outcome
        let remade = avoided.fileReferenceIDs + avoided.buildFileIDs.flatMap { $0 }
        #expect(Set(remade).isDisjoint(with: made))
        #expect(try Self.edit(text).outcome.fileReferenceIDs == avoided.fileReferenceIDs)
    }

    @Test func newObjectsGoWhereTheyKeepTheirSectionSortedByID() throws {
        let (outcome, edited) = try Self.edit(ProjectFixture.text)
        let text = String(decoding: edited, as: UTF8.self)
        for section in ["PBXBuildFile", "PBXFileReference"] {
            let ids = Self.sectionIDs(section, in: text)
            #expect(ids == ids.sorted(), "\(section): \(ids)")
        }
        let references = Self.sectionIDs("PBXFileReference", in: text)
        let originalReferences = Self.sectionIDs("PBXFileReference", in: ProjectFixture.text)
        #expect(references.count == originalReferences.count + 2)
        // Each new reference has an existing one on both sides (the fixture's ids span 1… to F…).
        for reference in outcome.fileReferenceIDs {
            let position = try #require(references.firstIndex(of: reference))
            let before = references[..<position].last(where: originalReferences.contains)
            let after = references[(position + 1)...].first(where: originalReferences.contains)
            #expect(before.map { $0 < reference } == true && after.map { $0 > reference } == true, "\(reference)")
        }
    }

    @Test func aMissingSectionIsCreatedInSectionOrder() throws {
        // A project whose targets build nothing yet: no PBXBuildFile section, no build files in phases.
        var text = ProjectFixture.text.replacingOccurrences(of: ProjectFixture.buildFileSection, with: "")
        for line in [
            "\t\t\t\t1A0000000000000000000001 /* AppDelegate.swift in Sources */,\n",
            "\t\t\t\t5A0000000000000000000002 /* Main.storyboard in Resources */,\n",
            "\t\t\t\t9A0000000000000000000003 /* Widget.swift in Sources */,\n",
            "\t\t\t\tDA0000000000000000000004 /* Card View.xib in Resources */,\n",
        ] {
            text = text.replacingOccurrences(of: line, with: "")
        }
        #expect(!text.contains("PBXBuildFile"))
        let (outcome, edited) = try Self.edit(text)
        let result = String(decoding: edited, as: UTF8.self)
        let ids = outcome.buildFileIDs.flatMap { $0 }.sorted()
        let lines = Self.sectionIDs("PBXBuildFile", in: result)
        #expect(lines == ids)
        #expect(result.contains("\tobjects = {\n\n/* Begin PBXBuildFile section */\n\t\t\(ids[0]) /* "))
        #expect(result.contains("/* End PBXBuildFile section */\n\n/* Begin PBXFileReference section */\n"))
        Self.expectReachable(try Self.objects(edited), Self.additions, outcome)
        try PbxprojReader.expectReachable(edited, Self.additions, outcome)
    }

    @Test func crlfFilesGetCRLFLines() throws {
        let text = ProjectFixture.text.replacingOccurrences(of: "\n", with: "\r\n")
        let (outcome, edited) = try Self.edit(text)
        #expect(Self.removingInsertions(from: edited, outcome.edits) == Array(text.utf8))
        for edit in outcome.edits {
            let bare = zip([0] + edit.replacement, edit.replacement).contains { $0 != 0x0D && $1 == 0x0A }
            #expect(!bare, "\(String(decoding: edit.replacement, as: UTF8.self))")
        }
        Self.expectReachable(try Self.objects(edited), Self.additions, outcome)
    }

    @Test func aListWithoutATrailingCommaGetsOne() throws {
        let text = ProjectFixture.text.replacingOccurrences(
            of: "\t\t\t\t9A0000000000000000000003 /* Widget.swift in Sources */,\n",
            with: "\t\t\t\t9A0000000000000000000003 /* Widget.swift in Sources */\n")
        let (outcome, edited) = try Self.edit(text)
        #expect(Self.removingInsertions(from: edited, outcome.edits) == Array(text.utf8))
        let files = try Self.objects(edited)[ProjectFixture.widgetSources]?["files"] as? [String]
        #expect(files == ["9A0000000000000000000003", outcome.buildFileIDs[1][1]])
    }

    @Test func unknownOrWrongObjectsAreTypedErrors() throws {
        let bytes = Array(ProjectFixture.text.utf8)
        func error(_ additions: [ProjectAddition], _ bytes: [UInt8] = bytes) -> ProjectEditError? {
            do {
                _ = try ProjectFileEditor.edits(adding: additions, to: bytes, seed: "test")
                return nil
            } catch {
                return error
            }
        }
        let unknownGroup = error([
            ProjectAddition(fileName: "A.xib", groupID: "0123456789ABCDEF01234567", buildPhaseIDs: [])
        ])
        #expect(unknownGroup == .objectMissing(id: "0123456789ABCDEF01234567"))
        #expect(unknownGroup?.code == "object-missing")
        // Named in a comment, a quoted string and a value, but defined nowhere.
        #expect(
            error([ProjectAddition(fileName: "A.xib", groupID: ProjectFixture.decoy, buildPhaseIDs: [])])
                == .objectMissing(id: ProjectFixture.decoy))
        let unknownPhase = error([
            ProjectAddition(fileName: "A.xib", groupID: ProjectFixture.appGroup, buildPhaseIDs: ["FFFF"])
        ])
        #expect(unknownPhase == .objectMissing(id: "FFFF"))
        let groupAsPhase = error([
            ProjectAddition(
                fileName: "A.xib", groupID: ProjectFixture.appGroup, buildPhaseIDs: [ProjectFixture.appGroup])
        ])
        #expect(groupAsPhase?.code == "unexpected-isa")
        #expect(
            error([ProjectAddition(fileName: "A.xib", groupID: ProjectFixture.appSources, buildPhaseIDs: [])])
                == .unexpectedISA(id: ProjectFixture.appSources, isa: "PBXSourcesBuildPhase", expected: ["PBXGroup"]))
        let withoutFiles = ProjectFixture.text.replacingOccurrences(
            of: "\t\t\tfiles = (\n\t\t\t);\n", with: "")
        #expect(
            error(
                [
                    ProjectAddition(
                        fileName: "A.xib", groupID: ProjectFixture.appGroup,
                        buildPhaseIDs: [ProjectFixture.widgetResources])
                ], Array(withoutFiles.utf8)) == .listMissing(id: ProjectFixture.widgetResources, key: "files"))
        #expect(
            error([ProjectAddition(fileName: "AppDelegate.swift", groupID: ProjectFixture.appGroup, buildPhaseIDs: [])])
                == .alreadyPresent(fileName: "AppDelegate.swift", groupID: ProjectFixture.appGroup))
        let twice = ProjectAddition(fileName: "A.xib", groupID: ProjectFixture.emptyGroup, buildPhaseIDs: [])
        #expect(error([twice, twice])?.code == "already-present")
        #expect(
            error([ProjectAddition(fileName: "A*/.xib", groupID: ProjectFixture.appGroup, buildPhaseIDs: [])])?.code
                == "invalid-file-name")
        #expect(error([], Array("<?xml version=\"1.0\"?><plist/>".utf8)) == .notAProject)
        #expect(error([], Array("{ archiveVersion = 1; }".utf8)) == .notAProject)
        #expect(error([], Array(ProjectFixture.text.dropLast(40).utf8))?.code == "malformed")
        let unbalanced = ProjectFixture.text.replacingOccurrences(of: "/* End PBXGroup section */\n", with: "")
        #expect(error([], Array(unbalanced.utf8))?.code == "section-unbalanced")
        #expect(ProjectEditError.objectMissing(id: "X").errorDescription?.contains("X") == true)
    }

    @Test(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
    func everyCorpusProjectTakesNewFiles() throws {
        let projects = try PbxprojReader.corpusProjects()
        #expect(projects.count >= 10)
        for project in projects {
            let original = try [UInt8](Data(contentsOf: project))
            let before = try Self.objects(original)
            let additions = try Self.corpusAdditions(before)
            let outcome = try ProjectFileEditor.edits(adding: additions, to: original, seed: project.path)
            let edited = TextEdit.apply(outcome.edits, to: original)
            #expect(Self.removingInsertions(from: edited, outcome.edits) == original, "\(project.path)")
            let after = try Self.objects(edited)
            Self.expectReachable(after, additions, outcome)
            #expect(after.count == before.count + additions.count + additions.map(\.buildPhaseIDs.count).reduce(0, +))
            let changed = Set(additions.flatMap { [$0.groupID] + $0.buildPhaseIDs })
            let unchanged = before.filter { id, object in !changed.contains(id) && !Self.same(object, after[id] as Any)
            }
            #expect(unchanged.isEmpty, "\(project.path): \(unchanged.keys.sorted().prefix(5))")
            for id in changed {
                for key in ["children", "files"] {
                    guard let old = before[id]?[key] as? [String] else { continue }
                    let new = after[id]?[key] as? [String] ?? []
                    #expect(Array(new.prefix(old.count)) == old, "\(project.path) \(id).\(key)")
                }
            }
            try PbxprojReader.expectReachable(edited, additions, outcome, original: original)
        }
    }

    /// A .xib and a .swift for a corpus project: in the group that holds a storyboard (else the main
    /// group), built by the first native target's Resources and Sources phases, where it has them.
    /// - Parameter objects: the project's objects.
    /// - Returns: the additions.
    static func corpusAdditions(_ objects: [String: [String: Any]]) throws -> [ProjectAddition] {
        let root = try #require(objects.first { $0.value["isa"] as? String == "PBXProject" }?.value)
        func isStoryboard(_ id: String) -> Bool {
            let object = objects[id] ?? [:]
            return [object["path"], object["name"]].contains { ($0 as? String)?.hasSuffix(".storyboard") == true }
        }
        let groups = objects.filter { id, object in
            object["isa"] as? String == "PBXGroup"
                && (object["children"] as? [String] ?? []).contains(where: isStoryboard)
        }
        let group = try #require(groups.keys.min() ?? root["mainGroup"] as? String)
        // The first native target; in projects older than PBXNativeTarget (PBXApplicationTarget, …), the
        // first target with build phases; in a project without any, the file is only referenced.
        let targets = root["targets"] as? [String] ?? []
        let target =
            targets.first { objects[$0]?["isa"] as? String == "PBXNativeTarget" }
            ?? targets.first { objects[$0]?["buildPhases"] is [String] }
        let phases = target.flatMap { objects[$0]?["buildPhases"] as? [String] } ?? []
        func phase(_ isa: String) -> [String] {
            phases.first { objects[$0]?["isa"] as? String == isa }.map { [$0] } ?? []
        }
        return [
            ProjectAddition(
                fileName: "XibifyAddedView.xib", groupID: group, buildPhaseIDs: phase("PBXResourcesBuildPhase")),
            ProjectAddition(
                fileName: "XibifyAddedView.swift", groupID: group, buildPhaseIDs: phase("PBXSourcesBuildPhase")),
        ]
    }
}
