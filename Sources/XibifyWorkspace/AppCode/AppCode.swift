import Foundation
import XibifyFormat
import XibifySupport

/// What the app's own sources do with the objects its documents hand them: read once, at the
/// edge, for the holder classes a scan asks about, and then asked per object (`uses(of:)`).
///
/// Read as text, not compiled: the Swift and Objective-C files under the projects' folders
/// (`SourceClassNames.projectRoots`) that name one of the holder classes, their comments and
/// literals blanked (`CodeScrubber`). A holder's own files are those that declare it or extend it
/// (`class`, `extension`, `@objc(Name) class Other`, `@implementation`, `@interface`); there every
/// use of the property counts (`statusCard.layer`, `self.statusCard?.subviews`,
/// `[_statusCard setBackgroundColor:]`). Files that only name the class count uses through a
/// receiver (`cell.statusCard.subviews`). What is out of reach, and said so in docs/rewrite.md:
/// the object passed on (`style(statusCard)`), kept under another name (`let card = statusCard`),
/// reached by key-value coding, or through an index of a superview's `subviews`.
package struct AppCode: Sendable {
    /// A source file, its code alone.
    struct Source: Sendable {
        var path: String
        var code: String
        /// The code's bytes, for `SearchWindows`.
        var bytes: [UInt8]
        /// Whether every byte of the code is ASCII, so that its UTF-16 offsets are its bytes'.
        var ascii: Bool
        var objectiveC: Bool
        /// The UTF-16 offsets of its line breaks, for line numbers.
        var lineBreaks: [Int]
        /// The holder classes it declares or extends.
        var declares: Set<String>
        /// The holder classes it names otherwise.
        var mentions: Set<String>
        /// Every identifier its code spells: a property it does not spell has no use here.
        var identifiers: Set<String>

        func line(at offset: Int) -> Int {
            var low = 0
            var high = lineBreaks.count
            while low < high {
                let middle = (low + high) / 2
                if lineBreaks[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low + 1
        }
    }

    private var sources: [Source]

    /// Nothing read: every question is answered with no use.
    package static let empty = AppCode(sources: [])

    private init(sources: [Source]) { self.sources = sources }

    /// Reads the sources under the folders that name one of the classes.
    /// - Parameters:
    ///   - classes: the holder classes the scan asks about, as documents name them.
    ///   - roots: the folders of the projects that build the documents.
    ///   - files: where they are read.
    package static func read(classes: Set<String>, under roots: [String], files: WorkspaceFiles) -> AppCode {
        guard !classes.isEmpty else { return .empty }
        let names = ClassNameTokens(classes)
        var paths: [(path: String, objectiveC: Bool)] = []
        for root in roots {
            for relative in files.files(under: root, skip: SourceClassNames.skipsBuildFolders).sorted() {
                let objectiveC = relative.hasSuffix(".h") || relative.hasSuffix(".m") || relative.hasSuffix(".mm")
                guard objectiveC || relative.hasSuffix(".swift") else { continue }
                paths.append((root.hasSuffix("/") ? root + relative : root + "/" + relative, objectiveC))
            }
        }
        // Each file is read and classified on its own, on every core; the sources keep the order
        // of the paths.
        let sources = ParallelMap.map(paths) { path, objectiveC in
            source(at: path, objectiveC: objectiveC, naming: classes, tokens: names, files: files)
        }
        return AppCode(sources: sources.compactMap { $0 })
    }

    /// One file's code, when it names one of the classes in code.
    private static func source(
        at path: String, objectiveC: Bool, naming classes: Set<String>, tokens names: ClassNameTokens,
        files: WorkspaceFiles
    ) -> Source? {
        guard let bytes = files.prefix(atPath: path, length: SourceClassNames.maximumFileSize) else { return nil }
        // Most files name none of the classes: one pass over their identifiers says so.
        guard !names.found(in: bytes).isEmpty else { return nil }
        let scrubbed = CodeScrubber.scrub(bytes, objectiveC: objectiveC)
        // Named in code, not only in comments and literals.
        let identifiers = ClassNameTokens.identifiers(in: scrubbed)
        let named = classes.intersection(identifiers)
        guard !named.isEmpty else { return nil }
        let code = String(decoding: scrubbed, as: UTF8.self)
        var source = Source(
            path: path, code: code, bytes: scrubbed, ascii: scrubbed.allSatisfy { $0 < 0x80 }, objectiveC: objectiveC,
            lineBreaks: Self.lineBreaks(of: code), declares: [], mentions: [], identifiers: identifiers)
        // Spelled as a whole identifier in code: declared or extended here, or named.
        for name in named.sorted() {
            if Self.declares(name, in: source) {
                source.declares.insert(name)
            } else {
                source.mentions.insert(name)
            }
        }
        return source.declares.isEmpty && source.mentions.isEmpty ? nil : source
    }

    /// Every use the code makes of the object an access reaches, in file and line order.
    package func uses(of access: HeldAccess) -> [HeldObjectUse] { uses(of: [access])[access] ?? [] }

    /// Every use the code makes of the objects some accesses reach, each in file and line order.
    ///
    /// Accesses through the same path (`titleLabel` of several cell classes) search a file that
    /// declares or names their holders once; the searches run on every core.
    package func uses(of accesses: [HeldAccess]) -> [HeldAccess: [HeldObjectUse]] {
        struct Search: Hashable {
            var source: Int
            var path: HeldAccess.Path
            var own: Bool
        }
        var searches: [HeldAccess: [Search]] = [:]
        var distinct: [Search] = []
        var seen: Set<Search> = []
        for access in accesses where searches[access] == nil {
            var list: [Search] = []
            for (index, source) in sources.enumerated() {
                let own = source.declares.contains(access.holderClass)
                guard own || source.mentions.contains(access.holderClass) else { continue }
                let search = Search(source: index, path: access.path, own: own)
                list.append(search)
                if seen.insert(search).inserted { distinct.append(search) }
            }
            searches[access] = list
        }
        let sources = self.sources
        let found = Dictionary(
            uniqueKeysWithValues: zip(
                distinct,
                ParallelMap.map(distinct) { search in
                    Self.members(reached: search.path, in: sources[search.source], own: search.own)
                }))
        return searches.reduce(into: [:]) { answers, entry in
            let (access, list) = entry
            var uses: [HeldObjectUse] = []
            for search in list {
                let source = sources[search.source]
                for (offset, member) in found[search] ?? [] {
                    uses.append(
                        HeldObjectUse(file: source.path, line: source.line(at: offset), access: access, member: member))
                }
            }
            var unique: Set<HeldObjectUse> = []
            answers[access] = uses.filter { unique.insert($0).inserted }.sorted {
                ($0.file, $0.line, $0.member) < ($1.file, $1.line, $1.member)
            }
        }
    }

    // MARK: Patterns

    /// `?`, `!` and the dot before a member, then the member.
    private static let swiftMember = #"\s*[?!]?\s*\.\s*([A-Za-z_]\w*)"#

    /// The members used through one path, with their offsets.
    ///
    /// `windowed` false searches the whole file, as the windows must match (`SearchWindows`; the
    /// tests compare the two on real sources).
    static func members(reached path: HeldAccess.Path, in source: Source, own: Bool, windowed: Bool = true)
        -> [(offset: Int, member: String)]
    {
        // A file that does not spell the name has no use of it: no pattern is compiled for it.
        switch path {
        case .outlet(let property), .collection(let property):
            guard source.identifiers.contains(property) else { return [] }
        case .tag:
            guard source.identifiers.contains("viewWithTag") else { return [] }
        }
        switch path {
        case .outlet(let property):
            let name = NSRegularExpression.escapedPattern(for: property)
            var patterns: [String] = []
            if source.objectiveC {
                // `x.card.layer`, `[x.card setHidden:]`: through a receiver, in any file that names the class.
                patterns += [
                    #"\.\s*"# + name + #"(?![\w$])\s*\.\s*([A-Za-z_]\w*)"#,
                    #"\[\s*\w+\s*\.\s*"# + name + #"\s+([A-Za-z_]\w*)"#,
                ]
                if own {
                    patterns += [
                        #"(?<![\w.])_"# + name + #"(?![\w$])\s*\.\s*([A-Za-z_]\w*)"#,
                        #"->\s*"# + name + #"(?![\w$])\s*\.\s*([A-Za-z_]\w*)"#,
                        #"\[\s*(?:_"# + name + #"|\[\s*self\s+"# + name + #"\s*\])\s+([A-Za-z_]\w*)"#,
                    ]
                }
            } else {
                patterns.append(#"\.\s*"# + name + #"(?![\w$])"# + swiftMember)
                if own { patterns.append(#"(?<![\w.$])"# + name + #"(?![\w$])"# + swiftMember) }
            }
            // Each pattern holds the name: searched in the windows around its occurrences.
            let windows =
                source.ascii && windowed
                ? SearchWindows.windows(of: Array(property.utf8), in: source.bytes)
                : [NSRange(location: 0, length: (source.code as NSString).length)]
            return patterns.flatMap { captures($0, in: source.code, ranges: windows) }
        case .collection(let property):
            guard own else { return [] }
            return collectionMembers(property, in: source)
        case .tag(let tag):
            guard own else { return [] }
            let pattern =
                source.objectiveC
                ? #"viewWithTag:\s*\#(tag)\s*\]\s*(?:\.\s*)?([A-Za-z_]\w*)"#
                : #"viewWithTag\s*\(\s*\#(tag)\s*\)(?:\s*as[?!]?\s*[\w.]+\s*\))?"# + swiftMember
            return captures(pattern, in: source.code)
        }
    }

    /// The members used on an outlet collection's elements: in a `for` loop over it, in a `forEach`
    /// closure, and through `first`, `last` or a subscript.
    private static func collectionMembers(_ property: String, in source: Source) -> [(offset: Int, member: String)] {
        let name = NSRegularExpression.escapedPattern(for: property)
        let code = source.code
        var found: [(offset: Int, member: String)] = []
        let loops: [String]
        let direct: String
        if source.objectiveC {
            loops = [#"for\s*\(\s*\w+\s*\*\s*(\w+)\s+in\s+(?:self\s*\.\s*|_)"# + name + #"\s*\)\s*\{"#]
            direct =
                #"(?:self\s*\.\s*|_)"# + name
                + #"\s*(?:\[[^\]\n]*\]|\.\s*(?:firstObject|lastObject)\b)\s*\.\s*([A-Za-z_]\w*)"#
        } else {
            loops = [
                #"for\s+(?:(?:let|var)\s+)?(\w+)\s+in\s+(?:self\s*\.\s*)?"# + name + #"(?![\w$])[^{\n]*\{"#,
                #"(?<![\w$])"# + name + #"\s*[?!]?\s*\.\s*forEach\s*(?:\(\s*)?\{\s*(?:\(?\s*(\w+)\s*\)?\s+in\b)?"#,
            ]
            direct = #"(?<![\w$])"# + name + #"\s*(?:\[[^\]\n]*\]|[?!]?\s*\.\s*(?:first|last)\b)"# + swiftMember
        }
        found += captures(direct, in: code)
        for loop in loops {
            guard let expression = try? NSRegularExpression(pattern: loop) else { continue }
            let text = code as NSString
            for match in expression.matches(in: code, range: NSRange(location: 0, length: text.length)) {
                let variable =
                    match.range(at: 1).location == NSNotFound
                    ? "\\$0"
                    : NSRegularExpression.escapedPattern(
                        for: text.substring(with: match.range(at: 1)))
                let body = bodyRange(
                    openingAt: text.range(of: "{", options: .backwards, range: match.range).location, in: text)
                let member =
                    source.objectiveC
                    ? [
                        #"(?<![\w.])"# + variable + #"\s*\.\s*([A-Za-z_]\w*)"#,
                        #"\[\s*"# + variable + #"\s+([A-Za-z_]\w*)"#,
                    ]
                    : [#"(?<![\w.$])"# + variable + swiftMember]
                for pattern in member { found += captures(pattern, in: code, range: body) }
            }
        }
        return found
    }

    /// The range inside the braces that open at `open`, to the matching close (or the file's end).
    private static func bodyRange(openingAt open: Int, in text: NSString) -> NSRange {
        guard open != NSNotFound else { return NSRange(location: 0, length: 0) }
        var depth = 0
        var index = open
        while index < text.length {
            let unit = text.character(at: index)
            if unit == 0x7B { depth += 1 }
            if unit == 0x7D {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        return NSRange(location: open + 1, length: max(0, index - open - 1))
    }

    /// The first capture group of every match, with the offset where the match starts.
    private static func captures(_ pattern: String, in code: String, range: NSRange? = nil)
        -> [(offset: Int, member: String)]
    {
        captures(pattern, in: code, ranges: [range ?? NSRange(location: 0, length: (code as NSString).length)])
    }

    /// The first capture group of every match in each range, in order, with the offset where the
    /// match starts.
    private static func captures(_ pattern: String, in code: String, ranges: [NSRange])
        -> [(offset: Int, member: String)]
    {
        guard !ranges.isEmpty, let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let text = code as NSString
        return ranges.flatMap { range in
            expression.matches(in: code, range: range).compactMap { match -> (offset: Int, member: String)? in
                for group in 1..<match.numberOfRanges where match.range(at: group).location != NSNotFound {
                    return (match.range.location, text.substring(with: match.range(at: group)))
                }
                return nil
            }
        }
    }

    private static func matches(_ pattern: String, in code: String, ranges: [NSRange]) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return ranges.contains { expression.firstMatch(in: code, range: $0) != nil }
    }

    /// Whether a file declares or extends the class a document names: Swift's `class`, `extension`
    /// (also of the Swift class that `@objc(Name)` renames), Objective-C's `@interface` and
    /// `@implementation` (a category's too).
    static func declares(_ name: String, in source: Source, windowed: Bool = true) -> Bool {
        let code = source.code
        let escaped = NSRegularExpression.escapedPattern(for: name)
        // The pattern holds the name, `@` and words before it: searched in the name's windows.
        let windows =
            source.ascii && windowed
            ? SearchWindows.windows(of: Array(name.utf8), in: source.bytes)
            : [NSRange(location: 0, length: (code as NSString).length)]
        if matches(
            #"(?:\b(?:class|extension|actor|struct)\s+|@(?:interface|implementation)\s+)"# + escaped + #"(?![\w$])"#,
            in: code, ranges: windows)
        {
            return true
        }
        // `@objc(Name)` spelled in the code, or no renamed class.
        guard !windowed || ByteSearch.firstOffset(of: Array("@objc".utf8), in: source.bytes[...]) != nil else {
            return false
        }
        guard
            let renamed = try? NSRegularExpression(pattern: #"@objc\(\s*"# + escaped + #"\s*\)[^{]*?\bclass\s+(\w+)"#),
            let match = renamed.firstMatch(in: code, range: NSRange(location: 0, length: (code as NSString).length))
        else { return false }
        return match.range(at: 1).location != NSNotFound
    }

    private static func lineBreaks(of code: String) -> [Int] {
        var breaks: [Int] = []
        for (offset, unit) in code.utf16.enumerated() where unit == 0x0A { breaks.append(offset) }
        return breaks
    }
}
