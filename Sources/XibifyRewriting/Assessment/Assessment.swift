import Foundation
import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// The one stage that decides whether a copy can be replaced, in a style, and why not.
///
/// The scan records facts: the references crossing a copy's border (`ClusterInstance.references`)
/// and its document's translations (`ScanReport.translations`). From them the assessment gives
/// each copy a `CopyVerdict`:
/// - a reference blocks unless the style serves it (the root-class rule: substitution hands
///   out an object of the root's own class, so references that expect that class are served);
/// - a translation file xibify cannot edit, or a String Catalog entry naming an object inside
///   the copy, blocks in every style (the translation-file rule: its entries could not move
///   with the views);
/// - in a style that serves no such reference, none is set apart as substituted.
///
/// A report shows each copy's verdict in the style `--style auto` gives its cluster (`assess`);
/// planning asks again in the style it plans (`verdict`, `obstacle`), and verification asks which
/// references of a rebuilt boundary block (`blockers(among:style:)`). Nothing else lifts or
/// restores a verdict.
package enum Assessment {
    /// The clusters with each copy's verdict in the style `--style auto` gives its cluster (the
    /// style of its first copy's root): what a report shows.
    package static func assess(
        _ clusters: [DuplicateCluster], documents: [IBDocument], translations: [Int: DocumentTranslations]
    ) -> [DuplicateCluster] {
        clusters.map { cluster in
            guard let first = cluster.instances.first else { return cluster }
            let style = RewriteStyles.style(
                ExtractionStyle.automatic(for: first.element, in: documents[first.documentIndex]).style)
            var cluster = cluster
            for index in cluster.instances.indices {
                let instance = cluster.instances[index]
                cluster.instances[index].verdict = verdict(
                    of: instance, style: style, translations: translations[instance.documentIndex],
                    in: documents[instance.documentIndex])
            }
            return cluster
        }
    }

    /// The verdict on one copy in a style.
    /// - Parameters:
    ///   - translations: the translations of the copy's document, if it has any.
    package static func verdict(
        of instance: ClusterInstance, style: any RewriteStyle, translations: DocumentTranslations?,
        in document: IBDocument
    ) -> CopyVerdict {
        let found =
            instance.references + codeBlockers(of: instance, in: document)
            + translationBlockers(of: instance, translations: translations, in: document)
        return CopyVerdict(
            blockers: found.filter(style.isBlocking), substituted: found.filter { !style.isBlocking($0) })
    }

    /// What keeps a copy that has no blockers inline in a style (substitution cannot hand over
    /// the root's own size constraint to an outlet from outside), or nil.
    package static func obstacle(of instance: ClusterInstance, style: any RewriteStyle, in document: IBDocument)
        -> CopySkipReason?
    {
        style.copyObstacle(instance, in: document)
    }

    /// The references, among those crossing a copy's border, that keep it inline in a style.
    package static func blockers(among references: [Blocker], style: any RewriteStyle) -> [Blocker] {
        references.filter(style.isBlocking)
    }

    /// The held-root rule: code that reaches inside the plain root it holds needs the root itself.
    ///
    /// Its subviews, its constraints or margins: a wrapper would hide them. How the code
    /// styles the root (`HeldObjectUse.Kind.appearance`) does not block: the NibView wrapper takes
    /// its content's looks and is what shows (docs/rewrite.md, "What the app's code does with the
    /// copy").
    private static func codeBlockers(of instance: ClusterInstance, in document: IBDocument) -> [Blocker] {
        let root = instance.element
        var seen: Set<String> = []
        return instance.heldUses.filter { $0.kind == .subviews || $0.kind == .constraints }.compactMap { use in
            let place = "\((use.file as NSString).lastPathComponent):\(use.line)"
            guard seen.insert(place).inserted else { return nil }
            let what = use.kind == .subviews ? "subviews" : "constraints or margins"
            let held: String
            switch use.access.path {
            case .outlet(let property): held = "the view its outlet `\(property)` holds"
            case .collection(let property): held = "a view of its outlet collection `\(property)`"
            case .tag(let tag): held = "the view `viewWithTag(\(tag))` finds"
            }
            return Blocker(
                direction: .incoming, kind: .codeReachesInside,
                message: "\(place) uses `\(use.member)` of \(held) (its \(what)); "
                    + "a wrapper would hand it the placeholder, whose one subview is the xib's view",
                location: document.location(of: root), referringTag: document.tag(root), attribute: "",
                targetID: document.id(of: root) ?? "",
                advice: "reach the inner views through outlets in \(place), or leave this copy inline")
        }
    }

    /// The translation-file rule: the copy's translations that xibify cannot move with its views.
    ///
    /// A `.strings` file of the document that cannot be read, and the String Catalog entries
    /// naming objects inside the copy (xibify moves translations between `.strings` files only).
    private static func translationBlockers(
        of instance: ClusterInstance, translations: DocumentTranslations?, in document: IBDocument
    ) -> [Blocker] {
        guard let translations, !translations.isEmpty else { return [] }
        var blockers: [Blocker] = []
        let root = instance.element
        if let path = translations.unreadable.first {
            blockers.append(
                blocker(
                    "its document's translation \((path as NSString).lastPathComponent) in "
                        + "\(((path as NSString).deletingLastPathComponent as NSString).lastPathComponent) "
                        + "cannot be read as a .strings file, so its entries cannot be moved",
                    advice: "fix the file's syntax (Xcode cannot compile it either), then run xibify again",
                    root: root, in: document))
        }
        guard !translations.catalogs.isEmpty else { return blockers }
        let inner = TranslationCounter.innerIDs(of: instance, in: document)
        for catalog in translations.catalogs {
            let entries = catalog.entries.filter { inner.contains(String($0.key.prefix { $0 != "." })) }
            guard !entries.isEmpty else { continue }
            blockers.append(
                blocker(
                    "\(entries.count) of its texts are translated in the String Catalog "
                        + "mul.lproj/\((catalog.path as NSString).lastPathComponent)",
                    advice: "xibify moves translations between .strings files only: extract this copy "
                        + "by hand, or keep it inline",
                    root: root, in: document))
        }
        return blockers
    }

    private static func blocker(_ message: String, advice: String, root: Int, in document: IBDocument) -> Blocker {
        Blocker(
            direction: .copy, kind: .translationFile, message: message, location: document.location(of: root),
            referringTag: document.tag(root), attribute: "", targetID: document.id(of: root) ?? "", advice: advice)
    }
}
