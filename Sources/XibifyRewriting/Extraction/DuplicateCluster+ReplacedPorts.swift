import XibifyFormat
import XibifyScanning

extension DuplicateCluster {
    /// The cluster as the copies a plan replaces see it: the ports named again from those copies'
    /// crossings alone, and those copies connected to them.
    ///
    /// The scan names the ports of every copy (`report` shows them all), but a copy that stays
    /// inline, blocked or overlapping another, connects none of them: a port only it used would be
    /// declared by the wrapper, with the code that hands its object over, and connected by no
    /// placeholder (KeePassium's `ValueView` declared two constraint ports and a holder port of
    /// copies left inline). Named again, the replaced copies' ports also lose the counters the
    /// inline copies' names took (`…Constraint2`).
    /// - Parameters:
    ///   - replaced: the copies the plan replaces, in cluster order.
    ///   - documents: the scan's documents, by `documentIndex`.
    /// - Returns: the cluster with the replaced copies' ports (its instances with their new
    ///   connections), and those copies.
    package func ported(by replaced: [ClusterInstance], documents: [IBDocument]) -> (
        cluster: DuplicateCluster, replaced: [ClusterInstance]
    ) {
        guard !replaced.isEmpty else { return (self, replaced) }
        // Taken as the scan took them (`DuplicateClusterer`): the names of views and the parameters'.
        let named = PortNamer.ports(
            replaced.map(\.crossings), documents: replaced.map { documents[$0.documentIndex] },
            taken: ObjectNamer.reservedNames.union(parameters.map(\.name)))
        var result = self
        result.ports = named.ports
        var copies = replaced
        for offset in copies.indices {
            copies[offset].connections = named.connections[offset]
            if let index = result.instances.firstIndex(where: { $0.copyKey == copies[offset].copyKey }) {
                result.instances[index].connections = named.connections[offset]
            }
        }
        return (result, copies)
    }
}
