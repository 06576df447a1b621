import XibifyFormat
import XibifySupport

/// Writes the Swift side of an extraction: the `@IBDesignable` wrapper class of each plan,
/// and the `NibView` base class that loads a nib named after its class.
///
/// Plans of the substitution style get a subclass of the root's own class and its placeholder
/// instead (`SubstitutionSourceRenderer`); both styles declare their members with the same code.
package enum SwiftSourceRenderer {
    /// How the generated class reaches the xib's top-level object, which an outlet port or an
    /// incoming port hands on when it has no outlet of its own.
    package enum RootReference {
        /// The `NibView` hosts the xib's view as `contentView`, nil until it is loaded.
        case contentView
        /// The generated class is the xib's top-level object.
        case this

        /// The expression a message to the root is sent to (`contentView?`, `self`).
        package var receiver: String { self == .contentView ? "contentView?" : "self" }
        /// The expression that hands the root on (`contentView`, `self`).
        package var value: String { self == .contentView ? "contentView" : "self" }
    }

    /// The wrapper class of a plan.
    /// - Parameter plan: the plan.
    /// - Returns: the source of `<ClassName>.swift`.
    package static func wrapper(for plan: ExtractionPlan) -> String {
        plan.rewriteStyle.swiftSource(for: plan).source
    }

    /// The NibView wrapper class of a plan, and what it declares, recorded as each declaration is
    /// written (`NibViewStyle`; a substituted plan's class is `SubstitutionSourceRenderer`'s).
    /// - Parameter plan: the plan.
    /// - Returns: the source of `<ClassName>.swift` and its declarations.
    package static func render(_ plan: ExtractionPlan) -> (source: String, declaration: WrapperDeclaration) {
        var declared = WrapperDeclaration(
            runtimeClass: RuntimeClass.wrapper(plan.className, base: plan.baseClass, platform: plan.platform))
        var lines: [String] = [
            "import \(framework(plan))",
            "",
            "/// \(summary(plan))",
            "///",
            "/// The layout lives in `\(plan.className).xib`, which this view loads as its File's Owner.",
            "/// Each copy sets its own content through the inspectable properties, which Interface",
            "/// Builder stores as user-defined runtime attributes. \(GeneratedMarker.wrapper).",
        ]
        if let ports = portsParagraph(plan, substituted: false) {
            lines += ["///"] + documentation([ports], indent: "")
        }
        lines.append("@IBDesignable")
        if plan.module == .objectiveCName { lines.append("@objc(\(plan.className))") }
        lines.append("final class \(plan.className): \(plan.baseClass) {")
        lines += memberLines(plan, root: .contentView, declared: &declared)
        let moves = constraintMoves(plan)
        if !moves.isEmpty {
            lines += ["", "    override func awakeFromNib() {", "        super.awakeFromNib()"] + moves + ["    }"]
            lines += constraintMover(plan)
        }
        lines.append("}")
        return (lines.joined(separator: "\n") + "\n", declared)
    }

    /// What the class's ports carry, in the order of their kinds, for its documentation; nil
    /// without ports.
    package static func portsParagraph(_ plan: ExtractionPlan, substituted: Bool) -> String? {
        let kinds = Set(plan.ports.map(\.port.kind))
        var parts: [String] = []
        if kinds.contains(.action) {
            parts.append("actions from the xib's controls come here and go on to each copy's own target")
        }
        if kinds.contains(.outlet) {
            parts.append("the objects outside that the copies' objects held are handed to the xib's objects")
        }
        if kinds.contains(.incomingOutlet) {
            parts.append("the xib's objects are handed to the objects outside that held them")
        }
        if kinds.contains(.incomingConstraint) {
            parts.append("constraints outside the copies are made again on the xib's views")
        }
        guard let last = parts.last else { return nil }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + ", and " + last : last
        return "References that left the copies go through ports: " + list + ". "
            + (substituted
                ? "Each placeholder connects the ports; the nib loader makes those connections to the object "
                    + "that replaced it."
                : "Each placeholder connects the ports to its own copy's objects.")
    }

    /// A documentation comment of paragraphs, each wrapped at 100 columns.
    package static func documentation(_ paragraphs: [String], indent: String) -> [String] {
        var lines: [String] = []
        // Names and labels are the repository's: a newline in one must not end the comment (#27).
        for paragraph in paragraphs.map(SwiftLiteral.comment) {
            if !lines.isEmpty { lines.append(indent + "///") }
            var line = indent + "///"
            // The marker a later run looks for stays on one line (a word of its own here).
            let marker = GeneratedMarker.wrapper
            let unbroken = marker.replacingOccurrences(of: " ", with: "\u{0}")
            for token in paragraph.replacingOccurrences(of: marker, with: unbroken).split(separator: " ") {
                let word = token.replacingOccurrences(of: "\u{0}", with: " ")
                if line.count + 1 + word.count > 100 && line.count > indent.count + 3 {
                    lines.append(line)
                    line = indent + "///"
                }
                line += " " + word
            }
            lines.append(line)
        }
        return lines
    }

    /// The framework a plan's class imports (`UIKit`, `AppKit`).
    package static func framework(_ plan: ExtractionPlan) -> String { plan.platform == .macOS ? "AppKit" : "UIKit" }

    /// The first sentence of the class's documentation: the cluster, its number of copies and
    /// their files (`Coupon Field shared by 2 copies (Orders.storyboard).`).
    package static func summary(_ plan: ExtractionPlan) -> String {
        let files = Set(plan.replaced.map { $0.file.split(separator: "/").last.map(String.init) ?? $0.file }).sorted()
        // Names and labels are the repository's: a newline in one must not end the comment (#27).
        return SwiftLiteral.comment(
            "\(plan.cluster.name ?? "A \(plan.cluster.rootTag)") shared by \(plan.replaced.count) copies "
                + "(\(files.joined(separator: ", "))).")
    }

    /// The members of the generated class, recorded in `declared` as each is written: the
    /// private outlets to the xib's inner objects, the `@IBInspectable` parameters and the ports.
    /// - Parameters:
    ///   - plan: the plan.
    ///   - root: how the class reaches the xib's top-level object.
    ///   - declared: what the class declares, extended.
    package static func memberLines(
        _ plan: ExtractionPlan, root: RootReference, declared: inout WrapperDeclaration
    ) -> [String] {
        var lines: [String] = []
        for outlet in plan.outlets {
            lines.append(
                "    @IBOutlet private \(outlet.strong ? "" : "weak ")var \(outlet.name): \(outlet.viewClass)!")
            declared.outlets.append(outlet.name)
        }
        for parameter in plan.parameters {
            lines.append("")
            lines.append("    /// \(describe(parameter, plan: plan))")
            lines.append("    @IBInspectable var \(parameter.name): \(parameter.accessor.swiftType) {")
            declared.properties.append(parameter.name)
            lines.append(
                "        get { \(parameter.accessor.getter.replacingOccurrences(of: "$", with: parameter.outlet)) }")
            lines.append(
                "        set { \(parameter.accessor.setter.replacingOccurrences(of: "$", with: parameter.outlet)) }")
            lines.append("    }")
        }
        return lines + portLines(plan, root: root, declared: &declared)
    }

    /// The ports: a weak outlet per port, a forwarding action per action port.
    private static func portLines(
        _ plan: ExtractionPlan, root: RootReference, declared: inout WrapperDeclaration
    ) -> [String] {
        var lines: [String] = []
        for planned in plan.ports {
            let port = planned.port
            lines.append("")
            switch port.kind {
            case .action:
                lines.append(
                    "    /// Port: the target of `\(SwiftLiteral.comment(port.member))` from the \(SwiftLiteral.comment(port.objectDescription))."
                )
                lines.append("    ///")
                lines.append("    /// The xib sends the action to this view, which forwards it here. Each placeholder")
                lines.append("    /// connects the port to its own copy's target.")
                lines.append("    @IBOutlet weak var \(port.name): AnyObject?")
                declared.ports.append(port.name)
            case .outlet:
                let receiver = planned.objectOutlet.map { $0 + "?" } ?? root.receiver
                lines.append(
                    "    /// Port: the `\(SwiftLiteral.comment(port.member))` of the \(SwiftLiteral.comment(port.objectDescription))."
                )
                lines.append("    ///")
                lines.append(
                    "    /// Handed to it the way the nib loader sets outlets. Each placeholder connects the port")
                lines.append("    /// to its own copy's object.")
                lines.append("    @IBOutlet weak var \(port.name): AnyObject? {")
                lines.append(
                    "        didSet { \(receiver).setValue(\(port.name), forKey: \(SwiftLiteral.string(port.member))) }"
                )
                declared.ports.append(port.name)
                declared.handedKeys.append(port.member)
                lines.append("    }")
            case .incomingOutlet:
                lines +=
                    port.isKeyed
                    ? keyedHolderPort(planned, root: root, declared: &declared)
                    : holderPort(planned, root: root, declared: &declared)
            case .incomingConstraint:
                lines += [
                    "    /// Port: a constraint outside the copy on the \(SwiftLiteral.comment(port.objectDescription)).",
                    "    ///",
                    "    /// The document keeps it with the placeholder in that view's place, its constant shifted to",
                    "    /// keep the layout; each placeholder connects the port to it and sets the constant it had,",
                    "    /// and `awakeFromNib` makes it again on the xib's view.",
                    "    @IBOutlet weak var \(port.name): NSLayoutConstraint?",
                    "    /// The constant of `\(port.name)` in the copy.",
                    "    @objc var \(port.name)Constant: CGFloat = 0",
                ]
                declared.ports.append(port.name)
                declared.properties.append(port.name + "Constant")
            }
        }
        for planned in plan.ports where planned.port.kind == .action {
            lines.append("")
            lines += forwarder(planned, macOS: plan.platform == .macOS)
            declared.selectors.append(planned.port.member)
        }
        return lines
    }

    /// An incoming port held under one name: its `didSet` hands the object to the holder.
    private static func holderPort(
        _ planned: PlannedPort, root: RootReference, declared: inout WrapperDeclaration
    ) -> [String] {
        let port = planned.port
        let object = planned.objectOutlet ?? root.value
        var lines = [
            "    /// Port: hands the \(SwiftLiteral.comment(port.objectDescription)) to the object that connects here, as its "
                + "`\(SwiftLiteral.comment(port.member))`.",
            "    ///",
            "    /// The nib loader set that outlet before the copy moved into the xib; each placeholder",
            "    /// connects the port to the object that held it, which gets the same object under the",
            "    /// same name, in the same connection pass as before (before `viewDidLoad`).",
            "    @IBOutlet weak var \(port.name): AnyObject? {",
            "        didSet {",
        ]
        if let holder = planned.holderClasses[port.member] {
            lines.append("            " + typedAssignment(port.name, port.member, holder: holder, object: object))
            declared.recordTypedHolder(holder, port: port.name, property: port.member)
        } else {
            lines.append(
                "            (\(port.name) as? NSObject)?.setValue(\(object), forKey: \(SwiftLiteral.string(port.member)))"
            )
        }
        lines += ["        }", "    }"]
        declared.ports.append(port.name)
        declared.heldKeys.append(port.member)
        return lines
    }

    /// An incoming port for an object's role, which each copy's holder reaches under its own
    /// name: the placeholder connects the port and sets its key, and whichever the nib loader
    /// sets second hands the object over, typed for the names `HolderTyping` found declared.
    private static func keyedHolderPort(
        _ planned: PlannedPort, root: RootReference, declared: inout WrapperDeclaration
    ) -> [String] {
        let port = planned.port
        let object = planned.objectOutlet ?? root.value
        let names = port.heldAs.map { "`\(SwiftLiteral.comment($0))`" }
        let method = "handOver" + SwiftIdentifier.camelCase(port.name, upperFirst: true)
        var lines = [
            "    /// Port: hands the \(SwiftLiteral.comment(port.objectDescription)) to the object that connects here, as the "
                + "property `\(port.keyProperty)` names",
            "    /// (\(names.joined(separator: ", "))).",
            "    ///",
            "    /// The nib loader set that outlet before the copy moved into the xib; each placeholder",
            "    /// connects the port to the object that held it and sets the name it held the object as,",
            "    /// so one port serves every copy, in the same connection pass as before (before `viewDidLoad`).",
            "    @IBOutlet weak var \(port.name): AnyObject? {",
            "        didSet { \(method)() }",
            "    }",
            "    /// The name the holder held the object by, which each placeholder sets to its own.",
            "    @objc var \(port.keyProperty): String? {",
            "        didSet { \(method)() }",
            "    }",
            "",
            "    /// Hands the object over once the port and its key are both set, in whichever order the",
            "    /// nib loader sets them.",
            "    private func \(method)() {",
            "        guard let key = \(port.keyProperty) else { return }",
        ]
        let typed = port.heldAs.compactMap { name in planned.holderClasses[name].map { (name, $0) } }
        let byKey = "(\(port.name) as? NSObject)?.setValue(\(object), forKey: key)"
        if typed.isEmpty {
            lines.append("        " + byKey)
        } else {
            lines.append("        switch key {")
            for (name, holder) in typed {
                lines += [
                    "        case \(SwiftLiteral.string(name)):",
                    "            " + typedAssignment(port.name, name, holder: holder, object: object),
                ]
                declared.recordTypedHolder(holder, port: port.name, property: name)
            }
            lines += ["        default:", "            " + byKey, "        }"]
        }
        lines.append("    }")
        declared.ports.append(port.name)
        declared.properties.append(port.keyProperty)
        declared.keyedPorts.append(port.name)
        return lines
    }

    /// A typed hand-over: the holder's own property, so that renaming it in the holder fails the
    /// build (`(valueLabelHolder as? DeviceViewController)?.deviceIdLabel = valueLabel`).
    private static func typedAssignment(_ port: String, _ property: String, holder: String, object: String) -> String {
        "(\(port) as? \(holder))?.\(property) = \(object)"
    }

    /// The calls that make each constraint port's constraint again on the xib's view, for
    /// `awakeFromNib`: the nib loader sends it once the document's connections and runtime
    /// attributes are made, in whichever order it made them.
    package static func constraintMoves(_ plan: ExtractionPlan) -> [String] {
        plan.ports.filter { $0.port.kind == .incomingConstraint }.map { planned in
            let name = planned.port.name
            return "        moveConstraint(\(name), constant: \(name)Constant, to: \(planned.objectOutlet ?? "nil"))"
        }
    }

    /// The method that makes a constraint the document holds again with an inner view in the
    /// placeholder's place, and swaps the two.
    package static func constraintMover(_ plan: ExtractionPlan) -> [String] {
        let view = plan.platform == .macOS ? "NSView" : "UIView"
        return [
            "",
            "    /// Makes a constraint that names this view again, with `view` in its place and the copy's",
            "    /// constant, and deactivates the document's: a document cannot name a view inside the xib.",
            "    private func moveConstraint(_ constraint: NSLayoutConstraint?, constant: CGFloat, to view: \(view)?) {",
            "        guard let constraint, let view, constraint.isActive else { return }",
            "        // The document's constraint names the placeholder, which is this view, as one item.",
            "        guard (constraint.firstItem === self) != (constraint.secondItem === self) else {",
            "            assertionFailure(\"\\(constraint) does not name \\(self) as one of its items\")",
            "            return",
            "        }",
            "        let first: AnyObject? = constraint.firstItem === self ? view : constraint.firstItem",
            "        let second: AnyObject? = constraint.secondItem === self ? view : constraint.secondItem",
            "        guard let first else { return }",
            "        let moved = NSLayoutConstraint(",
            "            item: first, attribute: constraint.firstAttribute, relatedBy: constraint.relation,",
            "            toItem: second, attribute: constraint.secondAttribute, multiplier: constraint.multiplier,",
            "            constant: constant)",
            "        moved.priority = constraint.priority",
            "        moved.identifier = constraint.identifier",
            "        moved.shouldBeArchived = constraint.shouldBeArchived",
            "        constraint.isActive = false",
            "        moved.isActive = true",
            "    }",
        ]
    }

    /// The `@IBAction` that passes one selector on to its port's target, with the original
    /// sender and event.
    ///
    /// The control has already sent the action through `UIControl.sendAction(_:to:for:)` and
    /// `UIApplication.sendAction(_:to:from:for:)` (AppKit: `NSApplication`) with the wrapper as
    /// target; `perform` then calls the target's method with the same arguments, as the
    /// application would have, so overrides of either `sendAction` run once, not twice. No
    /// `UIApplication.shared` or `NSApp`, which app extensions may not use.
    private static func forwarder(_ planned: PlannedPort, macOS: Bool) -> [String] {
        let port = planned.port
        let method = planned.method ?? "forwardAction"
        let selector = "Selector((\(SwiftLiteral.string(port.member))))"
        var lines = [
            "    /// Forwards `\(SwiftLiteral.comment(port.member))` to `\(port.name)`"
                + (planned.arity == 2
                    ? ", with the original sender and event."
                    : planned.arity == 1 ? ", with the original sender." : "."),
            "    @IBAction @objc(\(port.member))",
        ]
        switch planned.arity {
        case 0:
            lines += [
                "    private func \(method)() {",
                "        guard let target = \(port.name) as? NSObject else { return }",
                "        _ = target.perform(\(selector))",
            ]
        case 1:
            lines += [
                "    private func \(method)(_ sender: Any?) {",
                "        guard let target = \(port.name) as? NSObject else { return }",
                "        _ = target.perform(\(selector), with: sender)",
            ]
        default:
            lines += [
                "    private func \(method)(_ sender: Any?, forEvent event: \(macOS ? "NSEvent" : "UIEvent")?) {",
                "        guard let target = \(port.name) as? NSObject else { return }",
                "        _ = target.perform(\(selector), with: sender, with: event)",
            ]
        }
        return lines + ["    }"]
    }

    private static func describe(_ parameter: PlannedParameter, plan: ExtractionPlan) -> String {
        let what: String
        switch parameter.type {
        case .image: what = "The image"
        case .localizedString, .string: what = "The text"
        case .number, .color, .boolean, .enumeration: what = "Each copy's layout value"
        }
        let slot = plan.template.slots[parameter.slotIndex]
        let owner = slot.owner.map { " of \($0)" } ?? ""
        if parameter.type.isLayout {
            let raw = parameter.type == .enumeration ? ", as its raw value" : ""
            return SwiftLiteral.comment("\(what)\(owner) (its `\(slot.attribute)`\(raw)): the copies differ in it.")
        }
        return SwiftLiteral.comment("\(what)\(owner) (its `\(slot.attribute)`).")
    }

    /// The `NibView` base class, for UIKit and AppKit alike.
    /// - Parameter bundle: where the nibs are: the class's bundle, or a Swift package's `Bundle.module`.
    package static func nibView(bundle: PlannedBaseClass.Bundle = .classBundle) -> String {
        switch bundle {
        case .classBundle: return nibViewSource
        case .packageModule: return nibViewSource.replacingOccurrences(of: "Bundle(for: type)", with: "Bundle.module")
        }
    }

    private static let nibViewSource = """
        #if canImport(UIKit)
            import UIKit

            /// A view that loads its content from the nib named after its class, as its File's Owner.
            ///
            /// \(GeneratedMarker.baseClass). The nib's top-level view is pinned to this view's edges; subclasses
            /// connect outlets in the nib and expose its content as `@IBInspectable` properties,
            /// which Interface Builder renders live.
            @IBDesignable
            class NibView: UIView {
                /// The nib's top-level view, once loaded.
                private(set) weak var contentView: UIView?

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    loadContentFromNib()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    loadContentFromNib()
                }

                override func prepareForInterfaceBuilder() {
                    super.prepareForInterfaceBuilder()
                    if contentView == nil {
                        loadContentFromNib()
                    } else if let looks = handedLooks {
                        // Interface Builder sets the document's properties again after loading.
                        backgroundColor = looks.background
                        clipsToBounds = looks.clips
                    }
                }

                private func loadContentFromNib() {
                    let type = Swift.type(of: self)
                    let nib = UINib(nibName: String(describing: type), bundle: Bundle(for: type))
                    guard let view = nib.instantiate(withOwner: self, options: nil).first as? UIView else {
                        assertionFailure("\\(type).xib has no top-level view")
                        return
                    }
                    view.frame = bounds
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    NSLayoutConstraint.activate([
                        view.leadingAnchor.constraint(equalTo: leadingAnchor),
                        view.trailingAnchor.constraint(equalTo: trailingAnchor),
                        view.topAnchor.constraint(equalTo: topAnchor),
                        view.bottomAnchor.constraint(equalTo: bottomAnchor),
                    ])
                    contentView = view
                    takeLooks(of: view)
                }

                /// The background and clipping taken from the content, for Interface Builder's preview.
                private var handedLooks: (background: UIColor?, clips: Bool)?

                /// Takes a plain content view's background and the layer looks that shape it.
                ///
                /// This view, not the content, is what outlets and code outside hold. It takes the
                /// background, corners, clipping, border and shadow, and the content is left clear,
                /// so code that colours, rounds or shadows this view changes what shows, as when it
                /// held the copy's root. A view of a class of its own draws itself and keeps its looks.
                private func takeLooks(of view: UIView) {
                    guard Swift.type(of: view) == UIView.self else { return }
                    // A colour this view was given of its own wins; the content is clear either way.
                    if backgroundColor == nil { backgroundColor = view.backgroundColor }
                    view.backgroundColor = nil
                    let (outer, inner) = (layer, view.layer)
                    outer.cornerRadius = inner.cornerRadius
                    if #available(iOS 11.0, tvOS 11.0, *) { outer.maskedCorners = inner.maskedCorners }
                    if #available(iOS 13.0, tvOS 13.0, *) { outer.cornerCurve = inner.cornerCurve }
                    outer.masksToBounds = inner.masksToBounds
                    outer.borderWidth = inner.borderWidth
                    outer.borderColor = inner.borderColor
                    outer.shadowColor = inner.shadowColor
                    outer.shadowOpacity = inner.shadowOpacity
                    outer.shadowOffset = inner.shadowOffset
                    outer.shadowRadius = inner.shadowRadius
                    outer.shadowPath = inner.shadowPath
                    // The content fills this view: its own rounding, clipping, border and shadow would
                    // stay when code changes this view's.
                    inner.cornerRadius = 0
                    inner.masksToBounds = false
                    inner.borderWidth = 0
                    inner.shadowOpacity = 0
                    handedLooks = (backgroundColor, outer.masksToBounds)
                }
            }
        #elseif canImport(AppKit)
            import AppKit

            /// A view that loads its content from the nib named after its class, as its File's Owner.
            ///
            /// \(GeneratedMarker.baseClass). The nib's top-level view is pinned to this view's edges; subclasses
            /// connect outlets in the nib and expose its content as `@IBInspectable` properties,
            /// which Interface Builder renders live.
            @IBDesignable
            class NibView: NSView {
                /// The nib's top-level view, once loaded.
                private(set) weak var contentView: NSView?

                override init(frame frameRect: NSRect) {
                    super.init(frame: frameRect)
                    loadContentFromNib()
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                    loadContentFromNib()
                }

                override func prepareForInterfaceBuilder() {
                    super.prepareForInterfaceBuilder()
                    if contentView == nil { loadContentFromNib() }
                }

                private func loadContentFromNib() {
                    let type = Swift.type(of: self)
                    var objects: NSArray?
                    guard let nib = NSNib(nibNamed: String(describing: type), bundle: Bundle(for: type)),
                        nib.instantiate(withOwner: self, topLevelObjects: &objects),
                        let view = objects?.compactMap({ $0 as? NSView }).first
                    else {
                        assertionFailure("\\(type).xib has no top-level view")
                        return
                    }
                    view.frame = bounds
                    view.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(view)
                    NSLayoutConstraint.activate([
                        view.leadingAnchor.constraint(equalTo: leadingAnchor),
                        view.trailingAnchor.constraint(equalTo: trailingAnchor),
                        view.topAnchor.constraint(equalTo: topAnchor),
                        view.bottomAnchor.constraint(equalTo: bottomAnchor),
                    ])
                    contentView = view
                }
            }
        #endif

        """
}
