import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

@Suite struct DuplicateClustererTests {
    static func row(_ id: String, text: String, image: String = "star", extra: String = "") -> String {
        DocumentFactory.row(id, text: text, image: image, extra: extra)
    }

    static func card(_ id: String, rowText: String) -> String { DocumentFactory.card(id, rowText: rowText) }

    static func documents(_ storyboards: [(String, String)]) throws -> [IBDocument] {
        try storyboards.map { path, subviews in
            try DocumentFactory.parse(DocumentFactory.storyboard(subviews: subviews), path: path)
        }
    }

    @Test func reportsOnlyMaximalClusters() throws {
        let documents = try Self.documents([
            ("A.storyboard", Self.card("aaa", rowText: "One") + Self.card("bbb", rowText: "Two"))
        ])
        let clusters = DuplicateClusterer().clusters(in: documents)
        // The rows sit inside the two cards only: the card cluster covers them.
        #expect(clusters.count == 1)
        #expect(clusters.first?.instances.map(\.objectID) == ["aaa", "bbb"])
        #expect(clusters.first?.parameters.map(\.name) == ["titleText"])
    }

    @Test func keepsAnInnerClusterWithACopyOutsideTheOuterOne() throws {
        let documents = try Self.documents([
            ("A.storyboard", Self.card("aaa", rowText: "One") + Self.card("bbb", rowText: "Two")),
            ("B.storyboard", Self.row("ccc", text: "Three")),
        ])
        let clusters = DuplicateClusterer().clusters(in: documents)
        #expect(clusters.count == 2)
        let rows = try #require(clusters.first { $0.instances.count == 3 })
        #expect(rows.instances.map(\.objectID) == ["aaa-row", "bbb-row", "ccc"])
        #expect(rows.instances.map(\.values) == [["One"], ["Two"], ["Three"]])
    }

    @Test func nearCopyWithOneMoreConstraintStaysOut() throws {
        let extra = #"<constraint firstAttribute="height" constant="44" id="zzz-c9"/>"#
        let documents = try Self.documents([
            (
                "A.storyboard",
                Self.row("aaa", text: "One") + Self.row("bbb", text: "Two")
                    + Self.row("ccc", text: "Three", extra: extra)
            )
        ])
        let clusters = DuplicateClusterer().clusters(in: documents)
        #expect(clusters.map { $0.instances.map(\.objectID) } == [["aaa", "bbb"]])
    }

    @Test func thresholdsLeaveOutSmallSubtrees() throws {
        let documents = try Self.documents([
            ("A.storyboard", Self.row("aaa", text: "One") + Self.row("bbb", text: "Two"))
        ])
        #expect(DuplicateClusterer(options: ClusteringOptions(minViews: 4)).clusters(in: documents).isEmpty)
        #expect(DuplicateClusterer(options: ClusteringOptions(minElements: 50)).clusters(in: documents).isEmpty)
        #expect(
            DuplicateClusterer(options: ClusteringOptions(minViews: 3, minElements: 8)).clusters(in: documents).count
                == 1)
    }

    @Test func idsAndInstancesDoNotDependOnInputOrder() throws {
        let documents = try Self.documents([
            ("A.storyboard", Self.row("aaa", text: "One")),
            (
                "B.storyboard",
                Self.row("bbb", text: "Two") + Self.card("ccc", rowText: "x") + Self.card("ddd", rowText: "y")
            ),
        ])
        let forward = DuplicateClusterer().clusters(in: documents)
        let backward = DuplicateClusterer().clusters(in: documents.reversed())
        #expect(forward.map(\.id) == backward.map(\.id))
        #expect(forward.map(\.fingerprint).allSatisfy { $0.count == 64 })
        for (one, other) in zip(forward, backward) {
            #expect(
                Set(one.instances.map { "\($0.file)#\($0.objectID ?? "")" })
                    == Set(other.instances.map { "\($0.file)#\($0.objectID ?? "")" }))
        }
    }

    @Test func findsBlockersBothWays() throws {
        let button = """
            <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-btn">
                <connections>
                    <action selector="tap:" destination="vcx-00-001" eventType="touchUpInside" id="aaa-act"/>
                </connections>
            </button>
            """
        let withButton = Self.row("aaa", text: "One").replacingOccurrences(
            of: "</subviews>", with: button + "</subviews>")
        let plain = Self.row("bbb", text: "Two").replacingOccurrences(
            of: "</subviews>", with: button.replacingOccurrences(of: "aaa-", with: "bbb-") + "</subviews>")
        let rootConstraint =
            #"<constraint firstItem="aaa-lbl" firstAttribute="top" secondItem="rtv-00-001" secondAttribute="top" id="out-c1"/>"#
        let outlet =
            #"<outlet property="titleLabel" destination="aaa-lbl" id="out-o1"/><outlet property="row" destination="bbb" id="out-o2"/>"#
        let xml = DocumentFactory.storyboard(
            subviews: withButton + plain, rootConstraints: rootConstraint, connections: outlet)
        let document = try DocumentFactory.parse(xml)
        let cluster = try #require(DuplicateClusterer().clusters(in: [document]).first)
        let first = cluster.instances[0].blockers
        #expect(first.map(\.kind) == [.ancestorConstraint])
        #expect(first[0].direction == .incoming)
        #expect(first[0].location.line > 1)
        // The controller's outlet to the inner label is no blocker: an incoming port hands it over.
        let held = try #require(cluster.instances[0].crossings.first { $0.kind == .incomingOutlet })
        #expect(held.member == "titleLabel")
        #expect(held.targetID == "vcx-00-001")
        #expect(held.objectPath.hasSuffix("label"))
        // The action to the controller is no blocker: a port forwards it.
        let action = try #require(cluster.instances[0].crossings.first { $0.kind == .action })
        #expect(action.kind == .action)
        #expect(action.member == "tap:")
        #expect(action.targetID == "vcx-00-001")
        #expect(cluster.ports.map(\.name) == ["buttonTarget", "titleLabelHolder"])
        // Only the first copy's label is held by the controller: only it connects that port.
        #expect(
            cluster.instances.map { $0.connections.map(\.port) } == [
                ["buttonTarget", "titleLabelHolder"], ["buttonTarget"],
            ])
        // An outlet to the root is no blocker: the placeholder keeps the root's id.
        #expect(cluster.instances[1].blockers.isEmpty)
    }

    @Test func portsOfControlsThatWouldShareANameSayTheirSelector() throws {
        func row(_ id: String) -> String {
            let buttons = [("save:", "a"), ("open:", "b")].map { selector, suffix in
                """
                <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-\(suffix)">
                    <state key="normal" title="Go"/>
                    <connections>
                        <action selector="\(selector)" destination="vcx-00-001" eventType="touchUpInside" id="\(id)-\(suffix)a"/>
                    </connections>
                </button>
                """
            }
            return Self.row(id, text: id).replacingOccurrences(
                of: "</subviews>", with: buttons.joined() + "</subviews>")
        }
        let document = try DocumentFactory.parse(DocumentFactory.storyboard(subviews: row("aaa") + row("bbb")))
        let cluster = try #require(DuplicateClusterer().clusters(in: [document]).first)
        #expect(cluster.ports.map(\.name) == ["buttonOpenTarget", "buttonSaveTarget"])
        #expect(cluster.ports.map(\.member) == ["open:", "save:"])
        #expect(cluster.instances.allSatisfy { $0.blockers.isEmpty && $0.connections.count == 2 })
    }

    @Test func shopAppFixtureClusters() throws {
        let report = Pipeline.scan(ScanOptions(paths: ["Fixtures/ShopApp"], workingDirectory: TestPaths.packageRoot))
        #expect(report.refused.map(\.code) == ["malformed-xml"])
        #expect(report.skipped.map(\.code) == ["legacy-archive", "not-interface-builder"])
        let payment = try #require(report.clusters.first { $0.name == "Payment Summary" })
        #expect(
            payment.instances.map(\.file) == [
                "Fixtures/ShopApp/Checkout/Checkout.storyboard", "Fixtures/ShopApp/Profile/Profile.storyboard",
            ])
        #expect(payment.parameters.map(\.name) == ["amountText", "cardNumberText"])
        #expect(payment.instances.map(\.values) == [["$42.00", "•••• 4242"], ["$19.99", "•••• 1881"]])
        // The receipt's card has one more constraint: not a copy.
        #expect(!report.clusters.flatMap(\.instances).contains { $0.scene == "Receipt View Controller" })
        let avatar = try #require(report.clusters.first { $0.name == "Avatar Row" })
        #expect(avatar.instances.count == 3)
        #expect(avatar.parameters.map(\.name) == ["avatarImage", "nameText"])
        #expect(avatar.instances.map { $0.blockers.count } == [0, 0, 0])
        #expect(avatar.ports.map(\.name) == ["nameLabelHolder"])
        let form = try #require(report.clusters.first { $0.rootTag == "customView" })
        #expect(form.instances.count == 3)
        #expect(report.documents.contains { $0.platform == .macOS })
    }
}
