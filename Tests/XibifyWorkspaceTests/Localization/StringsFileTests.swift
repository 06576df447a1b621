import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyWorkspace

@Suite struct StringsFileTests {
    static let xcodeStyle = """

        /* Class = "UILabel"; text = "Add Folder"; ObjectID = "K8e-rz-6qx"; */
        "K8e-rz-6qx.text" = "Ajouter le dossier";

        /* Class = "UIButton"; normalTitle = "Save"; ObjectID = "Sv1-bT-n01"; */
        "Sv1-bT-n01.normalTitle" = "Enregistrer";

        """

    static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
        let mark: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        return mark
            + text.utf16.flatMap {
                littleEndian ? [UInt8($0 & 0xFF), UInt8($0 >> 8)] : [UInt8($0 >> 8), UInt8($0 & 0xFF)]
            }
    }

    @Test(arguments: ["utf8", "utf16le", "utf16be"])
    func entriesAndTheirSpansInEachEncoding(_ encoding: String) throws {
        let bytes =
            encoding == "utf8"
            ? Array(Self.xcodeStyle.utf8) : Self.utf16(Self.xcodeStyle, littleEndian: encoding == "utf16le")
        let file = try StringsFile(bytes: bytes)
        #expect(file.entries.map(\.key) == ["K8e-rz-6qx.text", "Sv1-bT-n01.normalTitle"])
        #expect(file.entries.map(\.value) == ["Ajouter le dossier", "Enregistrer"])
        #expect(file.entries.map(\.objectID) == ["K8e-rz-6qx", "Sv1-bT-n01"])
        // Removing the first entry takes its comment and its blank line, nothing else.
        let removal = file.entries[0].removalSpan
        let rest = Array(bytes[..<removal.lowerBound] + bytes[removal.upperBound...])
        let expected = """

            /* Class = "UIButton"; normalTitle = "Save"; ObjectID = "Sv1-bT-n01"; */
            "Sv1-bT-n01.normalTitle" = "Enregistrer";

            """
        let expectedBytes =
            encoding == "utf8" ? Array(expected.utf8) : Self.utf16(expected, littleEndian: encoding == "utf16le")
        #expect(rest == expectedBytes)
        let reread = try StringsFile(bytes: rest)
        #expect(reread.entries.map(\.key) == ["Sv1-bT-n01.normalTitle"])
        #expect(reread.encoding == file.encoding)
        // An entry written in the file's own encoding reads back.
        let added = rest + file.encodedEntry(key: "Nw1-aB-c01.text", value: "Dit \"oui\"", comment: "added")
        #expect(try StringsFile(bytes: added).entries.last?.value == "Dit \"oui\"")
    }

    @Test func escapesBareWordsLineCommentsAndCRLF() throws {
        let text =
            "// header\r\n\r\n\"a.text\" = \"x\\\"y\\\\z\\nw\\U00E9\";\r\nbare.key = value;\r\n/* c */ \"b.title\" = \"t\";\r\n"
        let file = try StringsFile(bytes: Array(text.utf8))
        #expect(file.lineBreak == "\r\n")
        #expect(file.entries.map(\.key) == ["a.text", "bare.key", "b.title"])
        #expect(file.entries[0].value == "x\"y\\z\nwé")
        #expect(file.entries[1].value == "value")
        // The header comment is separated by a blank line: it stays when the first entry goes.
        let removal = file.entries[0].removalSpan
        #expect(String(decoding: Array(text.utf8)[..<removal.lowerBound], as: UTF8.self) == "// header\r\n\r\n")
    }

    @Test func octalAndControlEscapesReadAsFoundationReadsThem() throws {
        let text = #""k.text" = "5\0405000\a\b\f\v\101";"# + "\n"
        let file = try StringsFile(bytes: Array(text.utf8))
        let foundation = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil)
        #expect((foundation as? [String: String])?["k.text"] == file.entries.first?.value)
        #expect(file.entries.first?.value == "5 5000\u{07}\u{08}\u{0C}\u{0B}A")
    }

    @Test func brokenFilesAreRefused() {
        #expect(throws: StringsFile.Problem.self) { try StringsFile(bytes: Array("\"a\" = \"b\"".utf8)) }
        #expect(throws: StringsFile.Problem.self) { try StringsFile(bytes: Array("\"a\" = \"b;".utf8)) }
        #expect(throws: StringsFile.Problem.undecodable) { try StringsFile(bytes: [0xFF, 0xFE, 0x41]) }
    }

    /// Every `.strings` file of the real apps reads to the same keys and values as Foundation's
    /// property-list reader, an independent implementation.
    @Test(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
    func corpusFilesAgreeWithFoundation() throws {
        let walker = DirectoryWalker { _, _ in false }
        let files = walker.files(under: TestPaths.corpus.path).filter { $0.hasSuffix(".strings") }.sorted()
        #expect(files.count > 100)
        for relative in files {
            let path = TestPaths.corpus.appendingPathComponent(relative).path
            let data = try #require(FileManager.default.contents(atPath: path))
            let file = try StringsFile(bytes: Array(data))
            let oracle = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
            var ours: [String: String] = [:]
            for entry in file.entries { ours[entry.key] = entry.value }
            #expect(ours == oracle, "\(relative)")
        }
    }
}
