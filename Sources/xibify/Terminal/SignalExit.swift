import Foundation

/// Ends the program by a signal it held back while writing.
enum SignalExit {
    /// Ends the process by the signal itself, with its default action, as if it had not been
    /// caught: a shell reports 128 + its number (130 for SIGINT, 143 for SIGTERM), and a shell
    /// script that ran xibify stops too, as it would have had xibify not held the signal back.
    /// - Parameter signal: the signal received.
    static func end(by signal: Int32) -> Never {
        _ = Foundation.signal(signal, SIG_DFL)
        // A signal the process was started with blocked is pending: unblocked, it is delivered now.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        exit(128 + signal)
    }
}
