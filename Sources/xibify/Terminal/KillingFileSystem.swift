import Synchronization
import XibifyKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The test hook `XIBIFY_TEST_KILL_AFTER=N`: the writer's N-th change to the disk is its last.
///
/// Before the next one the process sends itself SIGKILL, as a power cut or `kill -9` would
/// end it there. With `XIBIFY_TEST_KILL_SIGNAL=INT` (or `TERM`) it sends itself that signal
/// instead, once, at the same moment, and goes on: the writer acts on it at its next checkpoint.
///
/// Changes are the operations that alter the tree (create, rename, link, remove, make and remove
/// a folder, flush a folder); reads are not counted. End-to-end tests run a write with every N
/// from 0 up to the number a complete write makes, then check what the next run makes of the
/// tree. Read by the executable only; without the variable, nothing is counted.
final class KillingFileSystem: BatchFileSystem {
    private let system = SystemFileSystem()
    private let limit: Int
    private let signal: Int32
    private let done = Mutex(0)

    /// Creates the file system.
    /// - Parameters:
    ///   - limit: how many changes are made before the process is signalled.
    ///   - signal: the signal.
    init(after limit: Int, signal: Int32 = SIGKILL) {
        self.limit = limit
        self.signal = signal
    }

    /// The hook the environment asks for, or nil.
    static var fromEnvironment: KillingFileSystem? {
        guard let value = getenv("XIBIFY_TEST_KILL_AFTER").map({ String(cString: $0) }), let limit = Int(value),
            limit >= 0
        else { return nil }
        let name = getenv("XIBIFY_TEST_KILL_SIGNAL").map { String(cString: $0) } ?? "KILL"
        let signal: Int32 =
            switch name {
            case "INT": SIGINT
            case "TERM": SIGTERM
            default: SIGKILL
            }
        return KillingFileSystem(after: limit, signal: signal)
    }

    /// Counts one change, and ends the process when the limit was reached.
    private func change() {
        let reached = done.withLock { count -> Bool in
            count += 1
            return count == limit + 1
        }
        if reached { kill(getpid(), signal) }
    }

    func status(_ path: String) -> FileStatus? { system.status(path) }

    func read(_ path: String) throws(FileOperationError) -> [UInt8] { try system.read(path) }

    func create(_ path: String, contents: [UInt8], permissions: UInt32?, owner: (UInt32, UInt32)?)
        throws(FileOperationError)
    {
        change()
        try system.create(path, contents: contents, permissions: permissions, owner: owner)
    }

    func rename(_ source: String, to destination: String) throws(FileOperationError) {
        change()
        try system.rename(source, to: destination)
    }

    func link(_ source: String, to destination: String) throws(FileOperationError) {
        change()
        try system.link(source, to: destination)
    }

    func remove(_ path: String) throws(FileOperationError) {
        change()
        try system.remove(path)
    }

    func makeFolder(_ path: String) throws(FileOperationError) {
        change()
        try system.makeFolder(path)
    }

    func removeFolder(_ path: String) throws(FileOperationError) {
        change()
        try system.removeFolder(path)
    }

    func list(_ folder: String) throws(FileOperationError) -> [String] { try system.list(folder) }

    func syncFolder(_ folder: String) throws(FileOperationError) {
        change()
        try system.syncFolder(folder)
    }
}
