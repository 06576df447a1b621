/// An outlet a class declares in its source: a Swift `@IBOutlet var`, an Objective-C
/// `@property … IBOutlet` or an `IBOutlet` instance variable.
package struct DeclaredOutlet: Sendable, Equatable {
    /// The property's name, which is the key the nib loader sets it by.
    package var name: String
    /// The declared type, without `!` or `?` (`UILabel`), as written; nil when not read.
    package var type: String?
    /// Whether other Swift code of the module can assign it.
    ///
    /// A Swift property that is neither `private` nor `fileprivate` (nor its setter,
    /// `private(set)`). Objective-C outlets are never counted assignable here (Swift may see them
    /// under another name, or not at all).
    package var isAssignable: Bool

    /// Creates a value from its properties.
    package init(name: String, type: String?, isAssignable: Bool) {
        self.name = name
        self.type = type
        self.isAssignable = isAssignable
    }
}
