import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyReporting
@testable import XibifyScanning

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The HTML report: goldens of the fixtures, the page read back as XML against the JSON report,
/// and hostile texts from IB files.
@Suite struct HTMLReportTests {
    static let shopApp = Pipeline.scan(
        ScanOptions(paths: ["Fixtures/ShopApp"], workingDirectory: TestPaths.packageRoot))
    static let runtimeCases = Pipeline.scan(
        ScanOptions(
            paths: ["Fixtures/RuntimeCases"], workingDirectory: TestPaths.packageRoot,
            clustering: ClusteringOptions(minViews: 1)))

    /// The goldens' reporter: files link under `/src` (the end-to-end test puts it for the package root).
    static let golden = HTMLReporter(workingDirectory: "/src")

    @Test func shopAppMatchesGolden() {
        let failure = Golden.check(Self.golden.render(Self.shopApp), against: "report/ShopApp.html")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func runtimeCasesMatchGolden() {
        let failure = Golden.check(Self.golden.render(Self.runtimeCases), against: "report/RuntimeCases.html")
        #expect(failure == nil, "\(failure ?? "")")
    }

    /// Every cluster and copy of the JSON report is in the page, read back with an XML parser:
    /// the cluster's section, one drawing per look holding each copy once, and one table row per
    /// copy, with its `path:line:column`.
    @Test(arguments: ["ShopApp", "RuntimeCases"])
    func pageParsesAsXMLAndHoldsEveryCopy(_ fixture: String) throws {
        let report = fixture == "ShopApp" ? Self.shopApp : Self.runtimeCases
        let json = try JSONDecoder().decode(JSONReport.self, from: Data(JSONReporter().render(report).utf8))
        let page = try XMLDocument(data: Data(HTMLReporter().render(report).utf8), options: [])
        let root = try #require(page.rootElement())
        #expect(root.name == "html")
        var byID: [String: XMLElement] = [:]
        Self.collect(root, into: &byID)
        #expect(json.clusters.count > 1)
        for cluster in json.clusters {
            let section = try #require(byID["cluster-\(cluster.id)"], "section of \(cluster.id)")
            #expect(section.localName == "section")
            let drawings = Self.elements(named: "svg", in: section).filter {
                Self.attribute("class", of: $0) == "wireframe"
            }
            // One wireframe per look: identical copies share one, and every copy is in one.
            let figures = Self.elements(named: "figure", in: section)
            let drawn = figures.flatMap { (Self.attribute("data-copies", of: $0) ?? "").split(separator: " ") }
            #expect(drawn.map(String.init).sorted() == (1...cluster.instances.count).map(String.init).sorted())
            #expect(drawings.count == figures.count, "one wireframe per figure of \(cluster.id)")
            for drawing in drawings {
                #expect(Self.elements(named: "title", in: drawing).count >= 2, "titles on the drawing and its views")
            }
            for (copy, instance) in cluster.instances.enumerated() {
                let row = try #require(byID["cluster-\(cluster.id)-copy-\(copy + 1)"], "row of copy \(copy + 1)")
                #expect(row.stringValue?.contains("\(instance.file):\(instance.line):\(instance.column)") == true)
                for value in instance.values.values.compactMap({ $0 }) {
                    #expect(row.stringValue?.contains(value) == true, "value \(value) in its row")
                }
            }
            let text = section.stringValue ?? ""
            for parameter in cluster.parameters { #expect(text.contains(parameter.name)) }
            for port in cluster.ports { #expect(text.contains(port.name)) }
            if !cluster.stylingDuplicate {
                #expect(text.contains("xibify rewrite Fixtures/\(fixture) "))
                #expect(text.contains("--cluster \(cluster.id) --name \(cluster.id)="))
            }
        }
        let contents = try #require(byID["contents"])
        let links = Self.elements(named: "a", in: contents).compactMap { Self.attribute("href", of: $0) }
        #expect(links == json.clusters.map { "#cluster-\($0.id)" })
    }

    /// Texts and numbers from IB files are hostile: markup, quotes and ampersands come out as text,
    /// frames that are huge, infinite or not a number are drawn without a crash, and the page parses.
    @Test func hostileTextsAreEscaped() throws {
        let copy = { (id: String, text: String, frame: String) in
            """
                                    <view contentMode="scaleToFill" id="\(id)-00-001" userLabel="Card &lt;b&gt;">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                                        <subviews>
                                            <label opaque="NO" text="\(text)" id="\(id)-00-002">
                                                <rect key="frame" \(frame)/>
                                            </label>
                                            <imageView image="star" id="\(id)-00-003">
                                                <rect key="frame" x="8" y="32" width="20" height="20"/>
                                            </imageView>
                                        </subviews>
                                    </view>
            """
        }
        let escaped = "&lt;/text&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quoted&apos; ]]&gt;"
        let document = try DocumentFactory.parse(
            DocumentFactory.storyboard(
                subviews: copy("aaa", escaped, #"x="8" y="8" width="120" height="20""#)
                    + copy("bbb", "plain", #"x="1e300" y="-1e300" width="inf" height="nan""#)))
        let clusters = DuplicateClusterer(options: ClusteringOptions(minViews: 2, minElements: 3)).clusters(in: [
            document
        ])
        try #require(clusters.count == 1)
        let report = ScanReport(files: [], documents: [document], clusters: clusters, options: ClusteringOptions())
        let html = HTMLReporter().render(report)
        #expect(!html.contains("<script"))
        let page = try XMLDocument(data: Data(html.utf8), options: [])
        let text = page.rootElement()?.stringValue ?? ""
        #expect(text.contains("</text><script>alert(\"x\")</script> & 'quoted' ]]>"))
        #expect(text.contains("“Card <b>”"), "the label, as text, in the wireframe")
        #expect(Self.elements(named: "script", in: try #require(page.rootElement())).isEmpty)
    }

    /// Characters XML forbids cannot come from a parsed file, but the escaping holds for any text.
    @Test func forbiddenCharactersBecomeReplacements() {
        #expect(HTMLText.escape("a\u{1}b\u{FFFE}\tc<'\"&>") == "a\u{FFFD}b\u{FFFD}\tc&lt;&#39;&quot;&amp;&gt;")
        #expect(HTMLText.number(20.333333) == "20.33")
        #expect(HTMLText.number(-0.5) == "-0.5")
        #expect(HTMLText.number(12.0) == "12")
        #expect(HTMLText.number(0.05) == "0.05")
        #expect(HTMLText.number(1e300) == "1000000000" && HTMLText.number(-.infinity) == "0")
        #expect(RewriteCommand.quoted("My App/Views") == "'My App/Views'")
        #expect(RewriteCommand.quoted("it's") == "'it'\\''s'")
        #expect(RewriteCommand.quoted("Fixtures/ShopApp") == "Fixtures/ShopApp")
    }

    /// An attribute's value (`attribute(forName:)` finds none on elements in a namespace on Linux).
    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    static func collect(_ element: XMLElement, into byID: inout [String: XMLElement]) {
        if let id = attribute("id", of: element) { byID[id] = element }
        for case let child as XMLElement in element.children ?? [] { collect(child, into: &byID) }
    }

    static func elements(named name: String, in element: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = []
        for case let child as XMLElement in element.children ?? [] {
            if child.localName == name { found.append(child) }
            found += elements(named: name, in: child)
        }
        return found
    }
}
