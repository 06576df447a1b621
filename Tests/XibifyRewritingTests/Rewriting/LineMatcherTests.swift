import Testing

@testable import XibifyRewriting

/// The diff's line matcher finds a longest common subsequence.
@Suite struct LineMatcherTests {
    /// The length of a longest common subsequence, by dynamic programming.
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func keepsALongestCommonSubsequence() {
        // A fixed linear congruential generator: the same cases on every run.
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let old = (0..<next(30)).map { _ in next(5) }
            let new = (0..<next(30)).map { _ in next(5) }
            let kept = LineMatcher.common(old, new)
            #expect(kept.allSatisfy { old[$0.0] == new[$0.1] })
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
            #expect(kept.count == Self.lcsLength(old, new), "\(old) \(new)")
        }
        #expect(LineMatcher.common([], [1, 2]).isEmpty)
        #expect(LineMatcher.common([1, 2, 3], [1, 2, 3]).map(\.0) == [0, 1, 2])
    }
}
