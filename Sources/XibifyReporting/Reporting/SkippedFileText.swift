import XibifyScanning

extension SkippedFile {
    /// Why the file was skipped, in one sentence.
    package var message: String {
        switch reason {
        case .legacyArchive: "skipped a legacy pre-Xcode 5 <archive> XIB"
        case .notInterfaceBuilder(let root): "skipped a file that is not an Interface Builder document (root <\(root)>)"
        case .unsupportedVersion(let version):
            "skipped an Interface Builder document of format version \(version), which xibify does not read (3.0)"
        }
    }

    /// What the user can do about it.
    package var suggestion: String {
        switch reason {
        case .legacyArchive:
            "open it in Xcode and save it to scan it, or --exclude it to silence this; --strict refuses it"
        case .notInterfaceBuilder:
            "only .storyboard and .xib files saved by Xcode 5 or later are read; --exclude it to silence this"
        case .unsupportedVersion:
            "open it in a current Xcode and save it to scan it, or --exclude it to silence this; --strict refuses it"
        }
    }
}
