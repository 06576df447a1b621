/// Which lines two short sequences of line numbers have in common, by Myers' greedy
/// O((N+M)·D) algorithm on plain integers.
///
/// The standard library's `difference(from:)` runs the linear-space variant through generic
/// closures; on the blocks `rewrite` compares (a replaced copy against its placeholder) that
/// was most of the diff's time. Blocks are small, so keeping each round's furthest points
/// (O(D²) integers) for the walk back is cheap.
enum LineMatcher {
    /// The old and new positions of the lines kept, in order (a longest common subsequence).
    /// - Parameters:
    ///   - old: the old lines, as numbers (equal lines, equal numbers).
    ///   - new: the new lines, the same way.
    /// - Returns: pairs (old index, new index) of kept lines.
    static func common(_ old: [Int], _ new: [Int]) -> [(Int, Int)] {
        let n = old.count
        let m = new.count
        let offset = n + m + 1
        var furthest = [Int](repeating: 0, count: 2 * offset + 1)
        var rounds: [[Int]] = []
        search: for d in 0...(n + m) {
            for k in stride(from: -d, through: d, by: 2) {
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
                    rounds.append(furthest)
                    break search
                }
            }
            rounds.append(furthest)
        }
        // Walk back through the rounds, collecting the diagonal (kept) moves.
        var kept: [(Int, Int)] = []
        var x = n
        var y = m
        for d in stride(from: rounds.count - 1, through: 0, by: -1) {
            let k = x - y
            if d == 0 {
                while x > 0 && y > 0 {
                    x -= 1
                    y -= 1
                    kept.append((x, y))
                }
                break
            }
            let previous = rounds[d - 1]
            let down = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = previous[offset + previousK]
            let previousY = previousX - previousK
            let startX = down ? previousX : previousX + 1
            while x > startX {
                x -= 1
                y -= 1
                kept.append((x, y))
            }
            x = previousX
            y = previousY
        }
        return kept.reversed()
    }
}
