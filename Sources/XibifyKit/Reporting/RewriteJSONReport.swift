/// The JSON of `xibify rewrite --format json` (docs/json-schema.md), version 1.
public struct RewriteJSONReport: Codable, Sendable, Equatable {
    /// The schema version.
    public static let currentVersion = 1

    public var version: Int
    public var tool: String
    /// `diff`, `check` or `write`.
    public var mode: String
    /// Whether the files were written.
    public var written: Bool
    /// The extracted clusters.
    public var clusters: [Cluster]
    /// The clusters left alone.
    public var skippedClusters: [SkippedClusterEntry]
    /// The files created or changed.
    public var files: [File]

    /// One extracted cluster.
    public struct Cluster: Codable, Sendable, Equatable {
        public var id: String
        public var className: String
        /// The module, or absent when the class has an Objective-C name instead.
        public var module: String?
        public var xib: String
        public var swift: String
        public var parameters: [ParameterEntry]
        public var replaced: [InstanceEntry]
        public var skippedInstances: [InstanceEntry]
        public var notes: [String]
    }

    /// One property of a generated class.
    public struct ParameterEntry: Codable, Sendable, Equatable {
        public var name: String
        public var type: String
        public var path: String
        public var outlet: String
    }

    /// One copy, replaced or left inline.
    public struct InstanceEntry: Codable, Sendable, Equatable {
        public var file: String
        public var objectID: String?
        public var line: Int
        public var column: Int
        /// Why it was left inline; absent for replaced copies.
        public var reasons: [String]?
    }

    /// A cluster left alone.
    public struct SkippedClusterEntry: Codable, Sendable, Equatable {
        public var id: String
        public var description: String
        public var reason: String
        public var skippedInstances: [InstanceEntry]
    }

    /// A file created or changed.
    public struct File: Codable, Sendable, Equatable {
        public var path: String
        /// `xib`, `swift` or `edited`.
        public var kind: String
        /// `created` or `changed`.
        public var status: String
    }
}

extension RewriteJSONReport {
    /// Builds the JSON document of a rewrite.
    /// - Parameters:
    ///   - result: the verified rewrite.
    ///   - mode: `diff`, `check` or `write`.
    ///   - written: whether the files were written.
    public init(_ result: RewriteResult, mode: String, written: Bool) {
        func entry(_ instance: ClusterInstance, _ reasons: [String]?) -> InstanceEntry {
            InstanceEntry(
                file: instance.file, objectID: instance.objectID, line: instance.location.line,
                column: instance.location.column, reasons: reasons)
        }
        version = Self.currentVersion
        tool = "xibify"
        self.mode = mode
        self.written = written
        let displayPaths = Dictionary(result.files.map { ($0.path, $0.displayPath) }, uniquingKeysWith: { a, _ in a })
        clusters = result.plans.map { plan in
            var module: String?
            if case .target(let name) = plan.module { module = name }
            return Cluster(
                id: plan.cluster.id, className: plan.className, module: module,
                xib: displayPaths[plan.xibPath] ?? plan.xibPath, swift: displayPaths[plan.swiftPath] ?? plan.swiftPath,
                parameters: plan.parameters.map {
                    ParameterEntry(name: $0.name, type: $0.type.rawValue, path: $0.path, outlet: $0.outlet)
                },
                replaced: plan.replaced.map { entry($0, nil) },
                skippedInstances: plan.skipped.map { entry($0.instance, $0.reasons) },
                notes: plan.notes)
        }
        skippedClusters = result.skipped.map { skipped in
            SkippedClusterEntry(
                id: skipped.id, description: skipped.summary, reason: skipped.reason,
                skippedInstances: skipped.skippedInstances.map { entry($0.instance, $0.reasons) })
        }
        files = result.files.filter { $0.original != $0.contents }.map {
            File(path: $0.displayPath, kind: $0.kind.rawValue, status: $0.original == nil ? "created" : "changed")
        }
    }
}
