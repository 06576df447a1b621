import XibifyWriting

/// How long a class name may be: its files, and the scratch files the writer keeps beside them
/// while it writes, must fit the file system's limit on one name (#27, finding 9).
///
/// A class `Name` becomes `Name.xib`, `Name.swift` and `Name.strings` (one per language), and
/// each is written through `.Name.strings.xibify-<UUID>.tmp` and backed up as `….orig`
/// (`ScratchFile`). `NAME_MAX` is 255 bytes on Linux and on macOS (APFS, HFS+), so a name longer
/// than `maximum` passed every check and failed when the batch was written.
package enum ClassNameLength {
    /// The file system's limit on one name, in bytes (`NAME_MAX`).
    package static let fileNameLimit = 255

    /// The extensions of the files a class name becomes.
    package static let extensions = [".xib", ".swift", ".strings"]

    /// The longest class name, in UTF-8 bytes (class names are ASCII: one byte a character).
    package static let maximum: Int = {
        let longest = extensions.map { longestName(of: $0) }.max() ?? 0
        return fileNameLimit - longest
    }()

    /// The bytes the longest name made for a file of this extension takes beyond the class name:
    /// its temporary or backup name, whichever is longer.
    private static func longestName(of fileExtension: String) -> Int {
        let temporary = ScratchFile.temporaryName(for: fileExtension)
        return max(temporary.utf8.count, ScratchFile.backupName(for: temporary).utf8.count)
    }

    /// Whether a class name leaves room for its files.
    /// - Parameter name: the class name.
    /// - Returns: true when it is at most `maximum` bytes long.
    package static func fits(_ name: String) -> Bool { name.utf8.count <= maximum }

    /// Why a name is too long, in one sentence.
    package static func problem(_ name: String, limit: Int) -> String {
        let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
        return "the class name \(shown) is \(name.utf8.count) characters long; a class name may have at most "
            + "\(limit), so that its files (<Name>.strings, and the backups xibify keeps beside them while it writes) "
            + "fit the file system's limit of \(fileNameLimit) bytes on a file name"
    }
}
