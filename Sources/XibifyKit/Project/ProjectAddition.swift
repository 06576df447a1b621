/// One file to add to an Xcode project: a file reference listed in a group, and one build
/// file per build phase that must build or copy it.
package struct ProjectAddition: Sendable, Hashable {
    /// The reference's `path`, relative to the group's folder (`PaymentSummaryView.xib`); also the
    /// name Xcode shows in the comments beside its id.
    package var fileName: String
    /// The `PBXGroup` whose `children` list gets the reference.
    package var groupID: String
    /// The build phases (`PBXSourcesBuildPhase`, `PBXResourcesBuildPhase`, …) whose `files` list
    /// gets a new `PBXBuildFile` each, in this order.
    package var buildPhaseIDs: [String]
    /// The file's existing `PBXFileReference`, when the project already lists it (a file one
    /// target has and another needs): then no reference is added, only the build files.
    package var existingReferenceID: String? = nil

    /// Creates an addition.
    /// - Parameters:
    ///   - fileName: the reference's path, relative to the group's folder.
    ///   - groupID: the group that lists the reference.
    ///   - buildPhaseIDs: the build phases that build or copy the file.
    package init(fileName: String, groupID: String, buildPhaseIDs: [String]) {
        self.fileName = fileName
        self.groupID = groupID
        self.buildPhaseIDs = buildPhaseIDs
    }

    /// Xcode's `lastKnownFileType` for the file's extension, `file` when xibify does not know it.
    package var fileType: String {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return "file" }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "xib": return "file.xib"
        case "storyboard": return "file.storyboard"
        case "swift": return "sourcecode.swift"
        case "strings": return "text.plist.strings"
        case "m": return "sourcecode.c.objc"
        case "h": return "sourcecode.c.h"
        default: return "file"
        }
    }
}
