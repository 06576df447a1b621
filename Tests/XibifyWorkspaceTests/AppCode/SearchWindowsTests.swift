import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyWorkspace

/// `SearchWindows`: searching the windows around a property's occurrences finds exactly what
/// searching the whole file finds, at the same offsets.
@Suite struct SearchWindowsTests {
    static func source(_ text: String, objectiveC: Bool, path: String = "Test") -> AppCode.Source {
        let scrubbed = CodeScrubber.scrub(Array(text.utf8), objectiveC: objectiveC)
        return AppCode.Source(
            path: path, code: String(decoding: scrubbed, as: UTF8.self), bytes: scrubbed,
            ascii: scrubbed.allSatisfy { $0 < 0x80 }, objectiveC: objectiveC, lineBreaks: [], declares: [],
            mentions: [], identifiers: ClassNameTokens.identifiers(in: scrubbed))
    }

    /// Every property of an outlet path, both as the holder's own file and through a receiver, and
    /// every name as a declared class: windows and whole file give the same matches.
    static func expectSame(
        _ source: AppCode.Source, properties: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for property in properties {
            for own in [true, false] {
                let windowed = AppCode.members(reached: .outlet(property), in: source, own: own)
                let whole = AppCode.members(reached: .outlet(property), in: source, own: own, windowed: false)
                #expect(
                    windowed.map { "\($0.offset) \($0.member)" } == whole.map { "\($0.offset) \($0.member)" },
                    "\(source.path): \(property), own \(own)", sourceLocation: sourceLocation)
            }
            #expect(
                AppCode.declares(property, in: source) == AppCode.declares(property, in: source, windowed: false),
                "\(source.path): declares \(property)", sourceLocation: sourceLocation)
        }
    }

    @Test func windowsAreTheRunsAroundEachOccurrenceMerged() {
        let code = Array("let a = x.card?.layer; b = [self card] frame; c = 1 + card2.y".utf8)
        let windows = SearchWindows.windows(of: Array("card".utf8), in: code)
        let texts = windows.map { String(decoding: code[$0.location..<$0.location + $0.length], as: UTF8.self) }
        // Each run stops at bytes no pattern matches around a name: `=`, `;`, `+`.
        #expect(texts == [" x.card?.layer", " [self card] frame", " card2.y"])
        #expect(SearchWindows.windows(of: Array("card".utf8), in: Array("label.text = x".utf8)).isEmpty)
        // Two occurrences in one run are one window.
        let joined = Array("card.view.card.layer".utf8)
        #expect(SearchWindows.windows(of: Array("card".utf8), in: joined) == [NSRange(location: 0, length: 20)])
    }

    /// The cases at a window's edge: a match over several lines, a name after `$` or `_`, a
    /// lookbehind at the start of the file, a name inside a longer one, a use through `[self name]`.
    @Test func edgesGiveWhatTheWholeFileGives() {
        let swift = Self.source(
            """
            card.alpha = 0
            let a = $card.frame; let b = x.
                card
                ?.layer
            let c = mycard.bounds + card!.center - _card.hidden
            if card?.isHidden == true { other.card.subviews.first?.removeFromSuperview() }
            """, objectiveC: false)
        Self.expectSame(swift, properties: ["card", "layer", "mycard", "other"])
        #expect(AppCode.members(reached: .outlet("card"), in: swift, own: true).count == 6)
        let objectiveC = Self.source(
            """
            _card.hidden = YES; [self.card setAlpha:0]; [ _card
              removeFromSuperview];
            self->card.layer.cornerRadius = 4; [[self card] layoutIfNeeded];
            [x.card setNeedsLayout]; x.card.tag = 2;
            @interface CardCell : UITableViewCell
            @implementation CardCell (Layout)
            """, objectiveC: true)
        Self.expectSame(objectiveC, properties: ["card", "CardCell", "layer"])
        #expect(AppCode.members(reached: .outlet("card"), in: objectiveC, own: true).count == 7)
        #expect(swift.ascii && objectiveC.ascii)
        // Other characters than ASCII in code: searched whole.
        let other = Self.source("let café = card.tintColor; x.café.alpha = 1", objectiveC: false)
        #expect(!other.ascii)
        Self.expectSame(other, properties: ["card", "café"])
    }

    /// Real sources of `../shared/corpus`: every 40th Swift or Objective-C file, its identifiers
    /// that follow a dot (the properties code uses) and those it declares as classes.
    @Test(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"))
    func realSourcesGiveWhatTheWholeFileGives() throws {
        let root = TestPaths.corpus.path
        let paths =
            (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") || $0.hasSuffix(".h") }.sorted()
        var checked = 0
        var ascii = 0
        var found = 0
        for (index, relative) in paths.enumerated() where index % 40 == 0 {
            guard let data = FileManager.default.contents(atPath: root + "/" + relative), data.count < 200_000 else {
                continue
            }
            let source = Self.source(
                String(decoding: data, as: UTF8.self), objectiveC: !relative.hasSuffix(".swift"), path: relative)
            let properties = Array(Self.dottedIdentifiers(source.bytes).prefix(12))
            Self.expectSame(source, properties: properties)
            checked += 1
            if source.ascii { ascii += 1 }
            found += properties.reduce(0) { $0 + AppCode.members(reached: .outlet($1), in: source, own: false).count }
        }
        // Most sources are ASCII once their comments and literals are blanked, and the searches
        // find uses: the comparison is not empty.
        #expect(checked > 100 && ascii > checked / 2 && found > 300, "\(checked) files, \(ascii) ASCII, \(found) uses")
    }

    /// Identifiers that follow a `.`, most frequent first (ties by name).
    static func dottedIdentifiers(_ bytes: [UInt8]) -> [String] {
        var counts: [String: Int] = [:]
        var index = 0
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, isWord(bytes[index + 1]) {
                var end = index + 1
                while end < bytes.count && isWord(bytes[end]) { end += 1 }
                counts[String(decoding: bytes[(index + 1)..<end], as: UTF8.self), default: 0] += 1
                index = end
            } else {
                index += 1
            }
        }
        return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
    }
}
