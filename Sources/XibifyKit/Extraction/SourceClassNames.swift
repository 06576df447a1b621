import Foundation

/// The classes an app's own sources declare, so a generated class never takes one of their
/// names (`ActionMessageView2` was once chosen only because the IB files named
/// `ActionMessageView`; a Swift class `TextView` elsewhere would have been redeclared).
///
/// Read as text, line by line, from the Swift and Objective-C files of the projects the scanned
/// documents belong to (`projectRoots(of:)`): `class`, `actor` and `@objc(Name)` declarations in Swift, and
/// `@interface` / `@implementation` in Objective-C. A name in a comment or a string may be
/// counted too; that only makes a generated name avoid it.
package enum SourceClassNames {
    /// Source files are read up to this size each; generated or vendored sources beyond it are
    /// not where an app declares its views.
    static let maximumFileSize = 4 << 20

    /// The class names declared in the sources under a folder.
    static func declared(under root: String) -> Set<String> {
        let walker = DirectoryWalker { relative, isFolder in
            guard isFolder else { return false }
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            return [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"].contains(name)
        }
        var names: Set<String> = []
        for relative in walker.files(under: root)
        where relative.hasSuffix(".swift") || relative.hasSuffix(".h") || relative.hasSuffix(".m")
            || relative.hasSuffix(".mm")
        {
            let path = root.hasSuffix("/") ? root + relative : root + "/" + relative
            guard let handle = FileHandle(forReadingAtPath: path) else { continue }
            let data = handle.readData(ofLength: maximumFileSize)
            try? handle.close()
            names.formUnion(declarations(in: String(decoding: data, as: UTF8.self)))
        }
        return names
    }

    /// The class names one source text declares.
    package static func declarations(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@") })
            for (position, word) in words.enumerated() where position + 1 < words.count {
                switch word {
                case "class", "actor", "@interface", "@implementation":
                    let name = String(words[position + 1])
                    if SwiftIdentifier.isTypeName(name) { names.insert(name) }
                default: continue
                }
            }
            // `@objc(Name)`: the Objective-C runtime name.
            if let range = line.range(of: "@objc(") {
                let rest = line[range.upperBound...].prefix { $0 != ")" }
                if SwiftIdentifier.isTypeName(String(rest)) { names.insert(String(rest)) }
            }
        }
        return names
    }

    /// The folders whose sources can declare classes the documents' wrappers could clash with.
    ///
    /// For each document, the nearest folder above it that holds an Xcode project or workspace
    /// (the app it belongs to), or its own folder when there is none. Nested roots are merged.
    /// Never the file system's root, nor a repository's or a Swift package's root: those can
    /// hold far more than the app (xibify's own repository holds copies of generated wrappers
    /// among its test goldens).
    package static func projectRoots(of documentPaths: [String]) -> [String] {
        var roots: Set<String> = []
        var known: [String: String] = [:]
        for path in documentPaths {
            let folder = (path as NSString).deletingLastPathComponent
            if let root = known[folder] {
                roots.insert(root)
                continue
            }
            var candidate = folder
            var found: String?
            while candidate != "/" && !candidate.isEmpty {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: candidate)) ?? []
                if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
                    found = candidate
                    break
                }
                candidate = (candidate as NSString).deletingLastPathComponent
            }
            let root = found ?? folder
            known[folder] = root
            roots.insert(root)
        }
        let sorted = roots.sorted()
        return sorted.filter { root in
            !sorted.contains { $0 != root && root.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
    }
}
