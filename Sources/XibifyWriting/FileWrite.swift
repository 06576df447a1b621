/// One file of a batch: where it goes, how it is shown, what it holds now and what it will hold.
///
/// The writer knows bytes and paths only; the rewrite's `RenderedFile`s become these
/// (`BatchWriter.write(_:)` for rendered files, in XibifyRewriting).
package struct FileWrite: Sendable {
    /// Absolute path.
    package var path: String
    /// The path shown to users.
    package var displayPath: String
    /// The current contents; nil for a new file.
    package var original: [UInt8]?
    /// The contents to write.
    package var contents: [UInt8]

    /// Creates a file to write.
    /// - Parameters:
    ///   - path: absolute path.
    ///   - displayPath: the path shown to users.
    ///   - original: the current contents; nil for a new file.
    ///   - contents: the contents to write.
    package init(path: String, displayPath: String, original: [UInt8]?, contents: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        self.original = original
        self.contents = contents
    }
}
