/// One input file and what became of it.
public struct ScannedFile: Sendable {
    /// The path as displayed.
    public var path: String
    /// Storyboard or xib, when it parsed.
    public var kind: DocumentKind?
    /// Its platform, when it parsed.
    public var platform: Platform?
    /// Why it was refused, if it was.
    public var error: DocumentError?
    /// Why it was passed over, if it was (a legacy archive or XML that is not IB; not an error).
    public var skipped: SkippedFile?
}
