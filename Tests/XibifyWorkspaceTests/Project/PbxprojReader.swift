import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// The `pbxproj` Python package as a reader independent of Foundation and of the editor: what the
/// editor writes must read there with the same objects reachable.
enum PbxprojReader {
    /// What one addition must have made, as the Python check reads it.
    struct Expectation: Codable {
        /// The file reference's id.
        var reference: String
        /// Its path.
        var path: String
        /// The group that must list it.
        var group: String
        /// Each build phase's id with the build file it must list.
        var phases: [[String]]
    }

    /// Loads the project with `XcodeProject.load` and checks each expectation; prints what is wrong.
    static let script = """
        import json, sys
        from pbxproj import XcodeProject
        objects = XcodeProject.load(sys.argv[1]).objects
        problems = []
        for a in json.loads(sys.argv[2]):
            ref = a["reference"]
            if ref not in objects:
                problems.append("no object " + ref)
                continue
            if objects[ref].isa != "PBXFileReference" or getattr(objects[ref], "path", None) != a["path"]:
                problems.append(ref + " is not a reference to " + a["path"])
            if ref not in [str(c) for c in objects[a["group"]].children]:
                problems.append(a["group"] + " does not list " + ref)
            for phase, build in a["phases"]:
                if build not in [str(f) for f in objects[phase].files]:
                    problems.append(phase + " does not list " + build)
                if build not in objects or str(getattr(objects[build], "fileRef", "")) != ref:
                    problems.append(build + " does not refer to " + ref)
        print("\\n".join(problems))
        sys.exit(1 if problems else 0)
        """

    /// Runs `python3` with arguments.
    /// - Parameter arguments: the arguments after `python3`.
    /// - Returns: the exit status and what it printed (both streams).
    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try ToolRunner.run(["python3"] + arguments)
        return (result.status, result.combined)
    }

    /// Writes the edited file to a temporary folder and checks, with the `pbxproj` package, that every
    /// addition's objects are reachable; records an issue when the package is not installed.
    /// - Parameters:
    ///   - bytes: the edited project file.
    ///   - additions: the additions.
    ///   - outcome: the editor's outcome.
    ///   - original: the file before the edit, when the package may be unable to read it: nothing is
    ///     checked then (its parser skips one comment between tokens, so Project Builder's `//` lines
    ///     between objects stop it).
    ///   - sourceLocation: where the caller is.
    static func expectReachable(
        _ bytes: [UInt8], _ additions: [ProjectAddition], _ outcome: ProjectFileEditor.Outcome,
        original: [UInt8]? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let probe = try python(["-c", "import pbxproj"])
        guard probe.status == 0 else {
            let message =
                "the independent reader is missing: install it with `pip install pbxproj` (python3 must be on PATH)\n"
                + probe.output
            Issue.record("\(message)", sourceLocation: sourceLocation)
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-pbxproj-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let original {
            let file = folder.appendingPathComponent("original.pbxproj")
            try Data(original).write(to: file)
            let load = "import sys\nfrom pbxproj import XcodeProject\nXcodeProject.load(sys.argv[1])"
            guard try python(["-c", load, file.path]).status == 0 else { return }
        }
        let file = folder.appendingPathComponent("project.pbxproj")
        try Data(bytes).write(to: file)
        let expectations = additions.enumerated().map { number, addition in
            Expectation(
                reference: outcome.fileReferenceIDs[number], path: addition.fileName, group: addition.groupID,
                phases: zip(addition.buildPhaseIDs, outcome.buildFileIDs[number]).map { [$0, $1] })
        }
        let json = String(decoding: try JSONEncoder().encode(expectations), as: UTF8.self)
        let run = try python(["-c", script, file.path, json])
        #expect(run.status == 0, "pbxproj: \(run.output)", sourceLocation: sourceLocation)
    }

    /// Every `project.pbxproj` in the shared corpus (in `.xcodeproj` and Project Builder `.pbproj`
    /// bundles), sorted by path.
    /// - Returns: their URLs.
    static func corpusProjects() throws -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: TestPaths.corpus, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "project.pbxproj"
                && ["xcodeproj", "pbproj"].contains(url.deletingLastPathComponent().pathExtension)
            {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
