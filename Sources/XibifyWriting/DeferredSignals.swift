import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds SIGINT and SIGTERM back while a batch is written: a handler records the first one, and
/// the writer acts on it at its next checkpoint (it rolls the batch back, or finishes when the
/// last file is already in place) and says so; the caller then ends the process by the signal.
///
/// Handlers, not `pthread_sigmask`: a mask covers only the thread that sets it, and a signal
/// sent to the process goes to any thread that does not block it (Dispatch's threads, the
/// parser's workers), where its default action would end the process in the middle of the
/// renames. A signal the process blocks (inherited from its parent) stays pending and is
/// found with `sigpending`. The handlers are installed for the time of the write only (nested writes count),
/// with `SA_RESTART`, and the previous dispositions are put back afterwards, so Ctrl-C at a
/// prompt or during a scan still ends the program at once. SIGXFSZ is ignored meanwhile, so a
/// file size limit (`ulimit -f`) makes a write fail with `EFBIG` instead of killing the process
/// with its temporary files on disk.
package struct DeferredSignals: InterruptionSource {
    /// The signals held back.
    package static let signals: [Int32] = [SIGINT, SIGTERM]

    /// The first signal received since the handlers were installed; 0 for none.
    fileprivate static let received = Atomic<Int32>(0)

    /// How many writes are under way, and the dispositions the handlers replaced.
    private static let installation = Mutex<Installation>(Installation())

    private struct Installation: ~Copyable {
        var depth = 0
        var saved: [Int32: sigaction] = [:]
    }

    /// Creates the source.
    package init() {}

    package func begin() {
        Self.installation.withLock { installation in
            installation.depth += 1
            guard installation.depth == 1 else { return }
            Self.received.store(0, ordering: .sequentiallyConsistent)
            for signal in Self.signals {
                installation.saved[signal] = Self.install(signal, handler: recordSignal)
            }
            installation.saved[SIGXFSZ] = Self.install(SIGXFSZ, handler: SIG_IGN)
        }
    }

    package func end() {
        Self.installation.withLock { installation in
            installation.depth -= 1
            guard installation.depth == 0 else { return }
            for (signal, previous) in installation.saved {
                var previous = previous
                sigaction(signal, &previous, nil)
            }
            installation.saved = [:]
        }
    }

    package func signal(at checkpoint: BatchWriter.Checkpoint) -> Int32? {
        let signal = Self.received.load(ordering: .sequentiallyConsistent)
        if signal != 0 { return signal }
        // A process started with these signals blocked (a child of a Dispatch thread inherits
        // that thread's mask, which blocks nearly everything) never runs the handler: the
        // signal waits, pending, and is found here.
        var pending = sigset_t()
        guard sigpending(&pending) == 0 else { return nil }
        return Self.signals.first { sigismember(&pending, $0) == 1 }
    }

    /// Installs a handler and returns the disposition it replaces.
    private static func install(_ signal: Int32, handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var action = sigaction()
        #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = handler
        #else
            action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }
}

/// The handler: records the first signal (an atomic store is all it does, which is safe in a
/// signal handler).
private func recordSignal(_ signal: Int32) {
    _ = DeferredSignals.received.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent)
}
