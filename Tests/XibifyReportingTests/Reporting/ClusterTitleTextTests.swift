import Testing
import XibifyFormat
import XibifyReporting
import XibifyScanning
import XibifyTestSupport

/// A cluster's title: what the copies say about themselves, what they hold, a text they show and
/// where they are, in words (#32: no more `view (3 views)`).
@Suite struct ClusterTitleTextTests {
    /// Two rows of an image and a label, each with its own text, in one scene; a third view besides.
    static func cluster() throws -> (DuplicateCluster, IBDocument) {
        let document = try DocumentFactory.parse(
            DocumentFactory.storyboard(
                subviews: DocumentFactory.row("ra-00-001", text: "Hello there") + "\n"
                    + DocumentFactory.row("rb-00-001", text: "World") + "\n"
                    + #"<label opaque="NO" text="Alone" translatesAutoresizingMaskIntoConstraints="NO" id="al-00-001"/>"#
            ))
        let clusters = DuplicateClusterer().clusters(in: [document])
        return (try #require(clusters.first), document)
    }

    @Test func aLayoutWithoutANameIsTitledByWhatItHoldsAndShowsAndWhere() throws {
        let (cluster, _) = try Self.cluster()
        let identity = ClusterIdentity(cluster)
        #expect(identity.meaning == nil)
        #expect(identity.parts == [.init(kind: "imageView", count: 1), .init(kind: "label", count: 1)])
        #expect(identity.example == "Hello there")
        #expect(identity.place == .scene("Test View Controller"))
        #expect(
            ClusterTitleText.render(cluster)
                == #"view with an image view and a label ("Hello there"), in Test View Controller"#)
    }

    @Test func aNameCountsAndPlacesAreWordedForAPerson() throws {
        var identity = ClusterIdentity(try Self.cluster().0)
        identity.meaning = "payment summary"
        identity.meaningSource = .label
        identity.example = nil
        identity.parts = [
            .init(kind: "label", count: 2), .init(kind: "switch", count: 1), .init(kind: "AvatarView", count: 2),
            .init(kind: "box", count: 1),
        ]
        identity.place = .files(3)
        #expect(
            ClusterTitleText.render(identity)
                == #""Payment Summary" view with 2 labels, a switch, 2 AvatarViews and 1 more view, in 3 files"#)
        identity.parts = [.init(kind: "activityIndicatorView", count: 1), .init(kind: "box", count: 2)]
        identity.place = .file("App/Base.lproj/Main.storyboard")
        #expect(
            ClusterTitleText.render(identity)
                == #""Payment Summary" view with an activity indicator view and 2 boxes, in Main.storyboard"#)
    }

    @Test func interfaceBuildersDefaultTextsAreNoExample() throws {
        let document = try DocumentFactory.parse(
            DocumentFactory.storyboard(
                subviews: DocumentFactory.row("ra-00-001", text: "Label") + "\n"
                    + DocumentFactory.row("rb-00-001", text: "Label")))
        let cluster = try #require(DuplicateClusterer().clusters(in: [document]).first)
        #expect(ClusterIdentity(cluster).example == nil)
    }

    @Test func theDuplicationShareCountsEachViewOnce() throws {
        let (cluster, document) = try Self.cluster()
        let report = ScanReport(
            files: [ScannedFile(path: "Test.storyboard")], documents: [document], clusters: [cluster],
            options: ClusteringOptions())
        let share = DuplicationShare(report)
        // Two rows of three views each, and the lone label.
        #expect(share.total == .init(views: 7, duplicated: 6))
        #expect(share.storyboards == share.total && share.xibs.views == 0)
        #expect(TextSummary.percent(share.total) == "85.7 %")
        #expect(TextSummary.percent(.init(views: 3, duplicated: 0)) == "0.0 %")
    }

    @Test func pathsAreShownBelowTheFolderThatHoldsThemAll() {
        let paths = DisplayPaths(commonFolderOf: ["App/A/One.xib", "App/B/Two.storyboard", "App/Three.xib"])
        #expect(paths.base == "App/")
        #expect(paths.shown("App/A/One.xib") == "A/One.xib")
        #expect(paths.shown("Elsewhere/x.xib") == "Elsewhere/x.xib")
        #expect(DisplayPaths(commonFolderOf: ["Appendix/x.xib", "App/y.xib"]).base == "", "a folder, not a prefix")
        #expect(DisplayPaths(commonFolderOf: ["/a/x.xib", "/b/y.xib"]).base == "")
        #expect(DisplayPaths(commonFolderOf: ["One.xib"]).base == "")
        #expect(DisplayPaths(commonFolderOf: ["/work/app/x.xib", "/work/app/Sub/y.xib"]).base == "/work/app/")
    }
}
