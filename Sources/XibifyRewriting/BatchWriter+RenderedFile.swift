import XibifyWriting

extension BatchWriter {
    /// Writes every rendered file that changes, or none.
    /// - Parameters:
    ///   - files: the verified files.
    /// - Returns: the scratch files of earlier runs that were found, and a signal that arrived
    ///   once every file was in place.
    /// - Throws: `Failure`; then every target is as it was before, and no scratch file of this
    ///   run remains (unless `Failure.unrestored` names a target that could not be put back).
    ///   - others: files of the same batch that are not the rewrite's (the configuration file that
    ///     records the chosen names, #30).
    @discardableResult
    package func write(_ files: [RenderedFile], with others: [FileWrite] = []) throws(Failure) -> Outcome {
        try write(
            files.map {
                FileWrite(path: $0.path, displayPath: $0.displayPath, original: $0.original, contents: $0.contents)
            } + others)
    }
}
