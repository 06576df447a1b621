import XibifyScanning
import XibifySupport

/// The words for variant groups (`VariantGroup`), shared by every format that shows them.
package enum VariantText {
    /// What tells a person which layout it is: its name in quotes, its kind, what it holds, where.
    package static func title(_ group: VariantGroup) -> String {
        let files = Set(group.copies.map(\.file)).count
        var title = group.name.map { "\"\(PlainText.escaped($0))\" " } ?? ""
        title += group.rootTag
        let inner = group.viewCount - 1
        if inner > 0 { title += " with \(inner) \(inner == 1 ? "view" : "views") inside" }
        title += files == 1 ? ", in 1 file" : ", in \(files) files"
        return title
    }

    /// One difference on one line: where, and each copy's value (`[1] 16  [2] 20`).
    package static func difference(_ difference: VariantGroup.Difference) -> String {
        let values = difference.values.enumerated().map { "[\($0.offset + 1)] \(PlainText.escaped($0.element))" }
        return "\(PlainText.escaped(difference.path))@\(difference.attribute): " + values.joined(separator: "  ")
    }

    /// The finding for one copy, for the formats that list copies one by one.
    package static func message(_ group: VariantGroup, copy index: Int) -> String {
        let properties = group.properties
        return "Near-miss layout \(group.id) \(title(group)), copy \(index + 1) of \(group.copies.count): "
            + "the copies differ in \(properties.count) layout \(properties.count == 1 ? "value" : "values") "
            + "(\(properties.joined(separator: ", "))); made one layout, it would save \(group.savings) elements"
    }

    /// The text report's section, after the clusters.
    package static func section(_ groups: [VariantGroup], style: TextStyle, paths: DisplayPaths) -> String {
        guard !groups.isEmpty else { return "" }
        var out =
            style.bold("Near-miss layouts")
            + " (copies of one layout that differ in a few layout values; --max-differences sets how many):\n"
        for (rank, group) in groups.enumerated() {
            out += "\nV\(rank + 1) " + style.yellow(group.id) + "  " + title(group) + "\n"
            out += "  \(group.copies.count) copies of \(group.viewCount) views (\(group.elementCount) elements), "
            out += "would save \(group.savings)\n  copies:\n"
            for (index, copy) in group.copies.enumerated() {
                let mark = index == group.representative ? "  (representative)" : ""
                out +=
                    "    [\(index + 1)] " + style.cyan("\(PlainText.escaped(paths.shown(copy.file))):\(copy.location)")
                out += (copy.userLabel.map { "  \"\(PlainText.escaped($0))\"" } ?? "") + mark + "\n"
            }
            out += "  differences:\n"
            for difference in group.differences { out += "    " + Self.difference(difference) + "\n" }
        }
        return out
    }

    /// The summary's line, or nothing when there is none.
    package static func summaryLine(_ groups: [VariantGroup]) -> String {
        guard !groups.isEmpty else { return "" }
        let copies = groups.reduce(0) { $0 + $1.copies.count }
        return "Near-miss layouts: \(groups.count) \(groups.count == 1 ? "group" : "groups") (\(copies) copies) "
            + "differ in a few layout values, \(groups.reduce(0) { $0 + $1.savings }) elements more if made one.\n"
    }
}
