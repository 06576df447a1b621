import Foundation

/// The git work tree a folder is in: its top folder and its `info/exclude` file.
///
/// Found as git finds it, by walking up from the folder to the first one holding a `.git`
/// entry: a folder (an ordinary clone) or a file `gitdir: …` (a linked work tree or a
/// submodule, whose `info/exclude` lives in the common git folder named by `commondir`).
/// `GIT_DIR` and `core.excludesFile` are not read: they belong to one machine, not to the
/// project, and a CI clone does not have them.
package struct GitWorkTree: Sendable, Equatable {
    /// The work tree's top folder (absolute, no trailing `/`).
    package var root: String
    /// `info/exclude` of its git folder, when that folder was found.
    package var excludeFile: String?

    /// Creates a work tree description.
    /// - Parameters:
    ///   - root: the top folder.
    ///   - excludeFile: the `info/exclude` file.
    package init(root: String, excludeFile: String?) {
        self.root = root
        self.excludeFile = excludeFile
    }

    /// The work tree holding a folder, or nil when it is in none.
    /// - Parameter folder: an absolute, standardised folder path.
    /// - Returns: the work tree.
    package static func containing(_ folder: String) -> GitWorkTree? {
        var current = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let manager = FileManager.default
        while true {
            let dotGit = (current == "/" ? "" : current) + "/.git"
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: dotGit, isDirectory: &isFolder) {
                let gitFolder = isFolder.boolValue ? dotGit : linkedGitFolder(dotGit, in: current)
                return GitWorkTree(root: current, excludeFile: gitFolder.map { commonFolder(of: $0) + "/info/exclude" })
            }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// The git folder a `.git` file names (`gitdir: <path>`, relative to the work tree).
    private static func linkedGitFolder(_ file: String, in folder: String) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("gitdir:") {
            let path = line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces)
            return path.hasPrefix("/") ? path : folder + "/" + path
        }
        return nil
    }

    /// The common git folder of a linked work tree's git folder (itself for a clone).
    private static func commonFolder(of gitFolder: String) -> String {
        guard let text = try? String(contentsOfFile: gitFolder + "/commondir", encoding: .utf8) else {
            return gitFolder
        }
        let path = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !path.isEmpty else { return gitFolder }
        return path.hasPrefix("/") ? path : gitFolder + "/" + path
    }
}
