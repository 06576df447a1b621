import XibifyFormat
import XibifySupport

/// Writes the Swift side of a substitution-style extraction (rewrite.md, "Styles"): a subclass
/// of the root's own class, which is the xib's top-level object, and its `…Placeholder`
/// subclass, which each copy in the documents becomes.
///
/// As the nib loader decodes a placeholder, the placeholder returns an object loaded from the
/// xib from `awakeAfter(using:)`, and the loader puts that object wherever the document refers
/// to the placeholder. Everything that referred to the copy's root therefore receives an object
/// of the root's class (a subclass of it), as before. The members (outlets, inspectable
/// parameters, ports) are written by `SwiftSourceRenderer.memberLines`, as for the `NibView`
/// style; only the class they belong to differs.
package enum SubstitutionSourceRenderer {
    /// The source of `<ClassName>.swift` and what its class declares.
    /// - Parameter plan: a plan of the substitution style.
    /// - Returns: the source and its declarations, recorded as each declaration is written.
    package static func render(_ plan: ExtractionPlan) -> (source: String, declaration: WrapperDeclaration) {
        var declared = WrapperDeclaration(runtimeClass: runtimeClass(of: plan))
        let name = plan.className
        let root = plan.rootSwiftName ?? rootClass(of: plan)
        var paragraphs = [
            SwiftSourceRenderer.summary(plan),
            "Its layout lives in `\(name).xib`, whose top-level object is of this class. Each copy in a document "
                + "is a placeholder, of class `\(plan.placeholderClassName)`, that, as it is decoded, returns the "
                + "object loaded from the xib "
                + "instead of itself (`awakeAfter(using:)`), so everything that refers to the copy receives this "
                + "class, a subclass of `\(root)`. Each copy sets its own content through the inspectable properties, "
                + "which Interface Builder stores as user-defined runtime attributes of the placeholder; the nib "
                + "loader applies them to the object that replaced it. \(GeneratedMarker.wrapper).",
            "In Interface Builder the placeholder keeps the copy's size (its intrinsic-size placeholder) and, "
                + "with designables on, shows a preview: Interface Builder makes it with `init(frame:)`, which loads "
                + "nothing, so it keeps the inspectable values it is given and, in `prepareForInterfaceBuilder()`, "
                + "loads the xib's `\(name)` as a subview with those values. That code is compiled only for "
                + "Interface Builder (`TARGET_INTERFACE_BUILDER`).",
        ]
        if let ports = SwiftSourceRenderer.portsParagraph(plan, substituted: true) { paragraphs.append(ports) }
        var lines =
            ["import \(SwiftSourceRenderer.framework(plan))", ""]
            + SwiftSourceRenderer.documentation(paragraphs, indent: "")
        if plan.module == .objectiveCName { lines.append("@objc(\(name))") }
        // Not final: the placeholder subclasses it.
        lines.append("class \(name): \(root) {")
        lines += SwiftSourceRenderer.memberLines(plan, root: .this, declared: &declared)
        lines += [
            "",
            "    /// Set while a placeholder loads the xib: the loaded object's `awakeFromNib` then waits for",
            "    /// the document's, which comes after the copy's own values and connections, so it runs once.",
            "    fileprivate static var isLoadingForPlaceholder = false",
            "",
            "    override func awakeFromNib() {",
            "        guard !\(name).isLoadingForPlaceholder else { return }",
            "        super.awakeFromNib()",
        ]
        let moves = SwiftSourceRenderer.constraintMoves(plan)
        lines += moves + ["    }"]
        if !moves.isEmpty { lines += SwiftSourceRenderer.constraintMover(plan) }
        lines.append("}")
        lines.append("")
        lines += placeholderLines(plan, chain: declared.runtimeClass)
        return (lines.joined(separator: "\n") + "\n", declared)
    }

    /// The class the generated class subclasses: the root's `customClass` or the UIKit or
    /// AppKit class of its element, as the planner recorded it.
    ///
    /// Without a record (a plan made by hand), the class of the root's tag, or the platform's
    /// view class for a tag xibify does not know.
    package static func rootClass(of plan: ExtractionPlan) -> String {
        if let rootClass = plan.rootClass { return rootClass }
        let tagClass = RuntimeClass.tagClass(plan.cluster.rootTag, platform: plan.platform)
        return tagClass.name.hasPrefix("<") ? RuntimeClass.view(plan.platform).name : tagClass.name
    }

    /// The generated class with what it inherits: the root's class and that class's superclasses.
    ///
    /// The root's class is its tag's class, a framework class named after its tag (`NSButton`,
    /// `button`), or the copy's own `customClass`, a subclass of the tag's class
    /// (`RuntimeClass.init(of:in:)`); so an object of the generated class stands wherever the
    /// copy's root stood.
    package static func runtimeClass(of plan: ExtractionPlan) -> RuntimeClass {
        let root = rootClass(of: plan)
        let tagClass = RuntimeClass.tagClass(plan.cluster.rootTag, platform: plan.platform)
        // `UIStackView` → `stackView`, `NSBox` → `box`.
        let stem = root.dropFirst(2)
        let named = RuntimeClass.tagClass(stem.prefix(1).lowercased() + stem.dropFirst(), platform: plan.platform)
        let above =
            [tagClass, named].first { $0.name == root }?.superclasses ?? [tagClass.name] + tagClass.superclasses
        return RuntimeClass(name: plan.className, superclasses: [root] + above)
    }

    /// The expression of the bundle that holds the xib: `Bundle.module` when every target that
    /// builds the class is a Swift package's (the xib is one of its resources), else the bundle
    /// the class is compiled into, as `NibView` does (`PlannedBaseClass.Bundle`).
    private static func bundle(_ plan: ExtractionPlan) -> String {
        !plan.targets.isEmpty && plan.targets.allSatisfy(\.isSwiftPackage)
            ? "Bundle.module" : "Bundle(for: \(plan.className).self)"
    }

    /// The placeholder class, which each copy in the documents is.
    private static func placeholderLines(_ plan: ExtractionPlan, chain: RuntimeClass) -> [String] {
        let name = plan.className
        let placeholder = plan.placeholderClassName
        var lines = SwiftSourceRenderer.documentation(
            [
                "The stand-in for `\(name)` in the documents.",
                "Decoded there, it hands back the `\(name)` loaded from `\(name).xib`, in its own place. The xib's "
                    + "object is of class `\(name)`, not this class, so loading it cannot recurse.",
            ], indent: "")
        lines.append("@IBDesignable")
        if plan.module == .objectiveCName { lines.append("@objc(\(placeholder))") }
        lines += [
            "final class \(placeholder): \(name) {",
            "    /// Returns the object loaded from the xib, which replaces this placeholder.",
            "    ///",
            "    /// The decoder sends this once `init(coder:)` has decoded the placeholder, and gives the object",
            "    /// returned to every later reference to it: the superview's subviews, the constraints that",
            "    /// others hold, outlets, connections and runtime attributes. `NSObject` declares this method",
            "    /// without an actor, but nib loading runs on the main thread: Swift 6 mode is told so",
            "    /// (`MainActor.assumeIsolated`, iOS 13, macOS 10.15), Swift 5 mode does not check it.",
            "    override func awakeAfter(using coder: NSCoder) -> Any? {",
            "        #if swift(>=6)",
            "            let loaded = MainActor.assumeIsolated { substituteFromNib() }",
            "        #else",
            "            let loaded = substituteFromNib()",
            "        #endif",
            "        return loaded ?? super.awakeAfter(using: coder)",
            "    }",
            "",
        ]
        lines += SwiftSourceRenderer.documentation(
            ["The `\(name)` loaded from `\(name).xib`, in this placeholder's place; nil when the xib has none."],
            indent: "    ")
        lines += [
            "    private func substituteFromNib() -> \(name)? {",
            "        \(name).isLoadingForPlaceholder = true",
            "        let loaded = Self.loadFromNib()",
            "        \(name).isLoadingForPlaceholder = false",
            "        guard let loaded else {",
            "            assertionFailure(\"\(name).xib has no top-level \(name)\")",
            "            return nil",
            "        }",
        ]
        lines += placementLines(plan, chain: chain)
        lines += [
            "        return loaded",
            "    }",
            "",
        ]
        lines += SwiftSourceRenderer.documentation(
            ["A new `\(name)` loaded from `\(name).xib`, with no owner: its outlets and actions belong to it."],
            indent: "    ")
        lines.append("    private static func loadFromNib() -> \(name)? {")
        lines += plan.platform == .macOS ? appKitLoad(plan) : uiKitLoad(plan)
        lines += ["    }", ""]
        lines += designTimeLines(plan)
        lines.append("}")
        return lines
    }

    /// What Interface Builder shows for a placeholder when designables are on (rewrite.md, "Design
    /// time"), compiled only for it.
    ///
    /// Interface Builder makes a designable with `init(frame:)`, sets its inspectable properties,
    /// then calls `prepareForInterfaceBuilder()`. The placeholder has no interior, so the
    /// generated class's properties, which set the xib's inner views through outlets, would find
    /// them empty: here they keep the values, and the preview loaded from the xib (of class
    /// `<Name>`, which substitutes nothing) receives them. The app's build never compiles this.
    private static func designTimeLines(_ plan: ExtractionPlan) -> [String] {
        let macOS = plan.platform == .macOS
        var lines = ["    #if TARGET_INTERFACE_BUILDER"]
        for parameter in plan.parameters {
            let stored = "designTime" + parameter.name.prefix(1).uppercased() + parameter.name.dropFirst()
            let type = parameter.accessor.swiftType
            lines += [
                "        private var \(stored): \(type)\(parameter.accessor.initialValue.map { " = " + $0 } ?? "")",
                "        override var \(parameter.name): \(type) {",
                "            get { \(stored) }",
                "            set { \(stored) = newValue }",
                "        }",
                "",
            ]
        }
        lines += [
            "        /// Shows the xib's content, with this copy's values, inside the placeholder.",
            "        override func prepareForInterfaceBuilder() {",
            "            super.prepareForInterfaceBuilder()",
            "            guard let preview = Self.loadFromNib() else { return }",
        ]
        for parameter in plan.parameters {
            lines.append("            preview.\(parameter.name) = \(parameter.name)")
        }
        lines += [
            "            preview.frame = bounds",
            "            preview.autoresizingMask = \(macOS ? "[.width, .height]" : "[.flexibleWidth, .flexibleHeight]")",
            "            addSubview(preview)",
            "        }",
            "    #endif",
        ]
        return lines
    }

    /// Loads the xib and finds its top-level object.
    private static func uiKitLoad(_ plan: ExtractionPlan) -> [String] {
        let name = plan.className
        return [
            "        let nib = UINib(nibName: \"\(name)\", bundle: \(bundle(plan)))",
            "        let objects = nib.instantiate(withOwner: nil, options: nil)",
            "        return objects.first(where: { $0 is \(name) }) as? \(name)",
        ]
    }

    /// Loads the xib and finds its top-level object; AppKit lists the application among the
    /// top-level objects.
    private static func appKitLoad(_ plan: ExtractionPlan) -> [String] {
        let name = plan.className
        return [
            "        var objects: NSArray?",
            "        guard let nib = NSNib(nibNamed: \"\(name)\", bundle: \(bundle(plan))),",
            "            nib.instantiate(withOwner: nil, topLevelObjects: &objects)",
            "        else { return nil }",
            "        return objects?.first(where: { $0 is \(name) }) as? \(name)",
        ]
    }

    /// Gives the loaded object what the placeholder decoded from the copy's place
    /// (`RootPlacement`): the xib's object has its template's values or the defaults there.
    ///
    /// Copied: the frame, autoresizing mask and `translatesAutoresizingMaskIntoConstraints`; the
    /// state that code outside sets on the copy (hidden, alpha, UIKit's user interaction); the
    /// tag (UIKit, and AppKit controls: `NSView.tag` is read-only); the content hugging and
    /// compression resistance priorities; and the constraints the placeholder holds itself.
    /// Semantic content attribute and layout margins stay the xib's.
    private static func placementLines(_ plan: ExtractionPlan, chain: RuntimeClass) -> [String] {
        let macOS = plan.platform == .macOS
        let axis = macOS ? "orientation" : "axis"
        var lines = [
            "        // Its place in the superview, which the document gave the placeholder.",
            "        loaded.frame = frame",
            "        loaded.autoresizingMask = autoresizingMask",
            "        loaded.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints",
            "        // The state of its place, and what each copy sets for itself.",
            "        loaded.isHidden = isHidden",
        ]
        if macOS {
            lines.append("        loaded.alphaValue = alphaValue")
            if chain.isKind(of: "NSControl") { lines.append("        loaded.tag = tag") }
        } else {
            lines += [
                "        loaded.alpha = alpha",
                "        loaded.isUserInteractionEnabled = isUserInteractionEnabled",
                "        loaded.tag = tag",
            ]
        }
        lines += [
            "        for \(axis) in [NSLayoutConstraint.\(macOS ? "Orientation" : "Axis").horizontal, .vertical] {",
            "            loaded.setContentHuggingPriority(contentHuggingPriority(for: \(axis)), for: \(axis))",
            "            loaded.setContentCompressionResistancePriority(",
            "                contentCompressionResistancePriority(for: \(axis)), for: \(axis))",
            "        }",
            "        // Its own constraints (width, height, aspect ratio) were decoded inside the placeholder,",
            "        // before it could be replaced, so they name the placeholder: copies name the loaded object.",
            "        // Constraints that others hold reach the loaded object through the replacement.",
            "        for constraint in constraints {",
            "            // A constraint that names anything else (a layout guide of the placeholder's) has",
            "            // nothing to hold on to in the loaded object.",
            "            guard constraint.firstItem === self, constraint.secondItem == nil || constraint.secondItem === self",
            "            else { continue }",
            "            let copy = NSLayoutConstraint(",
            "                item: loaded, attribute: constraint.firstAttribute, relatedBy: constraint.relation,",
            "                toItem: constraint.secondItem == nil ? nil : loaded, attribute: constraint.secondAttribute,",
            "                multiplier: constraint.multiplier, constant: constraint.constant)",
            "            copy.priority = constraint.priority",
            "            copy.identifier = constraint.identifier",
            "            copy.shouldBeArchived = constraint.shouldBeArchived",
            "            loaded.addConstraint(copy)",
            "        }",
            "        // The originals go: the placeholder is released when this returns, and a layout pass",
            "        // must not meet constraints that name it.",
            "        removeConstraints(constraints)",
        ]
        return lines
    }
}
