import Foundation
import XibifyKit

/// Where a report goes: standard output, or a file (`--output`): a regular one replaced
/// atomically, a FIFO or device written in place, a symbolic link followed (`OutputFile`).
enum ReportOutput {
    /// Whether colour may be used for a report going to a destination.
    /// - Parameter file: the `--output` file, if any.
    /// - Returns: true only for a terminal on standard output.
    static func colorAllowed(file: String?) -> Bool {
        file == nil && TTY.colorAllowed(for: .standardOutput)
    }

    /// Writes the report: to the file, through a temporary file renamed over it (readers never see
    /// half a report) when it is a regular file, in place when it is a FIFO or a device, or to
    /// standard output.
    /// - Parameters:
    ///   - text: the report.
    ///   - file: the `--output` file, if any.
    ///   - what: what the file holds, for the line that says it was written (`the report`).
    ///   - quiet: `--quiet`: no such line.
    /// - Throws: `ExitStatus.writeFailed` (named on standard error) when the file cannot be written.
    static func emit(_ text: String, to file: String?, what: String, quiet: Bool) throws {
        try emit(pieces: [text], to: file, what: what, quiet: quiet)
    }

    /// Writes a report given in pieces: one after the other to standard output, or together to
    /// the file, whose missing folders are made (`OutputFolders`); a written file is named on
    /// standard error (`wrote the report to out/report.html`) unless `quiet`.
    /// - Parameters:
    ///   - pieces: the report's pieces, in order.
    ///   - file: the `--output` file, if any.
    ///   - what: what the file holds, for the line that says it was written (`the report`).
    ///   - quiet: `--quiet`: no such line.
    /// - Throws: `ExitStatus.writeFailed` (named on standard error) when the file cannot be written
    ///   and no file was written before; after a write, a warning and status 4 at the end instead.
    static func emit(pieces: [String], to file: String?, what: String, quiet: Bool) throws {
        guard let file else {
            for piece in pieces where !piece.isEmpty { TTY.write(piece, to: .standardOutput) }
            return
        }
        var data = Data()
        data.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count })
        for piece in pieces { data.append(contentsOf: piece.utf8) }
        do throws(FileOperationError) {
            let made = try OutputFile.write(data, to: file)
            if !quiet {
                TTY.write("wrote \(what) to \(PlainText.escaped(file))\(Self.made(made))\n", to: .standardError)
            }
        } catch {
            // Once the files are written, losing their summary is a warning (status 4), not 74.
            if let written = OutputLoss.state.withLock({ $0.written }) {
                OutputLoss.state.withLock { $0.changesStatus = true }
                DiagnosticPrinter.warn("cannot write \(file) (\(error.reason)): \(written) (exit status 4)")
                return
            }
            DiagnosticPrinter.error("cannot write \(what) to \(file): \(error.reason)")
            throw ExitStatus.writeFailed.exitCode
        }
    }

    /// ` (made the folder out)`, or nothing when no folder was made.
    /// - Parameter folders: the folders made, outermost first.
    /// - Returns: the words to add to the line that names the written file.
    static func made(_ folders: [String]) -> String {
        guard !folders.isEmpty else { return "" }
        let names = folders.map(PlainText.escaped).joined(separator: ", ")
        return " (made the folder\(folders.count == 1 ? "" : "s") \(names))"
    }
}
