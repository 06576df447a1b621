import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder one fuzzing process writes each input's files into: created once, emptied before
/// every input, removed when the process exits normally (a crash leaves it, with the input that
/// crashed, for a look).
///
/// In `/dev/shm` when there is one (memory, no disk writes), else the temporary folder; named after
/// the process, so parallel fuzzers never share one.
final class FuzzWorkspace {
    /// The folder of this process.
    let folder: URL
    /// The folders inputs' files go into, created once.
    private let subfolders = ["Base.lproj"] + FuzzInput.languages.map { $0 + ".lproj" }
    /// Files of the last input, removed before the next is written.
    private var written: [String] = []

    /// The process's workspace.
    nonisolated(unsafe) static let shared = FuzzWorkspace()

    private init() {
        let base =
            FileManager.default.isWritableFile(atPath: "/dev/shm")
            ? "/dev/shm" : NSTemporaryDirectory()
        folder = URL(fileURLWithPath: base).appendingPathComponent("xibify-fuzz.\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        for subfolder in subfolders {
            do {
                try FileManager.default.createDirectory(
                    at: folder.appendingPathComponent(subfolder), withIntermediateDirectories: true)
            } catch {
                fatalError("xibify-fuzz: cannot create \(folder.path): \(error)")
            }
        }
        atexit { try? FileManager.default.removeItem(at: FuzzWorkspace.shared.folder) }
    }

    /// Replaces the last input's files with these.
    /// - Parameter files: paths relative to `folder`, and contents.
    func replace(with files: [FuzzInput.File]) {
        for path in written { unlink(path) }
        written.removeAll(keepingCapacity: true)
        for file in files {
            let path = folder.path + "/" + file.path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard descriptor >= 0 else { fatalError("xibify-fuzz: cannot write \(path)") }
            file.bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    guard count > 0 else { fatalError("xibify-fuzz: cannot write \(path)") }
                    offset += count
                }
            }
            close(descriptor)
            written.append(path)
        }
    }
}
