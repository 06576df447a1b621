import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// The Swift of the substitution style (#17).
///
/// A subclass of the root's own class and its placeholder, which returns the object loaded from
/// the xib from `awakeAfter(using:)`. It type-checks against the UIKit and AppKit stubs in
/// Swift 5 and Swift 6 modes.
@Suite struct SubstitutionSwiftTests {
    /// The Swift source of a plan, as its style writes it.
    static func swift(_ plan: ExtractionPlan) -> (source: String, declaration: WrapperDeclaration) {
        plan.rewriteStyle.swiftSource(for: plan)
    }

    static func plan(_ className: String) throws -> ExtractionPlan {
        try #require(try RewriteTests.rewritten().plans.first { $0.className == className })
    }

    /// Ports whose object is the root itself (no outlet of their own): an outlet port hands its
    /// object to the root, an incoming port hands the root to its holder.
    static func rootPorts(like plan: ExtractionPlan) throws -> [PlannedPort] {
        var outlet = try #require(plan.ports.first { $0.port.kind == .outlet })
        outlet.port.name = "rootDelegate"
        outlet.objectOutlet = nil
        var incoming = outlet
        incoming.port.kind = .incomingOutlet
        incoming.port.name = "rootHolder"
        incoming.port.member = "cardView"
        return [outlet, incoming]
    }

    /// Coupon Field (iOS) as a stack view: two parameters, an action port, an outlet port to an
    /// inner text field, and the root's own ports.
    static func stackViewPlan() throws -> ExtractionPlan {
        var plan = try plan("CouponFieldView")
        plan.style = .substitution
        plan.rootClass = "UIStackView"
        plan.ports += try rootPorts(like: plan)
        return plan
    }

    /// Option Row (macOS) as a box (or another root class): two parameters, an action port, an
    /// outlet port to an inner field, and the root's own ports; no module, so `@objc` names.
    static func macOSPlan(root: String = "NSBox") throws -> ExtractionPlan {
        var plan = try plan("OptionRowView")
        #expect(plan.platform == .macOS)
        plan.style = .substitution
        plan.rootClass = root
        plan.module = .objectiveCName
        var outlet = try #require(try Self.plan("CouponFieldView").ports.first { $0.port.kind == .outlet })
        outlet.objectOutlet = "detailField"
        outlet.port.name = "detailFieldDelegate"
        plan.ports.append(outlet)
        plan.ports += try rootPorts(like: plan)
        return plan
    }

    /// Type-checks wrappers against a stub framework, in a temporary folder, without `NibView`.
    static func typeCheck(
        _ wrappers: [String], against framework: String, swiftVersion: String, interfaceBuilder: Bool = false
    ) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-sub-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = try GeneratedSwiftTests.stubModule(framework, in: folder)
        var files: [String] = []
        for (index, wrapper) in wrappers.enumerated() {
            let url = folder.appendingPathComponent("Wrapper\(index).swift")
            try Data(GeneratedSwiftTests.forThisPlatform(wrapper).utf8).write(to: url)
            files.append(url.path)
        }
        let defines = interfaceBuilder ? ["-D", "TARGET_INTERFACE_BUILDER"] : []
        return try GeneratedSwiftTests.run(
            ["swiftc", "-typecheck", "-swift-version", swiftVersion] + defines + ["-I", modules.path] + files)
    }

    /// The app's build, and Interface Builder's, which compiles the design-time preview too.
    @Test(arguments: ["5", "6"], [false, true])
    func bothFrameworksTypeCheck(swiftVersion: String, interfaceBuilder: Bool) throws {
        let iOS = [try Self.stackViewPlan()].map { Self.swift($0).source }
        let uiKit = try Self.typeCheck(
            iOS, against: "UIKit", swiftVersion: swiftVersion, interfaceBuilder: interfaceBuilder)
        #expect(uiKit.status == 0, "\(uiKit.output)")
        // A box and a control (whose tag is settable on AppKit), in one module.
        let macOS = try [Self.macOSPlan(), Self.macOSPlan(root: "NSButton")].enumerated().map { index, plan in
            var plan = plan
            plan.className += "\(index)"
            return Self.swift(plan).source
        }
        let appKit = try Self.typeCheck(
            macOS, against: "AppKit", swiftVersion: swiftVersion, interfaceBuilder: interfaceBuilder)
        #expect(appKit.status == 0, "\(appKit.output)")
    }

    @Test func theClassSubclassesTheRootsClassAndThePlaceholderLoadsIt() throws {
        let (source, declaration) = Self.swift(try Self.stackViewPlan())
        #expect(declaration.runtimeClass.name == "CouponFieldView")
        #expect(declaration.runtimeClass.superclasses == ["UIStackView", "UIView", "UIResponder", "NSObject"])
        #expect(declaration.runtimeClass.isKind(of: "UIStackView"))
        // Not final: the placeholder subclasses it; neither is a NibView; only the placeholder,
        // which Interface Builder shows, is designable.
        #expect(source.contains("\nclass CouponFieldView: UIStackView {\n"))
        #expect(source.contains("\n@IBDesignable\nfinal class CouponFieldViewPlaceholder: CouponFieldView {\n"))
        #expect(!source.contains("NibView") && source.components(separatedBy: "@IBDesignable").count == 2)
        // The xib it loads is the class's, and the object it takes is of the class: no recursion.
        #expect(source.contains(#"UINib(nibName: "CouponFieldView", bundle: Bundle(for: CouponFieldView.self))"#))
        #expect(source.contains("first(where: { $0 is CouponFieldView }) as? CouponFieldView"))
        #expect(!source.contains(#"nibName: "CouponFieldViewPlaceholder""#))
        #expect(source.components(separatedBy: "override func awakeAfter(using coder: NSCoder)").count == 2)
        // The placement it hands over, and its own constraints retargeted.
        for line in [
            "loaded.frame = frame", "loaded.autoresizingMask = autoresizingMask",
            "loaded.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints",
            "loaded.isHidden = isHidden", "loaded.alpha = alpha",
            "loaded.isUserInteractionEnabled = isUserInteractionEnabled", "loaded.tag = tag",
            "loaded.addConstraint(copy)",
        ] {
            #expect(source.contains("        \(line)\n"), "\(line)")
        }
        // Ports without an inner object reach the root, which is the class itself.
        #expect(source.contains(#"didSet { self.setValue(rootDelegate, forKey: "delegate") }"#))
        #expect(source.contains(#"(rootHolder as? NSObject)?.setValue(self, forKey: "cardView")"#))
    }

    @Test func membersAreDeclaredAsInTheNibViewStyle() throws {
        var plan = try Self.stackViewPlan()
        let substituted = Self.swift(plan).declaration
        plan.style = .nibView
        let nibView = Self.swift(plan).declaration
        var same = substituted
        same.runtimeClass = nibView.runtimeClass
        #expect(same == nibView)
        // The coupon field's third copy brings a constraint port and its constant.
        #expect(substituted.properties == ["titleText", "codePlaceholder", "titleLabelConstraintConstant"])
        #expect(
            substituted.ports == [
                "applyButtonTarget", "codeTextFieldDelegate", "titleLabelConstraint", "rootDelegate", "rootHolder",
            ])
        #expect(substituted.selectors == ["applyCoupon:"])
        #expect(substituted.handedKeys == ["delegate", "delegate"])
        #expect(substituted.heldKeys == ["cardView"])
    }

    @Test func appKitLoadsWithNSNibAndCopiesWhatAppKitHas() throws {
        let (box, boxDeclaration) = Self.swift(try Self.macOSPlan())
        #expect(boxDeclaration.runtimeClass.superclasses == ["NSBox", "NSView", "NSResponder", "NSObject"])
        #expect(box.contains("@objc(OptionRowView)\nclass OptionRowView: NSBox {"))
        #expect(box.contains("@objc(OptionRowViewPlaceholder)\nfinal class OptionRowViewPlaceholder: OptionRowView {"))
        #expect(box.contains(#"NSNib(nibNamed: "OptionRowView", bundle: Bundle(for: OptionRowView.self))"#))
        #expect(box.contains("loaded.alphaValue = alphaValue"))
        #expect(!box.contains("isUserInteractionEnabled") && !box.contains("UINib"))
        // `NSView.tag` is read-only; a control's is not.
        #expect(!box.contains("loaded.tag = tag"))
        let (button, buttonDeclaration) = Self.swift(try Self.macOSPlan(root: "NSButton"))
        #expect(buttonDeclaration.runtimeClass.isKind(of: "NSControl"))
        #expect(button.contains("        loaded.tag = tag\n"))
    }

    /// Interface Builder makes the placeholder with `init(frame:)`, sets its inspectable values,
    /// then calls `prepareForInterfaceBuilder()`: the placeholder keeps the values (it has no
    /// interior for the outlets) and shows the xib's object, which substitutes nothing, with them.
    @Test func thePlaceholderPreviewsTheXibInInterfaceBuilderOnly() throws {
        let plan = try Self.stackViewPlan()
        let source = Self.swift(plan).source
        let start = try #require(source.range(of: "    #if TARGET_INTERFACE_BUILDER\n"))
        let end = try #require(source.range(of: "    #endif\n", range: start.upperBound..<source.endIndex))
        let designTime = String(source[start.upperBound..<end.lowerBound])
        // Compiled only for Interface Builder, inside the placeholder class (the last one).
        #expect(source[end.upperBound...] == "}\n")
        #expect(!plan.parameters.isEmpty)
        for parameter in plan.parameters {
            let type = parameter.accessor.swiftType
            #expect(designTime.contains("        override var \(parameter.name): \(type) {\n"), "\(parameter.name)")
            #expect(designTime.contains("            preview.\(parameter.name) = \(parameter.name)\n"))
        }
        #expect(designTime.contains("        override func prepareForInterfaceBuilder() {\n"))
        #expect(designTime.contains("            super.prepareForInterfaceBuilder()\n"))
        // The same loader as at run time, of the class's own xib, without the flag that makes the
        // loaded object wait for the document's `awakeFromNib`.
        #expect(designTime.contains("guard let preview = Self.loadFromNib() else { return }"))
        #expect(!designTime.contains("isLoadingForPlaceholder"))
        #expect(designTime.contains("preview.autoresizingMask = [.flexibleWidth, .flexibleHeight]"))
        #expect(designTime.contains("            addSubview(preview)\n"))
        let macOS = Self.swift(try Self.macOSPlan()).source
        #expect(macOS.contains("preview.autoresizingMask = [.width, .height]"))
    }

    @Test func aCustomRootClassKeepsItsTagsChain() throws {
        var plan = try Self.stackViewPlan()
        plan.rootClass = "ShopCardView"
        let runtimeClass = Self.swift(plan).declaration.runtimeClass
        let tagClass = RuntimeClass.tagClass(plan.cluster.rootTag, platform: plan.platform)
        #expect(runtimeClass.superclasses == ["ShopCardView", tagClass.name] + tagClass.superclasses)
    }

    @Test func aSwiftPackageLoadsFromItsModuleBundle() throws {
        var plan = try Self.stackViewPlan()
        #expect(!plan.targets.isEmpty)
        plan.targets = plan.targets.map { target in
            var target = target
            target.container = .swiftPackage("/tmp/ShopKit/Package.swift")
            return target
        }
        let source = Self.swift(plan).source
        #expect(source.contains(#"UINib(nibName: "CouponFieldView", bundle: Bundle.module)"#))
        #expect(!source.contains("Bundle(for:"))
    }

    @Test func generatedSwiftIsFormatLintClean() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for plan in [try Self.stackViewPlan(), try Self.macOSPlan(root: "NSButton")] {
            let url = folder.appendingPathComponent("\(plan.className).swift")
            try Data(Self.swift(plan).source.utf8).write(to: url)
            paths.append(url.path)
        }
        let configuration = TestPaths.packageRoot.appendingPathComponent(".swift-format").path
        let lint = try GeneratedSwiftTests.run(
            ["swift", "format", "lint", "--strict", "--configuration", configuration] + paths)
        #expect(lint.status == 0, "\(lint.output)")
    }
}
