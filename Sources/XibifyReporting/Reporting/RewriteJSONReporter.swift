import Foundation

/// The plan and outcome of a rewrite as JSON (`RewriteJSONReport`), keys sorted.
package struct RewriteJSONReporter: RewriteReporter {
    package static let identifier = "json"

    /// Creates a reporter.
    package init() {}

    package func render(_ outcome: RewriteOutcome) -> String {
        let document = RewriteJSONReport(outcome.result, mode: outcome.mode.rawValue, written: outcome.written)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings and numbers cannot fail to encode.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
