import Dispatch
import Foundation
import Synchronization

/// Reads and parses many files in parallel, largest first, one parser per worker.
public struct DocumentLoader: Sendable {
    /// The outcome for one file: its document, or why it was refused.
    public typealias Outcome = Result<IBDocument, DocumentError>

    /// How many files are parsed at once.
    public var workers: Int

    /// Creates a loader.
    /// - Parameter workers: parallel parses; defaults to the number of active processors.
    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.workers = max(1, workers)
    }

    /// Loads every input; a refused file never stops the others.
    /// - Parameters:
    ///   - inputs: the files, as discovered.
    ///   - progress: called after each file with (done, total), from any thread.
    /// - Returns: one outcome per input, in the inputs' order.
    public func load(
        _ inputs: [InputDiscovery.Input],
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> [Outcome] {
        let sizes = inputs.map { input -> Int in
            ((try? FileManager.default.attributesOfItem(atPath: input.path)[.size]) as? Int) ?? 0
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
    public static func load(_ input: InputDiscovery.Input) -> Outcome {
        let bytes: [UInt8]
        do {
            bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: input.path), options: .mappedIfSafe))
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            return .failure(DocumentError(path: input.displayPath, reason: .unreadable(reason)))
        }
        do {
            return .success(try IBDocumentParser.parse(bytes, path: input.displayPath))
        } catch {
            return .failure(error)
        }
    }
}
