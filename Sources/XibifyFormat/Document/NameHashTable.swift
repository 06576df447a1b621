/// Values for a fixed set of names, found by a name's `StableHash` (which the symbol table has
/// computed anyway): a binary search over the entries sorted by hash, then one string comparison
/// per entry with that hash, instead of hashing the name again with SipHash for a dictionary.
package struct NameHashTable<Value: Sendable>: Sendable {
    private let entries: [(hash: UInt64, name: String, value: Value)]

    /// A table of names and their values.
    package init(_ values: some Sequence<(String, Value)>) {
        entries = values.map { (StableHash.hash($0.0), $0.0, $0.1) }.sorted { $0.hash < $1.hash }
    }

    /// The value of a name, or nil when the table does not hold it.
    /// - Parameters:
    ///   - name: the name.
    ///   - hash: `StableHash.hash(name)`.
    package func value(of name: String, hash: UInt64) -> Value? {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].hash < hash { low = mid + 1 } else { high = mid }
        }
        while low < entries.count && entries[low].hash == hash {
            if entries[low].name == name { return entries[low].value }
            low += 1
        }
        return nil
    }
}
