import Foundation

/// Reads a pipe to its end on a background thread, so a child process that writes more than
/// the pipe holds is never blocked while the test waits for it.
final class PipeCapture: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading.
    /// - Parameter handle: the pipe's reading end.
    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the writer has closed the pipe.
    func wait() -> Data {
        done.wait()
        return data
    }
}
