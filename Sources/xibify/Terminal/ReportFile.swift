import Foundation

/// `report --output FILE`: the report written to a file instead of stdout.
enum ReportFile {
    /// Writes the whole report atomically: to a temporary file beside the destination, then
    /// renamed over it, so a reader never sees half a report and a failed write leaves the old
    /// file as it was.
    /// - Parameters:
    ///   - text: the report.
    ///   - path: the destination, relative to the current folder or absolute.
    /// - Throws: exit status 74 after naming the file and the reason on stderr.
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            DiagnosticPrinter.error("cannot write the report to \(path): \(reason)")
            throw ExitStatus.writeFailed.exitCode
        }
    }
}
