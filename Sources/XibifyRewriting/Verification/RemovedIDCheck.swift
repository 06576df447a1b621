import XibifyFormat

/// No attribute of an edited file names an id that the edit removed: not as a reference, and
/// not inside a value either (archived image names embed ids, IB-FORMAT.md §3.4; caches name
/// them in `<designable name>`).
///
/// Ids with a dash (`Tf1-cD-o01`) are looked for in every value, whole or between colons. A
/// numeric id (`506`, in files Xcode numbered that way) is looked for only where a value has the
/// form of an archived image's name (`buttonCell:506:image`, `ArchivedName`): as a whole value it
/// would match every number, and whole-value references are `IDCheck`'s.
package struct RemovedIDCheck {
    package let output: ParsedOutput
    package let input: ParsedOutput

    package func run() throws(VerificationError) {
        let document = output.document
        let removed = Set(input.index.elementByID.keys.filter { output.index.elementByID[$0] == nil })
        guard !removed.isEmpty else { return }
        let idSymbol = document.symbols.symbol("id")
        for attribute in document.attributes.indices where document.attributes[attribute].name != idSymbol {
            let record = document.attributes[attribute]
            let raw = document.bytes[Int(record.valueStart)..<Int(record.valueEnd)]
            var named: String?
            if !record.needsDecoding,
                let range = raw.withUnsafeBufferPointer({ ArchivedName.idRange(in: $0) }),
                case let id = String(decoding: raw.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self),
                removed.contains(id)
            {
                named = id
            } else if record.needsDecoding || raw.contains(0x2D) {
                // Most values have no dash, and are passed over without a String.
                let value = document.attributeValue(attribute)
                named =
                    removed.contains(value) && value.utf8.contains(0x2D)
                    ? value
                    : value.split(separator: ":").map(String.init).first {
                        $0.utf8.contains(0x2D) && removed.contains($0)
                    }
            }
            if let named {
                let element = document.elements.partitioningIndex { Int($0.attributeStart) > attribute } - 1
                throw .removedIDNamed(path: document.path, id: named, line: document.location(of: max(element, 0)).line)
            }
        }
    }
}
