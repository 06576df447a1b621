import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Documents that are well-formed but odd (#27, finding 9): a value of more than 10 MB is read,
/// not refused as malformed; a repeated id, or two different children under one key, is a
/// refusal naming the id or key and both lines (65), not a dropped cluster (3); the other
/// files of the batch are read as usual.
@Suite struct HostileDocumentTests {
    /// The payment summary's two copies, one in each storyboard, in a temporary folder `App`.
    static func withProject(
        checkout: (String) -> String = { $0 }, profile: (String) -> String = { $0 }, _ body: (URL) throws -> Void
    ) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-doc-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let shop = TestPaths.fixtures.appendingPathComponent("ShopApp")
        let checkoutText = try String(
            contentsOf: shop.appendingPathComponent("Checkout/Checkout.storyboard"), encoding: .utf8)
        try Data(checkout(checkoutText).utf8).write(to: project.appendingPathComponent("Checkout.storyboard"))
        let profileText = try String(
            contentsOf: shop.appendingPathComponent("Profile/Profile.storyboard"), encoding: .utf8)
        try Data(profile(profileText).utf8).write(to: project.appendingPathComponent("Profile.storyboard"))
        try body(root)
    }

    /// libxml2 refuses a value of more than 10,000,000 bytes without XML_PARSE_HUGE ("Huge
    /// input lookup", reported as malformed XML before #27).
    @Test func aValueOfElevenMegabytesIsRead() throws {
        let long = String(repeating: "x", count: 11_000_000)
        let huge: (String) -> String = {
            $0.replacingOccurrences(of: #"text="Total""#, with: "text=\"\(long)\"")
                .replacingOccurrences(
                    of: "<rect key=\"frame\" x=\"16\" y=\"16\"",
                    with: "<!-- \(long) -->\n<rect key=\"frame\" x=\"16\" y=\"16\"")
        }
        try Self.withProject(checkout: huge, profile: huge) { root in
            let result = try BinaryRunner.run(["report", "App", "--format", "json"], in: root)
            #expect(result.status == 0, "\(result.stderr.prefix(1000))")
            let json = try JSONDecoder().decode(JSONReport.self, from: Data(result.stdout.utf8))
            #expect(json.summary.filesRefused == 0)
            #expect(json.clusters.contains { $0.id == "b67ef5ed" })
        }
    }

    @Test func aRepeatedIDIsARefusalNamingItAndBothLines() throws {
        // A constraint outside the payment summaries takes the id of one inside the first: a
        // rewrite dropped that cluster with exit 3 ("the id wD3-cI-001 would occur twice").
        let repeated: (String) -> String = {
            $0.replacingOccurrences(of: #"id="Qn1-nL-k01""#, with: #"id="wD3-cI-001""#)
        }
        try Self.withProject(checkout: repeated) { root in
            for command in ["report", "rewrite"] {
                let result = try BinaryRunner.run([command, "App"], in: root)
                #expect(result.status == 65, "\(command): \(result.stderr)")
                #expect(
                    result.stderr.contains(
                        #"App/Checkout.storyboard:"# + "\(Self.line(of: "Qn1-nL-k01")):"), "\(result.stderr)")
                #expect(
                    result.stderr.contains(
                        #"error: the id "wD3-cI-001" is given to two elements, on line "#
                            + "\(Self.line(of: "wD3-cI-001")) and on this one"), "\(result.stderr)")
                #expect(!result.stderr.contains("this is a bug"))
            }
            let json = try BinaryRunner.run(["report", "App", "--format", "json"], in: root)
            let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(json.stdout.utf8))
            #expect(decoded.files.compactMap(\.error?.code) == ["duplicate-id"])
            #expect(decoded.summary.filesScanned == 1 && decoded.summary.filesRefused == 1)
        }
    }

    @Test func twoDifferentChildrenUnderOneKeyAreARefusal() throws {
        // A second button configuration, with a title of its own, in each coupon field: the
        // re-inflation check read the other one and dropped the cluster with exit 3 before #27.
        let configuration = #"<buttonConfiguration key="configuration" style="tinted" title="Apply"/>"#
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let orders = copy.appendingPathComponent("Orders/Orders.storyboard")
            let text = try String(contentsOf: orders, encoding: .utf8)
            let parts = text.components(separatedBy: configuration)
            #expect(parts.count == 5)
            var edited = parts[0]
            for (index, part) in parts.dropFirst().enumerated() {
                edited += configuration + "\n" + configuration.replacingOccurrences(of: "Apply", with: "Redeem\(index)")
                edited += part
            }
            try Data(edited.utf8).write(to: orders)
            let line = parts[0].split(separator: "\n", omittingEmptySubsequences: false).count
            let result = try BinaryRunner.run(
                ["rewrite", ".", "--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"], in: copy)
            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.contains("Orders/Orders.storyboard:\(line + 1):"), "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    #"error: two different children of one element have the key "configuration", on line "#
                        + "\(line) and on this one"), "\(result.stderr)")
            #expect(!result.stderr.contains("this is a bug"))
            // The other files are rewritten as usual.
            #expect(result.stdout.contains("diff --git a/Checkout/Checkout.storyboard"))
        }
    }

    /// Xcode writes an NSTextView's `minSize` and `maxSize` twice, the same each time: taken.
    @Test func twoIdenticalChildrenUnderOneKeyAreTaken() throws {
        let size = #"<size key="minSize" width="178" height="28"/>"#
        let twice: (String) -> String = {
            $0.replacingOccurrences(
                of: #"<rect key="frame" x="16" y="16" width="41" height="20.333333333333332"/>"#,
                with: #"<rect key="frame" x="16" y="16" width="41" height="20.333333333333332"/>"# + size + size)
        }
        try Self.withProject(checkout: twice) { root in
            let result = try BinaryRunner.run(["report", "App"], in: root)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    /// The line of Checkout.storyboard in Fixtures/ShopApp where an id is given.
    static func line(of id: String) -> Int {
        let url = TestPaths.fixtures.appendingPathComponent("ShopApp/Checkout/Checkout.storyboard")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains("id=\"\(id)\"") } ?? -1) + 1
    }
}
