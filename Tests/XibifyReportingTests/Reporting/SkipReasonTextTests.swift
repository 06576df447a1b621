import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyReporting
@testable import XibifyRewriting
@testable import XibifyScanning
@testable import XibifyWorkspace

/// The identifiers of skip reasons and notes: distinct, documented, and each with its words.
@Suite struct SkipReasonTextTests {
    /// One reason of each case (and of each sub-case that makes its own identifier).
    static let reasons: [SkipReason] = [
        .tooFewCopies(free: 1, total: 3, blocked: 1, overlapping: 1, clusterID: "c1"),
        .mixedPlatforms, .substitutedPlainContainer, .substitutedCustomView,
        .parameterNotSettable(name: "title", path: "label[0]@text"),
        .parameterNotANumber(name: "gap", path: "view/constraints/constraint[0]@constant", value: "2R"),
        .parameterNameOfView("frame"),
        .parameterNameOfRootClass("text"), .parameterViewWithoutID, .stylingDuplicate(identifiersDiffer: true),
        .actionArity(selector: "a:b:c:"), .actionOverridesViewMethod(selector: "copy:", macOS: false),
        .portWithoutObject(port: "p"), .portObjectWithoutID(port: "p"),
        .swiftFileTaken(className: "A", existing: "Sources/A/A.swift", clusterID: "c1"),
        .testBundlesOnly(targets: ["Tests"]),
        .placement(.outsidePackageTarget(target: "T", folder: "F"), file: "A.xib"),
        .placement(.synchronizedElsewhere(target: "T", folder: "F"), file: "A.xib"),
        .placement(.noPhase(target: "T", phase: "Resources"), file: "A.xib"),
        .placement(.joinsUnwantedTarget(target: "T", folder: "F"), file: "A.xib"),
        .placement(.severalContainers(["a", "b"]), file: "A.xib"),
        .placement(.outsideSpecSources(target: "T", folder: "F"), file: "A.swift"),
        .placement(.packageCompilesNoNewFile(target: "T"), file: "A.swift"),
        .xcodeAndPackage(targets: ["A", "B"]), .separateProjects(targets: ["A", "B"]),
        .projectEdit(.unreadable(project: "App.xcodeproj")), .rootClassNotSwiftName("My-Class"),
        .rootClassInOtherModule(className: "Card", module: "Kit", target: "App"),
        .rootClassRestricted(.final(className: "Card", file: "Card.swift")),
        .rootClassRestricted(.subclassingRestricted(className: "Card", file: "Card.h")),
        .targetNotReady(.noSwiftVersion(target: "T", configurations: ["Debug"])),
        .targetNotReady(.missingBridgingHeader(target: "T", header: "T/T-Bridging-Header.h")),
        .targetNotReady(.hiddenObjectiveCClass(className: "C", header: "T/C.h", target: "T", hasBridgingHeader: true)),
        .translationsDisagree([
            TranslationDisagreement(
                language: "fr", key: "k", shown: [.init(file: "a", value: "x"), .init(file: "b", value: nil)])
        ]),
        .translatedParameter(language: "fr", key: "k", file: "a", parameter: "title"),
        .translatedRootAttribute(language: "fr", key: "k", file: "a"),
        .componentCopiesBlocked(xib: "Card.xib"), .componentOfAnotherApp(className: "Card", xib: "Card.xib"),
        .componentNotWritten(className: "Card", xib: "Card.xib"),
        .componentNotBuilt(className: "Card", xib: "Card.xib", target: "T", lacksXIB: true, lacksSwift: false),
        .componentLacksProperty(className: "Card", xib: "Card.xib", path: "label[0]@text"),
        .componentLacksPort(className: "Card", kind: .action, member: "tap:", object: "button"),
        .componentOfOtherStyle(className: "Card", written: .substitution, wanted: .nibView),
    ]

    static let notes: [PlanNote] = [
        .substitutionStyle(reason: .requested, placeholder: "AP", className: "A", rootClass: "UIButton"),
        .existingClass(className: "A", xib: "A.xib"),
        .translations(moved: 1, dropped: 0, toPlaceholders: 2, languages: ["fr"], filesEdited: 2),
        .guessedClassName(className: "A", source: .text, clusterID: "c1"), .propertiesNamedByKind(["label2"]),
        .objectiveCName(className: "A"), .baseClassUndeclared(base: "Base", target: "T", className: "A"),
    ]

    static let copyReasons: [CopySkipReason] = [
        .ownConstraintOutlet(property: "height", constraintID: "c-1"), .holderInAnotherCopy,
        .overlapsAnotherCluster, .builtByOtherTargets(["ShopKit (project.yml)"]),
    ]

    @Test func everyIdentifierIsDistinctAndDocumented() throws {
        let schema = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/json-schema.md"), encoding: .utf8)
        for ids in [Self.reasons.map(\.id), Self.notes.map(\.id), Self.copyReasons.map(\.id)] {
            #expect(Set(ids).count == ids.count, "\(ids)")
            for id in ids {
                // `placement-…`, `root-class-…`, `target-…` are documented as a prefix and the sub-case.
                let documented =
                    schema.contains("`\(id)`")
                    || ["placement-", "root-class-", "target-"].contains { prefix in
                        id.hasPrefix(prefix) && schema.contains("`\(prefix)`")
                            && schema.contains("`\(id.dropFirst(prefix.count))`")
                    }
                #expect(documented, "\(id) is not in docs/json-schema.md")
            }
        }
    }

    @Test func everyReasonHasItsWordsAndTheFactsInThem() {
        for reason in Self.reasons {
            let sentence = SkipReasonText.sentence(reason)
            #expect(!sentence.isEmpty && !sentence.contains("\n"), "\(reason.id)")
        }
        for note in Self.notes { #expect(!PlanNoteText.sentence(note).isEmpty, "\(note.id)") }
        for reason in Self.copyReasons { #expect(!SkipReasonText.sentence(reason).isEmpty, "\(reason.id)") }
        // The facts a person acts on are in the words.
        #expect(
            SkipReasonText.sentence(Self.reasons[0])
                == "only 1 of 3 copies can be replaced, 2 are needed: 1 with blockers, 1 overlapping copies of a "
                + "cluster extracted in this run (extract this one alone with --cluster c1)")
        #expect(
            SkipReasonText.sentence(
                .translationsDisagree(
                    Array(
                        repeating: TranslationDisagreement(
                            language: "fr", key: "k",
                            shown: [.init(file: "a", value: "x"), .init(file: "b", value: nil)]
                        ), count: 5))
            ).hasSuffix(#"fr "k" (a: "x"; b: untranslated) and 2 more"#))
    }
}
