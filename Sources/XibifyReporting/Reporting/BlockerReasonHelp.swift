import XibifyScanning

extension Blocker.Reason {
    /// What frees a copy from blockers of this reason, in general terms (each blocker's own
    /// `advice` names its objects).
    package var help: String {
        switch self {
        case .incomingReference:
            "Connect outside outlets to the copy's root view and reach inner views through the generated wrapper, "
                + "or leave the copy inline."
        case .ancestorConstraint:
            "Pin the copy's root view instead of its inner views, or move the constraint into the copy."
        case .traitVariationMask:
            "Move the size-class variation into the copy, or remove it in Interface Builder."
        case .segue:
            "Replace the segue by an action that calls performSegue(withIdentifier:sender:); xibify forwards actions."
        case .binding:
            "Bind in code, or through File's Owner with a key path the wrapper provides."
        case .outgoingOutletCollection:
            "Move the collection's objects into the copy, or fill the collection in code."
        case .incomingAction:
            "Aim the action at the copy's root view, or connect it in code."
        case .cellReference:
            "Extract the whole cell, not a view inside it."
        case .propertyReference:
            "Extract the view that holds both objects (a table's scroll view, with its header view), or leave the "
                + "copy inline."
        case .archivedName:
            "Move the image into an asset catalog and show it by name, or leave the copy inline."
        case .conflictingTargets:
            "Give the controls different selectors, or send both to one object."
        case .rootClass:
            "Leave the copy inline, or put the root inside a plain container view and extract that."
        case .launchScreen:
            "Keep launch screens as they are; xibify never rewrites them."
        case .xibTopLevelView:
            "The XIB file already holds the layout: load it where the copies are instead of pasting it."
        case .insideComponent:
            "The copy is inside a reusable-view XIB already; leave it there."
        case .translationFile:
            "Translate these texts in .strings files xibify can read, or leave the copy inline."
        case .outsideScannedFolders:
            "Scan the folder the link leads to, or replace the link by the file; xibify never writes through a link "
                + "out of the folders it scans."
        case .codeReachesInside:
            "Reach the inner views through outlets rather than the container's subviews or constraints, or leave "
                + "the copy inline: a wrapper would hand the code a placeholder whose one subview is the xib's view."
        case .otherReference:
            "Remove or re-point the reference so that it stays on one side of the copy."
        }
    }
}
