import Foundation
import XibifyKit

/// Where a report goes: standard output, or a file replaced atomically (`--output`).
enum ReportOutput {
    /// Whether colour may be used for a report going to a destination.
    /// - Parameter file: the `--output` file, if any.
    /// - Returns: true only for a terminal on standard output.
    static func colorAllowed(file: String?) -> Bool {
        file == nil && TTY.colorAllowed(for: .standardOutput)
    }

    /// Writes the report: to the file, through a temporary file renamed over it (readers never see
    /// half a report), or to standard output.
    /// - Parameters:
    ///   - text: the report.
    ///   - file: the `--output` file, if any.
    /// - Throws: `ExitStatus.writeFailed` (named on standard error) when the file cannot be written.
    static func emit(_ text: String, to file: String?) throws {
        try emit(pieces: [text], to: file)
    }

    /// Writes a report given in pieces: one after the other to standard output, or together to
    /// the file.
    /// - Parameters:
    ///   - pieces: the report's pieces, in order.
    ///   - file: the `--output` file, if any.
    /// - Throws: `ExitStatus.writeFailed` (named on standard error) when the file cannot be written.
    static func emit(pieces: [String], to file: String?) throws {
        guard let file else {
            for piece in pieces where !piece.isEmpty { TTY.write(piece, to: .standardOutput) }
            return
        }
        let url = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        var data = Data()
        data.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count })
        for piece in pieces { data.append(contentsOf: piece.utf8) }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            DiagnosticPrinter.error("cannot write the report to \(file): \(error.localizedDescription)")
            throw ExitStatus.writeFailed.exitCode
        }
    }
}
