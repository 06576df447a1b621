import Foundation
import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// Every user sees, in every language, what they saw before: the translations of an edited
/// `Base.lproj` document and of the new xibs are read back from the batch and compared with
/// the documents as they were, independently of how the planner moved them.
///
/// - Per edited document and language: an entry whose object is still in the document keeps its
///   key and value; no entry names an object the edit removed; every entry the batch adds names
///   an object that exists (for a placeholder's `ibExternalUserDefinedRuntimeAttributesLocalizableStrings[N]`,
///   one with an N-th localized runtime attribute).
/// - Per replaced copy and language: for each text of the copy, the translation it shows (the
///   document's entry, else the base text) equals what it shows afterwards (a shared text: the new
///   xib's entry, else the xib's base text; a parameter: the placeholder's entry, else none).
/// - Per new `.strings` file: every key names an object of its xib.
package struct TranslationCheck {
    /// The batch.
    package let files: [RenderedFile]
    /// The plans.
    package let plans: [ExtractionPlan]
    /// The parsed outputs (edited documents and xibs), by absolute path.
    package let parsed: [String: ParsedOutput]
    /// The input documents, by index.
    package let documents: [IBDocument]
    /// The projects the documents are built in (a language file no target builds is not shipped).
    package var projects: ProjectIndex = .empty

    package func run() throws(VerificationError) {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        // Each document's and xib's files, read once.
        var paths = Set(files.filter { $0.kind == .edited }.map(\.path))
        for plan in plans {
            paths.insert(plan.xibPath)
            paths.formUnion(plan.replaced.compactMap { documents[$0.documentIndex].filePath })
        }
        let translations = Dictionary(uniqueKeysWithValues: paths.map { ($0, languages(of: $0, byPath)) })
        // The documents as the scan read them (the edited files' originals).
        let inputs = Dictionary(
            documents.compactMap { document in document.filePath.map { ($0, document) } },
            uniquingKeysWith: { first, _ in first })
        for file in files where file.kind == .edited {
            guard let after = parsed[file.path], let before = inputs[file.path], before.bytes == file.original
            else { continue }
            let ids = Set(before.elements.indices.compactMap { before.id(of: $0) })
            for language in translations[file.path] ?? [] {
                try checkDocument(file, before: ids, after: after, language: language)
            }
        }
        for plan in plans {
            try checkCreated(plan, translations[plan.xibPath] ?? [], byPath)
            for copy in plan.replaced {
                let document = documents[copy.documentIndex].filePath ?? ""
                try checkCopy(
                    copy, plan: plan, document: translations[document] ?? [], xib: translations[plan.xibPath] ?? [])
            }
        }
    }

    /// One language's file of a document, before and after the batch.
    private struct LanguageFile {
        var code: String
        var path: String
        var before: StringsFile?
        var after: StringsFile?
    }

    /// The `.strings` files beside a `Base.lproj` document or xib, before and after.
    private func languages(of documentPath: String, _ byPath: [String: RenderedFile]) -> [LanguageFile] {
        let folder = (documentPath as NSString).deletingLastPathComponent
        guard (folder as NSString).lastPathComponent == "Base.lproj" else { return [] }
        let name = ((documentPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let parent = (folder as NSString).deletingLastPathComponent
        var codes = Set(
            (projects.files.contentsOfDirectory(atPath: parent) ?? []).filter { $0.hasSuffix(".lproj") })
        for path in byPath.keys where (path as NSString).lastPathComponent == name + ".strings" {
            let lproj = (path as NSString).deletingLastPathComponent
            if (lproj as NSString).deletingLastPathComponent == parent {
                codes.insert((lproj as NSString).lastPathComponent)
            }
        }
        let built = !projects.targets(building: documentPath).isEmpty
        return codes.subtracting(["Base.lproj", "mul.lproj"]).sorted().compactMap { folder in
            let path = parent + "/" + folder + "/" + name + ".strings"
            let disk = projects.files.bytes(atPath: path)
            let file = byPath[path]
            if file == nil, built, projects.targets(building: path).isEmpty { return nil }
            let before = file.map { $0.original } ?? disk
            let after = file.map { $0.contents } ?? disk
            guard before != nil || after != nil else { return nil }
            return LanguageFile(
                code: String(folder.dropLast(".lproj".count)), path: path,
                before: before.flatMap { try? StringsFile(bytes: $0) },
                after: after.flatMap { try? StringsFile(bytes: $0) })
        }
    }

    private func checkDocument(
        _ file: RenderedFile, before: Set<String>, after: ParsedOutput, language: LanguageFile
    ) throws(VerificationError) {
        let path = file.displayPath
        let oldEntries = language.before?.entries ?? []
        let newEntries = language.after?.entries ?? []
        let newByKey = Dictionary(newEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        let oldByKey = Dictionary(oldEntries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        let oldKeys = Set(oldByKey.keys)
        // Placeholders of this document: their roots' entries of what moved into the xib are
        // checked per copy.
        let roots = Set(
            plans.flatMap(\.replaced).filter { documents[$0.documentIndex].filePath == file.path }.compactMap(
                \.objectID))
        for entry in oldByKey.values.sorted(by: { $0.span.lowerBound < $1.span.lowerBound }) {
            guard let id = entry.objectID, before.contains(id) else { continue }
            if let object = after.index.elementByID[id] {
                let property = String(entry.key.dropFirst(id.count + 1))
                if roots.contains(id) && !TranslatedProperty.isPresent(property, on: object, in: after.document)
                    && newByKey[entry.key] == nil
                {
                    continue
                }
                guard newByKey[entry.key] == entry.value else {
                    throw .translationChanged(
                        path: path, language: language.code, key: entry.key, before: entry.value,
                        after: newByKey[entry.key])
                }
            } else if newByKey[entry.key] != nil {
                throw .translationStranded(path: path, language: language.code, key: entry.key)
            }
        }
        for entry in newEntries where !oldKeys.contains(entry.key) {
            guard let id = entry.objectID, let object = after.index.elementByID[id] else {
                throw .translationStranded(path: path, language: language.code, key: entry.key)
            }
            let property = String(entry.key.dropFirst(id.count + 1))
            if let position = TranslatedProperty.localizedPosition(property) {
                guard Self.localizedAttributes(of: object, in: after.document).count > position else {
                    throw .translationStranded(path: path, language: language.code, key: entry.key)
                }
            }
        }
    }

    /// A new xib's `.strings` files name only its objects.
    private func checkCreated(_ plan: ExtractionPlan, _ languages: [LanguageFile], _ byPath: [String: RenderedFile])
        throws(VerificationError)
    {
        guard let xib = parsed[plan.xibPath] else { return }
        for language in languages {
            for entry in language.after?.entries ?? [] {
                guard let id = entry.objectID, xib.index.elementByID[id] != nil else {
                    throw .translationStranded(
                        path: byPath[language.path]?.displayPath ?? language.path,
                        language: language.code, key: entry.key)
                }
            }
        }
    }

    /// What a copy shows in each language, before and after.
    private func checkCopy(
        _ copy: ClusterInstance, plan: ExtractionPlan, document documentLanguages: [LanguageFile],
        xib xibLanguages: [LanguageFile]
    ) throws(VerificationError) {
        let input = documents[copy.documentIndex]
        guard let documentPath = input.filePath, let rootID = copy.objectID else { return }
        guard !documentLanguages.isEmpty || !xibLanguages.isEmpty else { return }
        guard let edited = parsed[documentPath], let placeholder = edited.index.elementByID[rootID],
            let xib = parsed[plan.xibPath], let xibRoot = ParsedOutput.topLevelView(of: xib.document)
        else { return }
        let root = copy.element
        let end = Int(input.elements[root].subtreeEnd)
        var inner: [String: Int] = [:]
        for element in root..<end {
            if let id = input.id(of: element) { inner[id] = element }
        }
        let parameterPaths = Set(plan.parameters.map { Self.relative($0.path) })
        let codes = Set(documentLanguages.map(\.code) + xibLanguages.map(\.code)).sorted()
        for code in codes {
            // Before: the copy's entries, by path from its root.
            var shared: [String: String] = [:]
            var parameters: [String: String] = [:]
            for entry in documentLanguages.first(where: { $0.code == code })?.before?.entries ?? [] {
                guard let id = entry.objectID, let object = inner[id] else { continue }
                let property = String(entry.key.dropFirst(id.count + 1))
                // What the placeholder still has keeps its entry in the document (checked there).
                // (and a stale entry of a text the root does not have is left as it was).
                if object == root
                    && (TranslatedProperty.isPresent(property, on: placeholder, in: edited.document)
                        || !TranslatedProperty.isPresent(property, on: root, in: input))
                {
                    continue
                }
                if let slot = TranslatedProperty.slot(property, of: object, in: input) {
                    let slotPath = Self.relative(
                        ObjectPath(of: slot.element, under: root, in: input).slot(slot.attribute))
                    if parameterPaths.contains(slotPath) {
                        parameters[slotPath] = entry.value
                        continue
                    }
                }
                shared[Self.relative(ObjectPath(of: object, under: root, in: input).text) + "." + property] =
                    entry.value
            }
            // After: the xib's entries, and the placeholder's.
            var sharedAfter: [String: String] = [:]
            for entry in xibLanguages.first(where: { $0.code == code })?.after?.entries ?? [] {
                guard let id = entry.objectID, let object = xib.index.elementByID[id] else { continue }
                let property = String(entry.key.dropFirst(id.count + 1))
                sharedAfter[
                    Self.relative(ObjectPath(of: object, under: xibRoot, in: xib.document).text) + "." + property] =
                    entry.value
            }
            var parametersAfter: [String: String] = [:]
            let attributes = Self.localizedAttributes(of: placeholder, in: edited.document)
            for entry in documentLanguages.first(where: { $0.code == code })?.after?.entries ?? []
            where entry.objectID == rootID {
                guard
                    let position = TranslatedProperty.localizedPosition(String(entry.key.dropFirst(rootID.count + 1))),
                    attributes.indices.contains(position),
                    let keyPath = edited.document.attribute("keyPath", of: attributes[position]),
                    let parameter = plan.parameters.first(where: { $0.name == keyPath })
                else { continue }
                parametersAfter[Self.relative(parameter.path)] = entry.value
            }
            for key in Set(shared.keys).union(sharedAfter.keys).sorted() {
                let before = shared[key] ?? base(key, root: root, in: input)
                let after = sharedAfter[key] ?? base(key, root: xibRoot, in: xib.document)
                guard before == after else {
                    throw .translationChanged(path: copy.file, language: code, key: key, before: before, after: after)
                }
            }
            for key in Set(parameters.keys).union(parametersAfter.keys).sorted()
            where parameters[key] != parametersAfter[key] {
                throw .translationChanged(
                    path: copy.file, language: code, key: key, before: parameters[key], after: parametersAfter[key])
            }
        }
    }

    /// The base text of a shared key (`path.property`) under a root; nil when unknown.
    private func base(_ key: String, root: Int, in document: IBDocument) -> String? {
        guard let dot = key.firstIndex(of: ".") else { return nil }
        let path = String(key[..<dot])
        let property = String(key[key.index(after: dot)...])
        let end = Int(document.elements[root].subtreeEnd)
        guard
            let object = (root..<end).first(where: {
                Self.relative(ObjectPath(of: $0, under: root, in: document).text) == path
            }),
            let slot = TranslatedProperty.slot(property, of: object, in: document)
        else { return nil }
        if let value = document.attribute(slot.attribute, of: slot.element) { return value }
        let text = document.children(slot.element).first { child in
            document.attribute("key", of: child) == slot.attribute && document.tag(child) == "string"
        }
        return text.map { document.text(of: $0) ?? "" } ?? ""
    }

    /// A path without its root's step (a copy's root and its xib's view may differ in tag).
    package static func relative(_ path: String) -> String {
        let head = path.prefix { $0 != "/" && $0 != "@" }
        return String(path.dropFirst(head.count))
    }

    /// An object's runtime attributes marked `localized="YES"`, in order.
    package static func localizedAttributes(of object: Int, in document: IBDocument) -> [Int] {
        guard let list = document.children(object).first(where: { document.tag($0) == "userDefinedRuntimeAttributes" })
        else { return [] }
        return document.children(list).filter { document.attribute("localized", of: $0) == "YES" }
    }
}
