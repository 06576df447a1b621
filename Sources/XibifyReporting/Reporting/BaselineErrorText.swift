import XibifyScanning

extension BaselineError {
    /// The problem in one sentence, naming the file.
    package var message: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read the baseline \(path): \(reason)"
        case .malformed(let path, let detail):
            "\(path) is not an xibify baseline (\(detail)); write one with `xibify report --write-baseline \(path)`"
        case .unsupportedVersion(let path, let version):
            "the baseline \(path) has format version \(version), but this xibify reads version "
                + "\(Baseline.currentVersion); write it again with `xibify report --write-baseline \(path)`"
        case .unwritable(let path, let reason): "cannot write the baseline \(path): \(reason)"
        }
    }
}
