/// What an app's sources say of a class that an IB document names by its Objective-C runtime
/// name: the name Swift code calls it by, and why it cannot be subclassed, if it cannot.
///
/// Found by `SourceClassNames.appClass(named:under:files:)`. A Swift class declared
/// `@objc(XGBadgeView) class BadgeView` is `XGBadgeView` to the nib loader and to Objective-C,
/// and `BadgeView` to Swift: a generated Swift subclass names it `BadgeView`.
package struct AppClass: Sendable, Equatable {
    /// The name Swift code calls the class by.
    package var swiftName: String
    /// Why a generated Swift class cannot subclass it, or nil.
    package var restriction: SubclassRestriction?
    /// The source that declares it (absolute), when read from one.
    package var path: String?
    /// Other sources that declare it the same way (copies of one file, compiled by other targets).
    package var otherPaths: [String] = []

    /// Creates a value from its properties.
    package init(swiftName: String, restriction: SubclassRestriction? = nil, path: String? = nil) {
        self.swiftName = swiftName
        self.restriction = restriction
        self.path = path
    }
}
