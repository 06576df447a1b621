import Foundation

/// The `--exclude` patterns as they apply under one scanned folder.
///
/// A pattern is read three ways, and any of them excludes:
/// - as written, relative to the scanned folder, at any depth (`Broken`, `Legacy/**`, `*.xib`);
/// - a pattern starting with `/` is an absolute path: it applies under the folders it lies in,
///   anchored there (`--exclude "$PWD/Fixtures/ShopApp/Broken"`);
/// - a pattern with a `/` (`./Broken`, `Fixtures/ShopApp/Broken`, `../App/Pods`) is also a path
///   relative to the working folder, the way messages print paths, and applies anchored under the
///   scanned folders it lies in. A leading `./` also anchors the first reading to the scanned folder.
///
/// `.` and `..` components are resolved lexically, as the shell would not.
package struct ExcludeRules {
    /// The globs under this folder, each with the index of the pattern it came from.
    private let globs: [(glob: Glob, pattern: Int)]

    /// Resolves the patterns for one scanned folder.
    /// - Parameters:
    ///   - patterns: the `--exclude` patterns, in order.
    ///   - root: the scanned folder's absolute, standardised path.
    ///   - workingDirectory: the working folder's absolute path.
    package init(patterns: [Glob], root: String, workingDirectory: String) {
        var globs: [(Glob, Int)] = []
        for (index, glob) in patterns.enumerated() {
            let text = glob.pattern
            if text.hasPrefix("/") {
                if let relative = Self.relative(Self.normalised(text), to: root) {
                    globs.append((Glob(relative, anchored: true), index))
                }
                continue
            }
            var asWritten = text
            var anchored = glob.anchored
            while asWritten.hasPrefix("./") {
                asWritten.removeFirst(2)
                anchored = true
            }
            if !asWritten.isEmpty && !asWritten.hasPrefix("../") && asWritten != ".." {
                globs.append((Glob(asWritten, anchored: anchored), index))
            }
            if text.contains("/") || text == "." || text == ".." {
                let absolute = Self.normalised(workingDirectory + "/" + text)
                if let relative = Self.relative(absolute, to: root) {
                    globs.append((Glob(relative, anchored: true), index))
                }
            }
        }
        self.globs = globs
    }

    /// The index of the first pattern that excludes a path, or nil.
    /// - Parameter path: the path relative to the scanned folder.
    /// - Returns: the pattern's index in the list given.
    package func match(_ path: String) -> Int? {
        guard !globs.isEmpty else { return nil }
        let subject = Glob.Subject(path)
        return globs.first { $0.glob.matches(subject) }?.pattern
    }

    /// A path with `.` and `..` resolved and no trailing `/` (kept when it is a glob, such as `**`).
    package static func normalised(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// A normalised absolute path made relative to a folder: `**` for the folder itself, nil
    /// when it is not under it.
    package static func relative(_ path: String, to root: String) -> String? {
        let base = normalised(root)
        if path == base { return "**" }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}
