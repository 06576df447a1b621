import Foundation
import Synchronization

/// Shows "files done / total" on stderr while a scan takes longer than about a second.
///
/// Only on a terminal: never when stderr is redirected, and never on stdout, so JSON and
/// diffs stay clean. Workers call `update` from any thread.
final class ProgressIndicator: Sendable {
    private struct State {
        var started = Date()
        var lastDraw = Date.distantPast
        var drawn = false
    }

    private let enabled: Bool
    private let state = Mutex(State())

    init() {
        enabled = TTY.isTerminal(.standardError)
    }

    /// Records progress; draws at most ten times a second, after the first second.
    func update(done: Int, total: Int) {
        guard enabled else { return }
        state.withLock { state in
            let now = Date()
            guard now.timeIntervalSince(state.started) > 1, now.timeIntervalSince(state.lastDraw) > 0.1 || done == total
            else { return }
            state.lastDraw = now
            state.drawn = true
            TTY.write("\r\u{1B}[2KScanning: \(done)/\(total) files", to: .standardError)
        }
    }

    /// Clears the line, if anything was drawn.
    func finish() {
        state.withLock { state in
            if state.drawn { TTY.write("\r\u{1B}[2K", to: .standardError) }
            state.drawn = false
        }
    }
}
