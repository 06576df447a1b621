import XibifyFormat
import XibifyWorkspace

/// A file the rewrite creates or changes, with its old and new contents.
package struct RenderedFile: Sendable {
    /// What the file is.
    package enum Kind: String, Sendable {
        /// A new xib.
        case xib
        /// A new Swift source.
        case swift
        /// An existing storyboard or xib with copies replaced.
        case edited
        /// An Xcode project's `project.pbxproj` with the created files added (`--add-to-project`).
        case project
        /// A translation file (`<lang>.lproj/<Name>.strings`): a new xib's, or a document's with
        /// the moved entries taken out.
        case strings
    }

    /// Absolute path.
    package var path: String
    /// The path shown to users.
    package var displayPath: String
    /// What the file is.
    package var kind: Kind
    /// The current contents; nil for a new file.
    package var original: [UInt8]?
    /// The contents after the rewrite.
    package var contents: [UInt8]
    /// For an edited file: the edits, in the original's coordinates.
    package var edits: [TextEdit]
    /// For a wrapper's Swift source: what it declares.
    package var declaration: WrapperDeclaration? = nil
    /// For a created file: how it joins each target that must build it (empty: no project known).
    package var joins: [TargetJoin] = []
    /// For a base class file: the class it declares.
    package var declaresBaseClass: String? = nil
    /// For a localized xib: its variants (`Base` and each language's `.strings`), which join the
    /// project together as one variant group named after the xib.
    package var variants: [ProjectAddition.Variant] = []
    /// For a created `.strings` file: the localized xib (absolute path) whose variant group it is in.
    package var variantOf: String? = nil
    /// For an edited project: what was added to it.
    package var projectAdditions: [ProjectAddition] = []
}
