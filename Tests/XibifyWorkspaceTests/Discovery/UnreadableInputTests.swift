import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyKit
@testable import XibifyScanning
@testable import XibifyWorkspace
@testable import XibifyWriting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders that cannot be listed and IB files that cannot be examined are refused (#18).
///
/// They are named with their path, not passed over: a scan that skipped them would look complete. As root, `chmod`
/// does not stop `opendir`, so the listing fails through discovery's seam here; the binary is
/// run as an unprivileged user in xibifyTests (UnreadableInputEndToEndTests).
@Suite struct UnreadableInputTests {
    static let shopApp = TestPaths.fixtures.appendingPathComponent("ShopApp")

    @Test func aSubfolderThatCannotBeListedIsRefusedWithItsPath() {
        var discovery = InputDiscovery(
            excludes: ["Broken", "Legacy", "Resources"].map(Glob.init), workingDirectory: TestPaths.fixtures)
        discovery.listFolder = { folder in
            folder.hasSuffix("/ShopApp/Orders")
                ? .failure(FileOperationError(EACCES)) : DirectoryWalker.listFolder(folder)
        }
        let result = discovery.discover(["ShopApp"])
        let reason = String(cString: strerror(EACCES))
        #expect(
            result.errors == [
                DocumentError(path: "ShopApp/Orders", reason: .unlistableFolder(reason))
            ])
        #expect(!result.inputs.isEmpty)
        #expect(!result.inputs.contains { $0.displayPath.hasPrefix("ShopApp/Orders/") })
    }

    @Test func aFolderNamedOnTheCommandLineThatCannotBeListedIsRefused() {
        var discovery = InputDiscovery(workingDirectory: TestPaths.fixtures)
        discovery.listFolder = { _ in .failure(FileOperationError(EACCES)) }
        let result = discovery.discover(["ShopApp"])
        #expect(result.inputs.isEmpty)
        #expect(result.errors.map(\.path) == ["ShopApp"])
    }

    /// An excluded folder is not listed, so it cannot fail.
    @Test func anExcludedFolderIsNotListed() {
        var discovery = InputDiscovery(excludes: [Glob("Orders")], workingDirectory: TestPaths.fixtures)
        discovery.listFolder = { folder in
            folder.hasSuffix("/Orders") ? .failure(FileOperationError(EACCES)) : DirectoryWalker.listFolder(folder)
        }
        #expect(!discovery.discover(["ShopApp"]).errors.contains { $0.path.hasSuffix("Orders") })
    }

    /// A link named `.xib` that leads nowhere (or in a loop) is refused; other broken links, and
    /// excluded ones, are not IB files and are left alone.
    @Test func anIBFileBehindABrokenLinkIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Self.shopApp.appendingPathComponent("Checkout/Checkout.storyboard"),
            to: folder.appendingPathComponent("Checkout.storyboard"))
        for (name, destination) in [
            ("Gone.xib", "nowhere.xib"), ("Loop.storyboard", "Loop.storyboard"), ("notes.txt", "nowhere.txt"),
            ("Skipped.xib", "nowhere.xib"),
        ] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: destination)
        }
        let report = Pipeline.scan(ScanOptions(paths: ["."], excludes: [Glob("Skipped.xib")], workingDirectory: folder))
        #expect(report.documents.count == 1)
        #expect(
            report.refused == [
                DocumentError(
                    path: "Gone.xib",
                    reason: .unreadable(
                        "a symbolic link that cannot be followed (\(String(cString: strerror(ENOENT))))")),
                DocumentError(
                    path: "Loop.storyboard",
                    reason: .unreadable(
                        "a symbolic link that cannot be followed (\(String(cString: strerror(ELOOP))))")),
            ])
    }
}
