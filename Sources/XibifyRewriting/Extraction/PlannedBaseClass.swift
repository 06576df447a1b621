import XibifyWorkspace

/// A base class file (`NibView.swift`) to create for the modules whose sources do not declare it.
package struct PlannedBaseClass: Sendable, Hashable {
    /// Where the wrapper's nib is found at run time.
    package enum Bundle: Sendable, Hashable {
        /// `Bundle(for: type)`: the app's or framework's bundle (Xcode targets).
        case classBundle
        /// `Bundle.module`: a Swift package target's resource bundle.
        case packageModule
    }

    /// The file (absolute).
    package var path: String
    /// The class it declares.
    package var className: String
    /// Where it loads nibs from.
    package var bundle: Bundle
    /// How it joins each target that compiles wrappers (empty: no project was found).
    package var joins: [TargetJoin]
    /// The modules it serves, for messages.
    package var modules: [String]
    /// Whether the file exists already (written by an earlier run for another module): it is
    /// joined to more targets, not written.
    package var exists: Bool = false
}
