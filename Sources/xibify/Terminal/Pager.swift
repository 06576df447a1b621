import Foundation

/// Shows a long text a screen at a time, as git does: through `$PAGER`, else `less`, and only
/// when standard output is a terminal (a pipe or a file gets the text itself).
enum Pager {
    /// The shell command to page with: `$PAGER` when set (empty or `cat`: none), else `less` when it
    /// is on the `PATH`; nil when nothing pages.
    /// - Parameter environment: the process's environment.
    static func command(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let pager = environment["PAGER"] {
            let trimmed = pager.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let found = folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") }
        return found ? "less" : nil
    }

    /// Writes the text through the pager and waits for it to end.
    ///
    /// `less` reads `LESS`; when the user has not set it, it is `FRX` as git sets it: colours
    /// kept (`-R`), a text shorter than the screen printed and not paged (`-F`), the screen not
    /// cleared at the end (`-X`). A pager quit before the end (EPIPE) is the user's choice.
    /// - Parameters:
    ///   - text: what to show.
    ///   - command: the pager's shell command.
    /// - Returns: false when the pager could not be started (the caller prints the text itself).
    static func show(_ text: String, command: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        process.environment = environment
        let pipe = Pipe()
        process.standardInput = pipe
        do {
            try process.run()
        } catch {
            return false
        }
        // SIGPIPE is ignored (TTY): a pager that quits early makes write(2) fail with EPIPE.
        _ = signal(SIGPIPE, SIG_IGN)
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { break }
            bytes = bytes.dropFirst(written)
        }
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        return true
    }
}
