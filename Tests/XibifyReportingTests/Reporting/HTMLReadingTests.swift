import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyKit
@testable import XibifyReporting
@testable import XibifyScanning

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The HTML report at laptop width (1280–1440 pixels, #32): the markup and the style sheet that
/// keep the copies table's text whole and visible, identical copies drawn once, the chart's top
/// files, the `file://` links and thin views in the wireframes.
@Suite struct HTMLReadingTests {
    typealias Page = HTMLReportTests

    /// The style sheet as rules: each selector of a rule with its declarations (media queries'
    /// rules included, as the browser applies them on screen).
    static let rules: [(selector: String, declarations: [String: String])] = {
        var rules: [(String, [String: String])] = []
        let css = HTMLReportStyle.css.replacingOccurrences(of: "@media (prefers-color-scheme: dark) {", with: "")
        for block in css.components(separatedBy: "}") {
            let parts = block.components(separatedBy: "{")
            guard parts.count >= 2 else { continue }
            var declarations: [String: String] = [:]
            for declaration in parts[parts.count - 1].components(separatedBy: ";") {
                let pair = declaration.split(separator: ":", maxSplits: 1).map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines)
                }
                if pair.count == 2 { declarations[pair[0]] = pair[1] }
            }
            for selector in parts[parts.count - 2].components(separatedBy: ",") {
                rules.append((selector.trimmingCharacters(in: .whitespacesAndNewlines), declarations))
            }
        }
        return rules
    }()

    /// The declarations of a selector, as written in the style sheet.
    static func style(_ selector: String) -> [String: String] {
        rules.filter { $0.selector == selector }.reduce(into: [:]) { $0.merge($1.declarations) { $1 } }
    }

    /// The page of Fixtures/ShopApp with links under a folder whose name has a space and an accent.
    static let shopApp = HTMLReporter(workingDirectory: "/Users/ana/My Apps/Café").render(Page.shopApp)

    static func root(_ html: String) throws -> XMLElement {
        try #require(try XMLDocument(data: Data(html.utf8), options: []).rootElement())
    }

    static func hasClass(_ element: XMLElement, _ name: String) -> Bool {
        Page.attribute("class", of: element)?.split(separator: " ").contains { $0 == name } == true
    }

    /// The style sheet lets a path wrap inside a segment only as a last resort, keeps
    /// `:line:column` whole and after its path, keeps a key path's tokens whole, and lets the
    /// copies table fit its column:
    /// no rule makes every `<code>` in a cell unbreakable (which pushed the places off the edge).
    @Test func styleSheetKeepsTheCopiesTableInsideThePage() {
        #expect(Self.style("code.path")["overflow-wrap"] == "anywhere")
        #expect(Self.style("code.path")["white-space"] == "normal", "a path wraps inside its place")
        #expect(Self.style("code.loc")["white-space"] == "nowrap")
        // No break between a path and its `:line:column`: their common ancestor does not wrap.
        #expect(Self.style(".place")["white-space"] == "nowrap")
        #expect(Self.style(".keypath span")["white-space"] == "nowrap")
        #expect(Self.style("table.copies-table")["width"] == "100%")
        #expect(Self.style(".copies-table td.where")["min-width"] != nil)
        #expect(Self.style(".copies-table td.scene")["min-width"] != nil, "scene names wrap between words only")
        #expect(Self.style(".copies-table td.label")["min-width"] != nil)
        #expect(Self.style(".copies-table td.value")["overflow-wrap"] == "anywhere")
        for rule in Self.rules where rule.declarations["white-space"] == "nowrap" {
            let last = rule.selector.split(separator: " ").last.map(String.init) ?? ""
            #expect(last != "code" && last != "td" && last != "table", "\(rule.selector) would keep a path on one line")
        }
        for rule in Self.rules where rule.declarations["overflow-wrap"] == "anywhere" {
            #expect(!rule.selector.contains("keypath"), "key paths break between tokens only")
        }
    }

    /// Every copy's place: the path as a link whose segments end at a `/` followed by a line-break
    /// opportunity, then `:line:column` in an element of its own; key paths as tokens.
    @Test func copiesTableMarksPathsToWrapAtSlashes() throws {
        let root = try Self.root(Self.shopApp)
        let tables = Page.elements(named: "table", in: root).filter { Self.hasClass($0, "copies-table") }
        #expect(!tables.isEmpty)
        var places = 0
        for table in tables {
            for cell in Page.elements(named: "td", in: table) where Self.hasClass(cell, "where") {
                let place = try #require(Page.elements(named: "span", in: cell).first { Self.hasClass($0, "place") })
                let codes = Page.elements(named: "code", in: place)
                let path = try #require(codes.first { Self.hasClass($0, "path") })
                let location = try #require(codes.first { Self.hasClass($0, "loc") })
                #expect(location.stringValue?.wholeMatch(of: #/:\d+:\d+/#) != nil)
                #expect(path.parent?.name == "a")
                // Each text of the path but the last ends with `/`, and a <wbr/> follows it.
                let children = path.children ?? []
                for (index, child) in children.enumerated() where child.kind == .text {
                    let text = child.stringValue ?? ""
                    #expect(!text.dropLast().contains("/"))
                    if text.hasSuffix("/") { #expect((children[index + 1] as? XMLElement)?.name == "wbr") }
                }
                #expect(path.stringValue?.contains("/") == true)
                places += 1
            }
            for header in Page.elements(named: "th", in: table) where Self.hasClass(header, "value") {
                let keyPath = try #require(Page.elements(named: "code", in: header).first)
                #expect(Self.hasClass(keyPath, "keypath"))
                let tokens = Page.elements(named: "span", in: keyPath).compactMap(\.stringValue)
                #expect(tokens.count >= 2)
                for token in tokens {
                    #expect(!token.dropLast().contains("/") && !token.dropFirst().contains("@"), "token \(token)")
                }
            }
        }
        #expect(places == Page.shopApp.instanceCount)
    }

    /// Key paths wrap after `/` and before `@` or `#`, never inside a token.
    @Test func keyPathsSplitBetweenTokens() {
        #expect(
            HTMLPath.keyPath("customView/subviews/textField[0]/textFieldCell#cell@title")
                == "<code class=\"keypath\"><span>customView/</span><wbr/><span>subviews/</span><wbr/>"
                + "<span>textField[0]/</span><wbr/><span>textFieldCell</span><wbr/><span>#cell</span><wbr/>"
                + "<span>@title</span></code>")
        #expect(HTMLPath.wrappable("a/b<c>/d.xib") == "a/<wbr/>b&lt;c&gt;/<wbr/>d.xib")
    }

    /// Links are `file://` URLs of the absolute path: relative paths under the working folder,
    /// `.` and `..` resolved, spaces, non-ASCII letters, `#` and `?` percent-encoded as UTF-8.
    @Test func fileLinksAreEncodedAbsoluteURLs() throws {
        let paths = HTMLPath(workingDirectory: "/Users/ana/My Apps/Café")
        #expect(
            paths.url("Ré sumé/Main.storyboard")
                == "file:///Users/ana/My%20Apps/Caf%C3%A9/R%C3%A9%20sum%C3%A9/Main.storyboard")
        #expect(paths.url("./a/../b#1?.xib") == "file:///Users/ana/My%20Apps/Caf%C3%A9/b%231%3F.xib")
        #expect(paths.url("../Other/V.xib") == "file:///Users/ana/My%20Apps/Other/V.xib")
        #expect(paths.url("/opt/日本/V.xib") == "file:///opt/%E6%97%A5%E6%9C%AC/V.xib")
        #expect(HTMLPath(workingDirectory: nil).url("a/V.xib") == nil)
        #expect(HTMLPath(workingDirectory: nil).file("a/V.xib") == "<code class=\"path\">a/<wbr/>V.xib</code>")
        // In the page: every copy's place links to its file, and the links read back as written.
        let root = try Self.root(Self.shopApp)
        let links = Page.elements(named: "a", in: root).filter { Self.hasClass($0, "file") }
        #expect(links.count > Page.shopApp.instanceCount)
        for link in links {
            let href = try #require(Page.attribute("href", of: link))
            #expect(href.hasPrefix("file:///Users/ana/My%20Apps/Caf%C3%A9/Fixtures/ShopApp/"), "\(href)")
            #expect(!href.contains(" ") && !href.contains("é"))
            let text = link.stringValue ?? ""
            #expect(href.hasSuffix(text.replacingOccurrences(of: " ", with: "%20")), "\(href) links \(text)")
        }
    }

    /// Copies with the same outline and values are drawn once, with their count and the others'
    /// numbers; every copy is in exactly one drawing and keeps its row in the table.
    @Test func identicalCopiesAreDrawnOnce() throws {
        let row = { (id: String, text: String) in DocumentFactory.row(id, text: text) }
        let document = try DocumentFactory.parse(
            DocumentFactory.storyboard(
                subviews: row("aaa", "Same") + row("bbb", "Same") + row("ccc", "Other") + row("ddd", "Same")))
        let clusters = DuplicateClusterer(options: ClusteringOptions(minViews: 2, minElements: 3)).clusters(in: [
            document
        ])
        let cluster = try #require(clusters.first)
        try #require(clusters.count == 1 && cluster.instances.count == 4)
        let texts = cluster.instances.map { $0.values.compactMap { $0 }.joined() }
        let report = ScanReport(files: [], documents: [document], clusters: clusters, options: ClusteringOptions())
        let groups = HTMLClusterSection.identicalCopies(Findings(report).clusters[0])
        #expect(groups.count == 2)
        #expect(groups.map { $0.map { texts[$0] } } == [["Same", "Same", "Same"], ["Other"]])
        let html = HTMLReporter().render(report)
        let root = try Self.root(html)
        let figures = Page.elements(named: "figure", in: root)
        #expect(figures.count == 2)
        let drawn = figures.map { (Page.attribute("data-copies", of: $0) ?? "").split(separator: " ").map(String.init) }
        #expect(drawn.flatMap { $0 }.sorted() == ["1", "2", "3", "4"])
        let three = try #require(figures.first { Page.attribute("data-copies", of: $0)?.count == 5 })
        let caption = try #require(Page.elements(named: "figcaption", in: three).first?.stringValue)
        #expect(caption.contains("3 ×"))
        #expect(Page.elements(named: "svg", in: root).filter { Self.hasClass($0, "wireframe") }.count == 2)
        #expect((1...4).allSatisfy { html.contains("id=\"cluster-\(cluster.id)-copy-\($0)\"") })
        // The copies are in a scene and have no `userLabel`: the table has no empty label column.
        #expect(html.contains("<th class=\"scene\">scene</th>") && !html.contains("<th class=\"label\">"))
    }

    /// The chart shows the files that hold most, each with a bar scaled to the largest of them; the
    /// other files share one line without a bar, however many elements they hold together.
    @Test func chartShowsTheTopFilesAndSumsTheRest() throws {
        var report = Page.shopApp
        var cluster = report.clusters[0]
        let copy = cluster.instances[0]
        // File k holds k copies: 20 files, 210 copies.
        cluster.instances = (1...20).flatMap { file in
            (0..<file).map { _ in
                var instance = copy
                instance.file = "Views/File \(file).storyboard"
                return instance
            }
        }
        report.clusters = [cluster]
        let rows = HTMLReporter.chartRows(report)
        #expect(rows.top.map(\.file) == (9...20).reversed().map { "Views/File \($0).storyboard" })
        #expect(rows.top.map(\.copies) == Array((9...20).reversed()))
        let others = try #require(rows.others)
        #expect(others.files == 8 && others.copies == 36 && others.elements == 36 * cluster.elementCount)
        let root = try Self.root(HTMLReporter(workingDirectory: "/src").render(report))
        let chart = try #require(Page.elements(named: "table", in: root).first { Self.hasClass($0, "chart") })
        let lines = Page.elements(named: "tr", in: chart).dropFirst()
        #expect(lines.count == HTMLReporter.chartFiles + 1)
        let widths = lines.map { line in
            Page.elements(named: "span", in: line).compactMap { Page.attribute("style", of: $0) }
        }
        #expect(widths.first == ["width: 100%"], "the largest file sets the scale")
        #expect(widths.last == [], "the other files have no bar")
        #expect(lines.last?.stringValue?.contains("8 other files") == true)
        #expect(
            Page.elements(named: "a", in: chart).first.flatMap { Page.attribute("href", of: $0) }
                == "file:///src/Views/File%2020.storyboard")
        // One file more than the chart holds is shown on its own line, not as "1 other files".
        report.clusters[0].instances.removeAll { instance in
            (1...7).contains { instance.file == "Views/File \($0).storyboard" }
        }
        let thirteen = HTMLReporter.chartRows(report)
        #expect(thirteen.top.count == HTMLReporter.chartFiles + 1 && thirteen.others == nil)
    }

    /// A view of 1 point (a separator under a label) is drawn at least `minimumBoxSize` pixels
    /// thick, inside the drawing.
    @Test func thinViewsStayVisible() throws {
        let outline = [
            ViewOutline(parent: nil, kind: "view", frame: OutlineRect(x: 0, y: 0, width: 375, height: 41)),
            ViewOutline(parent: 0, kind: "label", frame: OutlineRect(x: 16, y: 10, width: 343, height: 21), text: "A"),
            ViewOutline(parent: 0, kind: "view", frame: OutlineRect(x: 0, y: 40, width: 375, height: 1)),
        ]
        let svg = WireframeSVG(maxWidth: 260, maxHeight: 170, fontSize: 8.5).render(
            outline: outline, parameters: [], values: [], title: "t", id: "d")
        let root = try Self.root(svg)
        let heights = Page.elements(named: "rect", in: root).compactMap { Page.attribute("height", of: $0) }
            .compactMap(Double.init)
        let drawing = try #require(Page.attribute("height", of: root).flatMap(Double.init))
        #expect(heights.count == 3)
        #expect(heights[2] == WireframeSVG.minimumBoxSize)
        let tops = Page.elements(named: "rect", in: root).compactMap { Page.attribute("y", of: $0) }
            .compactMap(Double.init)
        #expect(tops[2] + heights[2] <= drawing - 1)
    }
}
