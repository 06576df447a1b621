import Foundation
import XibifyFormat
import XibifyWorkspace

/// Writes the `.strings` files of a set of plans (`TranslationPlan`): the new xibs' files as
/// planned, and each existing file with its entries removed or replaced in place, byte-exactly
/// and in its own encoding and line breaks; several plans' changes to one file are one edit set.
package enum StringsRenderer {
    /// The created and edited `.strings` files, each group sorted by path.
    /// - Parameters:
    ///   - plans: the plans.
    ///   - workspace: where the existing files are read.
    ///   - display: makes a path the one shown to users.
    package static func render(
        _ plans: [ExtractionPlan], workspace: WorkspaceFiles, display: (String) -> String
    ) -> [RenderedFile] {
        var created: [RenderedFile] = []
        var changes: [String: [TranslationPlan.Change]] = [:]
        for plan in plans {
            for file in plan.translations.created {
                created.append(
                    RenderedFile(
                        path: file.path, displayPath: display(file.path), kind: .strings, original: nil,
                        contents: file.contents, edits: []))
            }
            for (path, list) in plan.translations.changes { changes[path, default: []] += list }
        }
        var edited: [RenderedFile] = []
        for (path, list) in changes.sorted(by: { $0.key < $1.key }) {
            guard let data = workspace.contents(atPath: path), let file = try? StringsFile(bytes: Array(data))
            else { continue }
            var edits: [TextEdit] = []
            // A key written twice: its last entry is the one that counts and is replaced; every
            // other is removed.
            let last = Dictionary(
                file.entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, later in later })
            for (position, entry) in file.entries.enumerated() {
                guard let change = list.first(where: { $0.key == entry.key }) else { continue }
                var edit = TextEdit(
                    span: ByteSpan(start: entry.removalSpan.lowerBound, end: entry.removalSpan.upperBound),
                    replacement: "")
                if case .replace(let key, let value, let comment) = change.kind, last[entry.key] == position {
                    // In the old entry's place, with the line breaks that followed it.
                    edit.replacement =
                        file.encode(file.entryText(key: key, value: value, comment: comment))
                        + file.bytes[entry.span.upperBound..<entry.removalSpan.upperBound]
                }
                edits.append(edit)
            }
            // A file left without any byte but its byte-order mark keeps one line break: what Xcode
            // writes for a document with nothing to translate (and what Foundation reads as empty).
            if TextEdit.apply(edits, to: file.bytes).count <= file.encoding.markSize, let last = edits.indices.last {
                edits[last].replacement += file.encode(file.lineBreak)
            }
            edited.append(
                RenderedFile(
                    path: path, displayPath: display(path), kind: .strings, original: file.bytes,
                    contents: TextEdit.apply(edits, to: file.bytes), edits: edits))
        }
        return created.sorted { $0.displayPath < $1.displayPath } + edited
    }
}
