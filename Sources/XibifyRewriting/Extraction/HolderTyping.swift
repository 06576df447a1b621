import XibifyFormat
import XibifyScanning
import XibifyWorkspace

/// Which incoming ports assign the holder's own property instead of handing the object over by
/// key-value coding (rewrite.md, "Boundary ports"), each of the names a keyed port hands over by.
///
/// `setValue(label, forKey: "deviceIdLabel")` compiles whatever the key; renaming the outlet in
/// the controller then crashes at launch. `(holder as? DeviceViewController)?.deviceIdLabel = label`
/// fails the build instead. A port is typed when every replaced copy's holder of it is one class
/// declared in Swift, in a file the module compiling the wrapper compiles, and that class itself
/// declares the property as an `@IBOutlet var` that other code of the module can set, of the
/// class the wrapper's outlet has. Otherwise the key stays, and `PortCheck` checks it against the
/// holder's declared outlets where its source is found.
struct HolderTyping {
    /// The scan's documents, by `documentIndex`.
    let documents: [IBDocument]
    /// The folders of the app's sources.
    let roots: [String]
    /// The projects and packages the documents are built in.
    let projects: ProjectIndex
    /// Where sources are read.
    let files: WorkspaceFiles
    /// The holders' outlets read so far in this run.
    let holders: HolderOutletsCache

    /// Sets `holderClasses` on each incoming port of the plan, for each holder's property it can
    /// assign typed (a keyed port's names each on their own: one controller may declare
    /// `deviceIdLabel` where another copy's holder keeps its outlet private).
    func type(_ plan: inout ExtractionPlan) {
        for index in plan.ports.indices where plan.ports[index].port.kind == .incomingOutlet {
            let port = plan.ports[index].port
            guard let objectOutlet = plan.ports[index].objectOutlet,
                let objectClass = plan.outlets.first(where: { $0.name == objectOutlet })?.viewClass
            else { continue }
            for member in port.heldNames {
                if let holder = holderClass(of: port, member: member, objectClass: objectClass, in: plan) {
                    plan.ports[index].holderClasses[member] = holder
                }
            }
        }
    }

    /// The Swift class a port can cast its holder to and assign `member` on, when every
    /// replaced copy that holds the object under that name holds it in an object of one class.
    private func holderClass(of port: BoundaryPort, member: String, objectClass: String, in plan: ExtractionPlan)
        -> String?
    {
        // The holders' classes, as the documents name them.
        var classes: Set<String> = []
        for copy in plan.replaced where copy.connections.contains(where: { $0.port == port.name }) {
            let document = documents[copy.documentIndex]
            for crossing in copy.crossings
            where crossing.kind == .incomingOutlet && crossing.member == member
                && crossing.objectPath == port.objectPath
            {
                let list = Int(document.elements[crossing.connection].parent)
                let holder = list >= 0 ? Int(document.elements[list].parent) : -1
                guard holder >= 0, let name = document.attribute("customClass", of: holder) else { return nil }
                classes.insert(name)
            }
        }
        guard classes.count == 1, let className = classes.first,
            let holder = holders.outlets(className: className, roots: roots, files: files),
            let own = holder.chain.first, own.isNameable,
            let outlet = own.outlets[member], outlet.isAssignable, outlet.type == objectClass,
            compiles(own.path, for: plan)
        else { return nil }
        return own.swiftName
    }

    /// Whether the module that compiles the wrapper compiles the source too.
    private func compiles(_ path: String, for plan: ExtractionPlan) -> Bool {
        let wanted = plan.compilingTargets
        guard !wanted.isEmpty else {
            // No project: the wrapper is compiled with the app's sources beside it.
            return roots.contains { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        let compiling = Set(projects.targets(building: path).filter { $0.phase == .sources }.map(\.target))
        return Set(wanted).isSubset(of: compiling)
    }
}
