/// Turns a file's bytes into an `IBDocument`, refusing what is not a modern IB document.
package enum IBDocumentParser {
    /// Parses and validates one document.
    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - path: the file's path, for messages.
    /// - Returns: the document.
    /// - Throws: `DocumentError` naming the file, the line where known, and what to do.
    package static func parse(_ bytes: [UInt8], path: String) throws(DocumentError) -> IBDocument {
        guard bytes.count < Int(UInt32.max) else {
            throw DocumentError(path: path, reason: .tooLarge(bytes.count))
        }
        if hasNonUTF8ByteOrderMark(bytes) {
            throw DocumentError(path: path, reason: .notUTF8, line: 1, column: 1)
        }
        let parsed: LibXML2Reader.Output
        do {
            parsed = try bytes.withUnsafeBufferPointer { buffer throws(LibXML2Reader.Failure) in
                try LibXML2Reader.read(buffer, path: path)
            }
        } catch {
            throw DocumentError(path: path, reason: error.reason, line: error.line, column: error.column)
        }
        let document = IBDocument(path: path, bytes: bytes, kind: .xib, platform: .iOS, parsed: parsed)
        let root = document.tag(0)
        func refuse(_ reason: DocumentError.Reason) -> DocumentError {
            let location = document.location(of: 0)
            return DocumentError(path: path, reason: reason, line: location.line, column: location.column)
        }
        switch root {
        case "document": break
        case "archive": throw refuse(.legacyArchive)
        default: throw refuse(.notInterfaceBuilder(root: root))
        }
        let version = document.attribute("version", of: 0) ?? "(none)"
        guard version == "3.0" else { throw refuse(.unsupportedVersion(version)) }
        guard let type = document.attribute("type", of: 0), let platform = Platform(documentType: type) else {
            throw refuse(.notInterfaceBuilder(root: "document type=\"\(document.attribute("type", of: 0) ?? "")\""))
        }
        document.identify(kind: type.containsBytes("Storyboard") ? .storyboard : .xib, platform: platform)
        return document
    }

    /// Parses and validates one input: a document as `parse` reads it, in which no id and no
    /// element's keyed child is repeated (`UniquenessCheck`).
    ///
    /// What xibify writes is parsed with `parse` instead, so that the verifier's own checks (ids,
    /// keyed children) name what it would have written wrong.
    /// - Parameters:
    ///   - bytes: the file's bytes.
    ///   - path: the file's path, for messages.
    /// - Returns: the document.
    /// - Throws: `DocumentError` naming the file, the line where known, and what to do.
    package static func parseInput(_ bytes: [UInt8], path: String) throws(DocumentError) -> IBDocument {
        let document = try parse(bytes, path: path)
        if let (reason, element) = UniquenessCheck.firstProblem(in: document) {
            let location = document.location(of: element)
            throw DocumentError(path: path, reason: reason, line: location.line, column: location.column)
        }
        return document
    }

    private static func hasNonUTF8ByteOrderMark(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2 else { return false }
        return (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
            || (bytes.count >= 4 && bytes[0] == 0 && bytes[1] == 0)
    }
}
