import Foundation
import Synchronization
import XibifyKit

/// The batch writer's file operations, made for real, except the ones a test makes fail.
///
/// Every call is logged (operation and path), so a test can first record a clean write and then
/// fail each of its calls in turn. A failing `create` can first write part of the file, as a
/// full disk does.
package final class FaultyFileSystem: BatchFileSystem {
    /// A file operation of `BatchFileSystem`.
    package enum Operation: String, Sendable, CaseIterable {
        case read, create, rename, link, remove, makeFolder, removeFolder, list, syncFolder
    }

    /// One logged call: the operation and its (first) path.
    package struct Call: Sendable, Equatable, CustomStringConvertible {
        package var operation: Operation
        package var path: String
        /// The second path (`rename`, `link`), or "".
        package var destination: String

        package var description: String {
            destination.isEmpty ? "\(operation.rawValue) \(path)" : "\(operation.rawValue) \(path) → \(destination)"
        }
    }

    /// A call to make fail.
    package struct Fault: Sendable {
        /// Which call fails: its index in the log (0-based), or the first call that matches.
        package var matches: @Sendable (_ index: Int, _ call: Call) -> Bool
        /// The `errno` it fails with.
        package var code: Int32
        /// For `create`: how many bytes reach the file before the failure (a full disk).
        package var partialBytes: Int = 0
        /// Whether it fails every matching call, not only the first.
        package var repeats = false

        /// Creates a fault.
        /// - Parameters:
        ///   - matches: which call fails (its index in the log and the call).
        ///   - code: the `errno` it fails with.
        ///   - partialBytes: for `create`, the bytes written before the failure.
        package init(
            matches: @escaping @Sendable (_ index: Int, _ call: Call) -> Bool, code: Int32, partialBytes: Int = 0
        ) {
            self.matches = matches
            self.code = code
            self.partialBytes = partialBytes
        }

        /// Fails the call with this index in the log.
        package static func call(_ index: Int, code: Int32 = EIO) -> Fault {
            Fault(matches: { at, _ in at == index }, code: code)
        }

        /// Fails the first call of an operation that satisfies a test.
        package static func first(
            _ operation: Operation, code: Int32 = EIO, where test: @escaping @Sendable (Call) -> Bool = { _ in true }
        ) -> Fault {
            Fault(matches: { _, call in call.operation == operation && test(call) }, code: code)
        }
    }

    private let system = SystemFileSystem()
    private let state = Mutex<State>(State())

    private struct State {
        var log: [Call] = []
        var faults: [Fault] = []
        var failed: [Call] = []
    }

    /// Creates a file system that fails the given calls.
    /// - Parameter faults: the calls to fail.
    package init(_ faults: [Fault] = []) {
        state.withLock { $0.faults = faults }
    }

    /// Every call made so far, in order.
    package var log: [Call] { state.withLock { $0.log } }
    /// The calls that were made to fail.
    package var failed: [Call] { state.withLock { $0.failed } }

    /// Logs a call and throws when a fault matches it.
    private func enter(_ operation: Operation, _ path: String, _ destination: String = "")
        throws(FileOperationError) -> Fault?
    {
        let call = Call(operation: operation, path: path, destination: destination)
        let fault = state.withLock { state -> Fault? in
            let index = state.log.count
            state.log.append(call)
            guard let position = state.faults.firstIndex(where: { $0.matches(index, call) }) else { return nil }
            let fault = state.faults[position]
            if !fault.repeats { state.faults.remove(at: position) }
            state.failed.append(call)
            return fault
        }
        guard let fault else { return nil }
        if operation == .create && fault.partialBytes > 0 { return fault }
        throw FileOperationError(fault.code)
    }

    package func status(_ path: String) -> FileStatus? { system.status(path) }

    package func read(_ path: String) throws(FileOperationError) -> [UInt8] {
        _ = try enter(.read, path)
        return try system.read(path)
    }

    package func create(_ path: String, contents: [UInt8], permissions: UInt32?, owner: (UInt32, UInt32)?)
        throws(FileOperationError)
    {
        if let fault = try enter(.create, path) {
            // A full disk: part of the file is written, then the write fails.
            try system.create(
                path, contents: Array(contents.prefix(fault.partialBytes)), permissions: nil, owner: nil)
            throw FileOperationError(fault.code)
        }
        try system.create(path, contents: contents, permissions: permissions, owner: owner)
    }

    package func rename(_ source: String, to destination: String) throws(FileOperationError) {
        _ = try enter(.rename, source, destination)
        try system.rename(source, to: destination)
    }

    package func link(_ source: String, to destination: String) throws(FileOperationError) {
        _ = try enter(.link, source, destination)
        try system.link(source, to: destination)
    }

    package func remove(_ path: String) throws(FileOperationError) {
        _ = try enter(.remove, path)
        try system.remove(path)
    }

    package func makeFolder(_ path: String) throws(FileOperationError) {
        _ = try enter(.makeFolder, path)
        try system.makeFolder(path)
    }

    package func removeFolder(_ path: String) throws(FileOperationError) {
        _ = try enter(.removeFolder, path)
        try system.removeFolder(path)
    }

    package func list(_ folder: String) throws(FileOperationError) -> [String] {
        _ = try enter(.list, folder)
        return try system.list(folder)
    }

    package func syncFolder(_ folder: String) throws(FileOperationError) {
        _ = try enter(.syncFolder, folder)
        try system.syncFolder(folder)
    }
}
