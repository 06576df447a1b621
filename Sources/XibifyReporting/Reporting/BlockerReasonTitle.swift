import XibifyScanning

extension Blocker.Reason {
    /// The reason in words, for reports: a short title shared by the blockers of one reason.
    package var title: String {
        switch self {
        case .incomingReference: "outlet collections and accessibility links from outside into inner views"
        case .ancestorConstraint: "constraints outside the copy on inner views"
        case .traitVariationMask: "trait-variation masks naming inner objects"
        case .segue: "segues from inner controls"
        case .binding: "Cocoa bindings"
        case .outgoingOutletCollection: "outlet collections to objects outside"
        case .incomingAction: "actions from outside aimed at inner views"
        case .cellReference: "table cell references"
        case .propertyReference: "object properties naming objects across the border (selected item, header view, …)"
        case .archivedName: "images archived in the document under another object's id"
        case .conflictingTargets: "one selector sent to two objects"
        case .rootClass: "references that expect the root's own class"
        case .launchScreen: "launch screens"
        case .xibTopLevelView: "top-level views of XIB files"
        case .insideComponent: "views inside reusable-view XIBs"
        case .translationFile: "texts translated in String Catalogs or unreadable .strings files"
        case .outsideScannedFolders: "files reached through symbolic links that lead out of the folders scanned"
        case .codeReachesInside: "code that reaches inside the container it holds (its subviews, constraints, margins)"
        case .otherReference: "other references across the border"
        }
    }
}
