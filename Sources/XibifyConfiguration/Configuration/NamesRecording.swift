import Foundation
import XibifyRewriting
import XibifyWriting

/// The class names a run records in the configuration file (#30): those a person chose (`--name`
/// on `rewrite --write`, a name typed at `extract`'s prompt) for the clusters it writes, so that
/// every later run, and every teammate's, names those clusters so.
///
/// The file is the configuration the run read, or, when there was none, `.xibify.yml` in the
/// working folder, where the next run looks first. Its edit joins the rewrite's batch, so the
/// names are recorded with the files or not at all.
package struct NamesRecording: Sendable, Equatable {
    /// The configuration file (absolute).
    package var file: String
    /// The file as shown to the user.
    package var displayPath: String
    /// Class names to record, by cluster id.
    package var names: [String: String]

    /// Creates a recording.
    /// - Parameters:
    ///   - file: the configuration file (absolute).
    ///   - displayPath: the file as shown.
    ///   - names: class names by cluster id.
    package init(file: String, displayPath: String, names: [String: String]) {
        self.file = file
        self.displayPath = displayPath
        self.names = names
    }

    /// The file a run records names in: the configuration it read, else `.xibify.yml` in the working
    /// folder.
    /// - Parameters:
    ///   - configuration: the settings of the run.
    ///   - workingDirectory: the working folder.
    /// - Returns: the file's absolute path and its path as shown (relative to the working folder when inside).
    package static func file(
        of configuration: EffectiveConfiguration, workingDirectory: URL
    ) -> (path: String, displayPath: String) {
        let folder = workingDirectory.standardizedFileURL.path
        let path = configuration.file ?? (folder as NSString).appendingPathComponent(Configuration.fileName)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return (path, path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }

    /// The names to record from a rewrite: each written class (not an adopted one) whose name the
    /// flags gave, unless the file records it already.
    /// - Parameters:
    ///   - result: the verified rewrite.
    ///   - chosen: the names the flags gave, by cluster id (or `*`).
    ///   - recorded: the names the file records.
    /// - Returns: class names by cluster id.
    package static func chosenNames(
        in result: RewriteResult, chosen: [String: String], recorded: [String: String]
    ) -> [String: String] {
        guard !chosen.isEmpty else { return [:] }
        let given = Set(chosen.values)
        var names: [String: String] = [:]
        for plan in result.plans where !plan.adoptsExistingClass && given.contains(plan.className) {
            if recorded[plan.cluster.id] != plan.className { names[plan.cluster.id] = plan.className }
        }
        return names
    }

    /// What is wrong with recording the names.
    package enum Problem: Error, Sendable, Equatable {
        /// The file is there but cannot be read.
        case unreadable
        /// Its `names` is written in a form the edit does not keep as it is (a flow mapping over
        /// several lines, a value of another type), or the edit would not read back the same.
        case notEditable
    }

    /// The file's new contents, as one file of a batch.
    /// - Returns: the write (the file's current bytes as its original, nil when it is new).
    /// - Throws: `Problem` when the file cannot be read or edited so.
    package func write() throws(Problem) -> FileWrite {
        var original: [UInt8]?
        if FileManager.default.fileExists(atPath: file) {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw .unreadable
            }
            original = [UInt8](data)
        }
        let text = original.map { String(decoding: $0, as: UTF8.self) }
        let edited =
            text.map { ConfigurationNamesEdit.edited($0, recording: names, file: file) }
            ?? ConfigurationNamesEdit.newFile(names)
        guard let edited else { throw .notEditable }
        return FileWrite(path: file, displayPath: displayPath, original: original, contents: Array(edited.utf8))
    }
}
