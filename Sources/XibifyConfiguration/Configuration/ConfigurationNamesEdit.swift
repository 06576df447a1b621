import Yams

/// Records chosen class names in the text of a `.xibify.yml` (#30), changing nothing else: the
/// user's comments, other keys and their layout stay byte for byte; one line is added under
/// `names:` per new cluster, or the name of a recorded one is replaced where it stands.
///
/// The edit works on lines, placed by the YAML parser's marks, and is read back before it is
/// used: when the result does not read as the same settings with the new names, or `names` is
/// written in a form the edit does not handle (a flow mapping over several lines), there is no
/// edit, and the caller says so.
package enum ConfigurationNamesEdit {
    /// The text of a configuration file that holds nothing but names.
    /// - Parameter names: class names by cluster id.
    /// - Returns: the file's text.
    package static func newFile(_ names: [String: String]) -> String {
        "# xibify's settings (docs/cli.md, \"Configuration file\").\n"
            + "# names: the class chosen for each cluster, by id; every run, and everyone, uses it.\n"
            + "names:\n" + names.keys.sorted().map { "  " + entry($0, names[$0] ?? "") + "\n" }.joined()
    }

    /// The text with the names recorded.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - names: class names by cluster id, to add or replace.
    ///   - file: the file's absolute path (for reading the result back).
    /// - Returns: the new text, or nil when the file cannot be edited so.
    package static func edited(_ text: String, recording names: [String: String], file: String) -> String? {
        guard !names.isEmpty else { return text }
        if text.isEmpty { return newFile(names) }
        guard let before = try? ConfigurationLoader.parse(text, file: file) else { return nil }
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch { return nil }
        // A file of comments only holds an empty document.
        var mapping: [(key: Node, value: Node)] = []
        if let root {
            guard let found = root.mapping else { return nil }
            mapping = Array(found)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        let endsWithNewline = text.hasSuffix("\n")
        if endsWithNewline { lines.removeLast() }
        let sorted = names.keys.sorted()
        var appendedAtEnd = false
        if let (key, value) = mapping.first(where: { $0.key.string == "names" }) {
            // The composer does not keep a mapping's style: a flow mapping starts with `{` at its mark.
            let isFlow =
                value.mark.map { mark in
                    lines.indices.contains(mark.line - 1)
                        && lines[mark.line - 1].dropFirst(mark.column - 1).first == "{"
                } ?? false
            if let entries = value.mapping, !isFlow {
                var added: [String] = []
                for id in sorted {
                    if let old = entries.first(where: { $0.key.scalar?.string == id })?.value {
                        guard let mark = old.mark, replaceScalar(at: mark, with: names[id] ?? "", in: &lines) else {
                            return nil
                        }
                    } else {
                        added.append(id)
                    }
                }
                if !added.isEmpty {
                    // Below the last entry, as indented as the first.
                    guard let first = entries.first?.key.mark, let last = entries.map(\.value).last,
                        last.scalar != nil, let lastMark = last.mark
                    else { return nil }
                    let indent = String(repeating: " ", count: first.column - 1)
                    let new = added.map { Array((indent + entry($0, names[$0] ?? "")).unicodeScalars) }
                    lines.insert(contentsOf: new, at: lastMark.line)
                }
            } else if let entries = value.mapping, let mark = value.mark {
                // `names: {}` or `names: {1a2b3c4d: PaymentCard}` on one line: written again whole.
                var all: [String: String] = [:]
                for (id, name) in entries { all[id.scalar?.string ?? ""] = name.string ?? "" }
                all.merge(names) { _, new in new }
                guard replaceFlowMapping(at: mark, with: all, in: &lines) else { return nil }
            } else if value.tag == Tag(.null), let mark = key.mark, value.scalar?.string.isEmpty ?? false {
                // `names:` with nothing under it.
                lines.insert(
                    contentsOf: sorted.map { Array(("  " + entry($0, names[$0] ?? "")).unicodeScalars) },
                    at: mark.line)
            } else {
                return nil
            }
        } else {
            appendedAtEnd = true
            lines.append(Array("names:".unicodeScalars))
            lines += sorted.map { Array(("  " + entry($0, names[$0] ?? "")).unicodeScalars) }
        }
        var result = lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
        if endsWithNewline || appendedAtEnd { result += "\n" }
        // Read back: the same settings, with the names recorded.
        guard var after = try? ConfigurationLoader.parse(result, file: file) else { return nil }
        for id in sorted where after.names?[id] != names[id] { return nil }
        var expected = before
        expected.names = (before.names ?? [:]).merging(names) { _, new in new }
        (after.positions, expected.positions, after.warnings, expected.warnings) = ([:], [:], [], [])
        return after == expected ? result : nil
    }

    /// One entry, `id: Name`, the id quoted when YAML would read it as a number.
    private static func entry(_ id: String, _ name: String) -> String {
        let numeric = Int(id) != nil || Double(id) != nil
        return (numeric ? "\"\(id)\"" : id) + ": " + name
    }

    /// Replaces the one-line scalar that starts at a mark (plain, or in quotes) with a name.
    private static func replaceScalar(at mark: Mark, with name: String, in lines: inout [[Unicode.Scalar]]) -> Bool {
        let (row, start) = (mark.line - 1, mark.column - 1)
        guard lines.indices.contains(row), start < lines[row].count else { return false }
        let line = lines[row]
        var end = start
        if line[start] == "\"" || line[start] == "'" {
            guard let close = line[(start + 1)...].firstIndex(of: line[start]) else { return false }
            end = close + 1
        } else {
            while end < line.count, line[end] != " ", line[end] != "\t", line[end] != "#" { end += 1 }
        }
        lines[row].replaceSubrange(start..<end, with: Array(name.unicodeScalars))
        return true
    }

    /// Replaces a flow mapping on one line, from `{` at the mark to its `}`, with the names.
    private static func replaceFlowMapping(
        at mark: Mark, with names: [String: String], in lines: inout [[Unicode.Scalar]]
    ) -> Bool {
        let (row, start) = (mark.line - 1, mark.column - 1)
        guard lines.indices.contains(row), start < lines[row].count, lines[row][start] == "{",
            let close = lines[row][start...].firstIndex(of: "}")
        else { return false }
        let text = "{" + names.keys.sorted().map { entry($0, names[$0] ?? "") }.joined(separator: ", ") + "}"
        lines[row].replaceSubrange(start...close, with: Array(text.unicodeScalars))
        return true
    }
}
