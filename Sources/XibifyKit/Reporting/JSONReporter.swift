import Foundation

/// The report as JSON (schema `JSONReport`, version 1), keys sorted, for tools and CI.
public struct JSONReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    public func render(_ report: ScanReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and numbers cannot fail.
        let data = (try? encoder.encode(JSONReport(report))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
