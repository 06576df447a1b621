import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Copies nested in copies: two identical chains of views, each view holding the next.
///
/// Every level is a candidate and a duplicate; only the outermost pair is a maximal cluster.
@Suite struct NestedCopiesTests {
    static func chains(depth: Int, leaves: (String, String) = ("Leaf", "Leaf")) -> String {
        func chain(_ prefix: String, _ leaf: String) -> String {
            var text = ""
            for level in 0..<depth {
                text += #"<view contentMode="scaleToFill" id="\#(prefix)\#(level)"><subviews>"# + "\n"
            }
            text += #"<label opaque="NO" text="\#(leaf)" id="\#(prefix)leaf"/>"# + "\n"
            return text + String(repeating: "</subviews></view>\n", count: depth)
        }
        return DocumentFactory.storyboard(subviews: chain("a", leaves.0) + chain("b", leaves.1))
    }

    static func scan(_ xml: String) throws -> ScanReport {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp/Checkout")) { folder in
            let path = folder.appendingPathComponent("Checkout.storyboard")
            try Data(xml.utf8).write(to: path)
            return Pipeline.scan(
                ScanOptions(paths: [folder.lastPathComponent], workingDirectory: folder.deletingLastPathComponent()))
        }
    }

    @Test(arguments: [10, 50, 1000])
    func twoChainsAreOneClusterOfTheOutermostViews(depth: Int) throws {
        let report = try Self.scan(Self.chains(depth: depth))
        #expect(report.clusters.count == 1)
        let cluster = try #require(report.clusters.first)
        #expect(cluster.instances.map(\.objectID) == ["a0", "b0"])
        #expect(cluster.viewCount == depth + 1)
    }

    @Test func theLeafsTextIsAParameterAtItsDepth() throws {
        let report = try Self.scan(Self.chains(depth: 40, leaves: ("Left", "Right")))
        let cluster = try #require(report.clusters.first)
        let path = try #require(cluster.parameters.first?.path)
        #expect(path == "view/" + String(repeating: "subviews/view/", count: 39) + "subviews/label@text")
        #expect(cluster.instances.map { $0.values.first ?? nil } == ["Left", "Right"])
    }

    @Test func aDocumentNestedBeyondTheLimitIsRefusedWithItsLine() throws {
        // 25,001 views: 50,002 levels of elements, the chain's views and their <subviews>.
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml +=
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504">"# + "\n"
        xml += "<objects>\n" + String(repeating: "<view><subviews>\n", count: 25_001)
        xml += String(repeating: "</subviews></view>\n", count: 25_001) + "</objects>\n</document>\n"
        #expect(throws: DocumentError.self) { try DocumentFactory.parse(xml, path: "Deep.xib") }
        do {
            _ = try DocumentFactory.parse(xml, path: "Deep.xib")
        } catch {
            #expect(error.reason == .tooDeep(50_000))
            #expect(error.line != nil)
            #expect(error.errorDescription?.contains("nested more than 50000 levels deep") == true)
        }
    }
}
