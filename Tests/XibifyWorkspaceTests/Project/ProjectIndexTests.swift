import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyRewriting
@testable import XibifyWorkspace

/// Which targets build which files, and what a new file in a folder would join.
@Suite struct ProjectIndexTests {
    static let shopApp = TestPaths.fixtures.appendingPathComponent("ShopApp")

    @Test func theFixtureProjectsTargetsModulesAndMembers() throws {
        let project = try #require(
            XcodeProject(
                path: Self.shopApp.appendingPathComponent("ShopApp.xcodeproj/project.pbxproj").path, files: .disk))
        #expect(project.targets.map(\.name) == ["ShopApp", "ShopClip", "ShopAdmin"])
        #expect(project.targets.map(\.moduleName) == ["ShopApp", "ShopClip", "ShopAdmin"])
        let index = ProjectIndex.load(
            for: [Self.shopApp.appendingPathComponent("Orders/Orders.storyboard").path], files: .disk)
        let orders = index.targets(building: Self.shopApp.appendingPathComponent("Orders/Orders.storyboard").path)
        #expect(orders.map(\.target.name) == ["ShopApp", "ShopClip"])
        #expect(orders.allSatisfy { $0.phase == .resources })
        let checkout = index.targets(building: Self.shopApp.appendingPathComponent("Checkout/Checkout.storyboard").path)
        #expect(checkout.map(\.target.name) == ["ShopApp"])
        // A new file beside Orders.storyboard joins both targets through their phases, in the Orders group.
        let targets = orders.map(\.target)
        let joins = try index.joins(of: Self.shopApp.appendingPathComponent("Orders/New.swift").path, targets: targets)
            .get()
        #expect(joins.map(\.target.name) == ["ShopApp", "ShopClip"])
        #expect(joins.allSatisfy { $0.phase == .sources && $0.needsProjectEdit })
        for join in joins {
            guard case .buildPhase(let phase, let group) = join.way else { continue }
            #expect(phase == join.target.sourcesPhaseID)
            #expect(group.flatMap { project.groupFolders[$0] } == Self.shopApp.appendingPathComponent("Orders").path)
        }
        // The clip compiles the Orders controllers and the shared app delegate.
        let clip = try #require(project.targets.first { $0.name == "ShopClip" })
        let sources = project.swiftSources(of: clip, files: .disk).map { ($0 as NSString).lastPathComponent }
        #expect(sources.contains("OrdersViewController.swift") && sources.contains("AppDelegate.swift"))
        #expect(!sources.contains("CheckoutViewController.swift"))
    }

    /// A project of Xcode 16 with a synchronized folder `App` built by App, with exceptions: one
    /// file left out of App, one file and one localized storyboard added to Share, which does not
    /// synchronize the folder.
    static func synchronizedProject(in folder: URL, bothTargetsSync: Bool = false) throws -> URL {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 77;
            \tobjects = {
            \t\tA1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); projectDirPath = ""; buildConfigurationList = L0; };
            \t\tG0 = {isa = PBXGroup; children = (S1, ); sourceTree = "<group>"; };
            \t\tS1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, ); path = App; sourceTree = "<group>"; };
            \t\tE1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy/Old.swift, ); target = T1; };
            \t\tE2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Extra.swift, /Localized/Main.storyboard, ); target = T2; };
            \t\tT1 = {isa = PBXNativeTarget; buildPhases = (P1, ); fileSystemSynchronizedGroups = (S1, ); name = App; };
            \t\tT2 = {isa = PBXNativeTarget; buildPhases = (P2, ); \(bothTargetsSync ? "fileSystemSynchronizedGroups = (S1, ); " : "")name = "Share Extension"; buildConfigurationList = L2; };
            \t\tP1 = {isa = PBXSourcesBuildPhase; files = (); };
            \t\tP2 = {isa = PBXSourcesBuildPhase; files = (); };
            \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2, ); };
            \t\tC2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; };
            \t};
            \trootObject = A1;
            }

            """
        let xcodeproj = folder.appendingPathComponent("Sync.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        let path = xcodeproj.appendingPathComponent("project.pbxproj")
        try Data(text.utf8).write(to: path)
        return path
    }

    @Test func synchronizedFoldersAndTheirExceptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.synchronizedProject(in: folder)
        let project = try #require(XcodeProject(path: path.path, files: .disk))
        func members(_ relative: String) -> [String] {
            project.memberships(of: folder.appendingPathComponent("App/" + relative).path).map {
                project.targets[$0.target].name
            }
        }
        #expect(members("Foo.swift") == ["App"])
        #expect(members("Legacy/Old.swift") == [])
        #expect(members("Shared/Extra.swift") == ["App", "Share Extension"])
        #expect(members("Base.lproj/Main.storyboard") == ["App", "Share Extension"])
        // Module names are C99 identifiers of the product name.
        #expect(project.targets.map(\.moduleName) == ["App", "Share_Extension"])

        let index = ProjectIndex.load(
            for: [folder.appendingPathComponent("App/Base.lproj/Main.storyboard").path], files: .disk)
        let app = project.targets[0]
        let share = project.targets[1]
        let newFile = folder.appendingPathComponent("App/CardView.swift").path
        // In the app alone: nothing to do, the folder brings it.
        let joins = try index.joins(of: newFile, targets: [app]).get()
        #expect(joins.count == 1 && !joins[0].needsProjectEdit)
        // Both targets build the copies, but the extension does not synchronize the folder.
        #expect(throws: PlacementProblem.self) { try index.joins(of: newFile, targets: [app, share]).get() }
    }

    @Test func aFolderSynchronizedWithAnotherTargetTooIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.synchronizedProject(in: folder, bothTargetsSync: true)
        let project = try #require(XcodeProject(path: path.path, files: .disk))
        let index = ProjectIndex.load(for: [folder.appendingPathComponent("App/Main.storyboard").path], files: .disk)
        let result = index.joins(
            of: folder.appendingPathComponent("App/CardView.swift").path, targets: [project.targets[0]])
        guard case .failure(let problem) = result else {
            Issue.record("the extension would compile the wrapper too")
            return
        }
        #expect(problem.code == "joins-unwanted-target")
    }

    @Test func aSwiftPackageTargetLoadsItsNibsFromBundleModule() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-spm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/CardKit")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 5.9\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let xib = sources.appendingPathComponent("Cards.xib").path
        let index = ProjectIndex.load(for: [xib], files: .disk)
        let targets = index.targets(building: xib)
        #expect(targets.map(\.target.name) == ["CardKit"])
        #expect(targets.first?.target.isSwiftPackage == true)
        let joins = try index.joins(
            of: sources.appendingPathComponent("CardView.swift").path, targets: [targets[0].target]
        )
        .get()
        #expect(joins.count == 1 && !joins[0].needsProjectEdit)
        // Outside the target's folder, a package target cannot get the file.
        #expect(throws: PlacementProblem.self) {
            try index.joins(of: folder.appendingPathComponent("CardView.swift").path, targets: [targets[0].target])
                .get()
        }
        #expect(SwiftSourceRenderer.nibView(bundle: .packageModule).contains("bundle: Bundle.module"))
        #expect(!SwiftSourceRenderer.nibView(bundle: .packageModule).contains("Bundle(for: type)"))
    }
}
