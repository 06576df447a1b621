/// Tells the batch writer, at each of its checkpoints, whether a signal asks it to stop.
///
/// `DeferredSignals` is the real one. Tests inject a signal at a chosen checkpoint, and the
/// executable's test hook pauses at one (`XIBIFY_TEST_PAUSE_FIFO`).
package protocol InterruptionSource: Sendable {
    /// Starts holding signals back; called once before the writer's first step.
    func begin()

    /// Stops holding signals back; called once after the writer's last step, on every path.
    func end()

    /// The signal received so far, if any, asked at a checkpoint.
    /// - Parameter checkpoint: where the writer is.
    /// - Returns: the signal number (`SIGINT`, `SIGTERM`), or nil.
    func signal(at checkpoint: BatchWriter.Checkpoint) -> Int32?
}
