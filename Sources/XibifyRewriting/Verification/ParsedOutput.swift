import XibifyFormat

/// An output of the rewrite, parsed again, with its reference index.
package struct ParsedOutput: Sendable {
    package var document: IBDocument
    package var index: ReferenceIndex

    /// Parses an output.
    /// - Throws: `VerificationError.unparsable` when it does not parse as an IB document.
    package init(_ bytes: [UInt8], path: String) throws(VerificationError) {
        do {
            document = try IBDocumentParser.parse(bytes, path: path)
        } catch {
            throw .unparsable(path: path, reason: error.message, line: error.line)
        }
        index = ReferenceIndex(document)
    }

    package init(document: IBDocument, index: ReferenceIndex) {
        self.document = document
        self.index = index
    }

    /// The first view among a xib's top-level objects.
    package static func topLevelView(of xib: IBDocument) -> Int? {
        guard let objects = xib.child("objects", of: 0) else { return nil }
        return xib.children(objects).first { !CanonicalizationRules.nonViewTopLevelTags.contains(xib.tag($0)) }
    }
}
