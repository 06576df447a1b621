import XibifyRewriting
import XibifySupport

/// What an entry of `names` must be (#30): a cluster id as the reports show it, and a class name
/// `--name` would take.
package enum ChosenClassName {
    /// Whether a key can be a cluster id: 8 to 64 hexadecimal digits (the id, or a longer prefix of
    /// the fingerprint).
    /// - Parameter id: the key as written.
    /// - Returns: whether it is one.
    package static func isClusterID(_ id: String) -> Bool {
        (8...64).contains(id.count) && id.allSatisfy(\.isHexDigit) && id == id.lowercased()
    }

    /// Why a name cannot name a generated class, or nil when it can: `--name`'s rules (a Swift
    /// type name, not the frameworks' or the base class's, short enough for its files' names).
    /// - Parameter name: the name as written.
    /// - Returns: the reason, in words, or nil.
    package static func problem(_ name: String) -> String? {
        guard SwiftIdentifier.isTypeName(name) else {
            return "\(name) is not a Swift type name (letters, digits and _, starting with an uppercase letter)"
        }
        guard !ExtractionPlanner.frameworkClassNames.contains(name) else {
            return "\(name) is a class of Apple's frameworks or the wrappers' base class"
        }
        guard ClassNameLength.fits(name) else { return ClassNameLength.problem(name, limit: ClassNameLength.maximum) }
        return nil
    }
}
