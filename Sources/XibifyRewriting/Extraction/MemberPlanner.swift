import XibifyFormat
import XibifyScanning
import XibifySupport

/// The members of a generated class.
///
/// A property per parameter with the outlet to the view it sets, and a port per reference that
/// crosses the copies' border with the outlet to its object. Every name is unique among them and
/// apart from what the class inherits.
struct MemberPlanner {
    /// The copy the class is drawn from.
    let template: ClusterInstance
    /// Its document.
    let document: IBDocument
    /// The user's names for parameters (`--param OLD=NEW`).
    let parameterNames: [String: String]
    /// Member names of the class's superclasses (a substituted class inherits its root's).
    let inherited: Set<String>
    /// The names taken so far.
    private var usedNames: Set<String>
    /// The outlets so far, by the element they point at.
    private var outletsByView: [Int: PlannedOutlet] = [:]

    /// Whether the wrapper takes a plain root's looks from the xib's view (`NibView` on UIKit,
    /// `takeLooks(of:)`): the root's background is then the wrapper's own.
    let takesRootLooks: Bool
    /// Whether the class is the xib's top-level object itself (substitution): a layout value of
    /// the root is then its own property, set on `self`.
    let rootIsSelf: Bool

    init(
        template: ClusterInstance, document: IBDocument, parameterNames: [String: String], inherited: Set<String>,
        takesRootLooks: Bool = false, rootIsSelf: Bool = false
    ) {
        self.template = template
        self.document = document
        self.parameterNames = parameterNames
        self.inherited = inherited
        self.takesRootLooks = takesRootLooks
        self.rootIsSelf = rootIsSelf
        usedNames = ObjectNamer.reservedNames.union(inherited)
    }

    /// The class's outlets, by name.
    var outlets: [PlannedOutlet] { outletsByView.values.sorted { $0.name < $1.name } }

    /// What the names the copies' holders give an inner object share (`MeaningNamer.held`).
    private func heldMeaning(of object: Int, in cluster: DuplicateCluster) -> String? {
        MeaningNamer.held(
            objectAt: ObjectPath(of: object, under: template.element, in: document).text,
            in: cluster.instances.map(\.crossings))
    }

    /// The properties the cluster's parameters become, each with its accessor and outlet.
    mutating func parameters(of cluster: DuplicateCluster) throws(PlanningStop) -> [PlannedParameter] {
        var parameters: [PlannedParameter] = []
        let sizeConstraints = Set(InstanceGeometry(root: template.element, in: document).sizeConstraints)
        for parameter in cluster.parameters {
            let pathBytes = Array(parameter.path.utf8)
            let slotIndex = template.slots.firstIndex(where: { $0.hasPath(bytes: pathBytes) })
            if let slot = slotIndex.map({ template.slots[$0] }) {
                // The root's own accessibility stays on each placeholder, with each copy's values
                // (RootPlacement): no wrapper property sets it.
                if Int(document.elements[slot.element].parent) == template.element,
                    RootPlacement(root: template.element, in: document).isPlaceholderChild(slot.element, in: document)
                {
                    continue
                }
                // So does a layout value of the root that each placeholder carries as its own
                // (`hidden`, `alpha`: RootPlacement), and a constant of the root's own size
                // constraints, which stay on the placeholder.
                if slot.type.isLayout,
                    (slot.element == template.element && RootPlacement.placeholderOnly.contains(slot.attribute))
                        || sizeConstraints.contains(slot.element)
                {
                    continue
                }
            }
            guard let slotIndex, var accessor = SlotAccessor.make(for: template.slots[slotIndex], in: document)
            else {
                throw .skipped(.parameterNotSettable(name: parameter.name, path: parameter.path))
            }
            // An enumeration's word every copy has must have a raw value the placeholder can carry.
            if let raw = accessor.rawValues,
                cluster.instances.contains(where: { instance in
                    instance.slots.indices.contains(slotIndex)
                        && instance.slots[slotIndex].value.map { raw[$0] == nil } ?? true
                })
            {
                throw .skipped(.parameterNotSettable(name: parameter.name, path: parameter.path))
            }
            // So must a number: the placeholder writes each copy's as its runtime attribute's value.
            if parameter.type == .number,
                let text = cluster.instances.lazy.compactMap({ instance in
                    instance.slots.indices.contains(slotIndex) ? instance.slots[slotIndex].value : nil
                }).first(where: { !CanonicalNumber.isDecimal($0) })
            {
                throw .skipped(.parameterNotANumber(name: parameter.name, path: parameter.path, value: text))
            }
            // A view of the app's own class may set the value itself in `awakeFromNib`, which runs
            // inside the xib's loading, before the placeholder's runtime attributes: setting the
            // copy's value after it would undo what the class set (element's `MXKImageView`).
            // The substituted root wakes after them, as the copy did.
            if parameter.type.isLayout, !(rootIsSelf && accessor.view == template.element),
                let own = document.attribute("customClass", of: accessor.view), !own.isEmpty
            {
                throw .skipped(.layoutValueOfOwnClass(name: parameter.name, path: parameter.path, className: own))
            }
            let name = parameterNames[parameter.name] ?? parameter.name
            guard SwiftIdentifier.isValid(name) else { throw .refused(.invalidParameterName(name)) }
            guard usedNames.insert(name).inserted else {
                if ObjectNamer.reservedNames.contains(name) && parameterNames[parameter.name] == nil {
                    throw .skipped(.parameterNameOfView(name))
                }
                if inherited.contains(name) {
                    throw .skipped(.parameterNameOfRootClass(name))
                }
                throw .refused(.duplicateParameterName(name))
            }
            let slotElement = template.slots[slotIndex].element
            // The root's background, when the wrapper takes it from the xib's view, is the wrapper's.
            var outlet = rootIsSelf && parameter.type.isLayout && accessor.view == template.element ? "self" : ""
            if takesRootLooks, parameter.type == .color, parameter.attribute == "backgroundColor",
                accessor.view == template.element, RootPlacement(root: template.element, in: document).plainRoot
            {
                outlet = "self"
                accessor.getter = "$.backgroundColor"
                accessor.setter = "$.backgroundColor = newValue"
            }
            parameters.append(
                PlannedParameter(
                    name: name, type: parameter.type, slotIndex: slotIndex, path: parameter.path, outlet: outlet,
                    accessor: accessor, imageCatalog: document.attribute("catalog", of: slotElement)))
        }
        for index in parameters.indices where parameters[index].outlet.isEmpty {
            let view = parameters[index].accessor.view
            if outletsByView[view] == nil {
                guard let id = document.id(of: view) else {
                    throw .skipped(.parameterViewWithoutID)
                }
                // A constraint is named after what its parameter sets (`cardLeadingConstraint`).
                let constant =
                    parameters[index].accessor.viewClass == "NSLayoutConstraint"
                        && parameters[index].name.hasSuffix("Constant")
                    ? String(parameters[index].name.dropLast("Constant".count)) : nil
                let name = ObjectNamer.name(
                    for: view, viewClass: parameters[index].accessor.viewClass, in: document, used: &usedNames,
                    meaning: constant ?? heldMeaning(of: view, in: cluster))
                outletsByView[view] = PlannedOutlet(
                    name: name, viewClass: parameters[index].accessor.viewClass, element: view, destinationID: id)
                // A constraint a size class leaves out is held by nothing else.
                if parameters[index].accessor.viewClass == "NSLayoutConstraint" { outletsByView[view]!.strong = true }
            }
            parameters[index].outlet = outletsByView[view]!.name
        }

        return parameters
    }

    /// The ports, each with its forwarding method (actions) or the outlet to its object.
    mutating func ports(of cluster: DuplicateCluster) throws(PlanningStop) -> [PlannedPort] {
        var ports: [PlannedPort] = []
        for port in cluster.ports {
            guard usedNames.insert(port.name).inserted else {
                throw .refused(.duplicateParameterName(port.name))
            }
            ports.append(PlannedPort(port: port, objectOutlet: nil, method: nil, arity: 0))
        }
        for index in ports.indices {
            let port = ports[index].port
            switch port.kind {
            case .action:
                let arity = port.member.filter { $0 == ":" }.count
                guard arity <= (document.platform == .macOS ? 1 : 2) else {
                    throw .skipped(.actionArity(selector: port.member))
                }
                let macOS = document.platform == .macOS
                guard !InheritedSelectors.contains(port.member, macOS: macOS) else {
                    throw .skipped(.actionOverridesViewMethod(selector: port.member, macOS: macOS))
                }
                // The forwarder is named as the action, so Interface Builder finds the method the
                // xib's connection names; `forward…` where that name is taken or inherited.
                let stem = port.member.split(separator: ":").first.map(String.init) ?? ""
                var method = stem
                if !SwiftIdentifier.isValid(method) || usedNames.contains(method)
                    || InheritedSelectors.containsName(method, macOS: macOS)
                {
                    method = "forward" + SwiftIdentifier.camelCase(stem, upperFirst: true)
                }
                if !SwiftIdentifier.isValid(method) { method = "forwardAction" }
                let base = method
                var counter = 2
                while !usedNames.insert(method).inserted {
                    method = base + String(counter)
                    counter += 1
                }
                ports[index].method = method
                ports[index].arity = arity
            case .outlet, .incomingOutlet, .incomingConstraint:
                let crossingKind: BoundaryCrossing.Kind =
                    port.kind == .outlet
                    ? .outlet : port.kind == .incomingOutlet ? .incomingOutlet : .incomingConstraint
                // Incoming outlets and constraints differ between copies: the template may have none
                // for this port, and its object is then the one at the port's path.
                guard
                    let object = template.crossings.first(where: {
                        $0.kind == crossingKind && $0.kind != .incomingConstraint && $0.objectPath == port.objectPath
                            && $0.member == port.member
                    })?.object
                        ?? (crossingKind != .outlet
                            ? ObjectPath.element(at: port.objectPath, under: template.element, in: document) : nil)
                else { throw .skipped(.portWithoutObject(port: port.name)) }
                if outletsByView[object] == nil {
                    guard let id = document.id(of: object) else {
                        throw .skipped(.portObjectWithoutID(port: port.name))
                    }
                    // A port only passes its object on: an object xibify has no class for (a menu item,
                    // a cell, a table column) is typed `NSObject`, which every connection accepts.
                    let objectClass =
                        ObjectClass.known(tag: document.tag(object), platform: document.platform) ?? "NSObject"
                    // Named after its tag when it has no class of its own (`menuItem`, not `object`).
                    let tag = document.tag(object)
                    let naming =
                        objectClass == "NSObject"
                        ? (document.platform == .macOS ? "NS" : "UI") + SwiftIdentifier.camelCase(tag, upperFirst: true)
                        : objectClass
                    let name = ObjectNamer.name(
                        for: object, viewClass: naming, in: document, used: &usedNames,
                        meaning: heldMeaning(of: object, in: cluster))
                    outletsByView[object] = PlannedOutlet(
                        name: name, viewClass: objectClass, element: object, destinationID: id)
                }
                // An object handed to a holder may have nothing else that retains it (a constraint
                // or view uninstalled for a size class; apps hold such outlets strongly): the
                // wrapper holds it strongly until the port hands it over.
                if port.kind == .incomingOutlet { outletsByView[object]!.strong = true }
                ports[index].objectOutlet = outletsByView[object]!.name
            }
        }

        return ports
    }
}
