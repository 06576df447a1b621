/// Which lines two short sequences of line numbers have in common, by Myers' greedy
/// O((N+M)·D) algorithm on plain integers.
///
/// The standard library's `difference(from:)` runs the linear-space variant through generic
/// closures; on the blocks `rewrite` compares (a replaced copy against its placeholder) that
/// was most of the diff's time. Each round keeps only its own furthest points (2d+1 integers,
/// O(D²) in all) for the walk back; copying the whole frontier every round was a fifth of it.
package enum LineMatcher {
    /// The old and new positions of the lines kept, in order (a longest common subsequence).
    /// - Parameters:
    ///   - old: the old lines, as numbers (equal lines, equal numbers).
    ///   - new: the new lines, the same way.
    /// - Returns: pairs (old index, new index) of kept lines.
    package static func common(_ old: [Int], _ new: [Int]) -> [(Int, Int)] {
        let n = old.count
        let m = new.count
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        // Round d keeps its furthest points for k in -d...d: `rounds[d][k + d]`.
        var rounds: [[Int]] = []
        search: for d in 0...(n + m) {
            var k = -d
            while k <= d {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n && y >= m {
                    rounds.append(Array(furthest[(offset - d)...(offset + d)]))
                    break search
                }
                k += 2
            }
            rounds.append(Array(furthest[(offset - d)...(offset + d)]))
        }
        // Walk back through the rounds, collecting the diagonal (kept) moves.
        var kept: [(Int, Int)] = []
        var x = n
        var y = m
        var d = rounds.count - 1
        while d >= 0 {
            let k = x - y
            if d == 0 {
                while x > 0 && y > 0 {
                    x -= 1
                    y -= 1
                    kept.append((x, y))
                }
                break
            }
            let previous = rounds[d - 1]  // k' in -(d-1)...(d-1) at previous[k' + d - 1]
            let down = k == -d || (k != d && previous[k - 1 + d - 1] < previous[k + 1 + d - 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[previousK + d - 1]
            let previousY = previousX - previousK
            let startX = down ? previousX : previousX + 1
            while x > startX {
                x -= 1
                y -= 1
                kept.append((x, y))
            }
            x = previousX
            y = previousY
            d -= 1
        }
        return kept.reversed()
    }
}
