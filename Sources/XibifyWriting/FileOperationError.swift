#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation of the batch writer that failed, with the system's error number.
package struct FileOperationError: Error, Sendable, Equatable {
    /// The `errno` value (`ENOSPC` for a full disk).
    package var code: Int32
    /// Why, in the writer's words, when the system's message would not say it (a folder not made
    /// through a symbolic link); nil for the system's own message.
    package var explanation: String?

    /// Creates an error.
    /// - Parameters:
    ///   - code: the `errno` value.
    ///   - explanation: the writer's own reason, if the system's message would not say it.
    package init(_ code: Int32, explanation: String? = nil) {
        self.code = code
        self.explanation = explanation
    }

    /// The error taken from `errno` right after a failed call.
    package static var current: FileOperationError { FileOperationError(errno) }

    /// What the system says ("No space left on device"), or the writer's own explanation.
    package var reason: String { explanation ?? String(cString: strerror(code)) }
}
