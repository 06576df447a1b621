import Foundation

/// The prefix an app gives its Objective-C classes (`MXK`, `RCT`), for a generated class whose name
/// is an Objective-C runtime name: one without a module (`@objc(Name)`) is global to the process,
/// and an unprefixed `LayoutView` may meet another library's (#30).
///
/// The project's own word first: the class prefix an Xcode project declares (its `CLASSPREFIX`
/// attribute, Xcode's "Class Prefix" setting). Else the prefix most of the app's Objective-C
/// classes share, when at least half of three or more do. Else none: an app that prefixes nothing
/// is not prefixed.
package enum ObjectiveCClassPrefix {
    /// The prefix of the app in a folder.
    /// - Parameters:
    ///   - root: the app's folder (a project's, or the scanned folder).
    ///   - files: where its files are read.
    /// - Returns: the prefix, or nil.
    package static func of(appIn root: String, files: WorkspaceFiles) -> String? {
        for entry in (files.contentsOfDirectory(atPath: root) ?? []).sorted() where entry.hasSuffix(".xcodeproj") {
            let path = (root as NSString).appendingPathComponent(entry + "/project.pbxproj")
            if let data = files.contents(atPath: path),
                let prefix = declared(inProject: String(decoding: data, as: UTF8.self))
            {
                return prefix
            }
        }
        return common(of: SourceClassNames.declared(under: root, extensions: [".h", ".m", ".mm"], files: files))
    }

    /// The `CLASSPREFIX = ABC;` of a `project.pbxproj`, when it is a prefix (capitals, 2 to 4).
    /// - Parameter project: the file's text.
    /// - Returns: the prefix, or nil.
    package static func declared(inProject project: String) -> String? {
        guard let range = project.range(of: "CLASSPREFIX = ") else { return nil }
        let value = project[range.upperBound...].prefix { $0 != ";" && $0 != "\n" }
            .trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return isPrefix(value) ? value : nil
    }

    /// The prefix most names share: at least half of three or more names.
    /// - Parameter names: the app's Objective-C class names.
    /// - Returns: the prefix, or nil.
    package static func common(of names: Set<String>) -> String? {
        guard names.count >= 3 else { return nil }
        var counts: [String: Int] = [:]
        for name in names {
            if let prefix = prefix(of: name) { counts[prefix, default: 0] += 1 }
        }
        guard let (prefix, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
            count * 2 >= names.count
        else { return nil }
        return prefix
    }

    /// The capitals in front of a name's first word (`MXKRoomView` → `MXK`), 2 to 4 of them.
    package static func prefix(of name: String) -> String? {
        let capitals = Array(name.prefix { $0.isUppercase && $0.isASCII })
        guard capitals.count < name.count else { return nil }  // all capitals: an acronym, no prefix
        let prefix = String(capitals.dropLast())
        return isPrefix(prefix) ? prefix : nil
    }

    private static func isPrefix(_ text: String) -> Bool {
        (2...4).contains(text.count) && text.allSatisfy { $0.isUppercase && $0.isASCII }
    }
}
