/// An open-addressing map from libxml2's interned name pointers to symbols.
///
/// Within one parse libxml2 hands out the same pointer for the same name, so a pointer
/// look-up replaces a string comparison in the hot path.
package struct PointerInterner {
    private var keys: [UInt] = Array(repeating: 0, count: 256)
    private var values: [UInt32] = Array(repeating: 0, count: 256)
    private var used = 0

    package subscript(pointer: UnsafeRawPointer) -> UInt32? {
        get {
            let key = UInt(bitPattern: pointer)
            var slot = Self.slot(key, keys.count)
            while keys[slot] != 0 {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (used + 1) * 2 > keys.count { grow() }
            insert(UInt(bitPattern: pointer), newValue)
        }
    }

    private static func slot(_ key: UInt, _ capacity: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & (capacity - 1)
    }

    private mutating func insert(_ key: UInt, _ value: UInt32) {
        var slot = Self.slot(key, keys.count)
        while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
        if keys[slot] == 0 { used += 1 }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        used = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(key, value) }
    }
}
