/// What tells a person which layout a cluster is, before any id: what its copies say about
/// themselves, what they hold, a text they show, and where they are.
///
/// Facts only, each taken from every copy where it can be (a name one copy alone gives says what
/// that copy is for); `ClusterTitleText` (Reporting) words them. Every format's header reads this
/// one value, so the text report, the `extract` menu, the HTML page, JSON, SARIF and Xcode's issues
/// name a cluster alike.
package struct ClusterIdentity: Sendable, Hashable {
    /// Where the copies are.
    package enum Place: Sendable, Hashable {
        /// Every copy is in one scene (storyboards) or belongs to one File's Owner class (xibs).
        case scene(String)
        /// Every copy is in one file, its scenes differing.
        case file(String)
        /// The copies are in several files.
        case files(Int)
    }

    /// One kind of view the layout holds, and how many.
    package struct Part: Sendable, Hashable {
        /// The element's tag or custom class (`label`, `imageView`, `AvatarView`).
        package var kind: String
        /// How many of the root's direct subviews are of this kind.
        package var count: Int

        /// A kind and its count.
        package init(kind: String, count: Int) {
            self.kind = kind
            self.count = count
        }
    }

    /// Words the copies share that name the layout (`Payment Summary`).
    ///
    /// The class-name evidence (labels, the outlets to the root, accessibility identifiers, the
    /// root's class), else the words the outlets to the views inside share (`passphraseTextField`,
    /// `passphraseTitleLabel` → `Passphrase`). Nil when none is found.
    package var meaning: String?
    /// Where the meaning came from (`.kind` when there is none).
    package var meaningSource: NameSource = .kind
    /// The root's tag, or its custom class.
    package var rootKind: String
    /// The root's direct subviews by kind, in the order they first occur (of a lone container
    /// that holds the rest, its subviews: what a person sees).
    package var parts: [Part]
    /// A text the first copy shows, when no meaning was found: what a person recognises on screen.
    package var example: String?
    /// Where the copies are.
    package var place: Place

    /// The identity of a cluster.
    package init(_ cluster: DuplicateCluster) {
        // A text all copies show is a guess at a name: shown as what it is, a text (`example`).
        if !cluster.classNameSource.isWeak {
            meaning = cluster.classStem
            meaningSource = cluster.classNameSource
        } else {
            let held = cluster.ports.filter { $0.kind == .incomingOutlet }.flatMap(\.heldNames).map { Optional($0) }
            if held.count >= 2, let words = MeaningNamer.shared(held).flatMap({ MeaningNamer.meaningful($0) }) {
                meaning = words
                meaningSource = .outlet
            }
        }
        let outline = cluster.instances.first?.outline ?? []
        rootKind = outline.first.map { $0.customClass ?? $0.kind } ?? cluster.rootTag
        parts = Self.parts(of: outline)
        example =
            meaning == nil
            // Interface Builder's defaults (`Label`, `Button`) say nothing.
            ? outline.lazy.compactMap(\.text).first { MeaningNamer.meaningful($0) != nil }.map(Self.shortened) : nil
        place = Self.place(of: cluster.instances)
    }

    /// The direct subviews of the root by kind; of a lone container, the container's.
    private static func parts(of outline: [ViewOutline]) -> [Part] {
        guard !outline.isEmpty else { return [] }
        var container = 0
        let children = { (parent: Int) in outline.indices.filter { outline[$0].parent == parent } }
        var direct = children(container)
        if direct.count == 1, !children(direct[0]).isEmpty {
            container = direct[0]
            direct = children(container)
        }
        var parts: [Part] = []
        for index in direct {
            let kind = outline[index].customClass ?? outline[index].kind
            if let known = parts.firstIndex(where: { $0.kind == kind }) {
                parts[known].count += 1
            } else {
                parts.append(Part(kind: kind, count: 1))
            }
        }
        return parts
    }

    /// The scene all copies share, else the file, else how many files.
    private static func place(of instances: [ClusterInstance]) -> Place {
        let files = Set(instances.map(\.file))
        if let scene = instances.first?.scene, instances.allSatisfy({ $0.scene == scene }) {
            return .scene(scene)
        }
        if files.count == 1, let file = files.first { return .file(file) }
        return .files(files.count)
    }

    /// A text cut to its first line and 40 characters.
    private static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
