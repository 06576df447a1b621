import Testing
import XibifyKit

/// `ByteRunTable` numbers equal runs of bytes alike wherever they lie, and never takes a run of
/// other bytes for one it holds, even under the same hash.
@Suite struct ByteRunTableTests {
    static let text = Array("frame|bounds|frame|framf|bounds".utf8)

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        StableHash.hash(bytes.baseAddress! + start, count: count)
    }

    @Test func equalRunsAreFoundAtAnyOffset() {
        var table = ByteRunTable(capacity: 2)
        Self.text.withUnsafeBufferPointer { bytes in
            table.insert(start: 0, count: 5, hash: Self.hash(bytes, 0, 5), value: 7)
            table.insert(start: 6, count: 6, hash: Self.hash(bytes, 6, 6), value: 8)
            #expect(table.value(in: bytes, start: 13, count: 5, hash: Self.hash(bytes, 13, 5)) == 7)
            #expect(table.value(in: bytes, start: 25, count: 6, hash: Self.hash(bytes, 25, 6)) == 8)
            #expect(table.value(in: bytes, start: 19, count: 5, hash: Self.hash(bytes, 19, 5)) == nil)
        }
    }

    @Test func otherBytesUnderTheSameHashAreNotTaken() {
        var table = ByteRunTable(capacity: 1)
        Self.text.withUnsafeBufferPointer { bytes in
            table.insert(start: 0, count: 5, hash: 42, value: 1)
            // "framf" and "frame" given the same hash: the bytes decide.
            #expect(table.value(in: bytes, start: 19, count: 5, hash: 42) == nil)
            #expect(table.value(in: bytes, start: 13, count: 5, hash: 42) == 1)
            table.insert(start: 19, count: 5, hash: 42, value: 2)
            #expect(table.value(in: bytes, start: 19, count: 5, hash: 42) == 2)
            #expect(table.value(in: bytes, start: 0, count: 4, hash: 42) == nil)
        }
    }

    @Test func keepsEveryRunAsItGrows() {
        let words = (0..<500).map { "key\($0)" }
        let bytes = Array(words.joined().utf8)
        var table = ByteRunTable(capacity: 4)
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            var runs: [(Int, Int)] = []
            for word in words {
                let count = word.utf8.count
                table.insert(
                    start: offset, count: count, hash: Self.hash(buffer, offset, count), value: Int32(runs.count))
                runs.append((offset, count))
                offset += count
            }
            for (number, run) in runs.enumerated() {
                #expect(
                    table.value(in: buffer, start: run.0, count: run.1, hash: Self.hash(buffer, run.0, run.1))
                        == Int32(number))
            }
        }
    }
}
