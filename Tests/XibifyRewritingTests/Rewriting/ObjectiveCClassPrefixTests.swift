import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// A generated class whose name is an Objective-C runtime name (`@objc(Name)`, no module found)
/// takes the app's class prefix, so it does not meet another library's class of the same name (#30).
@Suite struct ObjectiveCClassPrefixTests {
    /// A folder with no project: a storyboard of two unnamed rows (no module, so an `@objc` name),
    /// and the given files beside it.
    static func withApp(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-prefix-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let rows = DocumentFactory.row("aaa", text: "One") + DocumentFactory.row("bbb", text: "Two")
        try Data(DocumentFactory.storyboard(subviews: rows).utf8).write(
            to: app.appendingPathComponent("Main.storyboard"))
        for (path, text) in files {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try body(root)
    }

    static func plan(in root: URL, _ options: (inout ExtractionOptions) -> Void = { _ in }) throws -> ExtractionPlan {
        let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: root))
        var extraction = ExtractionOptions(workingDirectory: root)
        options(&extraction)
        return try #require(try Rewriter.prepareAll(report, options: extraction).plans.first)
    }

    static let objectiveC = [
        "XYZAccountCell.h": "@interface XYZAccountCell : UITableViewCell\n@end\n",
        "XYZSettings.h": "@interface XYZSettings : NSObject\n@end\n@interface XYZTheme : NSObject\n@end\n",
        "Legacy.h": "@interface LegacyHelper : NSObject\n@end\n",
    ]

    @Test func theCommonPrefixOfTheAppsObjectiveCClasses() throws {
        try Self.withApp(Self.objectiveC) { root in
            let plan = try Self.plan(in: root)
            #expect(plan.module == .objectiveCName)
            #expect(plan.className.hasPrefix("XYZ"), "\(plan.className)")
            #expect(plan.notes.contains(.objectiveCName(className: plan.className)))
        }
    }

    @Test func theProjectsClassPrefixComesFirst() throws {
        var files = Self.objectiveC
        files["App.xcodeproj/project.pbxproj"] =
            "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tattributes = {\n\t\t\tCLASSPREFIX = ABC;\n\t\t};\n\t};\n}\n"
        try Self.withApp(files) { root in
            let plan = try Self.plan(in: root)
            #expect(plan.className.hasPrefix("ABC"), "\(plan.className)")
        }
    }

    @Test func noPrefixWhenTheAppHasNoneOrAPersonChoseTheName() throws {
        try Self.withApp(["Helpers.h": "@interface Helper : NSObject\n@end\n"]) { root in
            let plan = try Self.plan(in: root)
            #expect(!plan.className.hasPrefix("XYZ") && plan.module == .objectiveCName)
        }
        try Self.withApp(Self.objectiveC) { root in
            let report = Pipeline.scan(ScanOptions(paths: ["App"], workingDirectory: root))
            let id = try #require(report.clusters.first).id
            let plan = try Self.plan(in: root) { $0.classNames = [id: "StarRow"] }
            #expect(plan.className == "StarRow")
        }
    }

    @Test(
        arguments: [
            (["MXKRoomView", "MXKTableViewCell", "MXKImageView", "RiotButton"] as Set, "MXK"),
            (["RoomView", "TableCell", "Button"] as Set, nil),
            (["URLSession", "XYZThing"] as Set, nil),
            (["ABCOne", "ABCTwo", "ABCThree", "XYFour", "Plain"] as Set, "ABC"),
            (["ABCOne", "ABCTwo", "XYThree", "XYFour", "Plain"] as Set, nil),
        ] as [(Set<String>, String?)])
    func aCommonPrefixIsOneMostClassesShare(_ names: Set<String>, _ expected: String?) {
        #expect(ObjectiveCClassPrefix.common(of: names) == expected)
    }
}
