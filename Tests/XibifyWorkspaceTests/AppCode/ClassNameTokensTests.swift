import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyWorkspace

/// `ClassNameTokens.found` measures only the identifiers that start with a byte some name starts
/// with, deciding a start without a branch per byte; these tests hold it to a plain reading, one
/// identifier after the other, on texts made to catch a start or an end out (every offset, every
/// byte around a name, random texts) and on the sources of `../shared/corpus`.
struct ClassNameTokensTests {
    /// The names spelled as whole identifiers, found the obvious way.
    static func expected(_ names: Set<String>, in bytes: [UInt8]) -> Set<String> {
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F || byte == 0x24 || byte >= 0x80
        }
        var found: Set<String> = []
        var index = 0
        while index < bytes.count {
            guard isIdentifier(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count && isIdentifier(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            if names.contains(word) { found.insert(word) }
        }
        return found
    }

    @Test func namesAreFoundAsWholeIdentifiersAnywhereInAWord() {
        let names: Set<String> = ["Card", "CardView", "X", "_Row", "$Box", "Tile9", "Écran", "zeta"]
        let tokens = ClassNameTokens(names)
        // A name at every offset, at the start, at the end, alone.
        for padding in 0..<17 {
            for name in names {
                let lead = String(repeating: " ", count: padding)
                for text in [lead + name, lead + name + ";", lead + "(" + name + ")", name + lead] {
                    #expect(tokens.found(in: Array(text.utf8)) == [name], "\(text.debugDescription)")
                }
                // Inside a longer identifier, on either side: not the name.
                for text in [
                    lead + "My" + name, lead + name + "s", lead + "_" + name, lead + name + "$", lead + "é" + name,
                ]
                where !names.contains(String(text.drop { $0 == " " })) {
                    let found = tokens.found(in: Array(text.utf8))
                    #expect(found == Self.expected(names, in: Array(text.utf8)), "\(text.debugDescription)")
                    #expect(!found.contains(name), "\(text.debugDescription)")
                }
            }
        }
        // Every byte value right before and after a name.
        for byte in 0...255 {
            let around = [UInt8(byte)]
            for name in ["Card", "X", "Écran"] {
                let text = around + Array(name.utf8) + around
                #expect(tokens.found(in: text) == Self.expected(names, in: text), "byte \(byte), \(name)")
            }
        }
        #expect(tokens.found(in: []).isEmpty)
        #expect(ClassNameTokens([]).found(in: Array("Card".utf8)).isEmpty)
    }

    /// Random texts over the names' bytes, separators, digits and multi-byte characters.
    @Test func randomTextsGiveWhatAPlainReadingGives() {
        var random = SplitMix(seed: 28)
        let alphabets: [[UInt8]] = [
            Array("CardViewX_$9é .;()[]\n\t-\u{7F}".utf8) + [0x00, 0x80, 0xC3, 0xFF],
            Array("ABCXYZabcxyz019_$ .".utf8),
        ]
        let nameSets: [Set<String>] = [
            ["Card", "CardView", "X", "View", "_X", "$"],
            ["A", "B", "Z9", "zeta", "X_Y", "éX"],
            ["CardViewCardViewCardView"],
        ]
        for round in 0..<3_000 {
            let names = nameSets[round % nameSets.count]
            let alphabet = alphabets[round % alphabets.count]
            let length = Int(random.next() % 40)
            var text: [UInt8] = []
            while text.count < length {
                if random.next() % 4 == 0, let name = names.randomElement(using: &random) {
                    text += Array(name.utf8)
                } else {
                    text.append(alphabet[Int(random.next() % UInt64(alphabet.count))])
                }
            }
            let tokens = ClassNameTokens(names)
            #expect(
                tokens.found(in: text) == Self.expected(names, in: text),
                "\(names.sorted()) in \(text)")
        }
    }

    /// The Swift and Objective-C files of `../shared/corpus` (every 10th), asked for the classes
    /// its documents name.
    @Test(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
    func realSourcesGiveWhatAPlainReadingGives() throws {
        let root = TestPaths.corpus.path
        let all = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).sorted()
        var classes: Set<String> = ["UIView", "NSObject", "UITableViewCell"]
        for relative in all where relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") {
            guard let text = try? String(contentsOfFile: root + "/" + relative, encoding: .utf8) else { continue }
            for part in text.components(separatedBy: "customClass=\"").dropFirst() {
                classes.insert(String(part.prefix { $0 != "\"" }))
            }
        }
        let tokens = ClassNameTokens(classes)
        var checked = 0
        var found = 0
        for (index, relative) in all.enumerated()
        where index % 10 == 0 && [".swift", ".m", ".h"].contains(where: { relative.hasSuffix($0) }) {
            guard let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
            let bytes = [UInt8](data)
            let names = tokens.found(in: bytes)
            #expect(names == Self.expected(classes, in: bytes), "\(relative)")
            checked += 1
            found += names.count
        }
        #expect(checked > 100 && found > 50, "\(checked) files, \(found) names")
    }
}
