import XibifyFormat

/// Ids are unique and every id reference resolves, no worse than in the input: a file that
/// already had a duplicate or a dangling reference must not get a new one.
///
/// Archived images' names count as references to the object whose id they embed.
package struct IDCheck {
    package let output: ParsedOutput
    /// The input the output was made from, if it is an edited file.
    package let input: ParsedOutput?

    package func run() throws(VerificationError) {
        let document = output.document
        let duplicatesBefore = input.map { Self.duplicateIDs($0.document) } ?? []
        if let duplicate = Self.duplicateIDs(document).subtracting(duplicatesBefore).sorted().first {
            throw .duplicateID(path: document.path, id: duplicate)
        }
        // Whole-value references, and the names of archived images, which embed their object's id
        // (IB-FORMAT.md §3.4): an image's entry named after an object the file does not have.
        let danglingBefore = Set(
            input.map { ($0.index.references + $0.index.embedded).filter { $0.target == nil }.map(\.targetID) } ?? [])
        for reference in output.index.references + output.index.embedded
        where reference.target == nil && !danglingBefore.contains(reference.targetID) {
            throw .danglingReference(
                path: document.path, id: reference.targetID, line: document.location(of: reference.source).line)
        }
    }

    package static func duplicateIDs(_ document: IBDocument) -> Set<String> {
        var seen: Set<String> = []
        var duplicates: Set<String> = []
        let skipped: Set<String> = ["device", "adaptation"]
        for element in document.elements.indices where !skipped.contains(document.tag(element)) {
            if let id = document.id(of: element), !seen.insert(id).inserted { duplicates.insert(id) }
        }
        return duplicates
    }
}
