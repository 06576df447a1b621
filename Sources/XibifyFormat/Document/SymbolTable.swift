/// The distinct element and attribute names of one document, numbered as symbols.
///
/// The parser interns each name once, so the per-element records hold small integers
/// instead of strings. Each symbol carries its stable hash and its `ShapeRole`, decided
/// once when the name is first seen.
package struct SymbolTable: Sendable {
    /// The names, indexed by symbol.
    package private(set) var names: [String] = []
    /// `StableHash` of each name.
    package private(set) var hashes: [UInt64] = []
    /// How each name takes part in the parse-time shape hash.
    package private(set) var roles: [ShapeRole] = []
    private var index: [String: UInt32] = [:]

    /// Creates an empty table.
    package init() {
        index.reserveCapacity(256)
    }

    /// The symbol for a name, adding it when new.
    /// - Parameter name: an element or attribute name.
    /// - Returns: its symbol.
    package mutating func intern(_ name: String) -> UInt32 {
        if let symbol = index[name] { return symbol }
        let symbol = UInt32(names.count)
        names.append(name)
        hashes.append(StableHash.hash(name))
        roles.append(ShapeRole(name: name))
        index[name] = symbol
        return symbol
    }

    /// The symbol of a name, if the document uses it.
    /// - Parameter name: the name to look up.
    /// - Returns: the symbol, or nil when no element or attribute of the document has that name.
    package func symbol(_ name: String) -> UInt32? { index[name] }

    /// The name of a symbol.
    package subscript(symbol: UInt32) -> String { names[Int(symbol)] }
}
