import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyWorkspace

/// The targets of an XcodeGen spec, read without XcodeGen (#29): included specs, templates, the
/// folders each target's sources take in, and the module it compiles them into.
@Suite struct XcodeGenSpecTests {
    static let root = TestPaths.fixtures.appendingPathComponent("FieldCases/XcodeGenTargets").path

    static func spec() throws -> XcodeGenSpec {
        try #require(XcodeGenSpec.read(at: root + "/project.yml", files: .disk))
    }

    /// A new temporary folder for specs written by a test.
    static func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-spec-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes a file under `folder`, making the folders it lies in.
    static func writer(in folder: String) -> (String, String) throws -> Void {
        { name, text in
            let url = URL(fileURLWithPath: folder + "/" + name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static func names(_ found: [(target: XcodeGenSpec.Target, phase: XcodeProject.Phase)]) -> [String] {
        found.map { "\($0.target.name):\($0.phase.rawValue)" }
    }

    @Test func targetsComeFromIncludedSpecsAndTemplates() throws {
        let spec = try Self.spec()
        #expect(spec.targets.map(\.name) == ["Shop Mobile", "ShopKit", "ShopTests", "ShopWidget"])
        let byName = Dictionary(uniqueKeysWithValues: spec.targets.map { ($0.name, $0) })
        // The template names the app's module; without a setting, the target's name makes it.
        #expect(byName["Shop Mobile"]?.moduleName == "Shop" && byName["Shop Mobile"]?.type == "application")
        #expect(byName["ShopWidget"]?.moduleName == "ShopWidget" && byName["ShopWidget"]?.type == "app-extension")
        #expect(byName["ShopTests"]?.type == "bundle.unit-test")
    }

    @Test func eachTargetBuildsWhatItsSourcesTakeIn() throws {
        let spec = try Self.spec()
        let root = Self.root
        // Paths of an included spec are relative to its own folder.
        #expect(
            Self.names(spec.targets(building: root + "/Shared/Banner.xib")) == [
                "Shop Mobile:Resources", "ShopWidget:Resources",
            ])
        #expect(
            Self.names(spec.targets(building: root + "/App/Checkout/Checkout.xib")) == [
                "Shop Mobile:Resources", "ShopTests:Resources",
            ])
        // A new file beside it joins the app only: the test bundle names the document itself.
        #expect(Self.names(spec.targets(building: root + "/App/Checkout/RowView.swift")) == ["Shop Mobile:Sources"])
        // `excludes` leave a folder out, whatever lies below it.
        #expect(spec.targets(building: root + "/App/Legacy/OldRow.swift").isEmpty)
        #expect(Self.names(spec.targets(building: root + "/Kit/Views/KitScreen.xib")) == ["ShopKit:Resources"])
        let kit = try #require(spec.targets.first { $0.name == "ShopKit" })
        #expect(spec.swiftSources(of: kit) == [root + "/Kit/Views/KitBadge.swift"])
        let app = try #require(spec.targets.first { $0.name == "Shop Mobile" })
        #expect(!spec.swiftSources(of: app).contains(root + "/App/Legacy/OldRow.swift"))
        #expect(spec.swiftSources(of: app).contains(root + "/App/Checkout/CheckoutViewController.swift"))
    }

    /// Specs written here: what builds nothing, a list of platforms, an include cycle, and a spec
    /// whose aliases would expand without bound.
    @Test func oddSpecsAreReadAsFarAsTheySay() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let write = Self.writer(in: folder)
        try write(
            "project.yml",
            """
            name: Odd
            include: [other.yml]
            targets:
              Reader:
                type: framework
                platform: [iOS, macOS]
                settings:
                  PRODUCT_NAME: $(TARGET_NAME)
                sources:
                  - path: Code
                    includes: ["**/*.swift"]
                  - path: Docs
                    type: folder
                  - path: Assets
                    buildPhase: resources
                  - path: Scripts
                    buildPhase: none
            """)
        try write("other.yml", "include: [project.yml]\ntargets:\n  Other:\n    type: tool\n    sources: [Tools]\n")
        let spec = try #require(XcodeGenSpec.read(at: folder + "/project.yml", files: .disk))
        #expect(spec.targets.map(\.name) == ["Other", "Reader_iOS", "Reader_macOS"])
        // A platform list's products are named alike (a `PRODUCT_NAME` of variables is not read).
        #expect(spec.targets.map(\.moduleName) == ["Other", "Reader", "Reader"])
        #expect(
            Self.names(spec.targets(building: folder + "/Code/A/Reader.swift")) == [
                "Reader_iOS:Sources", "Reader_macOS:Sources",
            ])
        #expect(spec.targets(building: folder + "/Code/A/Reader.xib").isEmpty, "not in `includes`")
        #expect(spec.targets(building: folder + "/Docs/Help.xib").isEmpty, "a folder reference builds nothing")
        #expect(spec.targets(building: folder + "/Scripts/run.swift").isEmpty)
        #expect(
            Self.names(spec.targets(building: folder + "/Assets/Icon.swift")) == [
                "Reader_iOS:Resources", "Reader_macOS:Resources",
            ])

        // Each level of anchors doubles what a reader that expanded aliases would visit.
        var laughs = "a0: &a0 [x, x]\n"
        for level in 1..<40 { laughs += "a\(level): &a\(level) [*a\(level - 1), *a\(level - 1)]\n" }
        try write("project.yml", laughs + "targets:\n  Bomb:\n    sources: *a39\n")
        // Read no further than the node budget: not a spec xibify can use.
        #expect(XcodeGenSpec.read(at: folder + "/project.yml", files: .disk) == nil)
    }

    /// How XcodeGen merges and expands a spec (the review of the reader against XcodeGen's own
    /// `SpecFile`, `Template`, `Target` and `SourceGenerator`): a target defined in two specs
    /// keeps each one's paths and appends their lists, merge keys, templates of templates,
    /// disabled includes, includes read from the first spec's folder, `${platform}`, brace and
    /// `./` patterns, a Swift file a source copies as a resource, and the bridging header.
    @Test func specsMergeAsXcodeGenMergesThem() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let write = Self.writer(in: folder)
        try write(
            "project.yml",
            """
            name: Merge
            include:
              - Specs/base.yml
              - path: Specs/off.yml
                enable: false
              - path: Specs/rooted.yml
                relativePaths: false
            shared: &shared
              type: app-extension
              sources: [Widget]
            targets:
              App:
                sources: [Extra]
                settings:
                  base:
                    SWIFT_OBJC_BRIDGING_HEADER: $(SRCROOT)/App/App-Bridging-Header.h
              Widget:
                <<: *shared
              Copier:
                type: bundle
                sources:
                  - path: Copier
                    excludes: [Assets]
                  - path: Copier/Assets
                    buildPhase: resources
              Kit:
                platform: [iOS, tvOS]
                templates: [Framework]
                sources:
                  - path: Kit/${platform}
                    excludes: ["{Legacy,Old}/**", "./Notes"]
            targetTemplates:
              Framework:
                templates: [Base]
                type: framework
              Base:
                sources: [Common]
            """)
        try write(
            "Specs/base.yml",
            "targets:\n  App:\n    type: application\n    sources:\n      - path: ../App\n      - path: ../App/Copied\n        buildPhase: resources\n"
        )
        try write("Specs/off.yml", "targets:\n  Ghost:\n    sources: [Ghost]\n")
        try write("Specs/rooted.yml", "targets:\n  Tool:\n    type: tool\n    sources: [Tools]\n")
        let spec = try #require(XcodeGenSpec.read(at: folder + "/project.yml", files: .disk))
        #expect(spec.targets.map(\.name) == ["App", "Copier", "Kit_iOS", "Kit_tvOS", "Tool", "Widget"])
        func built(_ file: String) -> [String] { Self.names(spec.targets(building: folder + "/" + file)) }
        // Each spec's paths from its own folder, the lists appended.
        #expect(built("App/Main.swift") == ["App:Sources"])
        #expect(built("Extra/More.swift") == ["App:Sources"])
        // A Swift file a source copies is a resource (`buildPhase: resources`), not compiled; one
        // that another source of the target also takes in is compiled by that one.
        #expect(built("Copier/Assets/Gen.swift") == ["Copier:Resources"])
        #expect(built("App/Copied/Data.swift") == ["App:Sources"])
        #expect(built("Widget/Widget.swift") == ["Widget:Sources"])
        #expect(built("Tools/run.swift") == ["Tool:Sources"])
        #expect(built("Ghost/Ghost.swift").isEmpty)
        #expect(built("Kit/iOS/Kit.swift") == ["Kit_iOS:Sources"])
        #expect(built("Kit/tvOS/Kit.swift") == ["Kit_tvOS:Sources"])
        #expect(built("Kit/iOS/Legacy/Old.swift").isEmpty && built("Kit/iOS/Old/Older.swift").isEmpty)
        #expect(built("Kit/iOS/Notes/n.swift").isEmpty)
        #expect(built("Common/Shared.swift") == ["Kit_iOS:Sources", "Kit_tvOS:Sources"])
        let app = try #require(spec.targets.first { $0.name == "App" })
        #expect(app.type == "application" && app.bridgingHeader == folder + "/App/App-Bridging-Header.h")
        #expect(spec.targets.first { $0.name == "Widget" }?.type == "app-extension")
        #expect(spec.targets.first { $0.name == "Kit_iOS" }?.type == "framework")

        // A new Swift file joins a spec target only where it would be compiled: not in a folder
        // the target copies as resources.
        let projects = ProjectIndex(projects: [:], packages: [], specs: [spec.path: spec])
        let copier = try #require(spec.targets.first { $0.name == "Copier" })
        let target = ProjectIndex.buildTarget(copier, of: spec)
        guard
            case .failure(.outsideSpecSources) = projects.joins(
                of: folder + "/Copier/Assets/New.swift", targets: [target])
        else {
            Issue.record("a Swift file in a resources folder joined the target")
            return
        }
        guard case .success(let joins) = projects.joins(of: folder + "/Copier/New.swift", targets: [target]) else {
            Issue.record("a Swift file in the compiled folder did not join the target")
            return
        }
        #expect(joins.map(\.way) == [.specSources(spec.path)] && joins.map(\.phase) == [.sources])
    }
}
