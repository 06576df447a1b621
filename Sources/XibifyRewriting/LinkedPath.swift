import Foundation
import XibifyFormat
import XibifyWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of a batch that writing would reach through a symbolic link xibify did not make, or
/// that lies where a link out of the folders scanned led; the batch is refused (#27).
///
/// A repository can ship links (git stores them): `fr.lproj` leading to a folder elsewhere, a
/// `.strings` file or an `.xcodeproj` that is a link. Renaming a new file over such a path would
/// write where the link leads, or replace the link. So before anything is written, every path of
/// the batch is checked from the nearest folder the user chose (a folder scanned, as given or
/// resolved, or `--output`) down to the file, or, for a file outside them (an Xcode project
/// above the folders scanned), its own folder and the file: none of them may be a link. The
/// real file of a link to a file inside the folders scanned is written by its real path, which
/// is not a write through the link; one outside them is never written (its copies carry the
/// `outside-scanned-folders` blocker, and this check stands behind it).
public struct LinkedPath: Error, Sendable, Equatable, LocalizedError {
    /// What is wrong.
    package enum Kind: String, Sendable {
        /// A link lies on the file's path, or the file is one.
        case throughLink = "through-link"
        /// The file is the real file of a link that leads out of the folders scanned.
        case outsideScannedFolders = "outside-scanned-folders"
    }

    /// What is wrong.
    package var kind: Kind
    /// The file the batch would write, as shown.
    package var file: String
    /// The link: the file itself or a folder above it, as shown (for `outsideScannedFolders`,
    /// the link that led to the file).
    package var link: String
    /// Where the link leads.
    package var destination: String

    /// A stable identifier of the problem.
    package var code: String { kind.rawValue }

    public var errorDescription: String? {
        switch kind {
        case .throughLink:
            let what = link == file ? "is a symbolic link" : "would be written through \(link), a symbolic link"
            return "\(file) \(what) to \(destination), which xibify did not make; xibify never writes through such a "
                + "link — nothing was written; replace the link by what it stands for, or leave out the copies "
                + "that need the file (--exclude, --cluster)"
        case .outsideScannedFolders:
            return "\(file) is outside the folders scanned, reached through the symbolic link \(link); xibify never "
                + "writes there — nothing was written"
        }
    }

    /// The first file of a batch that would be written through a link, or where a link out of
    /// the folders scanned led.
    /// - Parameters:
    ///   - files: the batch.
    ///   - anchors: the folders below which each component is checked (the folders scanned, as
    ///     given and resolved, and `--output`), absolute.
    ///   - documents: the scan's documents (those outside the folders scanned are never written).
    ///   - display: how a path is shown.
    /// - Returns: the problem, or nil when every path is free of links.
    package static func first(
        in files: [RenderedFile], anchors: [String], documents: [IBDocument], display: (String) -> String
    ) -> LinkedPath? {
        let outside = Dictionary(
            documents.filter(\.isOutsideScannedFolders).compactMap { document in
                document.filePath.map { ($0, document.path) }
            }, uniquingKeysWith: { first, _ in first })
        for file in files {
            if let link = outside[file.path] {
                return LinkedPath(
                    kind: .outsideScannedFolders, file: display(file.path), link: link, destination: file.path)
            }
            let anchor =
                anchors.filter { file.path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }.max { $0.count < $1.count }
                ?? Self.parent(Self.parent(file.path))
            var current = file.path
            while current.count > anchor.count && current != "/" {
                var info = stat()
                if lstat(current, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK {
                    let destination = InputDiscovery.resolved(current) ?? Self.target(of: current)
                    return LinkedPath(
                        kind: .throughLink, file: display(file.path), link: display(current),
                        destination: display(destination))
                }
                current = Self.parent(current)
            }
        }
        return nil
    }

    /// The folder of a path ("/" for a path right under it).
    private static func parent(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "/" : folder
    }

    /// What a link says (`readlink`), for a link that leads nowhere.
    private static func target(of link: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { return "?" }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
