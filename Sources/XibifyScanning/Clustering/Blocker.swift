import XibifyFormat

/// A reference that crosses an instance's border, so the instance cannot simply be moved
/// into a xib (IB-FORMAT.md §3.3).
package struct Blocker: Sendable, Hashable {
    /// Which way the reference points.
    package enum Direction: String, Sendable, Codable {
        /// From outside the instance to an object inside it (not its root).
        case incoming
        /// From inside the instance to an object outside it.
        case outgoing
        /// Not a reference: where the copy is (a launch screen, a XIB's top level, a file outside
        /// the folders scanned).
        case copy
    }

    /// What kind of reference it is.
    package enum Kind: String, Sendable, Codable {
        case outlet
        case outletCollection
        case action
        case binding
        case segue
        case accessibilityConnection
        case ancestorConstraint
        case traitVariationMask
        case cellReference
        /// A property of an object on one side of the border that names an object on the other
        /// (`selectedItem`, `initialItem`, `headerView`, `outlineTableColumn`, a grid cell's `row`,
        /// IB-FORMAT.md §3.1): the nib loader sets it while it decodes, and no port hands it over.
        case propertyReference
        /// The name of an image archived in the document embeds the id of an object on the other
        /// side of the border (IB-FORMAT.md §3.4); the name and the image's entry cannot follow both.
        case archivedName
        case reference
        /// One selector sent from the copy to two different objects: one port cannot carry both.
        case conflictingTargets
        /// A reference from outside to the copy's root expects the root's own class, which a
        /// placeholder (a plain view of the wrapper class) is not.
        case rootClass
        /// The copy is in a launch screen, which may not use custom classes and runs no code.
        case launchScreen
        /// The copy is a XIB's top-level view: the code that loads that XIB expects it.
        case xibTopLevelView
        /// The copy lies inside a reusable view's XIB (File's Owner of the XIB's own name, as xibify
        /// writes them): the component's layout is its own, and a second run leaves it alone.
        case insideComponent
        /// The copy's texts are translated in a file xibify cannot edit: a String Catalog, or a
        /// `.strings` file that does not read.
        case translationFile
        /// The copy's file was reached through a symbolic link that leads out of the folders
        /// scanned: xibify reads it, and never writes there (#27).
        case outsideScannedFolders
        /// The app's code reaches inside the plain root it holds (its subviews, its constraints or
        /// margins), which a wrapper would hide: the outlet would hold the placeholder, whose one
        /// subview is the xib's view (`HeldObjectUse`).
        case codeReachesInside
    }

    /// Which way it points.
    package var direction: Direction
    /// What kind of reference.
    package var kind: Kind
    /// A readable sentence, such as "outlet `amountLabel` of CheckoutViewController points at the interior label".
    package var message: String
    /// Line and column of the referring element.
    package var location: SourceLocation
    /// The referring element's tag.
    package var referringTag: String
    /// The attribute that holds the id.
    package var attribute: String
    /// The id it names.
    package var targetID: String
    /// What would free the copy: the change to make in the file or in code.
    package var advice: String
    /// For a reference that expects the root's own class (`rootClass`): the reference and the
    /// class it expects, the message's first part without what the placeholder would be, which
    /// the text report quotes when substitution serves it.
    package var expectation: String?

    /// A blocker from its parts.
    package init(
        direction: Direction, kind: Kind, message: String, location: SourceLocation, referringTag: String,
        attribute: String, targetID: String, advice: String, expectation: String? = nil
    ) {
        self.expectation = expectation
        self.direction = direction
        self.kind = kind
        self.message = message
        self.location = location
        self.referringTag = referringTag
        self.attribute = attribute
        self.targetID = targetID
        self.advice = advice
    }

    /// Why the copy stays inline, as a stable identifier shared by blockers of the same kind.
    ///
    /// Reports group blocked copies by it and JSON keys its counts on it; Reporting renders the
    /// words (`Blocker.Reason.title`).
    package enum Reason: String, Sendable, Codable, CaseIterable, Comparable {
        case incomingReference = "incoming-reference"
        case ancestorConstraint = "ancestor-constraint"
        case traitVariationMask = "trait-variation-mask"
        case segue = "segue"
        case binding = "binding"
        case outgoingOutletCollection = "outgoing-outlet-collection"
        case incomingAction = "incoming-action"
        case cellReference = "cell-reference"
        case propertyReference = "property-reference"
        case archivedName = "archived-name"
        case conflictingTargets = "conflicting-targets"
        case rootClass = "root-class"
        case launchScreen = "launch-screen"
        case xibTopLevelView = "xib-top-level-view"
        case insideComponent = "inside-component"
        case translationFile = "translation-file"
        case outsideScannedFolders = "outside-scanned-folders"
        case codeReachesInside = "code-reaches-inside"
        case otherReference = "other-reference"

        package static func < (left: Reason, right: Reason) -> Bool { left.rawValue < right.rawValue }
    }

    /// The reason this blocker stands for.
    package var reason: Reason {
        switch (direction, kind) {
        case (.incoming, .outlet), (.incoming, .outletCollection), (.incoming, .accessibilityConnection):
            .incomingReference
        case (_, .ancestorConstraint): .ancestorConstraint
        case (_, .traitVariationMask): .traitVariationMask
        case (_, .segue): .segue
        case (_, .binding): .binding
        case (.outgoing, .outletCollection): .outgoingOutletCollection
        case (.incoming, .action): .incomingAction
        case (_, .cellReference): .cellReference
        case (_, .propertyReference): .propertyReference
        case (_, .archivedName): .archivedName
        case (_, .conflictingTargets): .conflictingTargets
        case (_, .rootClass): .rootClass
        case (_, .launchScreen): .launchScreen
        case (_, .xibTopLevelView): .xibTopLevelView
        case (_, .insideComponent): .insideComponent
        case (_, .translationFile): .translationFile
        case (_, .outsideScannedFolders): .outsideScannedFolders
        case (_, .codeReachesInside): .codeReachesInside
        default: .otherReference
        }
    }
}
