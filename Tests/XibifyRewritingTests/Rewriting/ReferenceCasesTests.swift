import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyKit
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWriting

/// Fixtures/ReferenceCases (#26): ids inside values, and references that are not connections.
///
/// Archived images travel with the view that shows them; a pop-up button's
/// `selectedItem` moves with its menu; a `nextKeyView` from outside is handed over by a port; a
/// table's `headerView` outside keeps the table inline, with its reason.
@Suite struct ReferenceCasesTests {
    static let report = Pipeline.scan(
        ScanOptions(
            paths: ["Fixtures/ReferenceCases"], workingDirectory: TestPaths.packageRoot,
            clustering: ClusteringOptions(minViews: 1)))
    static let result = Result { try Rewriter.prepareAll(report, options: RewriteTests.options()) }

    static func cluster(_ label: String) throws -> DuplicateCluster {
        try #require(report.clusters.first { $0.instances.first?.userLabel == label }, "no cluster \(label)")
    }

    static func plan(_ className: String) throws -> ExtractionPlan {
        try #require(try result.get().plans.first { $0.className == className }, "no plan \(className)")
    }

    static func file(_ suffix: String) throws -> RenderedFile {
        try #require(try result.get().files.first { $0.displayPath.hasSuffix(suffix) }, "no file \(suffix)")
    }

    static func document(_ suffix: String) throws -> IBDocument {
        try IBDocumentParser.parse(try file(suffix).contents, path: suffix)
    }

    // MARK: - The scan

    @Test func archivedImagesAreLayoutAndTheirNamesNoParameter() throws {
        let rows = try Self.cluster("Section Row")
        // The fourth row archives another image: another layout.
        #expect(rows.instances.compactMap(\.objectID) == ["Sr1-vW-s01", "Sr2-vW-s02", "Sr3-vW-s03", "Sr5-vW-s05"])
        #expect(rows.parameters.map(\.name) == ["sectionTitle"])
        #expect(rows.canonicalText.contains(#"image="buttonCell:#"#))
    }

    @Test func anArchivedNameUsedOutsideKeepsItsCopyInline() throws {
        let rows = try Self.cluster("Section Row")
        let blocked = try #require(rows.instances.first { $0.objectID == "Sr5-vW-s05" })
        #expect(blocked.blockers.map(\.reason) == [.archivedName])
        let blocker = try #require(blocked.blockers.first)
        #expect(blocker.direction == .incoming && blocker.targetID == "Sd5-bC-s05")
        #expect(blocker.message.contains("the runtime attribute `badgeImage` of customView BadgeView"))
        #expect(Blocker.Reason.archivedName.title.contains("archived"))
        #expect(rows.instances.filter { $0.blockers.isEmpty }.count == 3)
    }

    @Test func aHeaderViewOutsideTheTableIsAPropertyReference() throws {
        let tables = try Self.cluster("Recent Table")
        for instance in tables.instances {
            #expect(instance.blockers.map(\.reason) == [.propertyReference])
            #expect(instance.blockers.first?.attribute == "headerView")
            #expect(instance.blockers.first?.direction == .outgoing)
            #expect(instance.blockers.first?.advice.contains("extract the scroll view") == true)
        }
    }

    @Test func aNextKeyViewFromOutsideIsHandedOverByAPort() throws {
        let rows = try Self.cluster("Field Row")
        #expect(rows.instances.allSatisfy { $0.blockers.isEmpty })
        let first = try #require(rows.instances.first)
        let crossing = try #require(first.crossings.first)
        #expect(
            crossing.kind == .incomingOutlet && crossing.member == "nextKeyView" && crossing.targetID == "Lq0-sF-l00")
    }

    /// Attributes that name an object across the border though no rule knows them as references
    /// (a newer format's attribute, an element xibify does not know) keep their copies inline.
    ///
    /// Before, the reference went unseen: the copy was replaced, the verifier found the edited
    /// file still naming a removed id, and the whole cluster was dropped as a bug in xibify (found
    /// by the fuzz harness, #27).
    @Test func referencesNoRuleKnowsKeepTheirCopiesInline() throws {
        let rows = try Self.cluster("Focus Row")
        let blocked = rows.instances.filter { !$0.blockers.isEmpty }
        #expect(blocked.compactMap(\.objectID) == ["Nr2-vW-n02", "Nr3-vW-n03"])
        let incoming = blocked.flatMap(\.blockers)
        #expect(incoming.map(\.reason) == [.otherReference, .otherReference])
        #expect(incoming.map(\.referringTag) == ["focusLink", "searchField"])
        #expect(incoming.map(\.attribute) == ["destination", "focusSuccessor"])
        #expect(incoming.map(\.targetID) == ["Nv2-tF-n02", "Nv3-tF-n03"])
        #expect(incoming.allSatisfy { $0.direction == .incoming && $0.advice.contains("leave this copy inline") })
        let jumps = try Self.cluster("Jump Row")
        for instance in jumps.instances {
            #expect(instance.blockers.map(\.reason) == [.otherReference])
            #expect(instance.blockers.first?.direction == .outgoing)
            #expect(instance.blockers.first?.targetID == "Ns0-sF-n00")
        }
        #expect(!jumps.isExtractable)
    }

    @Test func copiesNamedByUnknownReferencesStayAndTheOthersAreReplaced() throws {
        let result = try Self.result.get()
        #expect(result.dropped.isEmpty)
        let plan = try Self.plan("FocusRowView")
        #expect(plan.replaced.compactMap(\.objectID) == ["Nr1-vW-n01", "Nr4-vW-n04"])
        let edited = try Self.document("Newer/SearchPane.xib")
        let index = ReferenceIndex(edited)
        for id in ["Nv2-tF-n02", "Nv3-tF-n03", "Nf0-fL-n00", "Ns0-sF-n00"] {
            #expect(index.elementByID[id] != nil, "\(id)")
        }
        #expect(index.elementByID["Nv1-tF-n01"] == nil)
    }

    // MARK: - The rewrite

    @Test func theRewriteVerifies() throws {
        let result = try Self.result.get()
        #expect(
            Set(result.plans.map(\.className)) == [
                "SectionRowView", "OptionKeyPopUpView", "FieldRowView", "FocusRowView", "FilterRowView",
            ])
    }

    @Test func writtenOutputsParseAndASecondRunChangesNothing() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ReferenceCases")) { copy in
            let root = copy.deletingLastPathComponent()
            let scan = {
                Pipeline.scan(
                    ScanOptions(
                        paths: [copy.lastPathComponent], workingDirectory: root,
                        clustering: ClusteringOptions(minViews: 1)))
            }
            let first = try Rewriter.prepareAll(scan(), options: RewriteTests.options(root))
            try BatchWriter().write(first.files)
            for file in first.files where file.kind == .xib || file.kind == .edited {
                let bytes = try #require(FileManager.default.contents(atPath: file.path))
                #expect(throws: Never.self) { try IBDocumentParser.parse(Array(bytes), path: file.displayPath) }
            }
            let second = try Rewriter.prepareAll(scan(), options: RewriteTests.options(root))
            #expect(!second.hasChanges, "\(second.plans.map(\.className))")
        }
    }

    @Test func theArchivedImageTravelsWithItsViewUnderItsOwnName() throws {
        let xib = try Self.document("Sidebar/SectionRowView.xib")
        let index = ReferenceIndex(xib)
        // The template's cell keeps its id, so the name its image is archived under is the xib's own.
        let entry = try #require(index.archivedImages["buttonCell:Sd1-bC-s01:image"])
        #expect(index.elementByID["Sd1-bC-s01"] != nil)
        #expect(index.embedded.allSatisfy { $0.target != nil })
        let source = try IBDocumentParser.parse(
            Array(
                try Data(
                    contentsOf: TestPaths.fixtures.appendingPathComponent("ReferenceCases/Sidebar/SidebarSections.xib"))
            ),
            path: "SidebarSections.xib")
        let original = try #require(ReferenceIndex(source).archivedImages["buttonCell:Sd1-bC-s01:image"])
        #expect(ArchivedImage.digest(of: entry, in: xib) == ArchivedImage.digest(of: original, in: source))
        let mutableData = try #require(xib.children(entry).first)
        #expect(xib.text(of: mutableData) == source.text(of: try #require(source.children(original).first)))
        // The source keeps the entries of the copies left inline, and nothing names a moved cell.
        let edited = try Self.document("Sidebar/SidebarSections.xib")
        let names = Set(ReferenceIndex(edited).archivedImages.keys)
        #expect(names == ["buttonCell:Sd4-bC-s04:image", "buttonCell:Sd5-bC-s05:image"])
        let text = RewriteTests.text(try Self.file("Sidebar/SidebarSections.xib"))
        for moved in ["Sd1-bC-s01", "Sd2-bC-s02", "Sd3-bC-s03"] {
            #expect(!text.contains(moved), "\(moved)")
        }
    }

    @Test func anArchivedEntryNamedAfterAMovedCellLeavesWithItEvenWhenNothingShowsIt() throws {
        // Filters/FilterRows.xib: the rows' buttons show a named image now, but the entry of the
        // image row 2's cell once showed is still archived under that cell's id; another entry
        // is named after the Clear button's cell, which stays.
        let rows = try Self.cluster("Filter Row")
        #expect(rows.instances.count == 3 && rows.instances.allSatisfy { $0.blockers.isEmpty })
        #expect(rows.parameters.map(\.name) == ["filterTitle"])
        let edited = try Self.document("Filters/FilterRows.xib")
        let index = ReferenceIndex(edited)
        #expect(Set(index.archivedImages.keys) == ["buttonCell:Fx0-bC-f00:image"])
        #expect(index.embedded.allSatisfy { $0.target != nil })
        #expect(!RewriteTests.text(try Self.file("Filters/FilterRows.xib")).contains("Fd2-bC-f02"))
        // The xib holds the image its cells show; nothing shows the orphan, so it is not carried.
        let xib = try Self.document("Filters/FilterRowView.xib")
        let entries = ResourceReferences.entries(of: xib)
        #expect(Set(entries.keys.map(\.name)) == ["NSActionTemplate"])
    }

    /// A substituted pop-up button's placeholder draws the copy where the swap does not run
    /// (Interface Builder without the designable, GNUstep): its cell keeps the copy's title, font
    /// and behaviour, but names no menu item and holds no menu, whose objects moved into the xib.
    @Test func aSubstitutedPopUpButtonsCellNamesNoMenuItem() throws {
        let pane = try Self.document("Preferences/KeyboardPane.xib")
        let index = ReferenceIndex(pane)
        for id in ["Kp1-pB-k01", "Kp2-pB-k02"] {
            let placeholder = try #require(index.elementByID[id])
            #expect(pane.attribute("customClass", of: placeholder) == "OptionKeyPopUpViewPlaceholder")
            let cell = try #require(pane.child("popUpButtonCell", key: "cell", of: placeholder))
            #expect(pane.attribute("selectedItem", of: cell) == nil)
            #expect(pane.attribute("title", of: cell) == "Normal")
            #expect(pane.children(cell).map { pane.tag($0) } == ["behavior", "font"])
            #expect(
                pane.child("font", key: "font", of: cell).flatMap { pane.attribute("metaFont", of: $0) } == "message")
            // No menu or item of the copy's stays in the placeholder: they moved into the xib.
            let inner = (placeholder + 1)..<Int(pane.elements[placeholder].subtreeEnd)
            #expect(!inner.contains { ["menu", "menuItem"].contains(pane.tag($0)) })
        }
        // The xib's pop-up button keeps its menu and its selected item.
        let xib = try Self.document("Preferences/OptionKeyPopUpView.xib")
        let cell = try #require(ReferenceIndex(xib).elementByID["Kc1-pC-k01"])
        #expect(xib.attribute("selectedItem", of: cell) == "Km1-mI-k01")
    }

    // MARK: - The verifier refuses what would be wrong

    static func tampered(_ suffix: String, _ change: (String) -> String) throws -> VerificationError? {
        let result = try Self.result.get()
        var files = result.files
        let index = try #require(files.firstIndex { $0.displayPath.hasSuffix(suffix) })
        let text = RewriteTests.text(files[index])
        let changed = change(text)
        #expect(changed != text, "the tampering changed nothing")
        files[index].contents = Array(changed.utf8)
        do {
            try RewriteVerifier(report: Self.report).verify(files, plans: result.plans)
            return nil
        } catch {
            return error
        }
    }

    @Test func aPlaceholderShowingAMovedCellsArchivedImageIsRefused() throws {
        // What the old rewrite wrote: the name as a parameter on the placeholder.
        let error = try Self.tampered("Sidebar/SidebarSections.xib") {
            $0.replacingOccurrences(
                of: #"keyPath="sectionTitle" value="Recent" localized="YES"/>"#,
                with: #"keyPath="sectionTitle" value="Recent" localized="YES"/>"#
                    + #"<userDefinedRuntimeAttribute type="image" keyPath="disclosureImage" value="buttonCell:Sd2-bC-s02:image"/>"#
            )
        }
        guard case .removedIDNamed(_, let id, _) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(id == "Sd2-bC-s02")
    }

    @Test func aPlaceholderCellStillSelectingAMovedMenuItemIsRefused() throws {
        let error = try Self.tampered("Preferences/KeyboardPane.xib") {
            $0.replacingOccurrences(of: #"inset="2" id="#, with: #"inset="2" selectedItem="Km1-mI-k01" id="#)
        }
        guard case .danglingReference(_, let id, _) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(id == "Km1-mI-k01")
    }

    @Test func anArchivedEntryNamedAfterAnObjectTheXIBLacksIsRefused() throws {
        let error = try Self.tampered("Sidebar/SectionRowView.xib") {
            $0.replacingOccurrences(
                of: #"<image name="buttonCell:Sd1-bC-s01:image""#, with: #"<image name="buttonCell:Sd9-bC-s09:image""#)
        }
        guard case .danglingReference(_, let id, _) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(id == "Sd9-bC-s09")
    }

    @Test func removedNumericIDsAreFoundInArchivedNamesOnly() throws {
        func document(_ body: String) throws -> ParsedOutput {
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa">
                    <objects>
                        <customView id="1">
                            <rect key="frame" x="0.0" y="0.0" width="506" height="40"/>
                            <subviews>\(body)</subviews>
                        </customView>
                    </objects>
                </document>
                """
            return try ParsedOutput(Array(xml.utf8), path: "Numeric.xib")
        }
        let input = try document(
            #"<button id="505"><buttonCell key="cell" image="buttonCell:506:image" id="506"/></button>"#)
        // A number that equals the removed id is no reference; the archived name is.
        let kept = try document(
            #"<customView id="505"><rect key="frame" x="0.0" y="0.0" width="506" height="1"/></customView>"#)
        #expect(throws: Never.self) { try RemovedIDCheck(output: kept, input: input).run() }
        let left = try document(
            #"<customView id="505"><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="image" keyPath="icon" value="buttonCell:506:image"/></userDefinedRuntimeAttributes></customView>"#
        )
        #expect(throws: VerificationError.removedIDNamed(path: "Numeric.xib", id: "506", line: 6)) {
            try RemovedIDCheck(output: left, input: input).run()
        }
    }
}
