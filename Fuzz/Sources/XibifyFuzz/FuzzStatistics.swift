import Foundation

/// How deep the inputs of one fuzzing process got, printed when it exits, and the inputs whose
/// rewrite failed a verification check (kept, not findings: see `keep(failedChecks:input:)`).
final class FuzzStatistics {
    /// The process's statistics.
    nonisolated(unsafe) static let shared = FuzzStatistics()

    /// Inputs run.
    var inputs = 0
    /// Inputs with at least one document that parsed.
    var parsed = 0
    /// Inputs with at least one cluster `rewrite` can extract.
    var extractable = 0
    /// Rewrites planned, rendered and verified, with at least one cluster kept.
    var rewritten = 0
    /// Rewrites refused as a whole (`Rewriter.Failure`), by kind.
    var refused: [String: Int] = [:]
    /// Clusters dropped because their output failed a check, by check.
    var dropped: [String: Int] = [:]
    /// Where inputs with a failed check go (`FUZZ_VERIFICATION_DIR`), at most `keptPerCheck` each.
    private let folder = ProcessInfo.processInfo.environment["FUZZ_VERIFICATION_DIR"]
    private let keptPerCheck = 3
    private var kept: [String: Int] = [:]

    private init() {
        atexit { FuzzStatistics.shared.print() }
    }

    /// Counts a rewrite's refusals and dropped clusters, and keeps the input of a failed check.
    ///
    /// A failed verification check is a bug xibify catches before writing anything (the user is
    /// asked to report it), so it is no crash; but the input shows the bug, so a few are kept.
    /// - Parameters:
    ///   - checks: the checks that failed, one per dropped cluster or refused batch.
    ///   - input: the fuzzer's input.
    func keep(failedChecks checks: [String], input: [UInt8]) {
        guard let folder else { return }
        for check in Set(checks) where kept[check, default: 0] < keptPerCheck {
            kept[check, default: 0] += 1
            let path = "\(folder)/verification-\(check)-\(input.count)-\(kept[check]!)"
            _ = FileManager.default.createFile(atPath: path, contents: Data(input))
        }
    }

    private func print() {
        let line = { (counts: [String: Int]) in
            counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        }
        let text = """
            xibify-fuzz: \(inputs) inputs, \(parsed) with a document that parsed, \(extractable) with an \
            extractable cluster, \(rewritten) rewritten
            xibify-fuzz: rewrites refused: \(refused.isEmpty ? "none" : line(refused))
            xibify-fuzz: clusters dropped by a verification check: \(dropped.isEmpty ? "none" : line(dropped))

            """
        FileHandle.standardError.write(Data(text.utf8))
    }
}
