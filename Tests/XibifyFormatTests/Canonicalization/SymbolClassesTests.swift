import Testing
import XibifyKit

/// `SymbolClasses.byteOrder` sorts as the generic byte comparison does, ties in index order.
@Suite struct SymbolClassesTests {
    static let strings = [
        "view", "", "viewController", "viewControllerLayoutGuide", "viewControllerLayoutGuidE", "v", "view",
        "constraint", "constraints", "contentMode", "a", "A", "Z", "zz", "~",
        "translatesAutoresizingMaskIntoConstraints",
        "translatesAutoresizingMask", "firstItem", "firstItem", "firstAttribute", "12345678", "123456789", "1234567",
    ]

    @Test func sortsAsTheGenericComparison() {
        let bytes = Self.strings.map { Array($0.utf8) }
        let expected = bytes.indices.sorted { bytes[$0].lexicographicallyPrecedes(bytes[$1]) }
        #expect(SymbolClasses.byteOrder(of: bytes) == expected)
    }

    @Test func keepsEqualStringsInIndexOrder() {
        let bytes = ["b", "a", "b", "a", "a"].map { Array($0.utf8) }
        #expect(SymbolClasses.byteOrder(of: bytes) == [1, 3, 4, 0, 2])
    }
}
