import XibifyFormat

/// The image and colour names a part of a document uses, and its `<resources>` entries
/// (IB-FORMAT.md §2.4): each document needs an entry for every name it references.
package struct ResourceReferences {
    /// A resource entry's kind and name.
    package struct Key: Hashable, Comparable {
        package var kind: String
        package var name: String

        package static func < (lhs: Key, rhs: Key) -> Bool {
            let order = ["image": 0, "namedColor": 1, "systemColor": 2]
            return (order[lhs.kind] ?? 3, lhs.name) < (order[rhs.kind] ?? 3, rhs.name)
        }
    }

    package static let imageAttributes: Set<String> = [
        "image", "highlightedImage", "selectedImage", "backgroundImage", "secondaryImage", "alternateImage",
        "minimumValueImage", "maximumValueImage", "progressImage", "trackImage", "collapsedRepresentationImage",
        "ratingImage", "onImage", "offImage",
    ]

    /// The names used by the elements in a range (a subtree, or the whole document less `<resources>`).
    package static func used(in range: Range<Int>, of document: IBDocument, excluding excluded: [Range<Int>] = [])
        -> Set<Key>
    {
        var keys: Set<Key> = []
        let resources = resourcesElement(of: document).map { $0..<Int(document.elements[$0].subtreeEnd) }
        // Names compared as the document's symbols: one lookup each here, none per element.
        let symbols = document.symbols
        let images = Set(imageAttributes.compactMap { symbols.symbol($0) })
        let color = symbols.symbol("color")
        let runtimeAttribute = symbols.symbol("userDefinedRuntimeAttribute")
        let name = symbols.symbol("name")
        let systemColor = symbols.symbol("systemColor")
        let value = symbols.symbol("value")
        var element = range.lowerBound
        while element < range.upperBound {
            if let skip = excluded.first(where: { $0.contains(element) })
                ?? resources.flatMap({ $0.contains(element) ? $0 : nil })
            {
                element = skip.upperBound
                continue
            }
            let tag = document.elements[element].name
            for attribute in document.attributeIndices(element) {
                let attributeName = document.attributes[attribute].name
                if images.contains(attributeName) {
                    keys.insert(Key(kind: "image", name: document.attributeValue(attribute)))
                } else if tag == color && attributeName == name
                    && document.attribute("catalog", of: element) != "System"
                {
                    keys.insert(Key(kind: "namedColor", name: document.attributeValue(attribute)))
                } else if tag == color && attributeName == systemColor {
                    keys.insert(Key(kind: "systemColor", name: document.attributeValue(attribute)))
                } else if tag == runtimeAttribute && attributeName == value
                    && document.attribute("type", of: element) == "image"
                {
                    keys.insert(Key(kind: "image", name: document.attributeValue(attribute)))
                }
            }
            element += 1
        }
        return keys
    }

    /// The `<resources>` element directly under `<document>`.
    package static func resourcesElement(of document: IBDocument) -> Int? {
        document.child("resources", of: 0)
    }

    /// The document's resource entries by kind and name.
    package static func entries(of document: IBDocument) -> [Key: Int] {
        guard let resources = resourcesElement(of: document) else { return [:] }
        var result: [Key: Int] = [:]
        for entry in document.children(resources) {
            guard let name = document.attribute("name", of: entry) else { continue }
            result[Key(kind: document.tag(entry), name: name)] = entry
        }
        return result
    }
}
