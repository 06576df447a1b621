import Foundation

/// Writes a verified batch all or nothing: every file goes to a temporary file beside its
/// target and is read back; only then are the targets replaced by renaming, and if one
/// rename fails the ones already done are rolled back.
public struct BatchWriter: Sendable {
    /// Why the batch was not written (nothing was left changed).
    public struct Failure: Error, Sendable, Equatable, LocalizedError {
        /// The file that could not be written.
        public var path: String
        /// What the system said.
        public var reason: String

        public var errorDescription: String? {
            "\(path): cannot write: \(reason) — no file was changed"
        }
    }

    /// Creates a writer.
    public init() {}

    /// Writes every file that changes.
    /// - Parameter files: the verified files.
    /// - Throws: `Failure`; then every target is as it was before.
    public func write(_ files: [RenderedFile]) throws(Failure) {
        let changing = files.filter { $0.original != $0.contents }
        let fileManager = FileManager.default
        var temporaries: [(RenderedFile, String)] = []
        defer {
            for (_, temporary) in temporaries { try? fileManager.removeItem(atPath: temporary) }
        }
        // 1. Everything to temporary files beside the targets, read back.
        for file in changing {
            let directory = (file.path as NSString).deletingLastPathComponent
            let name = (file.path as NSString).lastPathComponent
            let temporary = (directory as NSString).appendingPathComponent(".\(name).xibify-\(UUID().uuidString).tmp")
            do {
                try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try Data(file.contents).write(to: URL(fileURLWithPath: temporary))
                if file.original != nil,
                    let permissions = try fileManager.attributesOfItem(atPath: file.path)[.posixPermissions]
                {
                    try fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
                }
                temporaries.append((file, temporary))
                guard fileManager.contents(atPath: temporary) == Data(file.contents) else {
                    throw Failure(path: file.displayPath, reason: "the temporary copy does not read back the same")
                }
            } catch let failure as Failure {
                throw failure
            } catch {
                throw Failure(path: file.displayPath, reason: error.localizedDescription)
            }
        }
        // 2. Rename into place; undo on the first failure.
        var done: [(RenderedFile, backup: String?)] = []
        for (file, temporary) in temporaries {
            var backup: String?
            if fileManager.fileExists(atPath: file.path) {
                let path = temporary + ".orig"
                guard (try? fileManager.copyItem(atPath: file.path, toPath: path)) != nil else {
                    rollBack(done)
                    throw Failure(path: file.displayPath, reason: "cannot keep a backup of the original")
                }
                backup = path
            }
            if rename(temporary, file.path) != 0 {
                let reason = String(cString: strerror(errno))
                if let backup { try? fileManager.removeItem(atPath: backup) }
                rollBack(done)
                throw Failure(path: file.displayPath, reason: reason)
            }
            done.append((file, backup))
        }
        for (_, backup) in done {
            if let backup { try? fileManager.removeItem(atPath: backup) }
        }
    }

    private func rollBack(_ done: [(RenderedFile, backup: String?)]) {
        for (file, backup) in done.reversed() {
            if let backup {
                _ = rename(backup, file.path)
            } else {
                try? FileManager.default.removeItem(atPath: file.path)
            }
        }
    }
}
