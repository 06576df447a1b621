import Testing
import XibifyKit

/// What `NameCache` gives for a name is what reading the name afresh gives, on the first and on
/// every later request.
@Suite struct NameCacheTests {
    @Test(arguments: ["view", "constraint", "id", "fixedFrame", "userLabel", "ünïcode", "a"])
    func entryIsTheNameItsHashAndItsRole(name: String) {
        let cache = NameCache()
        let bytes = Array(name.utf8) + [0]
        for _ in 0..<2 {
            let entry = bytes.withUnsafeBufferPointer { cache.entry($0.baseAddress!) }
            #expect(entry.name == name)
            #expect(entry.hash == StableHash.hash(name))
            #expect(entry.role == ShapeRole(name: name))
        }
    }

    @Test func namesThatShareAPrefixStayApart() {
        let cache = NameCache()
        let names = (0..<3000).map { "name\($0)" } + ["name", "nam", ""]
        for round in 0..<2 {
            for name in names {
                let bytes = Array(name.utf8) + [0]
                let entry = bytes.withUnsafeBufferPointer { cache.entry($0.baseAddress!) }
                #expect(entry.name == name, "round \(round)")
            }
        }
    }
}
