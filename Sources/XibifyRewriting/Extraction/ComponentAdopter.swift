import Foundation
import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// Plans new copies of a reusable view xibify wrote earlier as placeholders of its existing class.
///
/// When a cluster holds the top-level view of `C.xib` (File's Owner `C`, or, in the substitution
/// style, a top-level object of class `C`) and `C.swift` beside it is a wrapper xibify wrote, its
/// inline copies are not extracted into a new class: the existing xib is the template, nothing is
/// created, and each copy becomes a placeholder of `C` (or of `CPlaceholder`) that sets the
/// existing properties and connects the existing ports. Every difference between the copies and
/// the xib must have a property of `C` that sets it, and every reference that leaves a copy a
/// port of `C` that carries it; otherwise the copies stay inline, with what is missing named.
package struct ComponentAdopter {
    /// The scan.
    package var report: ScanReport
    /// Makes a path absolute.
    package var absolute: (String) -> String
    /// Targets files join in this run already (`ComponentRepair`), by path.
    package var pending: [String: Set<BuildTarget>] = [:]

    /// The component of a cluster, if one of its copies is the top-level view of a reusable view's
    /// XIB: of two such (two apps' classes of one layout), the one of the app of the other copies.
    package func component(of cluster: DuplicateCluster) -> ClusterInstance? {
        let components = cluster.instances.filter { instance in
            let document = report.documents[instance.documentIndex]
            return BoundaryFinder.isXIBTopLevelView(instance.element, in: document)
                && BoundaryFinder.componentClass(of: document, files: report.workspace) != nil
        }
        guard components.count > 1,
            let copy = cluster.instances.first(where: { instance in
                !components.contains { $0.file == instance.file && $0.element == instance.element }
            })
        else { return components.first }
        let app = SourceClassNames.projectRoots(of: [absolute(copy.file)], files: report.workspace)
        return components.first { component in
            SourceClassNames.projectRoots(of: [absolute(component.file)], files: report.workspace) == app
        } ?? components.first
    }

    /// The style a component's class was written in, or nil when its source is not one xibify wrote.
    package func style(of component: ClusterInstance) -> ExtractionStyle? {
        wrapper(of: report.documents[component.documentIndex])?.style
    }

    /// The wrapper of a component's xib, read back from its source.
    private func wrapper(of document: IBDocument) -> ExistingWrapper? {
        guard let className = BoundaryFinder.componentClass(of: document, files: report.workspace) else { return nil }
        let swift = BoundaryFinder.wrapperSource(ofXIB: absolute(document.path), className: className)
        return ExistingWrapper.read(
            path: swift, className: className, platform: document.platform, files: report.workspace)
    }

    /// The NibView-style reusable views of the scan whose class xibify wrote, each as a copy of
    /// its top-level view with the fingerprint of its layout. (The scan groups new copies of a
    /// substitution-style component with it already: `SubstitutedComponent`.)
    package func components() -> [(instance: ClusterInstance, fingerprint: String)] {
        report.documents.indices.compactMap { index in
            let document = report.documents[index]
            guard let style = wrapper(of: document)?.style, RewriteStyles.style(style).adoptsComponents,
                let root = ParsedOutput.topLevelView(of: document)
            else { return nil }
            let subtree = Canonicalizer(document: document, index: ReferenceIndex(document)).canonicalize(root)
            let instance = ClusterInstance(
                file: document.path, documentIndex: index, element: root, objectID: document.id(of: root),
                location: document.location(of: root), endLine: document.endLocation(of: root).line, scene: nil,
                userLabel: document.attribute("userLabel", of: root), values: [], references: [], crossings: [],
                connections: [], staleCaches: [], slots: subtree.slots)
            return (instance, subtree.fingerprint)
        }
    }

    /// The component whose xib has the layout a plan's new xib would have, if any: new copies of a
    /// reusable view whose ports make them differ from its xib (an outlet to the controller that
    /// the wrapper now hands over) only match it once ported.
    package func component(
        matching plan: ExtractionPlan, among components: [(instance: ClusterInstance, fingerprint: String)]
    ) -> ClusterInstance? {
        guard !components.isEmpty else { return nil }
        let document = report.documents[plan.template.documentIndex]
        let xib = XIBRenderer(plan: plan, document: document, ported: PortedTemplate(plans: [plan], source: document))
            .render()
        guard let parsed = try? IBDocumentParser.parse(Array(xib.utf8), path: plan.xibPath),
            let root = ParsedOutput.topLevelView(of: parsed)
        else { return nil }
        let fingerprint = Canonicalizer(document: parsed, index: ReferenceIndex(parsed)).canonicalize(root).fingerprint
        // Only a component of the same app as the copies.
        let app = SourceClassNames.projectRoots(of: plan.replaced.map { absolute($0.file) }, files: report.workspace)
        return components.first { component in
            component.fingerprint == fingerprint
                && SourceClassNames.projectRoots(of: [absolute(component.instance.file)], files: report.workspace)
                    == app
        }?.instance
    }

    /// A cluster whose parameters are the slots where any copy differs from the component's xib.
    package func cluster(_ cluster: DuplicateCluster, against component: ClusterInstance, clean: [ClusterInstance])
        -> DuplicateCluster
    {
        var result = cluster
        result.parameters = component.slots.filter { slot in
            let path = Array(slot.path.utf8)
            return clean.contains { copy in
                copy.slots.first(where: { $0.hasPath(bytes: path) })?.value != slot.value
            }
        }.map { Parameter(name: "", type: $0.type, path: $0.path, attribute: $0.attribute) }
        return result
    }

    /// The plan that makes the clean copies placeholders of the component's class.
    /// - Throws: `SkipReason` naming what the existing class lacks.
    package func plan(
        _ cluster: DuplicateCluster, component: ClusterInstance, clean: [ClusterInstance], left: [SkippedInstance],
        targets: [BuildTarget], projects: ProjectIndex
    ) throws(SkipReason) -> ExtractionPlan {
        let document = report.documents[component.documentIndex]
        let className = BoundaryFinder.componentClass(of: document, files: report.workspace) ?? ""
        let xibPath = absolute(component.file)
        let swiftPath = BoundaryFinder.wrapperSource(ofXIB: xibPath, className: className)
        let xibName = (xibPath as NSString).lastPathComponent
        guard !clean.isEmpty else {
            throw .componentCopiesBlocked(xib: xibName)
        }
        // Another app's class of the same layout is not this app's to use.
        let app = SourceClassNames.projectRoots(of: [xibPath], files: report.workspace)
        guard
            clean.allSatisfy({ SourceClassNames.projectRoots(of: [absolute($0.file)], files: report.workspace) == app })
        else {
            throw .componentOfAnotherApp(className: className, xib: xibName)
        }
        guard
            let wrapper = ExistingWrapper.read(
                path: swiftPath, className: className, platform: document.platform, files: report.workspace)
        else {
            throw .componentNotWritten(className: className, xib: xibName)
        }
        // Every target that builds a copy must copy the nib and compile the class (else "Unknown
        // class" and an empty view at run time); a test bundle takes the class from its host app.
        let copied = Set(projects.targets(building: xibPath).filter { $0.phase == .resources }.map(\.target))
            .union(pending[xibPath] ?? [])
        let compiled = Set(projects.targets(building: swiftPath).filter { $0.phase == .sources }.map(\.target))
            .union(pending[swiftPath] ?? [])
        // A class that static libraries of one module compile, none of them a target that copies
        // the documents, is in the binaries of the apps that link them (as a new class is placed,
        // `ExtractionPlanner`: "compiled where its neighbours are").
        let compiledBy = projects.libraries(compiled, compilingFor: Set(targets))
        for target in targets {
            let lacksSwift = !(compiled.contains(target) || target.isTestBundle || compiledBy != nil)
            guard !copied.contains(target) || lacksSwift else { continue }
            throw .componentNotBuilt(
                className: className, xib: xibName, target: target.displayName, lacksXIB: !copied.contains(target),
                lacksSwift: lacksSwift)
        }
        // The class's outlets: File's Owner's, or, substituted, the xib's object's own.
        let holder = RewriteStyles.style(wrapper.style).outletHolder(ofComponent: component.element, in: document)
        let classOutlets = holder.map { Self.outlets(of: $0, in: document, under: component.element) } ?? [:]

        var parameters: [PlannedParameter] = []
        for parameter in cluster.parameters {
            let pathBytes = Array(parameter.path.utf8)
            guard let slotIndex = component.slots.firstIndex(where: { $0.hasPath(bytes: pathBytes) }) else { continue }
            let slot = component.slots[slotIndex]
            if Int(document.elements[slot.element].parent) == component.element,
                RootPlacement(root: component.element, in: document).isPlaceholderChild(slot.element, in: document)
            {
                continue
            }
            guard let accessor = SlotAccessor.make(for: slot, in: document),
                let outlet = classOutlets[accessor.view],
                let name = wrapper.properties[accessor.getter.replacingOccurrences(of: "$", with: outlet)]
            else {
                throw .componentLacksProperty(className: className, xib: xibName, path: parameter.path)
            }
            parameters.append(
                PlannedParameter(
                    name: name, type: parameter.type, slotIndex: slotIndex, path: parameter.path, outlet: outlet,
                    accessor: accessor, imageCatalog: document.attribute("catalog", of: slot.element)))
        }

        // The ports the copies use, named as the existing class names them.
        var renamed: [String: String] = [:]
        // Ports split by the name the holder had, and ports whose placeholders now set their key.
        var renamedByKey: [String: String] = [:]
        var keyedNow: [String: String] = [:]
        var ports: [PlannedPort] = []
        let used = Set(clean.flatMap { $0.connections.map(\.port) })
        for port in cluster.ports where used.contains(port.name) {
            var planned = PlannedPort(port: port, objectOutlet: nil, method: nil, arity: 0)
            let object = ObjectPath.element(at: port.objectPath, under: component.element, in: document)
            let outlet = object.flatMap { classOutlets[$0] }
            switch port.kind {
            case .action:
                guard let existing = wrapper.actionPorts[port.member] else {
                    throw .componentLacksPort(
                        className: className, kind: port.kind, member: port.member, object: port.objectDescription)
                }
                planned.port.name = existing.port
                planned.method = existing.method
                planned.arity = existing.arity
            case .outlet:
                guard let outlet, let name = wrapper.outletPorts[outlet + "." + port.member] else {
                    throw .componentLacksPort(
                        className: className, kind: port.kind, member: port.member, object: port.objectDescription)
                }
                planned.port.name = name
                planned.objectOutlet = outlet
            case .incomingOutlet:
                let keyed = outlet.flatMap { wrapper.keyedIncomingPorts[$0] }
                if let outlet, let keyed {
                    // The class's port for the object's role takes any name the placeholder sets.
                    planned.port.name = keyed
                    planned.port.heldAs = port.heldNames
                    planned.port.member = ""
                    planned.objectOutlet = outlet
                    if !port.isKeyed { keyedNow[port.name] = port.member }
                } else if let outlet, !port.isKeyed, let name = wrapper.incomingPorts[outlet + "." + port.member] {
                    planned.port.name = name
                    planned.objectOutlet = outlet
                } else if let outlet, port.isKeyed,
                    case let names = port.heldAs.compactMap({ wrapper.incomingPorts[outlet + "." + $0] }),
                    names.count == port.heldAs.count
                {
                    // A class written with a port per name: each placeholder connects its name's.
                    for (member, name) in zip(port.heldAs, names) {
                        var single = planned
                        single.port.name = name
                        single.port.member = member
                        single.port.heldAs = []
                        single.objectOutlet = outlet
                        renamedByKey[port.name + "." + member] = name
                        ports.append(single)
                    }
                    continue
                } else {
                    throw .componentLacksPort(
                        className: className, kind: port.kind, member: port.heldNames.joined(separator: ", "),
                        object: port.objectDescription)
                }
            case .incomingConstraint:
                guard let outlet, let name = wrapper.constraintPorts[outlet + "." + port.member] else {
                    throw .componentLacksPort(
                        className: className, kind: port.kind, member: port.member, object: port.objectDescription)
                }
                planned.port.name = name
                planned.objectOutlet = outlet
            }
            renamed[port.name] = planned.port.name
            ports.append(planned)
        }
        let replaced = clean.map { instance in
            var copy = instance
            copy.connections = instance.connections.map { connection in
                var renamedConnection = connection
                if let key = connection.key, let name = renamedByKey[connection.port + "." + key] {
                    renamedConnection.port = name
                    renamedConnection.key = nil
                    return renamedConnection
                }
                renamedConnection.port = renamed[connection.port] ?? connection.port
                if let key = keyedNow[connection.port] { renamedConnection.key = key }
                return renamedConnection
            }
            return copy
        }
        // Its placeholders name the module as its xib does: the building target's, or a library's.
        let classHolder = holder ?? component.element
        let declaredModule = document.attribute("customModule", of: classHolder)
        let module: ModuleChoice =
            wrapper.hasObjectiveCName
            ? .objectiveCName
            : document.attribute("customModuleProvider", of: classHolder) == nil
                && declaredModule.map({ module in !targets.contains { $0.moduleName == module } }) == true
                ? .library(declaredModule ?? className)
                : .target(declaredModule ?? targets.first?.moduleName ?? className)
        var plan = ExtractionPlan(
            cluster: cluster, className: className, baseClass: wrapper.baseClass, module: module,
            parameters: parameters, outlets: [], ports: ports, template: component, replaced: replaced,
            skipped: left.filter { $0.instance.element != component.element || $0.instance.file != component.file },
            xibPath: xibPath, swiftPath: swiftPath, platform: document.platform,
            notes: [.existingClass(className: className, xib: xibName)],
            targets: targets, joins: [:], existingDeclaration: wrapper.declaration)
        plan.compiledBy = compiledBy
        RewriteStyles.style(wrapper.style).adopt(&plan, baseClass: wrapper.baseClass)
        return plan
    }

    /// An object's outlets into a subtree: the outlet's name by the element it points at.
    /// - Parameters:
    ///   - holder: the object whose connections are read (File's Owner, or a substituted root).
    ///   - document: its document.
    ///   - root: the subtree's root.
    package static func outlets(of holder: Int, in document: IBDocument, under root: Int) -> [Int: String] {
        guard let connections = document.child("connections", of: holder) else {
            return [:]
        }
        var byID: [String: Int] = [:]
        for element in root..<Int(document.elements[root].subtreeEnd) {
            if let id = document.id(of: element) { byID[id] = element }
        }
        var result: [Int: String] = [:]
        for outlet in document.children(connections) where document.tag(outlet) == "outlet" {
            guard let property = document.attribute("property", of: outlet),
                let destination = document.attribute("destination", of: outlet), let element = byID[destination]
            else { continue }
            result[element] = property
        }
        return result
    }

}
