import Foundation
import XibifyScanning
import XibifySupport

/// The report as JSON (schema `JSONReport`, version 1), keys sorted, for tools and CI.
///
/// On large projects encoding was a third of `report --format json`, on one core; so clusters
/// are encoded on all cores, each by its own `JSONEncoder`, and set into the document with the
/// indentation the whole-document encoder gives them (`documentEncoding` is that reference, and
/// a test holds the two byte-identical).
package struct JSONReporter: Reporter {
    package static let identifier = "json"

    /// Creates a reporter.
    package init() {}

    package func render(_ report: ScanReport) -> String {
        var document = JSONReport(report)
        let clusters = document.clusters
        guard !clusters.isEmpty else { return Self.documentEncoding(document) }
        document.clusters = []
        let frame = Self.encode(document)
        // Sorted keys put `clusters` at the root; an empty array is written `[`, a blank line, `]`.
        let empty = "\n  \"clusters\" : [\n\n  ]"
        guard let slot = frame.range(of: empty) else { return Self.documentEncoding(JSONReport(report)) }
        let encoded = ParallelMap.map(clusters) { cluster in Self.indented(Self.encode(cluster), by: "    ") }
        var output = String(frame[..<slot.lowerBound])
        output.reserveCapacity(encoded.reduce(frame.utf8.count) { $0 + $1.utf8.count + 2 })
        output += "\n  \"clusters\" : [\n"
        output += encoded.joined(separator: ",\n")
        output += "\n  ]"
        output += frame[slot.upperBound...]
        return output + "\n"
    }

    /// The whole document from one encoder: what `render` must equal.
    /// - Parameter document: the JSON document.
    /// - Returns: its text, with a final newline.
    package static func documentEncoding(_ document: JSONReport) -> String {
        encode(document) + "\n"
    }

    private static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Indents every line that is not empty (JSON strings hold no raw line breaks).
    private static func indented(_ text: String, by indent: String) -> String {
        let pad = Array(indent.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count * 5 / 4)
        var atLineStart = true
        for byte in text.utf8 {
            if atLineStart && byte != 0x0A { result += pad }
            result.append(byte)
            atLineStart = byte == 0x0A
        }
        return String(decoding: result, as: UTF8.self)
    }
}
