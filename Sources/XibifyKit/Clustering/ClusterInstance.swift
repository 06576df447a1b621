/// One copy of a duplicated layout.
public struct ClusterInstance: Sendable {
    /// The file, as displayed.
    public var file: String
    /// Index of the file's document in the scan.
    public var documentIndex: Int
    /// The root element's index in its document.
    public var element: Int
    /// The root's `id`.
    public var objectID: String?
    /// Where the root starts.
    public var location: SourceLocation
    /// Line of the root's end tag.
    public var endLine: Int
    /// The enclosing scene (storyboards) or File's Owner class (xibs).
    public var scene: String?
    /// The root's `userLabel`.
    public var userLabel: String?
    /// This instance's value for each of the cluster's parameters (nil: unset).
    public var values: [String?]
    /// References crossing the instance's border that stop it from being replaced.
    public var blockers: [Blocker]
    /// References crossing the border that ports (or the responder chain) carry.
    public var crossings: [BoundaryCrossing]
    /// This copy's connection of each of the cluster's ports.
    public var connections: [PortConnection]
    /// `<designable>` cache entries naming this copy's objects, removed when it is replaced.
    public var staleCaches: [Int]
    /// All content slots of this instance, in canonical order.
    public var slots: [ContentSlot]
    /// References that expect the root's own class (`rootClass` blockers) of a copy whose root the
    /// substitution style serves: they do not block it by default; `--style nibview` makes them
    /// blockers again.
    public var substitutedReferences: [Blocker] = []
    /// Translated entries (`<lang>.lproj/<Document>.strings`) naming objects inside this copy.
    public var translatedEntries: Int = 0
    /// The languages those entries are in.
    public var translationLanguages: [String] = []
    /// The copy's views, root first, with their frames, texts and parameters: what a report draws.
    public var outline: [ViewOutline] = []
}
