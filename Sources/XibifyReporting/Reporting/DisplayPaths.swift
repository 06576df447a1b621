import XibifyScanning

/// Paths as the text report shows them: relative to the deepest folder that holds every scanned
/// file, which the summary names once, so a copy's place reads `Wallet/Perks.storyboard:20:29`
/// rather than the same long prefix on every line.
package struct DisplayPaths: Sendable, Equatable {
    /// The folder every path is shown relative to, as displayed, with its trailing `/`; empty
    /// when the files share no folder (or are in the working folder).
    package var base: String

    /// Paths shown as they are.
    package static let unchanged = DisplayPaths(base: "")

    /// Paths relative to a folder.
    /// - Parameter base: the folder, with its trailing `/` (or empty).
    package init(base: String) { self.base = base }

    /// The deepest folder that holds every file of a report (its scanned files and its copies).
    package init(_ report: ScanReport) {
        self.init(commonFolderOf: report.files.map(\.path) + report.clusters.flatMap { $0.instances.map(\.file) })
    }

    /// The deepest folder that holds every path.
    package init(commonFolderOf paths: [String]) {
        guard var common = paths.first.map(Self.folder) else {
            self.base = ""
            return
        }
        for path in paths.dropFirst() where !path.hasPrefix(common) {
            while !common.isEmpty && !path.hasPrefix(common) { common = Self.folder(String(common.dropLast())) }
        }
        // The file system's root shortens nothing a reader could not read anyway.
        self.base = common == "/" ? "" : common
    }

    /// A path as shown: without the base.
    package func shown(_ path: String) -> String {
        guard !base.isEmpty, path.hasPrefix(base), path.count > base.count else { return path }
        return String(path.dropFirst(base.count))
    }

    /// The folder of a path, with its trailing `/`; empty for a bare name.
    private static func folder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
