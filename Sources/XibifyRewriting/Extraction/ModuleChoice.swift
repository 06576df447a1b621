/// Which module the generated class is looked up in at runtime.
package enum ModuleChoice: Sendable, Equatable {
    /// `customModule="X" customModuleProvider="target"`: the module of the target that builds it.
    case target(String)
    /// `customModule="X"` alone: the module of a static library that compiles the class and that
    /// the targets copying the xib link (their own modules are other ones), as the documents'
    /// other classes there are named.
    case library(String)
    /// No module: the class carries an explicit Objective-C name (`@objc(Name)`) instead.
    case objectiveCName

    /// The module's name, or nil for an Objective-C name.
    package var name: String? {
        switch self {
        case .target(let name), .library(let name): name
        case .objectiveCName: nil
        }
    }

    /// Whether the documents say `customModuleProvider="target"` (the building target's module).
    package var isTargetsOwn: Bool {
        if case .target = self { return true }
        return false
    }
}
