import Foundation
import XibifyScanning

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
    /// A generated wrapper would declare a port that no placeholder of its plan connects.
    case unconnectedPort(path: String, className: String, port: String)
    /// An incoming port would hand its object to a holder by key-value coding under a key that
    /// the holder's class, read from its source, declares no outlet for.
    case undeclaredHolderKey(path: String, objectID: String, holderClass: String, key: String)
    /// A reference from outside a replaced copy would receive an object of another class than
    /// before (not the same class or a subclass of it).
    case classChanged(path: String, objectID: String, reference: String, expected: String, received: String)
    /// A launch screen would gain a custom class.
    case launchScreenChanged(path: String, className: String)
    /// A generated class would have no property and no port.
    case emptyWrapper(path: String, className: String)
    /// An element would have two children with the same `key`.
    case duplicateKey(path: String, key: String, line: Int)
    /// State of a copy's place would be on the xib's view as well as on the placeholder.
    case placementOnBothLayers(path: String, objectID: String, attribute: String)
    /// A module that compiles a wrapper would have no declaration of its base class, or several.
    case baseClassCount(module: String, className: String, count: Int)
    /// A translation would name an object the edit removed from its document.
    case translationStranded(path: String, language: String, key: String)
    /// A copy would show another text in a language than it did (a translation lost, changed or gained).
    case translationChanged(path: String, language: String, key: String, before: String?, after: String?)
    /// A created file would not reach a target that builds its copies (or a project edit is unsound).
    case notInTarget(path: String, target: String, detail: String)

    public var errorDescription: String? {
        problem + " — nothing was written; " + Self.reportRequest
    }

    /// The words that ask for a report of a failed check.
    package static let reportRequest = "this is a bug in xibify, please report it with the input files"

    /// The problem, in one sentence, without what became of the batch.
    package var problem: String {
        switch self {
        case .unparsable(let path, let reason, let line):
            return "\(path)\(line.map { ":\($0)" } ?? ""): the rewritten file does not parse: \(reason)"
        case .duplicateID(let path, let id):
            return "\(path): the id \(id) would occur twice"
        case .danglingReference(let path, let id, let line):
            return "\(path):\(line): a reference would name the missing id \(id)"
        case .missingPlaceholder(let path, let objectID):
            return "\(path): the placeholder \(objectID) is missing or not of the new class"
        case .layoutMismatch(let path, let objectID):
            return "\(path): the placeholder \(objectID) with its xib is not the layout it replaces"
        case .valueMismatch(let path, let objectID, let slot, let expected, let actual):
            return "\(path): the placeholder \(objectID) would show \(actual ?? "nothing") instead of "
                + "\(expected ?? "nothing") at \(slot)"
        case .bytesChanged(let path, let offset):
            return "\(path): byte \(offset), outside every replaced view, would change"
        case .removedIDNamed(let path, let id, let line):
            return "\(path):\(line): the file would still name \(id), an object it no longer has"
        case .unaccountedCrossing(let path, let objectID, let reference):
            return "\(path): the placeholder \(objectID) would lose \(reference): no single port connection "
                + "of the wrapper carries it to the same object"
        case .unconnectedPort(let path, let className, let port):
            return "\(path): \(className) would declare the port `\(port)`, which no placeholder connects"
        case .undeclaredHolderKey(let path, let objectID, let holderClass, let key):
            return "\(path): the placeholder \(objectID) would hand an object to \(holderClass) under the key "
                + "\"\(key)\", which \(holderClass) declares no outlet for"
        case .classChanged(let path, let objectID, let reference, let expected, let received):
            return "\(path): \(reference) expects \(BoundaryFinder.article(expected)) \(expected) at \(objectID), "
                + "and would receive \(received == "nothing" ? "nothing" : BoundaryFinder.article(received) + " " + received)"
        case .launchScreenChanged(let path, let className):
            return
                "\(path): the launch screen would get the custom class \(className), which launch screens may not use"
        case .emptyWrapper(let path, let className):
            return "\(path): \(className) would have no property and no port"
        case .duplicateKey(let path, let key, let line):
            return "\(path):\(line): an element would have two children with the key \(key)"
        case .baseClassCount(let module, let className, let count):
            return "module \(module) would declare \(className) \(count == 0 ? "nowhere" : "\(count) times")"
        case .translationStranded(let path, let language, let key):
            return "\(path): the \(language) translation \"\(key)\" would name an object the document no longer has"
        case .translationChanged(let path, let language, let key, let before, let after):
            let shown = { (text: String?) in text.map { "\"\($0)\"" } ?? "no translation" }
            return "\(path): in \(language), \(key) would show \(shown(after)) instead of \(shown(before))"
        case .notInTarget(let path, let target, let detail):
            return "\(path) would not be built by \(target): \(detail)"
        case .placementOnBothLayers(let path, let objectID, let attribute):
            return "\(path): `\(attribute)` of the copy \(objectID) would be on the xib's view as well as on "
                + "its placeholder"
        }
    }
}
