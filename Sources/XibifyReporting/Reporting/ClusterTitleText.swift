import XibifyScanning
import XibifySupport

/// A cluster's title in words a person recognises (`"Passphrase" view with a label, a text field
/// and a button, in 2 files`): the same in every format and in the `extract` menu.
package enum ClusterTitleText {
    /// The title of a cluster.
    package static func render(_ cluster: DuplicateCluster) -> String {
        render(ClusterIdentity(cluster))
    }

    /// The title of an identity, on one line (inputs' texts escaped by `PlainText`).
    package static func render(_ identity: ClusterIdentity) -> String {
        var out = ""
        if let meaning = identity.meaning { out += "\"" + capitalized(meaning) + "\" " }
        out += words(identity.rootKind)
        if !identity.parts.isEmpty { out += " with " + list(identity.parts) }
        if let example = identity.example { out += " (\"" + example + "\")" }
        out += ", " + place(identity.place)
        return PlainText.escaped(out)
    }

    /// `a label, 2 buttons and an image view`; past three kinds, how many more views.
    private static func list(_ parts: [ClusterIdentity.Part]) -> String {
        var items = parts.prefix(3).map { part in
            part.count == 1 ? article(words(part.kind)) : "\(part.count) " + plural(words(part.kind))
        }
        let more = parts.dropFirst(3).reduce(0) { $0 + $1.count }
        if more > 0 { items.append(more == 1 ? "1 more view" : "\(more) more views") }
        guard items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    private static func place(_ place: ClusterIdentity.Place) -> String {
        switch place {
        case .scene(let scene): "in " + scene
        case .file(let file): "in " + (file.split(separator: "/").last.map(String.init) ?? file)
        case .files(let count): "in \(count) files"
        }
    }

    /// An element tag in words (`imageView` → `image view`); a custom class as it is.
    package static func words(_ kind: String) -> String {
        guard let first = kind.first, first.isLowercase else { return kind }
        return OutlineName.words(kind).lowercased()
    }

    /// Each word with a capital first letter (`purchase Button` → `Purchase Button`), the rest kept.
    private static func capitalized(_ words: String) -> String {
        words.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    private static func article(_ noun: String) -> String {
        guard let first = noun.first, first.isLowercase else { return noun }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }

    private static func plural(_ noun: String) -> String {
        if noun.hasSuffix("s") || noun.hasSuffix("x") || noun.hasSuffix("ch") || noun.hasSuffix("sh") {
            return noun + "es"
        }
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) {
            return noun.dropLast() + "ies"
        }
        return noun + "s"
    }
}
