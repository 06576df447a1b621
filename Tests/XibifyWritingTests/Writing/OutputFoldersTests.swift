import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The missing folders of an output file are made, never through a symbolic link (#32).
@Suite struct OutputFoldersTests {
    static func inFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-folders-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test func missingFoldersAreMadeAndNamed() throws {
        try Self.inFolder { folder in
            let path = folder.path + "/a/b/report.txt"
            let made = try OutputFile.write(Data("x".utf8), to: path)
            #expect(made == [folder.path + "/a", folder.path + "/a/b"])
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "x")
            // Nothing to make the second time.
            let again = try OutputFile.write(Data("y".utf8), to: path)
            #expect(again.isEmpty)
        }
    }

    @Test func noFolderIsMadeThroughALink() throws {
        try Self.inFolder { folder in
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let link = folder.path + "/out"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere.path)
            do throws(FileOperationError) {
                try OutputFile.write(Data("x".utf8), to: link + "/sub/report.txt", workingDirectory: folder.path)
                Issue.record("wrote through the link")
            } catch {
                #expect(error.code == ENOTDIR)
                #expect(error.reason.contains("\(link) is a symbolic link"), "\(error.reason)")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
            // A link to nowhere is not a way either: its target is not made.
            let dangling = folder.path + "/dangling"
            try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.path + "/gone")
            #expect(throws: FileOperationError.self) {
                try OutputFile.write(Data("x".utf8), to: dangling + "/report.txt", workingDirectory: folder.path)
            }
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/gone"))
            // A folder that exists is written into as before, link or not.
            let into = try OutputFile.write(Data("x".utf8), to: link + "/report.txt", workingDirectory: folder.path)
            #expect(into.isEmpty)
            #expect(FileManager.default.fileExists(atPath: elsewhere.path + "/report.txt"))
        }
    }

    @Test func aFileOnThePathIsNamed() throws {
        try Self.inFolder { folder in
            let file = folder.path + "/file"
            try Data().write(to: URL(fileURLWithPath: file))
            do throws(FileOperationError) {
                try OutputFile.write(Data("x".utf8), to: file + "/sub/report.txt", workingDirectory: folder.path)
                Issue.record("wrote below a file")
            } catch {
                #expect(error.code == ENOTDIR && error.reason.contains("is not a folder"), "\(error.reason)")
            }
        }
    }

    @Test func linksAboveOrOutsideTheWorkingFolderAreTheUsers() throws {
        // macOS's `/tmp` and `/var` are links: an output under them, or under any link that is not
        // below the working folder, gets its missing folders.
        try Self.inFolder { folder in
            let work = folder.appendingPathComponent("work")
            let elsewhere = folder.appendingPathComponent("elsewhere")
            for made in [work, elsewhere] {
                try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
            }
            let above = folder.path + "/above"
            try FileManager.default.createSymbolicLink(atPath: above, withDestinationPath: elsewhere.path)
            let made = try OutputFile.write(
                Data("x".utf8), to: above + "/new/report.txt", workingDirectory: work.path)
            #expect(made == [above + "/new"])
            #expect(FileManager.default.fileExists(atPath: elsewhere.path + "/new/report.txt"))
            // The working folder itself reached through a link above it: what is below it is
            // still checked.
            let linkedWork = folder.path + "/linked-work"
            try FileManager.default.createSymbolicLink(atPath: linkedWork, withDestinationPath: work.path)
            try FileManager.default.createSymbolicLink(atPath: work.path + "/out", withDestinationPath: elsewhere.path)
            #expect(throws: FileOperationError.self) {
                try OutputFile.write(Data("x".utf8), to: work.path + "/out/sub/report.txt", workingDirectory: work.path)
            }
            #expect(!FileManager.default.fileExists(atPath: elsewhere.path + "/sub"))
        }
    }
}
