import Foundation
import Synchronization

/// Maps items on all cores, the results in the items' order; the largest work first helps
/// when the caller sorts by size.
package enum ParallelMap {
    /// Applies a function to every item, on up to `workers` threads.
    /// - Parameters:
    ///   - items: the inputs.
    ///   - workers: threads; defaults to the active processors.
    ///   - transform: the work for one item.
    /// - Returns: the outputs, in the order of `items`.
    package static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item],
        workers: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @Sendable (Item) -> Output
    ) -> [Output] {
        guard !items.isEmpty else { return [] }
        let results = Mutex<[Output?]>(Array(repeating: nil, count: items.count))
        let next = Atomic<Int>(0)
        // On threads with a known stack (WorkerThreads), even for one item: the work may
        // canonicalise deeply nested subtrees.
        WorkerThreads.run(min(max(workers, 1), items.count)) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < items.count else { return }
                let output = transform(items[index])
                results.withLock { $0[index] = output }
            }
        }
        return results.withLock { $0.map { $0! } }
    }
}
