#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation of the batch writer that failed, with the system's error number.
package struct FileOperationError: Error, Sendable, Equatable {
    /// The `errno` value (`ENOSPC` for a full disk).
    package var code: Int32

    /// Creates an error.
    /// - Parameter code: the `errno` value.
    package init(_ code: Int32) {
        self.code = code
    }

    /// The error taken from `errno` right after a failed call.
    package static var current: FileOperationError { FileOperationError(errno) }

    /// What the system says ("No space left on device").
    package var reason: String { String(cString: strerror(code)) }
}
