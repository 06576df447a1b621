import Foundation
import XibifyWorkspace

/// Why a configuration file was not used: each problem with the key and line it concerns.
package struct ConfigurationError: Error, Sendable, Equatable, LocalizedError {
    /// One problem in the file.
    package enum Problem: Sendable, Equatable {
        /// The file cannot be read.
        case unreadable(String)
        /// The YAML itself is broken.
        case syntax(String)
        /// The document is not a mapping of keys to values.
        case notAMapping
        /// A key xibify does not know.
        case unknownKey(String)
        /// A value of the wrong type: the key and the type expected.
        case wrongType(key: String, expected: String)
        /// A value of the right type that is not allowed.
        case invalidValue(key: String, why: String)
        /// A key given twice.
        case duplicateKey(String)
        /// A path the file writes to (`output`) that leads outside the folder it may write in:
        /// the key, the path as written, and that folder (#27).
        case outsideFolder(key: String, path: String, folder: String)
        /// A list of globs longer than `Glob.maximumCount`: the key and how many it holds.
        case tooManyPatterns(key: String, count: Int)
        /// A glob longer than `Glob.maximumLength`: the key (with the item's index) and its length in bytes.
        case patternTooLong(key: String, length: Int)
    }

    /// The configuration file.
    package var file: String
    /// What is wrong.
    package var problem: Problem
    /// 1-based line, where known.
    package var line: Int?
    /// 1-based column, where known.
    package var column: Int?

    /// Creates an error.
    /// - Parameters:
    ///   - file: the configuration file.
    ///   - problem: what is wrong.
    ///   - line: 1-based line.
    ///   - column: 1-based column.
    package init(file: String, problem: Problem, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.problem = problem
        self.line = line
        self.column = column
    }

    /// The key concerned, if any.
    package var key: String? {
        switch problem {
        case .unknownKey(let key), .duplicateKey(let key): key
        case .wrongType(let key, _), .invalidValue(let key, _), .outsideFolder(let key, _, _): key
        case .tooManyPatterns(let key, _), .patternTooLong(let key, _): key
        case .unreadable, .syntax, .notAMapping: nil
        }
    }

    /// `path:line:column`, as far as known.
    package var location: String {
        var text = file
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }

    /// What is wrong, in one sentence.
    package var message: String {
        switch problem {
        case .unreadable(let why): "cannot read the configuration file: \(why)"
        case .syntax(let why): "the configuration file is not valid YAML: \(why)"
        case .notAMapping: "the configuration file must be a mapping of keys to values"
        case .unknownKey(let key):
            "unknown key `\(key)` (known: \(ConfigurationLoader.keys.joined(separator: ", ")))"
        case .wrongType(let key, let expected): "`\(key)` must be \(expected)"
        case .invalidValue(let key, let why): "`\(key)`: \(why)"
        case .duplicateKey(let key): "`\(key)` is given twice"
        case .outsideFolder(let key, let path, let folder):
            "`\(key)`: \(path) leads outside \(folder), the folder a configuration file may write in (its "
                + "folder, or the git work tree holding it); write there with a flag (--output FILE) instead"
        case .tooManyPatterns(let key, let count):
            "`\(key)` holds \(count) patterns, more than the \(Glob.maximumCount) xibify takes from one source"
        case .patternTooLong(let key, let length):
            "`\(key)` is \(length) bytes long, more than the \(Glob.maximumLength) a pattern may have"
        }
    }

    package var errorDescription: String? { "\(location): \(message)" }
}
