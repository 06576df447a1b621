/// The distinct element and attribute names of one document, numbered as symbols.
///
/// The parser interns each name once, so the per-element records hold small integers
/// instead of strings. Each symbol carries its stable hash and its `ShapeRole`, decided
/// once when the name is first seen.
///
/// Names are found by their `StableHash` in an open-addressing table of symbols, not in a
/// `[String: UInt32]`: every document interns about a hundred names, and hashing each twice
/// with SipHash (a lookup, then the insertion) and once more for its role was about 1,800
/// instructions a name, 6 % of a report on ../shared/corpus (#28, second part).
package struct SymbolTable: Sendable {
    /// The names, indexed by symbol.
    package private(set) var names: [String] = []
    /// `StableHash` of each name.
    package private(set) var hashes: [UInt64] = []
    /// How each name takes part in the parse-time shape hash.
    package private(set) var roles: [ShapeRole] = []
    /// Open addressing by hash: each slot holds a symbol + 1, or 0 when empty.
    private var slots: [UInt32] = Array(repeating: 0, count: 256)

    /// Creates an empty table.
    package init() {}

    /// The symbol for a name, adding it when new.
    /// - Parameter name: an element or attribute name.
    /// - Returns: its symbol.
    package mutating func intern(_ name: String) -> UInt32 {
        let hash = StableHash.hash(name)
        let (slot, found) = probe(name, hash: hash)
        if let found { return found }
        return insert(name, hash: hash, role: ShapeRole(name: name, hash: hash), at: slot)
    }

    /// The symbol for a name whose hash and role are known (`NameCache`), adding it when new.
    /// - Parameter entry: the name, its `StableHash` and its `ShapeRole`.
    /// - Returns: its symbol.
    package mutating func intern(_ entry: NameCache.Entry) -> UInt32 {
        let (slot, found) = probe(entry.name, hash: entry.hash)
        if let found { return found }
        return insert(entry.name, hash: entry.hash, role: entry.role, at: slot)
    }

    private mutating func insert(_ name: String, hash: UInt64, role: ShapeRole, at slot: Int) -> UInt32 {
        let symbol = UInt32(names.count)
        names.append(name)
        hashes.append(hash)
        roles.append(role)
        slots[slot] = symbol + 1
        if names.count * 2 > slots.count { grow() }
        return symbol
    }

    /// The symbol of a name, if the document uses it.
    /// - Parameter name: the name to look up.
    /// - Returns: the symbol, or nil when no element or attribute of the document has that name.
    package func symbol(_ name: String) -> UInt32? {
        probe(name, hash: StableHash.hash(name)).symbol
    }

    /// The slot that holds a name's symbol, or the empty slot where it would go.
    private func probe(_ name: String, hash: UInt64) -> (slot: Int, symbol: UInt32?) {
        var slot = Self.slot(hash, slots.count)
        while slots[slot] != 0 {
            let symbol = slots[slot] - 1
            if hashes[Int(symbol)] == hash && names[Int(symbol)] == name { return (slot, symbol) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (slot, nil)
    }

    /// The name of a symbol.
    package subscript(symbol: UInt32) -> String { names[Int(symbol)] }

    private static func slot(_ hash: UInt64, _ capacity: Int) -> Int {
        Int(truncatingIfNeeded: hash >> 7) & (capacity - 1)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        for symbol in hashes.indices {
            var slot = Self.slot(hashes[symbol], slots.count)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = UInt32(symbol + 1)
        }
    }
}
