import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// A generated class never takes the name of a class the app's sources or the frameworks declare.
@Suite struct SourceClassNamesTests {
    @Test func projectRootsStopAtTheProject() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let storyboard = copy.appendingPathComponent("Checkout/Checkout.storyboard").path
            try FileManager.default.removeItem(at: copy.appendingPathComponent("ShopApp.xcodeproj"))
            // No project above: the document's own folder, never the file system's root.
            #expect(
                SourceClassNames.projectRoots(of: [storyboard], files: .disk) == [
                    copy.appendingPathComponent("Checkout").path
                ])
            try FileManager.default.createDirectory(
                at: copy.appendingPathComponent("ShopApp.xcodeproj"), withIntermediateDirectories: true)
            #expect(SourceClassNames.projectRoots(of: [storyboard], files: .disk) == [copy.path])
        }
    }

    @Test func commentsAndStringsDeclareNothing() {
        let swift = """
            // once this is a class NibView subclass…
            /* class Draft: UIView {} /* nested class Inner */ class Hidden */
            let text = "class Quoted"
            let long = \"\"\"
                class InText
                \"\"\"
            final class Real: UIView {}
            """
        #expect(SourceClassNames.declarations(in: swift) == ["Real"])
    }

    @Test func declarationsAreReadFromSwiftAndObjectiveC() {
        let swift = """
            import UIKit
            final class PaymentSummaryView: UIView {}
            @objc(LegacyCardView) class CardView: UIView {}
            actor Loader {}
            let classic = "a class word in a string is harmless"
            """
        #expect(
            SourceClassNames.declarations(in: swift).isSuperset(of: [
                "PaymentSummaryView", "CardView", "LegacyCardView", "Loader",
            ]))
        let objectiveC = "@interface QSTextView : NSTextView\n@end\n@implementation QSTextView\n@end\n"
        #expect(SourceClassNames.declarations(in: objectiveC) == ["QSTextView"])
    }

    /// Any type the module declares takes the name: a SwiftUI view is a struct, a model an enum.
    @Test func structsEnumsProtocolsAndAliasesAreDeclarationsToo() {
        let swift = """
            import SwiftUI
            struct UploadCardView: View { var body: some View { Text("") } }
            enum CardStyle { case plain }
            protocol CardPresenting: AnyObject {}
            typealias CardAction = () -> Void
            class func make() {}
            """
        #expect(
            SourceClassNames.declarations(in: swift) == [
                "UploadCardView", "CardStyle", "CardPresenting", "CardAction",
            ])
        let objectiveC = "@protocol QSCardDelegate <NSObject>\n@end\ntypedef struct QSInsets { int top; } QSInsets;\n"
        #expect(SourceClassNames.declarations(in: objectiveC) == ["QSCardDelegate", "QSInsets"])
    }

    @Test func aClassOfTheSourcesIsNotTakenAgain() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            // The app is a project (its sources are read from the project's folder) with a Swift
            // file that declares the card's class already.
            try FileManager.default.createDirectory(
                at: copy.appendingPathComponent("ShopApp.xcodeproj"), withIntermediateDirectories: true)
            let sources = copy.appendingPathComponent("Sources")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try Data("import UIKit\n\nfinal class PaymentSummaryView: UIView {}\n".utf8)
                .write(to: sources.appendingPathComponent("Views.swift"))
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(
                ScanOptions(paths: [copy.lastPathComponent], excludes: RewriteTests.excludes, workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: RewriteTests.options(root))
            let card = try #require(result.plans.first { $0.cluster.name == "Payment Summary" })
            #expect(card.className == "CheckoutPaymentSummaryView")
            // A framework's class is refused as a chosen name.
            var options = RewriteTests.options(root)
            options.classNames = [card.cluster.id: "UIView"]
            #expect(throws: Rewriter.Failure.extraction(.classNameTaken("UIView"))) {
                try Rewriter.prepareAll(report, options: options)
            }
        }
    }

    /// A name of Foundation, Combine or the standard library is refused as a class name, as
    /// UIKit's and SwiftUI's are: the module's own type would win over the imported one.
    @Test func aFrameworkTypeNameIsRefused() throws {
        let report = Pipeline.scan(
            ScanOptions(paths: ["Fixtures/FieldCases/InnerIdentity"], workingDirectory: TestPaths.packageRoot))
        let id = try #require(report.clusters.first?.id)
        for name in ["Progress", "Publisher", "Task"] {
            var options = ExtractionOptions(workingDirectory: TestPaths.packageRoot)
            options.classNames = [id: name]
            #expect(throws: Rewriter.Failure.extraction(.classNameTaken(name))) {
                try Rewriter.prepareAll(report, options: options)
            }
        }
    }

    /// A class's nib is named after it, and an app bundle holds one nib of a name: a xib of the
    /// app in another folder takes the name as a class would.
    @Test func aNibNameOfTheAppIsNotTakenAgain() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/InnerIdentity")) { copy in
            try FileManager.default.createDirectory(
                at: copy.appendingPathComponent("Settings.xcodeproj"), withIntermediateDirectories: true)
            let other = copy.appendingPathComponent("Onboarding")
            try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
            // Another layout (the Objective-C app's archive list), whose file has the name the
            // server rows' class would take.
            try FileManager.default.copyItem(
                at: TestPaths.fixtures.appendingPathComponent("FieldCases/ObjectiveCApp/Archive/ArchiveList.xib"),
                to: other.appendingPathComponent("ServerRowView.xib"))
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(
                ScanOptions(
                    paths: [copy.lastPathComponent + "/ServerSettings.xib", copy.lastPathComponent + "/Onboarding"],
                    workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            let names = Set(result.plans.map(\.className))
            #expect(result.plans.count == 2 && !names.contains("ServerRowView"), "\(names)")
        }
    }

    /// Where no project, spec or package says, the folder scanned is one module: two clusters
    /// whose copies carry one label in two of its folders do not both become `ServerRowView`.
    @Test func withoutAProjectTheScannedFolderIsOneModule() throws {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("FieldCases/InnerIdentity")) { copy in
            let folders = ["A", "B"].map { copy.appendingPathComponent($0) }
            for folder in folders {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            let source = try String(contentsOf: copy.appendingPathComponent("ServerSettings.xib"), encoding: .utf8)
            try FileManager.default.removeItem(at: copy.appendingPathComponent("ServerSettings.xib"))
            // Two layouts (the rows' font differs), each in a folder of its own, both labelled "Server Row".
            try Data(source.utf8).write(to: folders[0].appendingPathComponent("One.xib"))
            try Data(
                source.replacingOccurrences(of: "UICTFontTextStyleBody", with: "UICTFontTextStyleHeadline")
                    .replacingOccurrences(
                        of: "systemBackgroundColor\"/>\n            <constraints>",
                        with: "systemGroupedBackgroundColor\"/>\n            <constraints>"
                    )
                    .utf8
            ).write(to: folders[1].appendingPathComponent("Two.xib"))
            let root = copy.deletingLastPathComponent()
            let report = Pipeline.scan(ScanOptions(paths: [copy.lastPathComponent], workingDirectory: root))
            let result = try Rewriter.prepareAll(report, options: ExtractionOptions(workingDirectory: root))
            let names = result.plans.map(\.className)
            #expect(names.count == 2 && Set(names).count == 2, "\(names)")
        }
    }
}
