/// The words for class names recorded in the configuration file (#30), for `rewrite --write` and
/// `extract` alike.
package enum NamesRecordingText {
    /// That names were recorded: `recorded the class name PaymentCardView for cluster 1a2b3c4d in .xibify.yml`.
    /// - Parameters:
    ///   - names: class names by cluster id.
    ///   - file: the configuration file, as shown.
    /// - Returns: one sentence, without a newline.
    package static func recorded(_ names: [String: String], in file: String) -> String {
        let list = names.keys.sorted().map { "\(names[$0] ?? "") for cluster \($0)" }.joined(separator: ", ")
        return "recorded the class name\(names.count == 1 ? "" : "s") \(list) in \(file); later runs use "
            + (names.count == 1 ? "it" : "them")
    }

    /// That names could not be recorded, and what to add by hand.
    /// - Parameters:
    ///   - names: class names by cluster id.
    ///   - file: the configuration file, as shown.
    ///   - unreadable: whether the file could not be read (else its `names` cannot be added to
    ///     without changing the rest).
    /// - Returns: one sentence, without a newline.
    package static func notRecorded(_ names: [String: String], in file: String, unreadable: Bool) -> String {
        let why =
            unreadable
            ? "it cannot be read" : "its `names` is not a mapping xibify can add to without changing the rest"
        let entries = names.keys.sorted().map { "\($0): \(names[$0] ?? "")" }.joined(separator: ", ")
        return "the chosen class name\(names.count == 1 ? " was" : "s were") not recorded in \(file) (\(why)); "
            + "add under `names:` yourself to keep \(names.count == 1 ? "it" : "them"): \(entries)"
    }
}
