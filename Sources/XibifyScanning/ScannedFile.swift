import XibifyFormat

/// One input file and what became of it.
package struct ScannedFile: Sendable {
    /// The path as displayed.
    package var path: String
    /// Storyboard or xib, when it parsed.
    package var kind: DocumentKind?
    /// Its platform, when it parsed.
    package var platform: Platform?
    /// Why it was refused, if it was.
    package var error: DocumentError?
    /// Why it was passed over, if it was (a legacy archive or XML that is not IB; not an error).
    package var skipped: SkippedFile?

    /// Creates a value from its properties.
    package init(
        path: String, kind: DocumentKind? = nil, platform: Platform? = nil, error: DocumentError? = nil,
        skipped: SkippedFile? = nil
    ) {
        self.path = path
        self.kind = kind
        self.platform = platform
        self.error = error
        self.skipped = skipped
    }
}
