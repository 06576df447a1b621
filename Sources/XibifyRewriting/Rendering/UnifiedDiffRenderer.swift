import XibifySupport

/// Renders changes as a git-style unified diff (`a/` and `b/` prefixes, new files against
/// `/dev/null`, three lines of context), optionally coloured.
package struct UnifiedDiffRenderer: Sendable {
    /// Colours, or none.
    package var style: TextStyle
    /// Lines of context around each change.
    package var context: Int

    /// Creates a renderer.
    /// - Parameters:
    ///   - style: colours, or none.
    ///   - context: lines of context.
    package init(style: TextStyle = TextStyle(enabled: false), context: Int = 3) {
        self.style = style
        self.context = context
    }

    /// The diff of every file, in order.
    /// - Parameter files: the rendered files.
    /// - Returns: the diff text (empty when nothing changes).
    package func render(_ files: [RenderedFile]) -> String {
        renderEach(files).joined()
    }

    /// The diff of every file, one text per file, in order: to be written one after the other,
    /// without joining a large diff into one string first.
    /// - Parameter files: the rendered files.
    /// - Returns: each file's diff (empty when it does not change).
    package func renderEach(_ files: [RenderedFile]) -> [String] {
        let renderer = self
        return ParallelMap.map(files) { renderer.render($0) }
    }

    /// The diff of one file.
    /// - Parameter file: the rendered file.
    /// - Returns: its diff, or an empty string when it does not change.
    package func render(_ file: RenderedFile) -> String {
        guard file.original != file.contents else { return "" }
        // A name with a tab or a newline is quoted as git quotes it, or the header would break (#27).
        let oldName = GitQuotedPath.header("a/", file.displayPath)
        let newName = GitQuotedPath.header("b/", file.displayPath)
        var out = style.bold("diff --git \(oldName) \(newName)") + "\n"
        if GitBinaryPatch.isBinary(file.contents) || file.original.map(GitBinaryPatch.isBinary) == true {
            if file.original == nil { out += style.bold("new file mode 100644") + "\n" }
            return out + GitBinaryPatch.body(old: file.original, new: file.contents)
        }
        if file.original == nil {
            out += style.bold("new file mode 100644") + "\n"
            // An empty new file has no lines, so git writes neither file line nor hunk.
            if file.contents.isEmpty { return out }
            out += style.bold("--- /dev/null") + "\n"
        } else {
            out += style.bold("--- \(oldName)") + "\n"
        }
        out += style.bold("+++ \(newName)") + "\n"
        // Lines are cut from the bytes only where a hunk or an edit needs them.
        let old = TextLines(file.original ?? [])
        let new = TextLines(file.contents)
        let lines =
            file.original.map { editScript(original: $0, file: file, old: old, new: new) }
            ?? new.indices.map { .added($0) }
        for hunk in hunks(lines, old, new) { out += hunk }
        return out
    }

    /// The edit script of an edited file, from its edits: only the lines an edit touches are
    /// compared (every other byte is the original's), so the cost follows the edits, not the file.
    private func editScript(original: [UInt8], file: RenderedFile, old: TextLines, new: TextLines) -> [Line] {
        guard !file.edits.isEmpty else { return script(old, old.indices, new, new.indices) }
        let oldStarts = old.starts
        let newStarts = new.starts
        func line(_ starts: [Int], _ offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
        // Group edits that share lines; each group is one block of old lines and new lines.
        var blocks: [(oldLines: ClosedRange<Int>, newLines: Range<Int>)] = []
        var shift = 0
        var index = 0
        let edits = file.edits.sorted { $0.span.start < $1.span.start }
        while index < edits.count {
            let first = line(oldStarts, edits[index].span.start)
            let shiftBefore = shift
            var last = line(oldStarts, max(edits[index].span.start, edits[index].span.end - 1))
            shift += edits[index].replacement.count - edits[index].span.count
            index += 1
            while index < edits.count && line(oldStarts, edits[index].span.start) <= last {
                last = max(last, line(oldStarts, max(edits[index].span.start, edits[index].span.end - 1)))
                shift += edits[index].replacement.count - edits[index].span.count
                index += 1
            }
            let blockStart = oldStarts[first] + shiftBefore
            let blockEnd = (last + 1 < oldStarts.count ? oldStarts[last + 1] : original.count) + shift
            let newFirst = line(newStarts, blockStart)
            let newEnd = blockEnd >= file.contents.count ? new.count : line(newStarts, blockEnd)
            blocks.append((first...min(last, old.count - 1), newFirst..<max(newFirst, newEnd)))
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        for block in blocks {
            while i < block.oldLines.lowerBound {
                lines.append(.same(i, j))
                i += 1
                j += 1
            }
            let oldBlock = block.oldLines.lowerBound..<block.oldLines.upperBound + 1
            for entry in script(old, oldBlock, new, block.newLines) {
                switch entry {
                case .same(let a, let b):
                    lines.append(.same(a + block.oldLines.lowerBound, b + block.newLines.lowerBound))
                case .removed(let a): lines.append(.removed(a + block.oldLines.lowerBound))
                case .added(let b): lines.append(.added(b + block.newLines.lowerBound))
                }
            }
            i = block.oldLines.upperBound + 1
            j = block.newLines.upperBound
        }
        while i < old.count && j < new.count {
            lines.append(.same(i, j))
            i += 1
            j += 1
        }
        while i < old.count {
            lines.append(.removed(i))
            i += 1
        }
        while j < new.count {
            lines.append(.added(j))
            j += 1
        }
        return lines
    }

    /// A file's lines, cut from its bytes on demand: without their line feeds, a final line
    /// feed ending the last line.
    package struct TextLines {
        package let bytes: [UInt8]
        /// Where each line starts; `[0]` for an empty file.
        package let starts: [Int]
        /// Number of lines.
        package let count: Int

        package init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == 0x0A && offset + 1 < bytes.count {
                starts.append(offset + 1)
            }
            self.starts = starts
            count = bytes.isEmpty ? 0 : starts.count
        }

        package var indices: Range<Int> { 0..<count }

        /// Whether the last line has no line feed (git marks it `\ No newline at end of file`).
        package var lacksFinalNewline: Bool { !bytes.isEmpty && bytes.last != 0x0A }

        /// Whether a line is the last one and has no line feed.
        package func isUnterminated(_ index: Int) -> Bool { lacksFinalNewline && index == count - 1 }

        package subscript(index: Int) -> String {
            String(decoding: bytes(of: index), as: UTF8.self)
        }

        /// A line's bytes, without its line feed.
        package func bytes(of index: Int) -> ArraySlice<UInt8> {
            let end =
                index + 1 < starts.count ? starts[index + 1] - 1 : bytes.last == 0x0A ? bytes.count - 1 : bytes.count
            return bytes[starts[index]..<end]
        }
    }

    /// One line of the edit script.
    private enum Line {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// The edit script of two runs of lines, positions relative to the runs' starts.
    private func script(_ oldText: TextLines, _ oldLines: Range<Int>, _ newText: TextLines, _ newLines: Range<Int>)
        -> [Line]
    {
        // All added or all removed: Myers would spend O(n²) finding that out.
        if oldLines.isEmpty { return newLines.indices.map { .added($0 - newLines.lowerBound) } }
        if newLines.isEmpty { return oldLines.indices.map { .removed($0 - oldLines.lowerBound) } }
        // Myers compares lines many times: compare small integers, one per distinct line.
        var numbering = LineNumbering()
        let oldNumbers = oldLines.map { numbering.number(oldText.bytes(of: $0)) }
        let newNumbers = newLines.map { numbering.number(newText.bytes(of: $0)) }
        var removed = [Bool](repeating: true, count: oldNumbers.count)
        var inserted = [Bool](repeating: true, count: newNumbers.count)
        for (i, j) in LineMatcher.common(oldNumbers, newNumbers) {
            removed[i] = false
            inserted[j] = false
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < removed.count || j < inserted.count {
            if i < removed.count && removed[i] {
                lines.append(.removed(i))
                i += 1
            } else if j < inserted.count && inserted[j] {
                lines.append(.added(j))
                j += 1
            } else {
                lines.append(.same(i, j))
                i += 1
                j += 1
            }
        }
        return lines
    }

    private func hunks(_ lines: [Line], _ old: TextLines, _ new: TextLines) -> [String] {
        let changed = lines.indices.filter { if case .same = lines[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        // Group changes whose contexts touch.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context)
            let high = min(lines.count - 1, index + context)
            if let last = groups.last, low <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, high)
            } else {
                groups.append(low...high)
            }
        }
        return groups.map { group in
            var oldStart: Int?
            var newStart: Int?
            var oldCount = 0
            var newCount = 0
            var body = ""
            // A last line without a line feed is followed by git's marker; the same text with and
            // without a final line feed is two different lines.
            let marker = "\\ No newline at end of file\n"
            for line in lines[group] {
                switch line {
                case .same(let i, let j) where old.isUnterminated(i) != new.isUnterminated(j):
                    oldStart = oldStart ?? i
                    newStart = newStart ?? j
                    oldCount += 1
                    newCount += 1
                    body += style.red("-" + old[i]) + "\n" + (old.isUnterminated(i) ? marker : "")
                    body += style.green("+" + new[j]) + "\n" + (new.isUnterminated(j) ? marker : "")
                case .same(let i, let j):
                    oldStart = oldStart ?? i
                    newStart = newStart ?? j
                    oldCount += 1
                    newCount += 1
                    body += " "
                    body += old[i]
                    body += "\n"
                    if old.isUnterminated(i) { body += marker }
                case .removed(let i):
                    oldStart = oldStart ?? i
                    oldCount += 1
                    body += style.red("-" + old[i]) + "\n"
                    if old.isUnterminated(i) { body += marker }
                case .added(let j):
                    newStart = newStart ?? j
                    newCount += 1
                    body += style.green("+" + new[j]) + "\n"
                    if new.isUnterminated(j) { body += marker }
                }
            }
            let oldFirst =
                oldCount == 0 ? Self.position(before: group.lowerBound, lines, old: true) : (oldStart ?? 0) + 1
            let newFirst =
                newCount == 0 ? Self.position(before: group.lowerBound, lines, old: false) : (newStart ?? 0) + 1
            return style.cyan("@@ -\(oldFirst),\(oldCount) +\(newFirst),\(newCount) @@") + "\n" + body
        }
    }

    /// For an empty side of a hunk, the line number it follows (diff's convention).
    private static func position(before index: Int, _ lines: [Line], old: Bool) -> Int {
        var count = 0
        for line in lines[..<index] {
            switch line {
            case .same: count += 1
            case .removed: if old { count += 1 }
            case .added: if !old { count += 1 }
            }
        }
        return count
    }
}
