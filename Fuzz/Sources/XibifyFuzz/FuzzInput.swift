/// One fuzz input cut into the files of a small project: up to three pieces, each an IB document
/// or a `.strings` translation of the first document.
///
/// The pieces are separated by `separator`, five bytes no IB document holds (XML forbids NUL), so
/// a seed made of real files stays readable and libFuzzer's dictionary can splice files together.
/// Pieces after the third separator stay in the third piece.
struct FuzzInput {
    /// One file of the project.
    struct File: Equatable {
        /// The path, relative to the project folder.
        var path: String
        /// The contents.
        var bytes: [UInt8]
    }

    /// `NUL X I B NUL`: between two files.
    static let separator: [UInt8] = [0x00, 0x58, 0x49, 0x42, 0x00]
    /// The most pieces an input is cut into.
    static let maxPieces = 3
    /// The languages the `.strings` pieces translate into, in order.
    static let languages = ["fr", "de"]

    /// The files, in the order of the pieces.
    var files: [File] = []

    /// Cuts an input into files.
    ///
    /// A piece whose first byte after ASCII white space is `"` or `/` is a `.strings` file: the
    /// translation of the first document into the next language of `languages`. Any other piece is
    /// a document in `Base.lproj`, named after its piece (`P0`, `P1` …), a `.storyboard` when
    /// `Storyboard` occurs in its first KiB (as in a storyboard's `type`), else a `.xib`.
    /// - Parameter bytes: the fuzzer's input.
    init(_ bytes: [UInt8]) {
        let pieces = Self.pieces(bytes)
        var firstDocument: String?
        var language = 0
        var strings: [[UInt8]] = []
        for (index, piece) in pieces.enumerated() {
            if Self.isStrings(piece) {
                strings.append(piece)
                continue
            }
            let name = "P\(index)"
            firstDocument = firstDocument ?? name
            let kind = Self.contains(Array("Storyboard".utf8), in: piece.prefix(1024)) ? "storyboard" : "xib"
            files.append(File(path: "Base.lproj/\(name).\(kind)", bytes: piece))
        }
        for piece in strings where language < Self.languages.count {
            let folder = Self.languages[language] + ".lproj"
            files.append(File(path: "\(folder)/\(firstDocument ?? "P0").strings", bytes: piece))
            language += 1
        }
    }

    /// The input cut at the first `maxPieces - 1` separators.
    static func pieces(_ bytes: [UInt8]) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count, pieces.count < maxPieces - 1 {
            if bytes[index] == separator[0], bytes[index..<index + separator.count].elementsEqual(separator) {
                pieces.append(Array(bytes[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(Array(bytes[start...]))
        return pieces
    }

    private static func isStrings(_ piece: [UInt8]) -> Bool {
        let first = piece.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return first == UInt8(ascii: "\"") || first == UInt8(ascii: "/")
    }

    private static func contains(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Bool {
        guard haystack.count >= needle.count else { return false }
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
