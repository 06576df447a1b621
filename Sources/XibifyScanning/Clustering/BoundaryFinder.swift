import Foundation
import XibifyFormat
import XibifySupport
import XibifyWorkspace

/// Sorts the references that cross a copy's border (IB-FORMAT.md §3.3) into what extraction
/// carries (boundary crossings that ports forward), what it cleans (designable caches), and
/// what blocks it, with the change that would free the copy.
///
/// References to the copy's *root* from outside are not blockers: the placeholder keeps the
/// root's id, so ancestor constraints and outlets to the root stay valid.
package struct BoundaryFinder {
    package let document: IBDocument
    package let index: ReferenceIndex
    /// Where a component's wrapper is read, to tell xibify's components from hand-made ones.
    package let files: WorkspaceFiles

    /// Creates a value from its properties.
    package init(document: IBDocument, index: ReferenceIndex, files: WorkspaceFiles) {
        self.document = document
        self.index = index
        self.files = files
    }

    /// What crosses one copy's border.
    package struct Boundary {
        /// References that stop the copy from being replaced.
        package var blockers: [Blocker] = []
        /// References that ports (or the responder chain) carry.
        package var crossings: [BoundaryCrossing] = []
        /// `<designable>` cache entries that name the copy's objects; removed when it is replaced.
        package var staleCaches: [Int] = []
    }

    /// The boundary of the subtree rooted at `root`, each list in document order.
    package func boundary(of root: Int) -> Boundary {
        let range = root..<Int(document.elements[root].subtreeEnd)
        var boundary = Boundary()
        var blockers: [(Int, Blocker)] = []
        // Outgoing: from inside to outside (or to nothing).
        for reference in index.references(from: range) {
            if let target = reference.target, range.contains(target) { continue }
            if let crossing = crossing(reference, root: root) {
                boundary.crossings.append(crossing)
            } else {
                var blocker = blocker(reference, direction: .outgoing, root: root)
                if let selector = invalidSelector(of: reference.source) {
                    blocker.advice =
                        "its selector \(selector) is not an Objective-C selector, which the generated class would "
                        + "declare as @objc(selector): correct it in the document"
                }
                blockers.append((reference.source, blocker))
            }
        }
        // Incoming: from outside to the copy.
        let rootClass = RuntimeClass(of: root, in: document)
        let plainRoot = Self.isPlainView(root, in: document)
        // The root's own size constraints stay on the placeholder, with their ids: references to
        // them keep working, like references to the root.
        let staying = Set(InstanceGeometry(root: root, in: document).sizeConstraints)
        for element in range where !staying.contains(element) {
            for reference in index.references(to: element) where !range.contains(reference.source) {
                if document.tag(reference.source) == "designable" {
                    boundary.staleCaches.append(reference.source)
                } else if element != root {
                    if document.tag(reference.source) == "constraint" {
                        switch constraintCrossing(reference, object: element, root: root) {
                        case .success(var crossing):
                            crossing.ordinal +=
                                boundary.crossings.filter {
                                    $0.kind == .incomingConstraint && $0.object == element
                                }.count
                            boundary.crossings.append(crossing)
                        case .failure(let refusal):
                            var blocker = blocker(reference, direction: .incoming, root: root)
                            blocker.advice = refusal.text + "; " + blocker.advice
                            blockers.append((reference.source, blocker))
                        }
                    } else if let crossing = incomingCrossing(reference, object: element, root: root) {
                        boundary.crossings.append(crossing)
                    } else {
                        blockers.append((reference.source, blocker(reference, direction: .incoming, root: root)))
                    }
                } else if !plainRoot && !Self.isClassNeutral(reference, in: document) {
                    // The placeholder is a plain view of the wrapper class: this reference
                    // would receive it instead of the root's own class.
                    blockers.append((reference.source, rootClassBlocker(reference, expected: rootClass, root: root)))
                }
            }
        }
        // Names of archived images that embed an id across the border (IB-FORMAT.md §3.4). Inside
        // the copy they move with it, and the image's `<resources>` entry with them (XIBRenderer);
        // the entries' own names are no references. A name inside that embeds the id of no object
        // would name nothing in the xib either.
        for reference in index.embedded where !Self.isResourceEntry(reference.source, in: document) {
            let inside = range.contains(reference.source)
            guard let target = reference.target else {
                if inside {
                    blockers.append(
                        (reference.source, archivedNameBlocker(reference, direction: .outgoing, root: root)))
                }
                continue
            }
            if inside && !range.contains(target) {
                blockers.append((reference.source, archivedNameBlocker(reference, direction: .outgoing, root: root)))
            } else if !inside && range.contains(target) && target != root {
                blockers.append((reference.source, archivedNameBlocker(reference, direction: .incoming, root: root)))
            }
        }
        // Attributes whose value is an object's id though no rule knows them as references (a newer
        // format's, or an unknown element's): what they mean cannot be carried across the border.
        for reference in index.unrecognized {
            guard let target = reference.target else { continue }
            let inside = range.contains(reference.source)
            if inside && !range.contains(target) {
                blockers.append((reference.source, unrecognizedBlocker(reference, direction: .outgoing)))
            } else if !inside && range.contains(target) && (target != root || !plainRoot) {
                blockers.append((reference.source, unrecognizedBlocker(reference, direction: .incoming)))
            }
        }
        // What depends on the root's class without naming its id.
        if !plainRoot {
            for dependency in Self.implicitClassDependencies(of: root, in: document) {
                blockers.append((dependency.source, implicitBlocker(dependency, expected: rootClass)))
            }
        }
        // Where the copy is: nothing in a launch screen, and no XIB's top-level view.
        if document.attribute("launchScreen", of: 0) == "YES" {
            blockers.append((root, placementBlocker(.launchScreen, root: root)))
        }
        if document.isOutsideScannedFolders {
            blockers.append((root, placementBlocker(.outsideScannedFolders, root: root)))
        }
        if Self.isXIBTopLevelView(root, in: document) {
            blockers.append((root, placementBlocker(.xibTopLevelView, root: root)))
        } else if let component = Self.componentClass(of: document, files: files) {
            blockers.append((root, placementBlocker(.insideComponent, root: root, component: component)))
        }
        boundary.staleCaches.sort()
        boundary.blockers = blockers.sorted { $0.0 < $1.0 }.map(\.1)
        return boundary
    }

    /// Whether an element is a plain view: `view` (or `customView` on macOS) with no custom class.
    ///
    /// A placeholder, a subclass of the platform's view class, can stand for it anywhere.
    package static func isPlainView(_ element: Int, in document: IBDocument) -> Bool {
        let tag = document.tag(element)
        guard tag == "view" || (document.platform == .macOS && tag == "customView") else { return false }
        return (document.attribute("customClass", of: element) ?? "").isEmpty
    }

    /// Whether an element is an entry of the document's `<resources>`.
    package static func isResourceEntry(_ element: Int, in document: IBDocument) -> Bool {
        let parent = Int(document.elements[element].parent)
        return parent >= 0 && document.tag(parent) == "resources" && document.elements[parent].parent == 0
    }

    /// Whether an element is one of a XIB's top-level objects (a child of `<objects>`).
    package static func isXIBTopLevelView(_ element: Int, in document: IBDocument) -> Bool {
        let parent = Int(document.elements[element].parent)
        return document.kind == .xib && parent >= 0 && document.tag(parent) == "objects"
    }

    /// The class of a reusable view's XIB, or nil for every other document.
    ///
    /// A reusable view's XIB is one xibify wrote: its File's Owner has the XIB's own name as its
    /// custom class (`PaymentSummaryView.xib` owned by `PaymentSummaryView`), and the Swift file
    /// of that name beside it says `GeneratedMarker.wrapper` in its header. Hand-made NibView-style
    /// components look the same in the XIB; their interiors stay the user's to extract.
    package static func componentClass(of document: IBDocument, files: WorkspaceFiles) -> String? {
        guard document.kind == .xib else { return nil }
        let file = lastComponent(of: document.path)
        let stem = file.hasSuffix(".xib") ? String(file.dropLast(4)) : file
        // File's Owner of the class (NibView style), or the top-level view itself (substitution).
        let owned = FilesOwner.element(in: document).map { document.attribute("customClass", of: $0) == stem } ?? false
        let substituted =
            document.child("objects", of: 0).map { objects in
                document.children(objects).contains { document.attribute("customClass", of: $0) == stem }
            } ?? false
        guard owned || substituted else { return nil }
        // Only the ones xibify wrote: a hand-made component's interior stays the user's to extract.
        let swift = wrapperSource(ofXIB: document.filePath ?? document.path, className: stem)
        guard let data = files.prefix(atPath: swift, length: 4096) else { return nil }
        // Searched as bytes: Foundation's `contains` took about 840,000 instructions per 4 KB
        // head, asked for every copy in such a XIB.
        return GeneratedMarker.occurs(GeneratedMarker.wrapper, in: data) ? stem : nil
    }

    /// Where the wrapper of a component's xib is: beside it, or, for a translated xib in
    /// `Base.lproj`, in the folder above (a Swift file is never localized).
    ///
    /// A path without doubled or trailing slashes is cut as bytes: NSString's path methods cost
    /// about 64,000 instructions a call, asked for every xib whose owner has its name (#28,
    /// second part). Any other path goes through NSString, so the result is unchanged.
    package static func wrapperSource(ofXIB path: String, className: String) -> String {
        if !path.containsBytes("//"), !path.hasSuffix("/"), !className.utf8.contains(UInt8(ascii: "/")),
            var folder = folder(of: path)
        {
            if folder.hasSuffix(".lproj") {
                guard let above = Self.folder(of: folder) else { return wrapperSourceByNSString(path, className) }
                folder = above
            }
            return folder + "/" + className + ".swift"
        }
        return wrapperSourceByNSString(path, className)
    }

    /// `wrapperSource` with NSString's path methods, for paths it does not cut itself.
    private static func wrapperSourceByNSString(_ path: String, _ className: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        if folder.hasSuffix(".lproj") { folder = (folder as NSString).deletingLastPathComponent }
        return (folder as NSString).appendingPathComponent(className + ".swift")
    }

    /// The part of a path before its last `/`, when that is neither empty nor `/` (where NSString
    /// has rules of its own), or nil.
    private static func folder(of path: String) -> String? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else {
            return nil
        }
        return String(path[..<slash])
    }

    /// The last non-empty `/`-separated component of a path, or the path itself when it has none
    /// (as `split(separator: "/").last`, without an array of every component).
    private static func lastComponent(of path: String) -> String {
        var end = path.utf8.endIndex
        while end > path.utf8.startIndex && path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") {
            end = path.utf8.index(before: end)
        }
        guard end > path.utf8.startIndex else { return path }
        let head = path.utf8[..<end]
        let start = head.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.utf8.startIndex
        return String(path[start..<end])
    }

    /// Constraint attributes that any view has with the same meaning: its edges, size and centre.
    ///
    /// A baseline or a margin depends on the view's class and its own settings.
    package static let classNeutralAttributes: Set<String> = [
        "leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
    ]

    /// Whether a reference to a copy's root works the same when it receives a plain view: a
    /// constraint on the root's edges, size or centre.
    package static func isClassNeutral(_ reference: ReferenceIndex.Reference, in document: IBDocument) -> Bool {
        constrainedAttribute(reference, in: document).map(classNeutralAttributes.contains) ?? false
    }

    /// For a constraint's `firstItem` or `secondItem` reference, the attribute it constrains on
    /// that item (`firstAttribute` or `secondAttribute`: `leading`, `firstBaseline`, …); nil for
    /// anything else.
    package static func constrainedAttribute(_ reference: ReferenceIndex.Reference, in document: IBDocument) -> String?
    {
        guard document.tag(reference.source) == "constraint" else { return nil }
        switch reference.attribute {
        case "firstItem": return document.attribute("firstAttribute", of: reference.source)
        case "secondItem": return document.attribute("secondAttribute", of: reference.source)
        default: return nil
        }
    }

    /// Something that relies on the root's own class without a reference to its id.
    package struct ImplicitDependency {
        /// The element that relies on it (the stack view), or the root itself.
        package var source: Int
        /// The attribute that makes it rely on it (`alignment`), or `""`.
        package var attribute: String
        /// What relies on what, for messages.
        package var what: String
    }

    /// Scroll-view classes: UIKit looks for them in their place (large titles that collapse,
    /// scroll-edge appearance, the scroll-to-top tap), so a placeholder cannot stand there.
    package static let scrollViewTags: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// What relies on a root's own class without naming its id: a stack view that aligns its
    /// arranged views by their baselines, or sizes them by their intrinsic content size (a
    /// `NibView` has neither of its content's), and a scroll view's place on iOS.
    package static func implicitClassDependencies(of root: Int, in document: IBDocument) -> [ImplicitDependency] {
        var found: [ImplicitDependency] = []
        let parent = Int(document.elements[root].parent)
        let stack = parent >= 0 ? Int(document.elements[parent].parent) : -1
        if stack >= 0 && document.tag(stack) == "stackView" {
            let alignment = document.attribute("alignment", of: stack) ?? ""
            if ["firstBaseline", "lastBaseline", "baseline"].contains(alignment) {
                found.append(
                    ImplicitDependency(
                        source: stack, attribute: "alignment",
                        what: "the stack view it is arranged in aligns its views by their `\(alignment)`"))
            }
            let distribution = document.attribute("distribution", of: stack) ?? ""
            if ["fillProportionally", "equalCentering"].contains(distribution) {
                found.append(
                    ImplicitDependency(
                        source: stack, attribute: "distribution",
                        what: "the stack view it is arranged in sizes its views by their intrinsic size "
                            + "(`\(distribution)`)"))
            }
        }
        if document.platform.usesUIKit && scrollViewTags.contains(document.tag(root)) {
            found.append(
                ImplicitDependency(
                    source: root, attribute: "",
                    what: "UIKit looks for a scroll view in its place (large titles, scroll-edge appearance)"))
        }
        return found
    }

    private func implicitBlocker(_ dependency: ImplicitDependency, expected: RuntimeClass) -> Blocker {
        let view = RuntimeClass.view(document.platform).name
        let expectation = "\(dependency.what), which needs \(Self.article(expected.name)) \(expected.name)"
        return Blocker(
            direction: .incoming,
            kind: .rootClass,
            message: expectation + "; the placeholder would be \(Self.article(view)) \(view)",
            location: document.location(of: dependency.source),
            referringTag: document.tag(dependency.source),
            attribute: dependency.attribute,
            targetID: document.id(of: dependency.source) ?? "",
            advice: "leave this copy inline, or put the \(expected.name) inside a plain container view and "
                + "extract the container",
            expectation: expectation
        )
    }

    /// A name of an archived image that embeds the id of an object on the other side of the border.
    private func archivedNameBlocker(_ reference: ReferenceIndex.Reference, direction: Blocker.Direction, root: Int)
        -> Blocker
    {
        let source = reference.source
        let name = document.attributeValue(reference.attributeIndex)
        let named = describe(reference.target, id: reference.targetID)
        // A runtime attribute is named by its key path, on the object that has it.
        var what = "`\(reference.attribute)` of "
        var holder = source
        if document.tag(source) == "userDefinedRuntimeAttribute", case let list = Int(document.elements[source].parent),
            list > 0
        {
            what = "the runtime attribute `\(document.attribute("keyPath", of: source) ?? "?")` of "
            holder = Int(document.elements[list].parent)
        }
        what += describe(holder, id: document.id(of: holder) ?? "?")
        let message =
            direction == .outgoing
            ? "\(what), inside the copy, shows the archived image `\(name)`, named after "
                + (reference.target == nil ? "an object the document does not have" : "\(named) outside it")
            : "\(what), outside the copy, shows the archived image `\(name)`, named after the interior \(named)"
        return Blocker(
            direction: direction,
            kind: .archivedName,
            message: message,
            location: document.location(of: source),
            referringTag: document.tag(source),
            attribute: reference.attribute,
            targetID: reference.targetID,
            advice: "the image's bytes are archived in this document under a name made of another object's id, "
                + "which cannot stay valid on both sides of the copy: add the image to an asset catalog and "
                + "choose it there by name, or leave this copy inline"
        )
    }

    private func rootClassBlocker(_ reference: ReferenceIndex.Reference, expected: RuntimeClass, root: Int)
        -> Blocker
    {
        let source = reference.source
        let tag = document.tag(source)
        let kind = Self.kind(of: tag, attribute: reference.attribute)
        let view = RuntimeClass.view(document.platform).name
        let what: String
        if tag == "constraint" {
            what = "a constraint on the root's `\(Self.constrainedAttribute(reference, in: document) ?? "?")`"
        } else {
            let from = connectionOwner(source).map { " of " + describe($0, id: document.id(of: $0) ?? "") } ?? ""
            what = named(source, kind: kind).what + from
        }
        let expectation = "\(what) expects \(Self.article(expected.name)) \(expected.name)"
        return Blocker(
            direction: .incoming,
            kind: .rootClass,
            message: expectation + "; the placeholder would be \(Self.article(view)) \(view)",
            location: document.location(of: source),
            referringTag: tag,
            attribute: reference.attribute,
            targetID: reference.targetID,
            advice: "leave this copy inline, or put the \(expected.name) inside a plain container view and "
                + "extract the container; a placeholder is \(Self.article(view)) \(view) subclass, never "
                + "\(Self.article(expected.name)) \(expected.name)",
            expectation: expectation
        )
    }

    /// "a" or "an" before a class name, as it is read aloud (`an NSView`, `a UIButton`).
    package static func article(_ name: String) -> String {
        if name.hasPrefix("NS") || name.hasPrefix("UI") { return name.hasPrefix("NS") ? "an" : "a" }
        return "AEIOU".contains(name.first ?? "x") ? "an" : "a"
    }

    private func placementBlocker(_ kind: Blocker.Kind, root: Int, component: String = "") -> Blocker {
        let message: String
        let advice: String
        if kind == .insideComponent {
            message = "the copy is inside \(component).xib, the layout of the reusable view \(component)"
            advice =
                "a component's layout is its own: edit \(component).xib, or extract from it by hand; "
                + "xibify leaves it as it is so that a second run changes nothing"
        } else if kind == .launchScreen {
            message = "the copy is in a launch screen, which may not use custom classes and runs no code"
            advice = "keep launch screens as they are; xibify never rewrites them"
        } else if kind == .outsideScannedFolders {
            let real = document.filePath ?? document.path
            message = "\(document.path) is a symbolic link to \(real), outside the folders scanned"
            advice =
                "xibify never writes through a link out of the folders it scans: scan the folder of \(real) "
                + "itself, or replace the link by the file"
        } else {
            let file = Self.lastComponent(of: document.path)
            message = "the copy is the top-level view of \(file), which the code that loads it expects as it is"
            advice =
                "this XIB is already a reusable view: use it where the other copies are, or keep one of "
                + "identical XIB files and add it to every target that needs it"
        }
        return Blocker(
            direction: .copy, kind: kind, message: message, location: document.location(of: root),
            referringTag: document.tag(root), attribute: kind == .launchScreen ? "launchScreen" : "",
            targetID: document.id(of: root) ?? "", advice: advice)
    }

    /// The crossing an incoming reference is: an outlet of an object outside to an inner object.
    ///
    /// The holder needs an id for the placeholder to connect to. Nil for everything else, which stays a
    /// blocker: outlet collections (the nib loader sets the whole array at once; handing members
    /// over one port at a time could not keep its order exact), accessibility connections,
    /// actions, masks, and outlets whose holder has no id. (Constraints: `constraintCrossing`.)
    private func incomingCrossing(_ reference: ReferenceIndex.Reference, object: Int, root: Int) -> BoundaryCrossing? {
        guard document.tag(reference.source) == "outlet", reference.attribute == "destination",
            let holder = connectionOwner(reference.source), let holderID = document.id(of: holder),
            let member = document.attribute("property", of: reference.source), !member.isEmpty
        else { return nil }
        return BoundaryCrossing(
            kind: .incomingOutlet,
            object: object,
            objectPath: Self.path(of: object, under: root, in: document),
            member: member,
            eventType: nil,
            connection: reference.source,
            targetID: holderID,
            targetDescription: describe(holder, id: holderID),
            location: document.location(of: reference.source)
        )
    }

    /// Why a constraint port cannot carry a constraint outside, in words for the blocker's advice.
    package struct ConstraintRefusal: Error {
        package var text: String
    }

    /// The crossing a constraint outside the copy on an inner view is, when a constraint port can
    /// carry it (rewrite.md, "Constraint ports"), or why not; it then stays a blocker.
    ///
    /// The constraint must name the inner view by an edge, its size or its centre (what the
    /// placeholder has too, so the document still lays out), with a number, not the system's
    /// standard spacing; have its other item outside the copy; be referred to by nothing (an
    /// outlet or a size-class mask would keep the document's constraint, which the port
    /// deactivates); not be a design-time placeholder (removed at build time); lie in a scene
    /// that does not vary for size classes (UIKit installs a document's constraints again on a
    /// trait change, next to the port's); and the frames from the inner view up to the root must
    /// be written and current, so that the document's constraint can keep its geometry.
    package func constraintCrossing(_ reference: ReferenceIndex.Reference, object: Int, root: Int)
        -> Result<BoundaryCrossing, ConstraintRefusal>
    {
        let constraint = reference.source
        let range = root..<Int(document.elements[root].subtreeEnd)
        let innerIsFirst = reference.attribute == "firstItem"
        func refuse(_ text: String) -> Result<BoundaryCrossing, ConstraintRefusal> {
            .failure(ConstraintRefusal(text: "no constraint port can carry it: " + text))
        }
        guard innerIsFirst || reference.attribute == "secondItem",
            let attribute = Self.constrainedAttribute(reference, in: document),
            let constraintID = document.id(of: constraint)
        else { return refuse("it names the inner view in another way than as an item") }
        guard Self.classNeutralAttributes.contains(attribute) else {
            return refuse("it names the inner view by its `\(attribute)`, which the placeholder does not have")
        }
        guard document.attribute("symbolic", of: constraint) != "YES" else {
            return refuse("its constant is the system's standard spacing, which a number cannot carry")
        }
        guard document.attribute("placeholder", of: constraint) != "YES" else {
            return refuse("it is a design-time placeholder, removed at build time")
        }
        guard index.references(to: constraint).isEmpty else {
            return refuse("an outlet or a size-class mask names the constraint")
        }
        if let otherID = document.attribute(innerIsFirst ? "secondItem" : "firstItem", of: constraint) {
            guard let otherElement = index.elementByID[otherID], !range.contains(otherElement) else {
                return refuse("its other item is inside the copy too, or is not in the file")
            }
        }
        guard !Self.variesForTraits(constraint, in: document) else {
            return refuse(
                "its scene varies its layout for size classes, and UIKit installs the document's constraints "
                    + "again on a trait change")
        }
        // The port carries the constant as a number: a value that is none (hand-edited, as no
        // version of Interface Builder writes it) could not be made again.
        let written = document.attribute("constant", of: constraint)
        guard let constant = written.map({ CanonicalNumber.isDecimal($0) ? Double($0) : nil }) ?? 0 else {
            return refuse("its constant, `\(written ?? "")`, is not a number")
        }
        guard
            InteriorOffset(of: object, under: root, in: document)?.shiftedConstant(
                constant, attribute: attribute, innerIsFirst: innerIsFirst,
                multiplier: document.attribute("multiplier", of: constraint)) != nil
        else {
            return refuse(
                "the frames from the inner view up to the copy's root are missing or not current (misplaced, "
                    + "ambiguous, right-to-left, or in a superview of unknown orientation), so the document "
                    + "could not keep its layout")
        }
        return .success(
            BoundaryCrossing(
                kind: .incomingConstraint,
                object: object,
                objectPath: Self.path(of: object, under: root, in: document),
                member: reference.attribute,
                eventType: nil,
                connection: constraint,
                targetID: constraintID,
                targetDescription: "constraint \(constraintID) on its `\(attribute)`",
                location: document.location(of: constraint)
            ))
    }

    /// Whether the scene of an element (the whole file, for a xib) has size-class variations.
    package static func variesForTraits(_ element: Int, in document: IBDocument) -> Bool {
        var scene = Int(document.elements[element].parent)
        while scene >= 0 && document.tag(scene) != "scene" { scene = Int(document.elements[scene].parent) }
        let range = scene >= 0 ? scene..<Int(document.elements[scene].subtreeEnd) : 0..<document.elements.count
        return range.contains { document.tag($0) == "variation" }
    }

    /// The crossing an outgoing reference is, or nil when no port can carry it.
    private func crossing(_ reference: ReferenceIndex.Reference, root: Int) -> BoundaryCrossing? {
        let tag = document.tag(reference.source)
        guard tag == "action" || tag == "outlet", let object = connectionOwner(reference.source),
            let target = reference.target ?? placeholderTarget(reference.targetID)
        else { return nil }
        let member = document.attribute(tag == "action" ? "selector" : "property", of: reference.source) ?? ""
        guard !member.isEmpty, invalidSelector(of: reference.source) == nil else { return nil }
        let kind: BoundaryCrossing.Kind =
            tag == "outlet" ? .outlet : isFirstResponder(target, id: reference.targetID) ? .responderAction : .action
        return BoundaryCrossing(
            kind: kind,
            object: object,
            objectPath: Self.path(of: object, under: root, in: document),
            member: member,
            eventType: document.attribute("eventType", of: reference.source),
            connection: reference.source,
            targetID: reference.targetID,
            targetDescription: describe(reference.target, id: reference.targetID),
            location: document.location(of: reference.source)
        )
    }

    /// The selector of an action that is not an Objective-C selector (`name`, `name:`,
    /// `name:with:`), or nil: a port declares its selector as `@objc(selector)` in the generated
    /// Swift, where anything else would break the code or change it (#27).
    private func invalidSelector(of connection: Int) -> String? {
        guard document.tag(connection) == "action", let selector = document.attribute("selector", of: connection)
        else { return nil }
        func isPiece(_ piece: Substring) -> Bool {
            guard let first = piece.unicodeScalars.first,
                first == "_" || (first.isASCII && first.properties.isAlphabetic)
            else { return false }
            return piece.unicodeScalars.allSatisfy {
                $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
            }
        }
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false)
        let valid =
            isPiece(pieces[0])
            && (pieces.count == 1
                || (pieces.last!.isEmpty && pieces.dropFirst().dropLast().allSatisfy { $0.isEmpty || isPiece($0) }))
        return valid ? nil : selector
    }

    /// A stand-in element index for the fixed xib placeholders, which have ids but no element
    /// in some files; -1 means "a placeholder", never used as an index.
    private func placeholderTarget(_ id: String) -> Int? {
        document.kind == .xib && ["-1", "-2", "-3"].contains(id) ? -1 : nil
    }

    private func isFirstResponder(_ target: Int, id: String) -> Bool {
        if document.kind == .xib && ["-1", "-2"].contains(id) {
            return id == (document.platform == .macOS ? "-1" : "-2")
        }
        return target >= 0 && document.attribute("sceneMemberID", of: target) == "firstResponder"
    }

    /// The path of an element from a root (`ObjectPath`: the grammar of slot paths too).
    package static func path(of element: Int, under root: Int, in document: IBDocument) -> String {
        ObjectPath(of: element, under: root, in: document).text
    }

    private func blocker(_ reference: ReferenceIndex.Reference, direction: Blocker.Direction, root: Int) -> Blocker {
        let tag = document.tag(reference.source)
        let kind = Self.kind(of: tag, attribute: reference.attribute)
        return Blocker(
            direction: direction,
            kind: kind,
            message: message(reference, kind: kind, direction: direction),
            location: document.location(of: reference.source),
            referringTag: tag,
            attribute: reference.attribute,
            targetID: reference.targetID,
            advice: advice(reference, kind: kind, direction: direction, root: root)
        )
    }

    /// An attribute that names an object across the border though no rule knows it as a reference.
    private func unrecognizedBlocker(_ reference: ReferenceIndex.Reference, direction: Blocker.Direction) -> Blocker {
        let tag = document.tag(reference.source)
        let holder = describe(reference.source, id: document.id(of: reference.source) ?? "")
        let target = describe(reference.target, id: reference.targetID)
        let side =
            direction == .incoming
            ? "outside the copy, names the interior \(target)" : "inside the copy, names \(target) outside it"
        return Blocker(
            direction: direction,
            kind: .reference,
            message: "`\(reference.attribute)` of \(holder), \(side), a reference xibify does not know",
            location: document.location(of: reference.source),
            referringTag: tag,
            attribute: reference.attribute,
            targetID: reference.targetID,
            advice: "xibify cannot tell what `<\(tag) \(reference.attribute)>` does at run time, so it cannot carry "
                + "it across the copy's border: leave this copy inline, or re-point the reference so that it "
                + "stays on one side of the copy"
        )
    }

    package static func kind(of tag: String, attribute: String) -> Blocker.Kind {
        switch tag {
        case "outlet": .outlet
        case "outletCollection": .outletCollection
        case "action": .action
        case "binding": .binding
        case "segue": .segue
        case "accessibilityConnection": .accessibilityConnection
        case "constraint": .ancestorConstraint
        case "exclude", "include": .traitVariationMask
        case "tableViewCell", "tableViewCellContentView": .cellReference
        default:
            attribute != "reference" && CanonicalizationRules.isReference(attribute, on: tag)
                ? .propertyReference : .reference
        }
    }

    /// Names an object for a message: its class, label or tag, and where it is.
    package func describe(_ element: Int?, id: String) -> String {
        guard let element, element >= 0 else {
            switch id {
            case "-1", "-2", "-3": return document.kind == .xib ? placeholderName(id) : "missing object \(id)"
            default: return "missing object \(id)"
            }
        }
        let tag = document.tag(element)
        if let name = document.attribute("customClass", of: element) ?? document.attribute("userLabel", of: element) {
            return "\(tag) \(name)"
        }
        switch document.attribute("sceneMemberID", of: element) {
        case "viewController": return "the scene's controller"
        case "firstResponder": return "the First Responder"
        default:
            // What the document outline shows, not the id, which IB shows only in the Identity inspector.
            return "\(tag) \"\(OutlineName(document: document, index: index).name(of: element))\""
        }
    }

    private func placeholderName(_ id: String) -> String {
        switch (id, document.platform == .macOS) {
        case ("-1", false), ("-2", true): "File's Owner"
        case ("-2", false), ("-1", true): "First Responder"
        default: "Application"
        }
    }

    /// The element a connection belongs to: the parent of its `<connections>` list.
    private func connectionOwner(_ source: Int) -> Int? {
        let list = Int(document.elements[source].parent)
        guard list >= 0, document.tag(list) == "connections" else { return nil }
        let owner = Int(document.elements[list].parent)
        return owner >= 0 ? owner : nil
    }

    /// The connection's name (`nameLabel`, `pay:`) with its kind, for messages.
    private func named(_ source: Int, kind: Blocker.Kind) -> (what: String, name: String?) {
        let name =
            document.attribute("property", of: source) ?? document.attribute("selector", of: source)
            ?? document.attribute("name", of: source) ?? document.attribute("kind", of: source)
        return (name.map { "\(kind.readableName) `\($0)`" } ?? kind.readableName, name)
    }

    private func message(_ reference: ReferenceIndex.Reference, kind: Blocker.Kind, direction: Blocker.Direction)
        -> String
    {
        let source = reference.source
        let what = named(source, kind: kind).what
        let target = describe(reference.target, id: reference.targetID)
        if kind == .propertyReference {
            let holder = describe(source, id: document.id(of: source) ?? "")
            return direction == .incoming
                ? "`\(reference.attribute)` of \(holder), outside the copy, names the interior \(target)"
                : "`\(reference.attribute)` of \(holder), inside the copy, names \(target) outside it"
        }
        switch direction {
        case .incoming:
            let from = connectionOwner(source).map { " of " + describe($0, id: document.id(of: $0) ?? "") } ?? ""
            return "\(what)\(from) points at the interior \(target)"
        case .outgoing:
            let from =
                connectionOwner(source).map { " of the interior " + describe($0, id: document.id(of: $0) ?? "") } ?? ""
            return "\(what)\(from) points outside, at \(target)"
        case .copy:
            return "\(what) names \(target)"
        }
    }

    /// The change that would free the copy from one blocker.
    private func advice(
        _ reference: ReferenceIndex.Reference,
        kind: Blocker.Kind,
        direction: Blocker.Direction,
        root: Int
    ) -> String {
        let source = reference.source
        let name = named(source, kind: kind).name ?? "it"
        let rootName = "the copy's root view, " + OutlineName(document: document, index: index).described(root) + ","
        switch (direction, kind) {
        case (.incoming, .outletCollection):
            return "the nib loader sets an outlet collection as one array, in the file's order; handed over "
                + "member by member through ports, its order could not be kept exact: fill `\(name)` in code "
                + "(for example from the wrapper's views), or leave this copy inline"
        case (.incoming, .outlet), (.incoming, .accessibilityConnection):
            let owner = connectionOwner(source)
            let ownerClass = owner.flatMap { document.attribute("customClass", of: $0) } ?? "its owner"
            let targetClass = reference.target.map {
                ObjectClass.name(tag: document.tag($0), platform: document.platform)
            }
            return "in \(ownerClass), connect an outlet to \(rootName) instead of `\(name)`, "
                + "and make `\(name)` a computed property that returns the \(targetClass ?? "view") "
                + "through the generated wrapper (add an accessor for it there); then run rewrite again"
        case (_, .ancestorConstraint):
            return "pin \(rootName) instead of its interior view (in the document outline, select the "
                + "constraint and, in the Size inspector, change its item to the root view), or move the "
                + "constraint into the copy"
        case (_, .traitVariationMask):
            return "move the size-class variation into the copy, or remove it in Interface Builder; "
                + "a mask outside the copy cannot follow its objects into the xib"
        case (_, .segue):
            return "a xib cannot hold segues: connect the control to an action that calls "
                + "performSegue(withIdentifier:sender:) (xibify forwards actions through the wrapper)"
        case (_, .binding):
            return "xibify does not forward Cocoa bindings: bind `\(name)` in code, or bind it in the xib "
                + "through File's Owner with a key path the wrapper provides"
        case (.outgoing, .outletCollection):
            return "a collection cannot be forwarded member by member: move its objects into the copy, "
                + "or fill `\(name)` in code"
        case (.incoming, .action):
            return "aim the action at \(rootName) or connect it in code"
        case (_, .cellReference):
            return "extract the whole cell, not a view inside it"
        case (_, .propertyReference):
            let holder = describe(source, id: document.id(of: source) ?? "")
            if reference.attribute == "headerView" {
                return "a table's header view is archived beside it in its scroll view: extract the scroll view "
                    + "that holds \(holder) and its header, not the table alone"
            }
            return "`\(reference.attribute)` is a property of \(holder), which the nib loader sets as it decodes "
                + "and no port can hand over: extract a view that holds both objects, or leave this copy inline"
        default:
            return "remove or re-point the reference in Interface Builder so that it stays on one side of the copy"
        }
    }
}

extension Blocker.Kind {
    /// Words for messages.
    package var readableName: String {
        switch self {
        case .outlet: "outlet"
        case .outletCollection: "outlet collection"
        case .action: "action"
        case .binding: "binding"
        case .segue: "segue"
        case .accessibilityConnection: "accessibility connection"
        case .ancestorConstraint: "constraint"
        case .traitVariationMask: "trait-variation mask"
        case .cellReference: "cell reference"
        case .propertyReference: "property"
        case .archivedName: "archived image name"
        case .reference: "reference"
        case .conflictingTargets: "action"
        case .rootClass: "reference to the root"
        case .launchScreen: "launch screen"
        case .xibTopLevelView: "top-level view"
        case .insideComponent: "component"
        case .translationFile: "translation file"
        case .outsideScannedFolders: "symbolic link"
        case .codeReachesInside: "code"
        }
    }
}
