import Foundation
import Synchronization

/// The element and attribute names read so far in this process, shared by every parse: each
/// name's `String`, `StableHash` and `ShapeRole`, made once however many documents use it.
///
/// Every document has its own `SymbolTable`, and every new name of a document was made into a
/// `String`, hashed and classified again: 23,274 names over the 210 documents of
/// ../shared/corpus, 721 of them distinct, about 700 instructions each (#28, third part). Here a
/// name is found by the `StableHash` of libxml2's bytes and compared byte for byte; what a hit
/// returns is exactly what the first reading of those bytes made.
///
/// Open addressing behind a `Mutex`: the parse threads look names up a few hundred times per
/// document, each under the lock for a probe. The table stops growing at `limit` names, so a
/// corpus of made-up names cannot grow it without bound; later names are made as before.
package final class NameCache: Sendable {
    /// What a name resolves to.
    package struct Entry: Sendable {
        /// The name, as `String(cString:)` makes it.
        package var name: String
        /// `StableHash.hash(name)`.
        package var hash: UInt64
        /// `ShapeRole(name:hash:)`.
        package var role: ShapeRole
    }

    private struct State {
        var slots = [Int32](repeating: -1, count: 1024)
        var keys: [UInt64] = []
        var bytes: [[UInt8]] = []
        var entries: [Entry] = []
    }

    /// The cache every parse of the process shares.
    package static let shared = NameCache()

    /// The most names kept.
    package static let limit = 1 << 16

    private let state = Mutex(State())

    /// Creates an empty cache.
    package init() {}

    /// A name's entry, made on its first reading.
    /// - Parameter name: a NUL-terminated name as libxml2 hands it over.
    /// - Returns: the name, its hash and its role.
    package func entry(_ name: UnsafePointer<UInt8>) -> Entry {
        let count = strlen(name)
        let key = StableHash.hash(name, count: count)
        if let found = state.withLock({ Self.find(name, count: count, key: key, in: $0) }) { return found }
        let string = String(cString: name)
        let hash = StableHash.hash(string)
        let made = Entry(name: string, hash: hash, role: ShapeRole(name: string, hash: hash))
        state.withLock { state in
            guard state.entries.count < Self.limit, Self.find(name, count: count, key: key, in: state) == nil else {
                return
            }
            if (state.entries.count + 1) * 2 > state.slots.count { Self.grow(&state) }
            var slot = Int(truncatingIfNeeded: key) & (state.slots.count - 1)
            while state.slots[slot] >= 0 { slot = (slot + 1) & (state.slots.count - 1) }
            state.slots[slot] = Int32(state.entries.count)
            state.keys.append(key)
            state.bytes.append(Array(UnsafeBufferPointer(start: name, count: count)))
            state.entries.append(made)
        }
        return made
    }

    private static func find(_ name: UnsafePointer<UInt8>, count: Int, key: UInt64, in state: State) -> Entry? {
        var slot = Int(truncatingIfNeeded: key) & (state.slots.count - 1)
        while state.slots[slot] >= 0 {
            let index = Int(state.slots[slot])
            if state.keys[index] == key {
                let same = state.bytes[index].withUnsafeBufferPointer { stored in
                    stored.count == count && (count == 0 || memcmp(stored.baseAddress!, name, count) == 0)
                }
                if same { return state.entries[index] }
            }
            slot = (slot + 1) & (state.slots.count - 1)
        }
        return nil
    }

    private static func grow(_ state: inout State) {
        state.slots = [Int32](repeating: -1, count: state.slots.count * 2)
        for (index, key) in state.keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key) & (state.slots.count - 1)
            while state.slots[slot] >= 0 { slot = (slot + 1) & (state.slots.count - 1) }
            state.slots[slot] = Int32(index)
        }
    }
}
