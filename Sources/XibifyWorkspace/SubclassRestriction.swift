/// Why an app class cannot be subclassed by a generated Swift class that names it.
///
/// Found by `SourceClassNames.appClass(named:under:files:)`; `file` is the source's file name.
package enum SubclassRestriction: Sendable, Equatable {
    /// `final class Name` in Swift (or `@objc(Name) final class Other`).
    case final(className: String, file: String)
    /// `@objc(Name) class Other` where the generated class cannot call it `Other`: a class
    /// nested in another type, or one that the targets compiling the generated class do not
    /// compile (another module).
    case objectiveCNameOnly(className: String, swiftName: String, file: String)
    /// `objc_subclassing_restricted` on its `@interface`.
    case subclassingRestricted(className: String, file: String)

    /// A stable identifier.
    package var code: String {
        switch self {
        case .final: "final"
        case .objectiveCNameOnly: "objective-c-name-only"
        case .subclassingRestricted: "subclassing-restricted"
        }
    }
}
