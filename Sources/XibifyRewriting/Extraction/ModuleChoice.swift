/// Which module the generated class is looked up in at runtime.
package enum ModuleChoice: Sendable, Equatable {
    /// `customModule="X" customModuleProvider="target"`: the module of the target that builds it.
    case target(String)
    /// No module: the class carries an explicit Objective-C name (`@objc(Name)`) instead.
    case objectiveCName
}
