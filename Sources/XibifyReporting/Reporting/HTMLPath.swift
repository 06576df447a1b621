import Foundation
import XibifyFormat

/// Paths and places in the HTML report: file names link to their files (`file://` URLs of the
/// absolute path, percent-encoded), and wrap only after a `/`, with the `:line:column` kept whole
/// and visible (docs/html-report.md, "Reading at laptop width").
package struct HTMLPath: Sendable {
    /// The absolute folder the report's relative paths start from; without it, relative paths are
    /// not linked.
    package var workingDirectory: String?

    /// Creates the helper.
    /// - Parameter workingDirectory: the absolute folder relative paths start from.
    package init(workingDirectory: String?) { self.workingDirectory = workingDirectory }

    /// The `file://` URL of a path as the report shows it.
    ///
    /// An absolute path is taken as it is; a relative one under the working directory. `.` and
    /// `..` segments are resolved, and every character but the unreserved ones and `/` is
    /// percent-encoded (UTF-8), so spaces and non-ASCII names open.
    /// - Parameter path: a file's path, relative to the working directory or absolute.
    /// - Returns: the URL; nil for a relative path without a working directory.
    package func url(_ path: String) -> String? {
        let base = workingDirectory.flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
        guard path.hasPrefix("/") || base != nil else { return nil }
        let file = URL(fileURLWithPath: path, isDirectory: false, relativeTo: base).standardizedFileURL
        return SARIFReporter.fileURI(file.path)
    }

    /// A path that wraps only after its `/`s: each segment escaped, `<wbr/>` after every `/`.
    /// (`.path` breaks inside a segment only when one segment is wider than its column.)
    /// - Parameter path: the path.
    /// - Returns: markup for element content.
    package static func wrappable(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { HTMLText.escape(String($0)) }
            .joined(separator: "/<wbr/>")
    }

    /// A file's name, linked to the file when its URL is known.
    /// - Parameter path: the path as the report shows it.
    /// - Returns: `<a class="file" href="file://…"><code class="path">…</code></a>`, or the code alone.
    package func file(_ path: String) -> String {
        let code = "<code class=\"path\">\(Self.wrappable(path))</code>"
        guard let url = url(path) else { return code }
        return "<a class=\"file\" href=\"\(HTMLText.escape(url))\">\(code)</a>"
    }

    /// A place in a file: its linked name, then `:line:column`, which never wraps.
    /// - Parameters:
    ///   - path: the file's path as the report shows it.
    ///   - location: the line and column.
    /// - Returns: `<span class="place">…<code class="loc">:12:3</code></span>`.
    package func place(_ path: String, _ location: SourceLocation) -> String {
        "<span class=\"place\">\(file(path))<code class=\"loc\">:\(location.line):\(location.column)</code></span>"
    }

    /// A slot's key path (`view/subviews/label[0]@text`) that wraps only between its tokens: after
    /// a `/`, before an `@` or a `#`; no token is ever split.
    /// - Parameter path: the key path.
    /// - Returns: `<code class="keypath"><span>view/</span><wbr/>…</code>`.
    package static func keyPath(_ path: String) -> String {
        var tokens: [String] = []
        var token = ""
        for character in path {
            if (character == "@" || character == "#") && !token.isEmpty {
                tokens.append(token)
                token = ""
            }
            token.append(character)
            if character == "/" {
                tokens.append(token)
                token = ""
            }
        }
        if !token.isEmpty { tokens.append(token) }
        return "<code class=\"keypath\">"
            + tokens.map { "<span>\(HTMLText.escape($0))</span>" }.joined(separator: "<wbr/>") + "</code>"
    }
}
