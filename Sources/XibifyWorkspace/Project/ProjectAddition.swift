/// One file to add to an Xcode project: a file reference listed in a group, and one build
/// file per build phase that must build or copy it.
///
/// With `variants`, the file is localized: a `PBXVariantGroup` named `fileName` stands in the group
/// and in the build phases, and each variant gets a `PBXFileReference` among its children.
package struct ProjectAddition: Sendable, Hashable {
    /// One localization of a localized file: a child of its `PBXVariantGroup`.
    package struct Variant: Sendable, Hashable {
        /// The region, as `knownRegions` lists it and as Xcode names the child (`Base`, `fr`, `zh-Hans`).
        package var region: String
        /// The child's `path`, relative to the group's folder (`Base.lproj/CardView.xib`,
        /// `fr.lproj/CardView.strings`).
        package var path: String

        /// Creates a variant.
        /// - Parameters:
        ///   - region: the region.
        ///   - path: the path, relative to the group's folder.
        package init(region: String, path: String) {
            self.region = region
            self.path = path
        }

        /// Xcode's `lastKnownFileType` for the variant's file.
        package var fileType: String { ProjectAddition.fileType(of: path) }
    }

    /// The reference's `path`, relative to the group's folder (`PaymentSummaryView.xib`).
    ///
    /// Also the name Xcode shows in the comments beside its id; with `variants`, the variant group's
    /// `name` (`CardView.xib`).
    package var fileName: String
    /// The `PBXGroup` whose `children` list gets the reference.
    package var groupID: String
    /// The build phases (`PBXSourcesBuildPhase`, `PBXResourcesBuildPhase`, …) whose `files` list
    /// gets a new `PBXBuildFile` each, in this order.
    package var buildPhaseIDs: [String]
    /// The file's existing `PBXFileReference` or `PBXVariantGroup`, when the project already lists
    /// it (a file one target has and another needs): then no reference is added, only the build
    /// files, and `variants` is not read.
    package var existingReferenceID: String? = nil
    /// The localizations, in the order the variant group lists them; when not empty, `fileName`
    /// names a new `PBXVariantGroup` with one child per variant, and each region `knownRegions`
    /// lacks is added to it.
    package var variants: [Variant] = []

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

    /// Creates the addition of a localized file.
    /// - Parameters:
    ///   - fileName: the variant group's name (`CardView.xib`).
    ///   - variants: its localizations, in order (`Base.lproj/CardView.xib`, `fr.lproj/CardView.strings`).
    ///   - groupID: the group that lists the variant group.
    ///   - buildPhaseIDs: the build phases that copy the file.
    package init(fileName: String, variants: [Variant], groupID: String, buildPhaseIDs: [String]) {
        self.init(fileName: fileName, groupID: groupID, buildPhaseIDs: buildPhaseIDs)
        self.variants = variants
    }

    /// Xcode's `lastKnownFileType` for the file's extension, `file` when xibify does not know it.
    package var fileType: String { Self.fileType(of: fileName) }

    /// Xcode's `lastKnownFileType` for a path's extension.
    /// - Parameter path: a file name or relative path.
    /// - Returns: the type, `file` when xibify does not know the extension.
    package static func fileType(of path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "file" }
        switch path[path.index(after: dot)...].lowercased() {
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
