import Synchronization
import XibifyKit

/// Signals for the batch writer from a script: a signal "arrives" before the n-th checkpoint
/// the writer asks about, and stays pending after, as a real one does.
package final class ScriptedInterruption: InterruptionSource {
    private let arrival: Int?
    private let signalNumber: Int32
    private let state = Mutex<State>(State())

    private struct State {
        var checkpoints: [BatchWriter.Checkpoint] = []
        var begun = 0
        var ended = 0
    }

    /// Creates a script.
    /// - Parameters:
    ///   - arrival: the index of the checkpoint question (0-based) from which the signal is
    ///     pending; nil for never.
    ///   - signal: the signal number.
    package init(at arrival: Int?, signal: Int32) {
        self.arrival = arrival
        signalNumber = signal
    }

    /// The checkpoints the writer asked about, in order.
    package var checkpoints: [BatchWriter.Checkpoint] { state.withLock { $0.checkpoints } }
    /// How many times `begin()` and `end()` were called.
    package var beginsAndEnds: (Int, Int) { state.withLock { ($0.begun, $0.ended) } }

    package func begin() { state.withLock { $0.begun += 1 } }

    package func end() { state.withLock { $0.ended += 1 } }

    package func signal(at checkpoint: BatchWriter.Checkpoint) -> Int32? {
        state.withLock { state in
            state.checkpoints.append(checkpoint)
            guard let arrival, state.checkpoints.count - 1 >= arrival else { return nil }
            return signalNumber
        }
    }
}
