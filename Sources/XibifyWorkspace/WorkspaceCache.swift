import Foundation
import Synchronization
import XibifySupport
import XibifyWriting

/// What one run has read from the disk: each file's bytes, each folder's entries and each path's
/// kind, read at most once and shared by every stage (and every planning round) of the run.
///
/// A run writes nothing before it has planned, rendered and verified everything, so the disk it
/// reads does not change under it; a run that writes and then reads again (an `extract` session,
/// the next cluster) scans again, with a new cache. Measured on element-ios's `rewrite` (312 IB
/// files; `strace -f -e trace=openat`, docs/architecture.md): 11,666 opens of files, 8,630 of them
/// of a file read before, and 11,869 of folders, before this cache.
package final class WorkspaceCache: Sendable {
    /// A path's kind on disk.
    enum Kind: Sendable {
        case file
        case folder
        case none
    }

    private struct State {
        var bytes: [String: [UInt8]?] = [:]
        var heads: [String: (length: Int, bytes: [UInt8]?)] = [:]
        var listings: [String: Result<[DirectoryWalker.Entry], FileOperationError>] = [:]
        var kinds: [String: Kind] = [:]
    }

    private let state = Mutex(State())

    package init() {}

    /// A file's bytes, read on the first request (nil when there is no readable regular file).
    func bytes(atPath path: String) -> [UInt8]? {
        if let known = state.withLock({ $0.bytes[path] }) { return known }
        let read = try? RegularFile.bytes(atPath: path)
        state.withLock { $0.bytes[path] = .some(read) }
        return read
    }

    /// Whether a file's bytes are known already, and what they are.
    func knownBytes(atPath path: String) -> [UInt8]?? {
        state.withLock { $0.bytes[path] }
    }

    /// At most the first `length` bytes of a file.
    ///
    /// A file read whole already is not read again. Otherwise up to a mebibyte (or `length`, if
    /// more) is read: a source file, which several stages read, a head here and whole there, is
    /// then known whole; only a larger one is known by its head.
    func prefix(atPath path: String, length: Int) -> [UInt8]? {
        if let known = state.withLock({ $0.bytes[path] }) { return known.map { Self.head($0, length) } }
        if let head = state.withLock({ $0.heads[path] }), head.length >= length {
            return head.bytes.map { Self.head($0, length) }
        }
        let reach = max(length, 1 << 20)
        let read = try? RegularFile.bytes(atPath: path, limit: reach)
        state.withLock { state in
            if let read, read.count < reach {
                state.bytes[path] = .some(read)
            } else {
                state.heads[path] = (reach, read)
            }
        }
        return read.map { Self.head($0, length) }
    }

    /// The first `length` bytes, the array itself (not a copy) when it is no longer.
    private static func head(_ bytes: [UInt8], _ length: Int) -> [UInt8] {
        bytes.count <= length ? bytes : Array(bytes.prefix(length))
    }

    /// A folder's entries as `readdir` gives them, listed on the first request.
    func listing(_ folder: String) -> Result<[DirectoryWalker.Entry], FileOperationError> {
        if let known = state.withLock({ $0.listings[folder] }) { return known }
        let listed = DirectoryWalker.listFolder(folder)
        state.withLock { $0.listings[folder] = listed }
        return listed
    }

    /// A folder's entry names as Foundation lists them, hidden ones included, `.` and `..` not
    /// (nil when it cannot be listed): from the same listing as the walks.
    func contentsOfDirectory(atPath path: String) -> [String]? {
        guard case .success(let entries) = listing(path) else { return nil }
        return entries.map(\.name).filter { $0 != "." && $0 != ".." }
    }

    /// What is at a path: a file, a folder or nothing (links followed).
    func kind(atPath path: String) -> Kind {
        if let known = state.withLock({ $0.kinds[path] }) { return known }
        var isDirectory: ObjCBool = false
        let kind: Kind =
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            ? (isDirectory.boolValue ? .folder : .file) : .none
        state.withLock { $0.kinds[path] = kind }
        return kind
    }
}
