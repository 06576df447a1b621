import Foundation

/// Why a rewrite was refused before anything was written.
public enum VerificationError: Error, Sendable, Equatable, LocalizedError {
    /// An output does not parse as an IB document.
    case unparsable(path: String, reason: String, line: Int?)
    /// An id occurs twice in an output (and did not in the input).
    case duplicateID(path: String, id: String)
    /// A reference in an output names an id that no object has (and did in the input).
    case danglingReference(path: String, id: String, line: Int)
    /// A placeholder is missing, or is not of the new class.
    case missingPlaceholder(path: String, objectID: String)
    /// A placeholder, re-inflated with the xib, is not the layout it replaced.
    case layoutMismatch(path: String, objectID: String)
    /// A placeholder, re-inflated with the xib, shows other content than the copy it replaced.
    case valueMismatch(path: String, objectID: String, slot: String, expected: String?, actual: String?)
    /// Bytes outside the edited spans changed.
    case bytesChanged(path: String, offset: Int)
    /// An edited file still names, in some attribute, an id the edit removed.
    case removedIDNamed(path: String, id: String, line: Int)
    /// A reference leaving a replaced copy is not carried by exactly one port connection of its
    /// placeholder to the same object (or the wrapper lacks the port).
    case unaccountedCrossing(path: String, objectID: String, reference: String)

    public var errorDescription: String? {
        let tail = " — nothing was written; this is a bug in xibify, please report it with the input files"
        switch self {
        case .unparsable(let path, let reason, let line):
            return "\(path)\(line.map { ":\($0)" } ?? ""): the rewritten file does not parse: \(reason)" + tail
        case .duplicateID(let path, let id):
            return "\(path): the id \(id) would occur twice" + tail
        case .danglingReference(let path, let id, let line):
            return "\(path):\(line): a reference would name the missing id \(id)" + tail
        case .missingPlaceholder(let path, let objectID):
            return "\(path): the placeholder \(objectID) is missing or not of the new class" + tail
        case .layoutMismatch(let path, let objectID):
            return "\(path): the placeholder \(objectID) with its xib is not the layout it replaces" + tail
        case .valueMismatch(let path, let objectID, let slot, let expected, let actual):
            return "\(path): the placeholder \(objectID) would show \(actual ?? "nothing") instead of "
                + "\(expected ?? "nothing") at \(slot)" + tail
        case .bytesChanged(let path, let offset):
            return "\(path): byte \(offset), outside every replaced view, would change" + tail
        case .removedIDNamed(let path, let id, let line):
            return "\(path):\(line): the file would still name \(id), an object it no longer has" + tail
        case .unaccountedCrossing(let path, let objectID, let reference):
            return "\(path): the placeholder \(objectID) would lose \(reference): no single port connection "
                + "of the wrapper carries it to the same object" + tail
        }
    }
}
