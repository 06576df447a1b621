import Foundation

/// The outlets an app's class declares, read from its source, and its superclass.
///
/// Read as text, as `SourceClassNames` reads declarations: in Swift, the `@IBOutlet var`s of the
/// class's body (`{` to its matching `}`, line comments left out); in Objective-C, the `IBOutlet`
/// properties and instance variables of its `@interface` (in the header, and a class extension in
/// the `.m` or `.mm` file beside it) and of its `@implementation`. A key is only ever judged undeclared
/// when every class of the chain up to the framework's was read (`HolderOutlets`).
package struct ClassOutlets: Sendable, Equatable {
    /// The name Swift code calls the class by.
    package var swiftName: String
    /// The source read (a `.swift` file, or an Objective-C header).
    package var path: String
    /// Whether the class is declared in Swift.
    package var isSwift: Bool
    /// Its outlets, by name.
    package var outlets: [String: DeclaredOutlet]
    /// Its superclass as written, or nil when none was read.
    package var superclass: String?
    /// Whether other files of its module can name it as written.
    ///
    /// A Swift class declared at the top level of its file (not nested, which Swift names
    /// `Outer.Inner`), neither `private` nor `fileprivate`. Objective-C classes are not named from
    /// Swift here.
    package var isNameable = false
    /// Whether every part that can declare its outlets was read: a Swift class's body; an
    /// Objective-C class's header and its implementation beside it (else a class extension
    /// elsewhere may declare more).
    package var isComplete = true

    /// Reads the outlets of a class the app's sources declare.
    /// - Parameters:
    ///   - found: where `SourceClassNames.appClass(named:under:files:)` found it.
    ///   - files: where sources are read.
    /// - Returns: nil when the source cannot be read or does not hold the declaration.
    package static func read(_ found: AppClass, files: WorkspaceFiles) -> ClassOutlets? {
        guard let path = found.path, let data = files.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        if path.hasSuffix(".swift") {
            return swift(found.swiftName, in: text).map {
                ClassOutlets(
                    swiftName: found.swiftName, path: path, isSwift: true, outlets: $0.outlets,
                    superclass: $0.superclass, isNameable: $0.isNameable)
            }
        }
        // The class extension and the ivars in the implementation beside the header (`.m`, or
        // Objective-C++'s `.mm`: OsmAnd declares its track menu's `backButton` there).
        let stem = (path as NSString).deletingPathExtension
        let implementations = [".m", ".mm"].compactMap { files.contents(atPath: stem + $0) }
        let more = implementations.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        return objectiveC(found.swiftName, in: text + "\n" + more).map {
            ClassOutlets(
                swiftName: found.swiftName, path: path, isSwift: false, outlets: $0.0, superclass: $0.1,
                isComplete: !implementations.isEmpty)
        }
    }

    /// The outlets and the superclass of a Swift class declared in `text`, and whether other
    /// files can name it.
    package static func swift(_ name: String, in text: String) -> (
        outlets: [String: DeclaredOutlet], superclass: String?, isNameable: Bool
    )? {
        let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard
            let header = try? NSRegularExpression(
                pattern: #"^([^\n]*?)\bclass\s+"# + escaped
                    + #"\b\s*(?:<[^>{]*>)?\s*(?::\s*([A-Za-z_][\w.]*))?[^{]*\{"#, options: [.anchorsMatchLines]),
            let match = header.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)),
            let open = Range(match.range, in: code)?.upperBound
        else { return nil }
        let prefix = Range(match.range(at: 1), in: code).map { String(code[$0]) } ?? ""
        let superclass = Range(match.range(at: 2), in: code).map { String(code[$0]) }
        let isNameable =
            !(prefix.first?.isWhitespace ?? false)
            && !prefix.split(whereSeparator: { !$0.isLetter }).contains { $0 == "private" || $0 == "fileprivate" }
        // The body: to the brace that closes the one the declaration opened.
        var depth = 1
        var end = open
        while end < code.endIndex, depth > 0 {
            if code[end] == "{" { depth += 1 } else if code[end] == "}" { depth -= 1 }
            end = code.index(after: end)
        }
        let body = String(code[open..<end])
        guard
            let outlet = try? NSRegularExpression(
                pattern: #"@IBOutlet\b([\s\w()@]*?)\bvar\s+(\w+)\s*:\s*([A-Za-z_][\w.]*)"#)
        else { return nil }
        var outlets: [String: DeclaredOutlet] = [:]
        for found in outlet.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
            guard let nameRange = Range(found.range(at: 2), in: body) else { continue }
            let modifiers = Range(found.range(at: 1), in: body).map { String(body[$0]) } ?? ""
            let type = Range(found.range(at: 3), in: body).map { String(body[$0]) }
            let restricted = modifiers.contains("private")
            outlets[String(body[nameRange])] = DeclaredOutlet(
                name: String(body[nameRange]), type: type, isAssignable: !restricted)
        }
        return (outlets, superclass, isNameable)
    }

    /// The outlets and the superclass of an Objective-C class declared in `text` (its header and
    /// implementation file, joined): its `IBOutlet`s, typed, and every other name it declares with
    /// a `;` or a setter, untyped (keys the nib loader can set too).
    package static func objectiveC(_ name: String, in text: String) -> ([String: DeclaredOutlet], String?)? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        guard
            let section = try? NSRegularExpression(
                pattern: #"@(?:interface|implementation)\s+"# + escaped + #"\b(?:\s*:\s*(\w+))?"#),
            let outlet = try? NSRegularExpression(
                pattern:
                    #"\bIBOutlet\s+(?:__(?:weak|strong|unsafe_unretained)\s+)?(\w+)\s*(?:<[^>;]*>)?\s*\*?\s*(\w+)\s*;"#
            ),
            let anyKey = try? NSRegularExpression(pattern: #"(\w+)\s*;|-\s*\(\s*void\s*\)\s*set(\w+)\s*:"#)
        else { return nil }
        let whole = NSRange(text.startIndex..., in: text)
        let sections = section.matches(in: text, range: whole)
        guard !sections.isEmpty else { return nil }
        var superclass: String?
        var outlets: [String: DeclaredOutlet] = [:]
        for match in sections {
            guard let start = Range(match.range, in: text)?.upperBound else { continue }
            if superclass == nil, let range = Range(match.range(at: 1), in: text) { superclass = String(text[range]) }
            let end = text.range(of: "@end", range: start..<text.endIndex)?.lowerBound ?? text.endIndex
            let part = String(text[start..<end])
            for found in outlet.matches(in: part, range: NSRange(part.startIndex..., in: part)) {
                guard let range = Range(found.range(at: 2), in: part) else { continue }
                let type = Range(found.range(at: 1), in: part).map { String(part[$0]) }
                outlets[String(part[range])] = DeclaredOutlet(
                    name: String(part[range]), type: type, isAssignable: false)
            }
            // The nib loader sets any key the class answers: old nibs connect instance variables
            // no `IBOutlet` marks (`id delegate;`), and a setter (`- (void)setTitleField:`) takes
            // a key as well. Every name declared with a `;` and every setter counts, untyped.
            for found in anyKey.matches(in: part, range: NSRange(part.startIndex..., in: part)) {
                if let range = Range(found.range(at: 1), in: part), outlets[String(part[range])] == nil {
                    outlets[String(part[range])] = DeclaredOutlet(
                        name: String(part[range]), type: nil, isAssignable: false)
                }
                if let range = Range(found.range(at: 2), in: part) {
                    let key = part[range].prefix(1).lowercased() + part[range].dropFirst()
                    if outlets[key] == nil { outlets[key] = DeclaredOutlet(name: key, type: nil, isAssignable: false) }
                }
            }
        }
        return (outlets, superclass)
    }
}
