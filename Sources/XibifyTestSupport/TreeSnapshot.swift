import Foundation

/// Every file under a folder, hidden ones included, with its bytes and mode: to check that a
/// write left a tree exactly as it was, or exactly as planned, with no file more.
package struct TreeSnapshot: Equatable, Sendable {
    /// One entry: a file's bytes and permission bits, or a link's destination.
    package struct Entry: Equatable, Sendable {
        package var bytes: Data
        package var permissions: Int
        package var linkDestination: String?
    }

    /// The entries by path relative to the folder; folders are listed with empty bytes.
    package var entries: [String: Entry]

    /// Reads a folder.
    /// - Parameter folder: the folder.
    package init(_ folder: URL) throws {
        let manager = FileManager.default
        var entries: [String: Entry] = [:]
        for relative in try manager.subpathsOfDirectory(atPath: folder.path) {
            let path = folder.appendingPathComponent(relative).path
            let attributes = try manager.attributesOfItem(atPath: path)
            let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?:
                entries[relative] = Entry(
                    bytes: Data(), permissions: permissions,
                    linkDestination: try manager.destinationOfSymbolicLink(atPath: path))
            case .typeDirectory?:
                entries[relative + "/"] = Entry(bytes: Data(), permissions: permissions)
            default:
                entries[relative] = Entry(
                    bytes: try Data(contentsOf: URL(fileURLWithPath: path)), permissions: permissions)
            }
        }
        self.entries = entries
    }

    /// The paths whose entries differ between two snapshots, or that only one has, sorted.
    /// - Parameter other: another snapshot.
    /// - Returns: the differing paths.
    package func differences(from other: TreeSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).filter { entries[$0] != other.entries[$0] }.sorted()
    }

    /// The hidden scratch files of xibify's writer (temporary copies, backups, locks) in the tree.
    package var scratchFiles: [String] {
        entries.keys.filter { path in
            let name = (path as NSString).lastPathComponent
            return name.contains(".xibify-") || name == ".xibify.lock"
        }.sorted()
    }
}
