import Foundation
import XibifyReporting
import XibifyRewriting
import XibifySupport
import XibifyWorkspace
import XibifyWriting
import Yams

/// Finds and reads `.xibify.yml`: every key checked, every problem named with its line.
package enum ConfigurationLoader {
    /// The known keys, in the order `config --print` shows them.
    package static let keys = [
        "included", "excluded", "min_views", "min_elements", "max_differences", "ignore", "reporter", "output", "style",
        "base_class",
        "module", "names",
    ]

    /// The nearest `.xibify.yml`: in the folder or the closest of its parents.
    /// - Parameter folder: where to start (the working folder).
    /// - Returns: the file, or nil when no folder up to the root has one.
    package static func discover(from folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(Configuration.fileName)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
            let parent = current.deletingLastPathComponent().standardizedFileURL
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads a configuration file.
    /// - Parameter file: the file (absolute or relative to the working folder).
    /// - Returns: its settings.
    /// - Throws: `ConfigurationIssues` naming every problem.
    package static func load(_ file: URL) throws(ConfigurationIssues) -> Configuration {
        let path = file.standardizedFileURL.path
        // A repository's `.xibify.yml` may be anything: only a regular file is opened, without
        // waiting (Foundation turned a FIFO down as "You don't have permission").
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.bytes(atPath: path)
        } catch {
            throw ConfigurationIssues([ConfigurationError(file: path, problem: .unreadable(error.reason))])
        }
        guard let text = String(data: Data(bytes), encoding: .utf8) else {
            throw ConfigurationIssues([ConfigurationError(file: path, problem: .unreadable("not UTF-8 text"))])
        }
        return try parse(text, file: path)
    }

    /// Reads the text of a configuration file.
    /// - Parameters:
    ///   - text: the YAML.
    ///   - file: its absolute path (paths in it are relative to its folder).
    /// - Returns: its settings.
    /// - Throws: `ConfigurationIssues` naming every problem.
    package static func parse(_ text: String, file: String) throws(ConfigurationIssues) -> Configuration {
        var reader = Reader(file: file)
        let configuration = reader.read(text)
        if !reader.errors.isEmpty { throw ConfigurationIssues(reader.errors) }
        return configuration
    }

    /// Whether a path the file writes to stays in the folder it may write in: the file's folder,
    /// or the git work tree holding it (a repository's file must not write anywhere else, #27).
    ///
    /// An absolute path, a `..` that climbs out, or a symbolic link (of the file or of a folder
    /// on the way) that leads out are refused.
    /// - Parameters:
    ///   - path: the path as written, relative to the file's folder.
    ///   - file: the configuration file's absolute path.
    /// - Returns: the folder it leaves, or nil when it stays inside.
    package static func outsideFolder(_ path: String, file: String) -> String? {
        let folder = real((file as NSString).deletingLastPathComponent)
        let allowed = GitWorkTree.containing(folder)?.root ?? folder
        if path.hasPrefix("/") { return allowed }
        let written = ((folder as NSString).appendingPathComponent(path) as NSString).standardizingPath
        guard isInside(written, allowed) else { return allowed }
        // Where it leads once links are followed, as `OutputFile` follows them.
        let target: String
        if FileManager.default.fileExists(atPath: written) {
            target = real(written)
        } else if let resolved = try? OutputFile.resolved(written) {
            let parent = (resolved as NSString).deletingLastPathComponent
            target = (real(parent) as NSString).appendingPathComponent((resolved as NSString).lastPathComponent)
        } else {
            return allowed
        }
        return isInside(target, real(allowed)) ? nil : allowed
    }

    /// The path with every link resolved, when it exists (itself otherwise).
    private static func real(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a standardised absolute path is a folder or below it.
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Walks the YAML nodes, collecting problems.
    private struct Reader {
        let file: String
        var errors: [ConfigurationError] = []

        init(file: String) { self.file = file }

        mutating func read(_ text: String) -> Configuration {
            var configuration = Configuration()
            configuration.file = file
            let root: Node?
            do {
                root = try Yams.compose(yaml: text)
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                for key in duplicates { fail(.duplicateKey(key), at: context.mark) }
                return configuration
            } catch let error as YamlError {
                fail(.syntax(Self.describe(error)), at: Self.mark(of: error))
                return configuration
            } catch {
                fail(.syntax("\(error)"), at: nil)
                return configuration
            }
            guard let root else { return configuration }  // An empty file: every default.
            guard let mapping = root.mapping else {
                fail(.notAMapping, at: root.mark)
                return configuration
            }
            var seen: Set<String> = []
            for (keyNode, value) in mapping {
                guard let key = keyNode.string, keyNode.scalar != nil else {
                    fail(.wrongType(key: "(key)", expected: "a plain key"), at: keyNode.mark)
                    continue
                }
                guard seen.insert(key).inserted else {
                    fail(.duplicateKey(key), at: keyNode.mark)
                    continue
                }
                switch key {
                case "included": configuration.included = strings(value, key: key)
                case "excluded":
                    configuration.excluded = patterns(value, key: key)
                    record(value, key: key, in: &configuration)
                case "min_views": configuration.minViews = positive(value, key: key)
                case "min_elements": configuration.minElements = positive(value, key: key)
                case "max_differences": configuration.maxDifferences = nonNegative(value, key: key)
                case "ignore":
                    configuration.ignore = ignoreEntries(value)
                    record(value, key: key, in: &configuration)
                case "reporter":
                    if let name = string(value, key: key) {
                        if ReportFormat(identifier: name) != nil {
                            configuration.reporter = name
                        } else {
                            let known = ReportFormat.identifiers.joined(separator: ", ")
                            fail(
                                .invalidValue(key: key, why: "no reporter is named \(name) (known: \(known))"),
                                at: value.mark)
                        }
                    }
                case "output":
                    if let path = string(value, key: key) {
                        if let folder = ConfigurationLoader.outsideFolder(path, file: file) {
                            fail(.outsideFolder(key: key, path: path, folder: folder), at: value.mark)
                        } else {
                            configuration.output = path
                        }
                    }
                case "style":
                    if let name = string(value, key: key) {
                        if let style = StylePreference(rawValue: name) {
                            configuration.style = style
                        } else {
                            let known = StylePreference.allCases.map(\.rawValue).joined(separator: ", ")
                            fail(
                                .invalidValue(key: key, why: "no style is named \(name) (known: \(known))"),
                                at: value.mark)
                        }
                    }
                case "base_class":
                    if let name = string(value, key: key) {
                        if SwiftIdentifier.isTypeName(name) {
                            configuration.baseClass = name
                        } else {
                            fail(.invalidValue(key: key, why: "\(name) is not a Swift type name"), at: value.mark)
                        }
                    }
                case "module":
                    if let name = string(value, key: key) {
                        if SwiftIdentifier.isValid(name) {
                            configuration.module = name
                        } else {
                            fail(.invalidValue(key: key, why: "\(name) is not a Swift module name"), at: value.mark)
                        }
                    }
                case "names":
                    configuration.names = names(value, in: &configuration)
                default: fail(.unknownKey(key), at: keyNode.mark)
                }
            }
            return configuration
        }

        /// `names`: cluster id → class name.
        ///
        /// A mapping of another kind is an error; an entry whose
        /// id or name cannot be used is left out with a warning at its line, so one bad entry a
        /// teammate wrote does not stop every run (#30).
        private mutating func names(_ node: Node, in configuration: inout Configuration) -> [String: String]? {
            if node.scalar != nil, node.tag == Tag(.null) { return [:] }  // `names:` with nothing under it
            guard let mapping = node.mapping else {
                fail(.wrongType(key: "names", expected: "a mapping of cluster ids to class names"), at: node.mark)
                return nil
            }
            var result: [String: String] = [:]
            var owners: [String: String] = [:]
            for (idNode, value) in mapping {
                // Any scalar: an id of digits only (`12345678`) reads as a number in YAML.
                guard let id = idNode.scalar?.string, !id.isEmpty else {
                    fail(.wrongType(key: "names", expected: "a mapping of cluster ids to class names"), at: idNode.mark)
                    continue
                }
                let key = "names.\(id)"
                if let mark = value.mark ?? idNode.mark {
                    configuration.positions[key] = ConfigurationPosition(line: mark.line, column: mark.column)
                }
                let why: String?
                let name = value.scalar != nil && value.tag == Tag(.str) ? value.string : nil
                if !ChosenClassName.isClusterID(id) {
                    why = "\(id) is not a cluster id (8 or more hexadecimal digits, as `xibify report` shows them)"
                } else if let name {
                    if let owner = owners[name] {
                        why = "\(name) is already the name of cluster \(owner): two clusters cannot share a class"
                    } else {
                        why = ChosenClassName.problem(name)
                    }
                } else {
                    why = "the class name must be a string"
                }
                if let why {
                    configuration.warnings.append(
                        ConfigurationWarning(
                            location: Self.location(file: file, mark: value.mark ?? idNode.mark),
                            message: "`\(key)`: \(why); the entry is left out"))
                    continue
                }
                guard let name else { continue }
                owners[name] = id
                result[id] = name
            }
            return result
        }

        /// `path:line:column` of a node, or the path alone.
        private static func location(file: String, mark: Mark?) -> String {
            guard let mark else { return file }
            return "\(file):\(mark.line):\(mark.column)"
        }

        /// Records where each item of a list that was read stands (`excluded[0]`, …).
        private func record(_ node: Node, key: String, in configuration: inout Configuration) {
            for (index, item) in (node.sequence.map(Array.init) ?? []).enumerated() {
                guard let mark = item.mark else { continue }
                configuration.positions["\(key)[\(index)]"] = ConfigurationPosition(
                    line: mark.line, column: mark.column)
            }
        }

        private mutating func fail(_ problem: ConfigurationError.Problem, at mark: Mark?) {
            errors.append(ConfigurationError(file: file, problem: problem, line: mark?.line, column: mark?.column))
        }

        /// A scalar that YAML reads as a string (`reporter: 3` or `module: yes` are not).
        private mutating func string(_ node: Node, key: String) -> String? {
            guard node.scalar != nil, node.tag == Tag(.str), let text = node.string else {
                fail(.wrongType(key: key, expected: "a string"), at: node.mark)
                return nil
            }
            return text
        }

        private mutating func positive(_ node: Node, key: String) -> Int? {
            guard node.scalar != nil, node.tag == Tag(.int), let number = node.int else {
                fail(.wrongType(key: key, expected: "a whole number"), at: node.mark)
                return nil
            }
            guard number >= 1 else {
                fail(.invalidValue(key: key, why: "must be at least 1, not \(number)"), at: node.mark)
                return nil
            }
            return number
        }

        private mutating func nonNegative(_ node: Node, key: String) -> Int? {
            guard node.scalar != nil, node.tag == Tag(.int), let number = node.int else {
                fail(.wrongType(key: key, expected: "a whole number"), at: node.mark)
                return nil
            }
            guard number >= 0 else {
                fail(.invalidValue(key: key, why: "must be at least 0, not \(number)"), at: node.mark)
                return nil
            }
            return number
        }

        private mutating func strings(_ node: Node, key: String) -> [String]? {
            guard let sequence = node.sequence else {
                fail(.wrongType(key: key, expected: "a list of strings"), at: node.mark)
                return nil
            }
            var result: [String] = []
            for (index, item) in sequence.enumerated() {
                if let text = string(item, key: "\(key)[\(index)]") { result.append(text) }
            }
            return result
        }

        /// A list of globs within `Glob`'s limits on their number and length (#27: matching is
        /// linear, but a repository's file must not make each path cost what it likes).
        private mutating func patterns(_ node: Node, key: String) -> [String]? {
            guard let list = strings(node, key: key) else { return nil }
            let problems = Glob.limitProblems(list)
            for problem in problems {
                switch problem {
                case .tooMany(let count): fail(.tooManyPatterns(key: key, count: count), at: node.mark)
                case .tooLong(let index, let length):
                    // Each item's own line, when every item was a string (the indices then agree).
                    let items = node.sequence.map(Array.init) ?? []
                    let mark = items.count == list.count ? items[index].mark : node.mark
                    fail(.patternTooLong(key: "\(key)[\(index)]", length: length), at: mark)
                }
            }
            return problems.isEmpty ? list : nil
        }

        private mutating func ignoreEntries(_ node: Node) -> [IgnoredCluster]? {
            guard let sequence = node.sequence else {
                fail(.wrongType(key: "ignore", expected: "a list of {cluster, reason} entries"), at: node.mark)
                return nil
            }
            var result: [IgnoredCluster] = []
            for (index, item) in sequence.enumerated() {
                let key = "ignore[\(index)]"
                guard let entry = item.mapping else {
                    fail(.wrongType(key: key, expected: "a mapping with `cluster` and `reason`"), at: item.mark)
                    continue
                }
                var cluster: String?
                var reason: String?
                for (entryKey, value) in entry {
                    switch entryKey.string {
                    case "cluster":
                        // Any scalar: an id of digits only (`12345678`) reads as a number in YAML.
                        if let scalar = value.scalar, !scalar.string.isEmpty {
                            cluster = scalar.string
                        } else {
                            fail(.wrongType(key: "\(key).cluster", expected: "a cluster id"), at: value.mark)
                        }
                    case "reason": reason = string(value, key: "\(key).reason")
                    default: fail(.unknownKey("\(key).\(entryKey.string ?? "?")"), at: entryKey.mark)
                    }
                }
                if cluster == nil && entry["cluster"] == nil {
                    fail(.invalidValue(key: key, why: "`cluster` is missing"), at: item.mark)
                }
                if reason == nil && entry["reason"] == nil {
                    fail(
                        .invalidValue(key: key, why: "`reason` is missing (say why the cluster is kept)"), at: item.mark
                    )
                }
                if let cluster, let reason { result.append(IgnoredCluster(cluster: cluster, reason: reason)) }
            }
            return result
        }

        static func mark(of error: YamlError) -> Mark? {
            switch error {
            case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
            default: nil
            }
        }

        static func describe(_ error: YamlError) -> String {
            switch error {
            case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
                problem
            default: "\(error)"
            }
        }
    }
}
