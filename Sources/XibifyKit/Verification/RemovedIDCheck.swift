/// No attribute of an edited file names an id that the edit removed: not as a reference, and
/// not inside a value either (archived image names embed ids, IB-FORMAT.md §3.4; caches name
/// them in `<designable name>`).
struct RemovedIDCheck {
    let output: ParsedOutput
    let input: ParsedOutput

    func run() throws(VerificationError) {
        let document = output.document
        let removed = Set(
            input.index.elementByID.keys.filter { $0.utf8.contains(0x2D) && output.index.elementByID[$0] == nil })
        guard !removed.isEmpty else { return }
        let idSymbol = document.symbols.symbol("id")
        for attribute in document.attributes.indices where document.attributes[attribute].name != idSymbol {
            let record = document.attributes[attribute]
            // Ids have a dash (`Tf1-cD-o01`): most values are passed over without a String.
            if !record.needsDecoding && !document.bytes[Int(record.valueStart)..<Int(record.valueEnd)].contains(0x2D) {
                continue
            }
            let value = document.attributeValue(attribute)
            let named =
                removed.contains(value)
                ? value : value.split(separator: ":").map(String.init).first(where: removed.contains)
            if let named {
                let element = document.elements.partitioningIndex { Int($0.attributeStart) > attribute } - 1
                throw .removedIDNamed(path: document.path, id: named, line: document.location(of: max(element, 0)).line)
            }
        }
    }
}
