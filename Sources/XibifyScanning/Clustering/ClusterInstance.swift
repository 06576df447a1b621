import XibifyFormat
import XibifyWorkspace

/// One copy of a duplicated layout.
package struct ClusterInstance: Sendable {
    /// The file, as displayed.
    package var file: String
    /// Index of the file's document in the scan.
    package var documentIndex: Int
    /// The root element's index in its document.
    package var element: Int
    /// The root's `id`.
    package var objectID: String?
    /// The copy's document and root id: the copy, across planning rounds (its place in the
    /// document moves; its id stays).
    package var copyKey: String { Self.copyKey(file: file, objectID: objectID, element: element) }
    /// Where the root starts.
    package var location: SourceLocation
    /// Line of the root's end tag.
    package var endLine: Int
    /// The enclosing scene (storyboards) or File's Owner class (xibs).
    package var scene: String?
    /// The root's `userLabel`.
    package var userLabel: String?
    /// This instance's value for each of the cluster's parameters (nil: unset).
    package var values: [String?]
    /// What the scan found that can keep the copy inline, in the order of the document.
    ///
    /// References crossing its border that no port carries, and those that expect the root's own
    /// class. Facts only; which of them block, in which style, the assessment decides (`verdict`).
    package let references: [Blocker]
    /// The assessment's verdict: the copy's blockers, and the references its style serves.
    ///
    /// Until the assessment has run, every reference blocks.
    package var verdict: CopyVerdict
    /// The verdict's blockers: what keeps the copy inline.
    package var blockers: [Blocker] { verdict.blockers }
    /// The verdict's references that expect the root's own class and that its style serves.
    package var substitutedReferences: [Blocker] { verdict.substituted }
    /// References crossing the border that ports (or the responder chain) carry.
    package var crossings: [BoundaryCrossing]
    /// This copy's connection of each of the cluster's ports.
    package var connections: [PortConnection]
    /// `<designable>` cache entries naming this copy's objects, removed when it is replaced.
    package var staleCaches: [Int]
    /// All content slots of this instance, in canonical order.
    package var slots: [ContentSlot]
    /// Translated entries (`<lang>.lproj/<Document>.strings`) naming objects inside this copy.
    package var translatedEntries: Int = 0
    /// The languages those entries are in.
    package var translationLanguages: [String] = []
    /// The copy's views, root first, with their frames, texts and parameters: what a report draws.
    package var outline: [ViewOutline] = []
    /// What the app's code does with the copy's root, when it is a plain container
    /// (`HeldObjectReader`): facts whose meaning the assessment decides.
    package var heldUses: [HeldObjectUse] = []

    /// Creates a value from its properties.
    package init(
        file: String, documentIndex: Int, element: Int, objectID: String?, location: SourceLocation, endLine: Int,
        scene: String?, userLabel: String?, values: [String?], references: [Blocker], crossings: [BoundaryCrossing],
        connections: [PortConnection], staleCaches: [Int], slots: [ContentSlot],
        translatedEntries: Int = 0, translationLanguages: [String] = [], outline: [ViewOutline] = []
    ) {
        self.file = file
        self.documentIndex = documentIndex
        self.element = element
        self.objectID = objectID
        self.location = location
        self.endLine = endLine
        self.scene = scene
        self.userLabel = userLabel
        self.values = values
        self.references = references
        self.verdict = CopyVerdict(blockers: references)
        self.crossings = crossings
        self.connections = connections
        self.staleCaches = staleCaches
        self.slots = slots
        self.translatedEntries = translatedEntries
        self.translationLanguages = translationLanguages
        self.outline = outline
    }
}

extension ClusterInstance {
    /// A copy's key from its document, root id and root element (`copyKey`).
    package static func copyKey(file: String, objectID: String?, element: Int) -> String {
        file + "#" + (objectID ?? "@\(element)")
    }
}
