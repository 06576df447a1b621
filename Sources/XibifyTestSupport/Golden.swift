import Foundation

/// Golden files: expected outputs kept under `Tests/Goldens`.
///
/// They are re-recorded only when `RECORD_GOLDENS=1` is set. Recording always reports a failure, so a recorded run is
/// never mistaken for a passing one.
package enum Golden {
    /// Whether this run re-records goldens.
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    /// Compares text with a golden file.
    /// - Parameters:
    ///   - actual: the output.
    ///   - name: the golden's path under `Tests/Goldens`.
    /// - Returns: nil when equal; otherwise a message with a line diff (or a note that it was recorded).
    package static func check(_ actual: String, against name: String) -> String? {
        let url = TestPaths.goldens.appendingPathComponent(name)
        if isRecording {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return "recorded \(name); run again without RECORD_GOLDENS=1"
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "missing golden \(name); record it with RECORD_GOLDENS=1 swift test"
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected == actual { return nil }
        return "output differs from \(name) (re-record with RECORD_GOLDENS=1 if the change is intended):\n"
            + lineDiff(expected: expected, actual: actual)
    }

    /// A short diff: the first differing lines with context.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var shown = 0
        for index in 0..<max(old.count, new.count) where shown < 20 {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            if left != right {
                if let left { out.append("-\(index + 1): \(left)") }
                if let right { out.append("+\(index + 1): \(right)") }
                shown += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
