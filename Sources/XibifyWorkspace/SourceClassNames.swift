import Foundation
import XibifySupport

/// The types an app's own sources declare, so a generated class never takes one of their
/// names (`ActionMessageView2` was once chosen only because the IB files named
/// `ActionMessageView`; a Swift class `TextView` elsewhere would have been redeclared).
///
/// Read as text, line by line, from the Swift and Objective-C files of the projects the scanned
/// documents belong to (`projectRoots(of:)`): `class`, `actor`, `struct`, `enum`, `protocol`,
/// `typealias` and `@objc(Name)` declarations in Swift (a SwiftUI `struct FooView` clashes with a
/// generated `FooView` as a class would), and `@interface` / `@implementation` / `@protocol` in
/// Objective-C (C's `struct` and `enum` tags too, which Swift imports as types). A name in a comment or a string may be
/// counted too; that only makes a generated name avoid it.
package enum SourceClassNames {
    /// Source files are read up to this size each; generated or vendored sources beyond it are
    /// not where an app declares its views.
    package static let maximumFileSize = 4 << 20

    /// The class names declared in the sources under a folder.
    /// - Parameters:
    ///   - root: the folder.
    ///   - extensions: the kinds of source read (Swift and Objective-C by default).
    package static func declared(
        under root: String, extensions: [String] = [".swift", ".h", ".m", ".mm"], files: WorkspaceFiles
    ) -> Set<String> {
        var names: Set<String> = []
        for relative in files.files(under: root, skip: skipsBuildFolders)
        where extensions.contains(where: { relative.hasSuffix($0) }) {
            let path = root.hasSuffix("/") ? root + relative : root + "/" + relative
            guard let bytes = files.prefix(atPath: path, length: maximumFileSize) else { continue }
            names.formUnion(bytes.withUnsafeBufferPointer { declarations(in: $0) })
        }
        return names
    }

    /// Leaves out the folders of build products and dependencies, where an app declares nothing
    /// of its own.
    package static func skipsBuildFolders(_ relative: String, _ isFolder: Bool) -> Bool {
        guard isFolder else { return false }
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name)
    }

    /// What the app's sources say of a class an IB document names: its Swift name and why it
    /// cannot be subclassed, or nil when the sources do not declare it (not judged).
    ///
    /// A Swift declaration `final class Name` (any modifiers before `class` on its line), an
    /// Objective-C `@interface Name` marked `objc_subclassing_restricted`, or a Swift class whose
    /// Objective-C name is `Name` (`@objc(Name) class Other`: IB files name the runtime name,
    /// Swift code only `Other`, which is then the Swift name, `final` if declared so).
    package static func appClass(named name: String, under root: String, files: WorkspaceFiles) -> AppClass? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard
            let swift = try? NSRegularExpression(
                pattern: #"^[^\n/]*\bclass\s+"# + escaped + #"\b"#, options: [.anchorsMatchLines]),
            let final = try? NSRegularExpression(
                pattern: #"^[^\n/]*\bfinal\b[^\n{]*\bclass\s+"# + escaped + #"\b"#, options: [.anchorsMatchLines]),
            // A class, not a category (`@interface Name (Extra)`) nor a forward declaration.
            let objc = try? NSRegularExpression(pattern: #"@interface\s+"# + escaped + #"\s*:"#),
            let restricted = try? NSRegularExpression(
                pattern: #"objc_subclassing_restricted[^@]*@interface\s+"# + escaped + #"\b"#),
            // `@objc(Name) class Other`: Name is only the class's Objective-C name.
            // Attributes (with arguments), modifiers and comments may stand between; an indented
            // declaration is a nested one (or one inside `#if`), which Swift names otherwise.
            let renamed = try? NSRegularExpression(
                pattern: #"^([ \t]*)@objc\(\s*"# + escaped
                    + #"\s*\)((?:\s+|//[^\n]*|@\w+(?:\([^()\n]*\))?|\b(?:public|open|internal|final|private|fileprivate|package)\b)*)\bclass\s+(\w+)"#,
                options: [.anchorsMatchLines])
        else { return nil }
        var renamedClass: AppClass?
        for relative in files.files(under: root, skip: skipsBuildFolders).sorted()
        where relative.hasSuffix(".swift") || relative.hasSuffix(".h") {
            let path = root.hasSuffix("/") ? root + relative : root + "/" + relative
            guard let data = files.contents(atPath: path), data.count <= maximumFileSize else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains(name) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            let file = (relative as NSString).lastPathComponent
            // A renamed class found: every other file that declares it too (copies of one source
            // that different targets compile), for the module check.
            if var found = renamedClass {
                if relative.hasSuffix(".swift"), let match = renamed.firstMatch(in: text, range: range),
                    Range(match.range(at: 3), in: text).map({ String(text[$0]) }) == found.swiftName
                {
                    found.otherPaths.append(path)
                    renamedClass = found
                }
                continue
            }
            if relative.hasSuffix(".swift"), let match = renamed.firstMatch(in: text, range: range),
                let swiftName = Range(match.range(at: 3), in: text).map({ String(text[$0]) }), swiftName != name
            {
                let indent = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
                let modifiers = Range(match.range(at: 2), in: text).map { String(text[$0]) } ?? ""
                let isFinal = modifiers.split(whereSeparator: { !$0.isLetter }).contains("final")
                let restriction: SubclassRestriction? =
                    isFinal
                    ? .final(className: name, file: file)
                    : indent.isEmpty ? nil : .objectiveCNameOnly(className: name, swiftName: swiftName, file: file)
                renamedClass = AppClass(swiftName: swiftName, restriction: restriction, path: path)
                continue
            }
            if relative.hasSuffix(".swift"), final.firstMatch(in: text, range: range) != nil {
                return AppClass(swiftName: name, restriction: .final(className: name, file: file), path: path)
            }
            if relative.hasSuffix(".swift"), swift.firstMatch(in: text, range: range) != nil {
                return AppClass(swiftName: name, path: path)
            }
            if relative.hasSuffix(".h"), restricted.firstMatch(in: text, range: range) != nil {
                return AppClass(
                    swiftName: name, restriction: .subclassingRestricted(className: name, file: file), path: path)
            }
            if relative.hasSuffix(".h"), objc.firstMatch(in: text, range: range) != nil {
                return AppClass(swiftName: name, path: path)
            }
        }
        return renamedClass
    }

    /// The class names one source text declares.
    ///
    /// Read as bytes, comments and string literals left out: words are runs of ASCII letters,
    /// digits, `_`, `@` and any non-ASCII byte (a Unicode identifier stays one word); the word after `class`, `actor`,
    /// `struct`, `enum`, `protocol`, `typealias`, `@interface`, `@implementation` or `@protocol` on
    /// the same line is a declaration, and so is the name in `@objc(Name)`.
    /// (Splitting into `Character`s, as this once did, was most of a corpus rewrite's time.)
    package static func declarations(in text: String) -> Set<String> {
        var text = text
        return text.withUTF8 { declarations(in: $0) }
    }

    /// The class names one source's bytes declare (UTF-8).
    package static func declarations(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names: Set<String> = []
        var previous: Range<Int>?
        var index = 0
        let count = bytes.count
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x5F || byte == 0x40 || byte >= 0x80
        }
        func equals(_ range: Range<Int>, _ word: StaticString) -> Bool {
            guard range.count == word.utf8CodeUnitCount else { return false }
            let pointer = word.utf8Start
            for offset in 0..<range.count where bytes[range.lowerBound + offset] != pointer[offset] { return false }
            return true
        }
        func add(_ range: Range<Int>) {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            if SwiftIdentifier.isTypeName(name) { names.insert(name) }
        }
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                previous = nil
                index += 1
                continue
            }
            // Comments and string literals declare nothing ("class NibView" in a comment is not one).
            let next: UInt8 = index + 1 < count ? bytes[index + 1] : 0
            if byte == 0x2F && next == 0x2F {  // `//` to the end of the line
                while index < count && bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == 0x2F && next == 0x2A {  // `/* … */`, nested as Swift nests them
                var depth = 0
                while index < count {
                    if bytes[index] == 0x2F && index + 1 < count && bytes[index + 1] == 0x2A {
                        depth += 1
                        index += 2
                    } else if bytes[index] == 0x2A && index + 1 < count && bytes[index + 1] == 0x2F {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
                continue
            }
            if byte == 0x22 {  // "…" on one line, or """ … """ over several
                let multiline = index + 2 < count && bytes[index + 1] == 0x22 && bytes[index + 2] == 0x22
                index += multiline ? 3 : 1
                while index < count {
                    if bytes[index] == 0x5C {
                        index += 2
                        continue
                    }
                    if !multiline && bytes[index] == 0x0A { break }
                    if bytes[index] == 0x22 {
                        if !multiline {
                            index += 1
                            break
                        }
                        if index + 2 < count && bytes[index + 1] == 0x22 && bytes[index + 2] == 0x22 {
                            index += 3
                            break
                        }
                    }
                    index += 1
                }
                previous = nil
                continue
            }
            guard isWordByte(byte) else {
                index += 1
                continue
            }
            let start = index
            while index < count && isWordByte(bytes[index]) { index += 1 }
            let word = start..<index
            if let last = previous,
                equals(last, "class") || equals(last, "actor") || equals(last, "struct") || equals(last, "enum")
                    || equals(last, "protocol") || equals(last, "typealias") || equals(last, "@interface")
                    || equals(last, "@implementation") || equals(last, "@protocol")
            {
                add(word)
            }
            // `@objc(Name)`: the Objective-C runtime name.
            if equals(word, "@objc") && index < count && bytes[index] == 0x28 {
                var end = index + 1
                while end < count && bytes[end] != 0x29 && bytes[end] != 0x0A { end += 1 }
                if end < count && bytes[end] == 0x29 { add((index + 1)..<end) }
            }
            previous = word
        }
        return names
    }

    /// Whether a folder entry says an app's project is here: an Xcode project or workspace, or
    /// the spec one is generated from (XcodeGen's `project.yml`, Tuist's `Project.swift`).
    package static func isProjectMarker(_ entry: String) -> Bool {
        entry.hasSuffix(".xcodeproj") || entry.hasSuffix(".xcworkspace") || entry == "project.yml"
            || entry == "Project.swift"
    }

    /// The folder of the app's project above a document, or nil when no folder above it has one.
    package static func projectRoot(of documentPath: String, files: WorkspaceFiles) -> String? {
        var candidate = (documentPath as NSString).deletingLastPathComponent
        while candidate != "/" && !candidate.isEmpty {
            let entries = files.contentsOfDirectory(atPath: candidate) ?? []
            if entries.contains(where: isProjectMarker) { return candidate }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The folders whose sources can declare classes the documents' wrappers could clash with.
    ///
    /// For each document, the nearest folder above it that holds an Xcode project or workspace,
    /// or the spec a project is generated from (XcodeGen's `project.yml`, Tuist's
    /// `Project.swift`: such apps keep no `.xcodeproj` in their repository, and one module spans
    /// folders far apart), or its own folder when there is none. Nested roots are merged.
    /// Never the file system's root, nor a repository's or a Swift package's root: those can
    /// hold far more than the app (xibify's own repository holds copies of generated wrappers
    /// among its test goldens).
    package static func projectRoots(of documentPaths: [String], files: WorkspaceFiles) -> [String] {
        var roots: Set<String> = []
        var known: [String: String] = [:]
        for path in documentPaths {
            let folder = (path as NSString).deletingLastPathComponent
            if let root = known[folder] {
                roots.insert(root)
                continue
            }
            let root = projectRoot(of: path, files: files) ?? folder
            known[folder] = root
            roots.insert(root)
        }
        let sorted = roots.sorted()
        return sorted.filter { root in
            !sorted.contains { $0 != root && root.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }
}
