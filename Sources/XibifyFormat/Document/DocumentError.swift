import Foundation

/// Why a file was refused, with where and what to do about it.
///
/// A refused file never stops a batch: the loader records the error for that file and
/// goes on with the others.
package struct DocumentError: Error, Sendable, Equatable, LocalizedError {
    /// What is wrong with the file.
    package enum Reason: Sendable, Equatable {
        /// The file or folder could not be read.
        case unreadable(String)
        /// A folder under the inputs cannot be listed: IB files in it would be missed.
        case unlistableFolder(String)
        /// libxml2 found the XML not well-formed.
        case malformed(String)
        /// The file is not UTF-8 (IB writes UTF-8 only; byte-exact edits need it).
        case notUTF8
        /// The file declares a DOCTYPE (IB never does; it is how entity attacks start).
        case forbiddenDoctype
        /// A pre-Xcode-5 `<archive>` xib.
        case legacyArchive
        /// Well-formed XML whose root is not an IB `<document>`.
        case notInterfaceBuilder(root: String)
        /// An IB `<document>` of another version than 3.0.
        case unsupportedVersion(String)
        /// Larger than the 4 GiB the byte offsets can address.
        case tooLarge(Int)
        /// Elements nested deeper than the limit (`LibXML2Reader.maxDepth`), which the
        /// canonicaliser's recursion is sized for; real Interface Builder files nest a few dozen.
        case tooDeep(Int)
        /// An id that another element of the document has too: the id and the other's line
        /// (`UniquenessCheck`).
        case duplicateID(String, firstLine: Int)
        /// Two children of one element under the same key that differ: the key and the other's
        /// line (`UniquenessCheck`).
        case duplicateKey(String, firstLine: Int)
    }

    /// The file, as given or found.
    package var path: String
    /// What is wrong.
    package var reason: Reason
    /// 1-based line, where known.
    package var line: Int?
    /// 1-based column, where known.
    package var column: Int?

    /// Creates an error.
    /// - Parameters:
    ///   - path: the file.
    ///   - reason: what is wrong.
    ///   - line: 1-based line, where known.
    ///   - column: 1-based column, where known.
    package init(path: String, reason: Reason, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.reason = reason
        self.line = line
        self.column = column
    }

    /// A short stable name for the reason, used in JSON output.
    package var code: String {
        switch reason {
        case .unreadable: "unreadable"
        case .unlistableFolder: "unlistable-folder"
        case .malformed: "malformed-xml"
        case .notUTF8: "not-utf8"
        case .forbiddenDoctype: "doctype-refused"
        case .legacyArchive: "legacy-archive"
        case .notInterfaceBuilder: "not-interface-builder"
        case .unsupportedVersion: "unsupported-version"
        case .tooLarge: "too-large"
        case .tooDeep: "too-deep"
        case .duplicateID: "duplicate-id"
        case .duplicateKey: "duplicate-key"
        }
    }

    /// What is wrong, in one sentence.
    package var message: String {
        switch reason {
        case .unreadable(let why): "cannot read the file: \(why)"
        case .unlistableFolder(let why): "cannot list the folder: \(why)"
        case .malformed(let why): "malformed XML: \(why)"
        case .notUTF8: "the file is not UTF-8"
        case .forbiddenDoctype: "the file declares a DOCTYPE or entities, which Interface Builder files never do"
        case .legacyArchive: "legacy pre-Xcode 5 <archive> XIB"
        case .notInterfaceBuilder(let root): "not an Interface Builder document (root element <\(root)>)"
        case .unsupportedVersion(let version): "unsupported Interface Builder document version \(version)"
        case .tooLarge(let size): "the file is \(size) bytes, more than the 4 GiB xibify can address"
        case .tooDeep(let limit): "elements are nested more than \(limit) levels deep"
        case .duplicateID(let id, let firstLine):
            "the id \"\(id)\" is given to two elements, on line \(firstLine) and on this one"
        case .duplicateKey(let key, let firstLine):
            "two different children of one element have the key \"\(key)\", on line \(firstLine) and on this one"
        }
    }

    /// What the user can do about it.
    package var suggestion: String {
        switch reason {
        case .unreadable: "check that the path exists and is readable, or leave it out"
        case .unlistableFolder: "make the folder readable and searchable, or exclude it with --exclude"
        case .malformed: "open it in Xcode or run `xmllint --noout` on it to fix the XML, or exclude it with --exclude"
        case .notUTF8: "save it as UTF-8 (Xcode does), or exclude it with --exclude"
        case .forbiddenDoctype: "remove the <!DOCTYPE …> declaration; xibify never loads DTDs or expands entities"
        case .legacyArchive:
            "open it in Xcode and save it to convert it to the document format, or exclude it with --exclude"
        case .notInterfaceBuilder:
            "only .storyboard and .xib files saved by Xcode 5 or later are read; exclude it with --exclude"
        case .unsupportedVersion: "open it in a current Xcode and save it, or exclude it with --exclude"
        case .tooLarge: "exclude it with --exclude"
        case .tooDeep: "Interface Builder files nest a few dozen levels; exclude this one with --exclude"
        case .duplicateID:
            "Interface Builder gives every object an id of its own: give one of them another, or exclude the "
                + "file with --exclude"
        case .duplicateKey:
            "Interface Builder writes one child per key, and which of the two counts is undefined: remove the "
                + "wrong one, or exclude the file with --exclude"
        }
    }

    /// `path:line:column`, as far as known.
    package var location: String {
        var text = path
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }

    package var errorDescription: String? { "\(location): \(message)" }
    package var recoverySuggestion: String? { suggestion }
}
