import Foundation
import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// Plans where the translated entries of a cluster's copies go when they are replaced
/// (`TranslationPlan`), or says why they cannot go anywhere without changing what a user sees.
///
/// For each language, a copy shows the translation of a text when its document's `.strings`
/// file has an entry for it, and the base text otherwise. After the extraction every copy shows
/// what the new xib's file says for a shared text, and what its placeholder's entry says for a
/// parameter. So, per language and shared text, every replaced copy (and a reused class's own
/// xib) must show the same thing today; if one shows another translation, or the base text where
/// another is translated, the cluster stays inline and the keys are named.
package struct TranslationPlanner {
    package let documents: [IBDocument]
    /// The scan's translations, by document index.
    package let translations: [Int: DocumentTranslations]
    /// The projects the documents are built in: where one builds a document, only the languages
    /// it builds count (a `.strings` file on disk that no target copies is not shipped).
    package var projects: ProjectIndex = .empty

    /// One translated entry of a copy's inner object.
    private struct Found {
        var language: String
        var entry: StringsFile.Entry
        /// The `.strings` file's path.
        var path: String
        /// `objectPath.property`, equal for corresponding entries of all copies.
        var sharedKey: String
        /// The parameter it translates, by its index in the plan's parameters.
        var parameter: Int?
    }

    /// The plan of a cluster's translations.
    /// - Parameters:
    ///   - template: the copy the xib is made of (a reused class's own view when `replaced`
    ///     does not contain it).
    ///   - replaced: the copies that become placeholders.
    ///   - parameters: the wrapper's properties.
    ///   - className: the class, which names the created files.
    ///   - folder: the folder that holds the xib's `<lang>.lproj` folders.
    /// - Throws: `SkipReason` when the copies' translations disagree or cannot be moved.
    package func plan(
        template: ClusterInstance, replaced: [ClusterInstance], parameters: [PlannedParameter], className: String,
        folder: String
    ) throws(SkipReason) -> TranslationPlan {
        let templateReplaced = replaced.contains {
            $0.documentIndex == template.documentIndex && $0.element == template.element
        }
        let copies = templateReplaced ? replaced : [template] + replaced
        var found: [[Found]] = []
        for copy in copies {
            found.append(try entries(of: copy, parameters: parameters))
        }
        var plan = TranslationPlan()
        guard found.contains(where: { !$0.isEmpty }) else { return plan }

        // Shared texts: every copy must show the same in every language.
        let languages = Set(found.flatMap { $0.map(\.language) }).sorted()
        var disagreements: [TranslationDisagreement] = []
        for language in languages {
            let keys = Set(
                found.flatMap { $0.filter { $0.language == language && $0.parameter == nil }.map(\.sharedKey) })
            for key in keys.sorted() {
                var shown: [TranslationDisagreement.Shown] = []
                for (position, copy) in copies.enumerated() {
                    let entry = found[position].first { $0.language == language && $0.sharedKey == key }
                    shown.append(.init(file: copy.file, value: entry?.entry.value ?? baseText(key, in: copy)))
                }
                if Set(shown.map { $0.value ?? "\u{0}" }).count > 1 {
                    disagreements.append(
                        TranslationDisagreement(
                            language: language, key: templateKey(key, template: template) ?? key, shown: shown))
                }
            }
        }
        if !disagreements.isEmpty {
            throw .translationsDisagree(disagreements)
        }

        var created: [String: (bytes: [UInt8], model: StringsFile, entries: [[UInt8]])] = [:]
        for (position, copy) in copies.enumerated() {
            let isTemplate =
                templateReplaced && copy.documentIndex == template.documentIndex && copy.element == template.element
            let isReplaced = templateReplaced || position > 0
            guard isReplaced else { continue }
            for item in found[position] {
                if let index = item.parameter {
                    let parameter = parameters[index]
                    guard let rootID = copy.objectID,
                        let slot = localizedPosition(of: index, in: copy, parameters: parameters)
                    else {
                        throw .translatedParameter(
                            language: item.language, key: item.entry.key, file: copy.file, parameter: parameter.name)
                    }
                    let property = TranslatedProperty.localizedRuntimeAttribute(slot)
                    let base = copy.slots[parameter.slotIndex].value ?? ""
                    // Xcode's comment for such an entry names the whole key and the view's class.
                    let viewClass = documents[copy.documentIndex].platform == .macOS ? "NSView" : "UIView"
                    let comment =
                        "Class = \"\(viewClass)\"; \(rootID).\(property) = \"\(StringsFile.escape(base))\"; "
                        + "ObjectID = \"\(rootID)\";"
                    plan.changes[item.path, default: []].append(
                        .init(
                            key: item.entry.key,
                            kind: .replace(key: rootID + "." + property, value: item.entry.value, comment: comment)))
                    plan.parameterEntries += 1
                    continue
                }
                plan.changes[item.path, default: []].append(.init(key: item.entry.key, kind: .remove))
                if isTemplate {
                    let file = translated(copy.documentIndex).language(item.language)?.file
                    guard let file else { continue }
                    let path = folder + "/\(item.language).lproj/\(className).strings"
                    var slot = created[path] ?? ([], file, [])
                    slot.entries.append(Array(file.bytes[item.entry.removalSpan]))
                    created[path] = slot
                    plan.moved += 1
                } else {
                    plan.dropped += 1
                }
            }
        }
        for (path, content) in created.sorted(by: { $0.key < $1.key }) {
            let model = content.model
            var bytes = Array(model.bytes.prefix(model.encoding.markSize))
            let lineBreak = model.encode(model.lineBreak)
            bytes += lineBreak
            for entry in content.entries {
                bytes += entry
                if !entry.isEmpty && !entry.suffix(lineBreak.count).elementsEqual(lineBreak) { bytes += lineBreak }
            }
            let language = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            plan.created.append(.init(path: path, language: String(language.dropLast(".lproj".count)), contents: bytes))
        }
        return plan
    }

    /// The translated entries of a copy's objects.
    ///
    /// Its inner objects', and its root's for what moves into the xib with it (a tooltip, a box's
    /// title; not the accessibility texts its placeholder keeps). Of a key written twice, the
    /// last counts, as when Xcode reads the file.
    private func entries(of copy: ClusterInstance, parameters: [PlannedParameter]) throws(SkipReason)
        -> [Found]
    {
        let translated = translated(copy.documentIndex)
        guard !translated.isEmpty else { return [] }
        let document = documents[copy.documentIndex]
        let end = Int(document.elements[copy.element].subtreeEnd)
        var inner: [String: Int] = [:]
        for element in copy.element..<end {
            if let id = document.id(of: element) { inner[id] = element }
        }
        let placement = RootPlacement(root: copy.element, in: document)
        var result: [Found] = []
        for language in translated.languages {
            let last = Dictionary(
                language.file.entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, later in later })
            // The root's localized runtime attributes move into the xib, and the placeholder's own
            // take their numbers.
            if let rootID = copy.objectID,
                let entry = language.file.entries.first(where: {
                    $0.objectID == rootID
                        && TranslatedProperty.localizedPosition(String($0.key.dropFirst(rootID.count + 1))) != nil
                })
            {
                throw .translatedRootAttribute(language: language.code, key: entry.key, file: copy.file)
            }
            for (position, entry) in language.file.entries.enumerated() where last[entry.key] == position {
                guard let id = entry.objectID, let object = inner[id] else { continue }
                let property = String(entry.key.dropFirst(id.count + 1))
                if object == copy.element
                    && Self.staysOnPlaceholder(property, root: object, placement: placement, in: document)
                {
                    continue
                }
                var parameter: Int?
                if let slot = TranslatedProperty.slot(property, of: object, in: document),
                    let index = copy.slots.firstIndex(where: {
                        $0.element == slot.element && $0.attribute == slot.attribute
                    })
                {
                    parameter = parameters.firstIndex { $0.slotIndex == index }
                }
                let path = ObjectPath(of: object, under: copy.element, in: document).text
                result.append(
                    Found(
                        language: language.code, entry: entry, path: language.path, sharedKey: path + "." + property,
                        parameter: parameter))
            }
        }
        return result
    }

    /// Whether a root's entry stays valid with its placeholder: the accessibility texts and what
    /// else `RootPlacement` keeps on it, and a stale entry of a text the root does not have.
    package static func staysOnPlaceholder(
        _ property: String, root: Int, placement: RootPlacement, in document: IBDocument
    )
        -> Bool
    {
        guard TranslatedProperty.isPresent(property, on: root, in: document),
            let slot = TranslatedProperty.slot(property, of: root, in: document)
        else { return true }
        if slot.element == root { return placement.onPlaceholder(slot.attribute) }
        return Int(document.elements[slot.element].parent) == root
            && placement.isPlaceholderChild(slot.element, in: document)
    }

    /// A document's translations: the scan's, or read now for a document the scan did not need
    /// them of (a reused class's own xib).
    private func translated(_ index: Int) -> DocumentTranslations {
        let document = documents[index]
        var result =
            translations[index]
            ?? DocumentTranslations.load(
                forDocumentAt: document.filePath ?? document.path, files: projects.files)
        if let path = document.filePath, !projects.targets(building: path).isEmpty {
            result.languages.removeAll { projects.targets(building: $0.path).isEmpty }
        }
        return result
    }

    /// The base text a copy shows for a shared key (`objectPath.property`); nil when xibify
    /// cannot tell (then only an equal translation agrees with it).
    private func baseText(_ key: String, in copy: ClusterInstance) -> String? {
        guard let (object, property) = resolve(key, in: copy) else { return nil }
        let document = documents[copy.documentIndex]
        guard let slot = TranslatedProperty.slot(property, of: object, in: document) else { return nil }
        return copy.slots.first { $0.element == slot.element && $0.attribute == slot.attribute }?.value ?? ""
    }

    /// The key of a shared text in the template's own ids.
    private func templateKey(_ key: String, template: ClusterInstance) -> String? {
        guard let (object, property) = resolve(key, in: template),
            let id = documents[template.documentIndex].id(of: object)
        else { return nil }
        return id + "." + property
    }

    /// The object and property of a shared key in a copy.
    private func resolve(_ key: String, in copy: ClusterInstance) -> (Int, String)? {
        // Object paths contain no `.`; the property may (`configuration.title`).
        guard let dot = key.firstIndex(of: ".") else { return nil }
        let document = documents[copy.documentIndex]
        guard let object = ObjectPath.element(at: String(key[..<dot]), under: copy.element, in: document) else {
            return nil
        }
        return (object, String(key[key.index(after: dot)...]))
    }

    /// The position of a parameter among the placeholder's localized runtime attributes
    /// (`PlaceholderRenderer` writes one per parameter, in order; a string one is localized
    /// unless the copy has no value, which is written as `nil`).
    private func localizedPosition(of index: Int, in copy: ClusterInstance, parameters: [PlannedParameter]) -> Int? {
        func localized(_ parameter: PlannedParameter) -> Bool {
            parameter.type == .localizedString && copy.slots[parameter.slotIndex].value != nil
        }
        guard localized(parameters[index]) else { return nil }
        return parameters[..<index].filter(localized).count
    }
}
