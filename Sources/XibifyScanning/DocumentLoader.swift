import Dispatch
import Foundation
import Synchronization
import XibifyFormat
import XibifySupport
import XibifyWorkspace

/// Reads and parses many files in parallel, largest first, one parser per worker.
package struct DocumentLoader: Sendable {
    /// The outcome for one file: its document, or why it was refused.
    package typealias Outcome = Result<IBDocument, DocumentError>

    /// How many files are parsed at once.
    package var workers: Int

    /// Creates a loader.
    /// - Parameter workers: parallel parses; defaults to the number of active processors.
    package init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.workers = max(1, workers)
    }

    /// Loads every input; a refused file never stops the others.
    /// - Parameters:
    ///   - inputs: the files, as discovered.
    ///   - progress: called after each file with (done, total), from any thread.
    /// - Returns: one outcome per input, in the inputs' order.
    package func load(
        _ inputs: [InputDiscovery.Input],
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [Outcome] {
        // `lstat`, as `FileManager.attributesOfItem` does, but without the owner and group names
        // that Foundation looks up for every file (it read /etc/passwd and /etc/group per file:
        // a tenth of a report's time on ../shared/corpus went to ordering the files).
        let sizes = inputs.map { input -> Int in
            var info = stat()
            return lstat(input.path, &info) == 0 ? Int(info.st_size) : 0
        }
        let order = inputs.indices.sorted { sizes[$0] > sizes[$1] }
        let results = Mutex<[Outcome?]>(Array(repeating: nil, count: inputs.count))
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(workers, max(inputs.count, 1))) { _ in
            while true {
                let slot = next.add(1, ordering: .relaxed).oldValue
                guard slot < order.count else { return }
                let index = order[slot]
                let outcome = Self.load(inputs[index])
                results.withLock { $0[index] = outcome }
                let finished = done.add(1, ordering: .relaxed).newValue
                progress?(finished, inputs.count)
            }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// Reads and parses one file.
    /// - Parameter input: the file.
    /// - Returns: the document or the error, with the display path.
    package static func load(_ input: InputDiscovery.Input) -> Outcome {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.bytes(atPath: input.path)
        } catch {
            return .failure(DocumentError(path: input.displayPath, reason: .unreadable(error.reason)))
        }
        do {
            let document = try IBDocumentParser.parseInput(bytes, path: input.displayPath)
            document.locate(input.path, outsideScannedFolders: input.isOutsideScannedFolders)
            return .success(document)
        } catch {
            return .failure(error)
        }
    }
}
