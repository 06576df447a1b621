/// The JSON schema of `xibify report --format json` (docs/json-schema.md), version 1.
///
/// Optional fields are left out when unknown. Additive changes keep the version; any
/// change that removes or renames a field raises it.
public struct JSONReport: Codable, Sendable, Equatable {
    /// The schema version.
    public static let currentVersion = 2

    /// Schema version of this document.
    public var version: Int
    /// Always `xibify`.
    public var tool: String
    /// Every input, parsed or refused.
    public var files: [File]
    /// The clusters, ranked by savings.
    public var clusters: [Cluster]
    /// Totals.
    public var summary: Summary
    /// What a baseline hid (`report --baseline`); absent without one.
    public var baseline: BaselineEntry? = nil

    /// What `report --baseline` left out.
    public struct BaselineEntry: Codable, Sendable, Equatable {
        /// The baseline file, as given.
        public var file: String
        /// Clusters whose every copy the baseline holds, left out of `clusters`.
        public var hiddenClusters: Int
        /// Copies the baseline holds (in hidden clusters and in the clusters shown for a new copy).
        public var knownCopies: Int
    }

    /// One input file.
    public struct File: Codable, Sendable, Equatable {
        public var path: String
        /// `storyboard` or `xib`; absent when refused.
        public var kind: String?
        /// `iOS`, `tvOS`, `macOS` or `watchOS`; absent when refused.
        public var platform: String?
        /// Why it was refused.
        public var error: FileError?
        /// Why it was skipped (a legacy archive, XML that is not IB); absent when it was not.
        public var skipped: FileError? = nil
    }

    /// Why a file was refused.
    public struct FileError: Codable, Sendable, Equatable {
        /// A stable reason code, such as `legacy-archive`.
        public var code: String
        public var message: String
        public var suggestion: String
        public var line: Int?
        public var column: Int?
    }

    /// One duplicated layout.
    public struct Cluster: Codable, Sendable, Equatable {
        public var id: String
        public var fingerprint: String
        public var rootTag: String
        public var name: String?
        public var description: String
        public var elementCount: Int
        public var viewCount: Int
        public var savings: Int
        public var instances: [Instance]
        public var parameters: [ParameterEntry]
        /// The wrapper's boundary ports.
        public var ports: [PortEntry]
        /// At least two copies are free of blockers.
        public var extractable: Bool
        /// XIB files whose top-level view is a copy (never replaced; all copies: identical XIB files).
        public var xibFiles: [String]
        /// The copies differ in no value and connect to nothing: not extracted.
        public var stylingDuplicate: Bool
        /// Translated entries naming the copies' inner objects (absent when none).
        public var translatedEntries: Int? = nil
        /// Their languages (absent when none).
        public var translationLanguages: [String]? = nil
    }

    /// A boundary port of a cluster.
    public struct PortEntry: Codable, Sendable, Equatable {
        /// The wrapper's outlet name.
        public var name: String
        /// `action` or `outlet`.
        public var kind: String
        /// The selector or the inner object's property.
        public var member: String
        /// The inner object's path from the copy's root.
        public var objectPath: String
        /// The inner object, in words.
        public var object: String
    }

    /// One copy's connection of one port.
    public struct ConnectionEntry: Codable, Sendable, Equatable {
        /// The port's name.
        public var port: String
        /// The id of the object outside.
        public var destinationID: String
        /// That object, in words.
        public var destination: String
    }

    /// One copy.
    public struct Instance: Codable, Sendable, Equatable {
        public var file: String
        public var objectID: String?
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var scene: String?
        public var userLabel: String?
        /// Parameter name → this copy's value (null when unset).
        public var values: [String: String?]
        public var blockers: [BlockerEntry]
        /// Its connection of each port.
        public var connections: [ConnectionEntry]
        /// Number of designable cache entries naming its objects (removed when it is replaced).
        public var staleCaches: Int
        /// References that need the root's own class, which the substitution style serves (rootClass
        /// blockers in the NibView style); absent when none.
        public var substitutedReferences: [BlockerEntry]? = nil
        /// With `--baseline`: whether the baseline does not hold this copy; absent without one.
        public var new: Bool? = nil
    }

    /// One reference crossing an instance's border.
    public struct BlockerEntry: Codable, Sendable, Equatable {
        /// `incoming` or `outgoing`.
        public var direction: String
        /// The kind of reference, such as `outlet` or `ancestorConstraint`.
        public var kind: String
        public var message: String
        public var line: Int
        public var column: Int
        public var referringTag: String
        public var attribute: String
        public var targetID: String
        /// The reason's stable identifier (`ancestor-constraint`, `binding`, …).
        public var reason: String
        /// The reason in words (the text report groups by it).
        public var reasonText: String
        /// What would free the copy.
        public var advice: String
    }

    /// One parameter of a cluster.
    public struct ParameterEntry: Codable, Sendable, Equatable {
        public var name: String
        /// `string`, `localizedString` or `image`.
        public var type: String
        public var path: String
        public var attribute: String
    }

    /// Totals of the scan.
    public struct Summary: Codable, Sendable, Equatable {
        public var filesScanned: Int
        public var filesRefused: Int
        /// Files passed over with a warning (legacy archives, XML that is not IB).
        public var filesSkipped: Int
        public var clusters: Int
        public var instances: Int
        public var blockedInstances: Int
        /// Clusters `rewrite` can extract (two or more copies free of blockers).
        public var extractableClusters: Int
        /// Copies free of blockers in those clusters.
        public var extractableInstances: Int
        /// Blocked copies per reason.
        public var blockedInstancesByReason: [String: Int]
        public var elementsRemovable: Int
        public var minViews: Int
        public var minElements: Int
    }
}

extension JSONReport {
    /// Builds the JSON document of a scan report.
    /// - Parameter report: the scan's result.
    public init(_ report: ScanReport) {
        version = Self.currentVersion
        tool = "xibify"
        files = report.files.map { file in
            File(
                path: file.path,
                kind: file.kind?.rawValue,
                platform: file.platform?.rawValue,
                error: file.error.map {
                    FileError(
                        code: $0.code, message: $0.message, suggestion: $0.suggestion, line: $0.line, column: $0.column)
                },
                skipped: file.skipped.map {
                    FileError(
                        code: $0.code, message: $0.message, suggestion: $0.suggestion, line: $0.line, column: $0.column)
                }
            )
        }
        clusters = report.clusters.map { cluster in
            Cluster(
                id: cluster.id,
                fingerprint: cluster.fingerprint,
                rootTag: cluster.rootTag,
                name: cluster.name,
                description: cluster.summary,
                elementCount: cluster.elementCount,
                viewCount: cluster.viewCount,
                savings: cluster.savings,
                instances: cluster.instances.enumerated().map { index, instance in
                    Instance(
                        file: instance.file,
                        objectID: instance.objectID,
                        line: instance.location.line,
                        column: instance.location.column,
                        endLine: instance.endLine,
                        scene: instance.scene,
                        userLabel: instance.userLabel,
                        values: Dictionary(
                            uniqueKeysWithValues: zip(cluster.parameters.map(\.name), instance.values)),
                        blockers: instance.blockers.map(Self.entry),
                        connections: instance.connections.map {
                            ConnectionEntry(port: $0.port, destinationID: $0.destinationID, destination: $0.destination)
                        },
                        staleCaches: instance.staleCaches.count,
                        substitutedReferences: instance.substitutedReferences.isEmpty
                            ? nil : instance.substitutedReferences.map(Self.entry),
                        new: report.baseline?.isNew(index, inCluster: cluster.fingerprint)
                    )
                },
                parameters: cluster.parameters.map {
                    ParameterEntry(name: $0.name, type: $0.type.rawValue, path: $0.path, attribute: $0.attribute)
                },
                ports: cluster.ports.map {
                    PortEntry(
                        name: $0.name, kind: $0.kind.rawValue, member: $0.member, objectPath: $0.objectPath,
                        object: $0.objectDescription)
                },
                extractable: cluster.isExtractable,
                xibFiles: cluster.xibFilesHoldingIt,
                stylingDuplicate: cluster.isStylingDuplicate,
                translatedEntries: cluster.translatedEntries > 0 ? cluster.translatedEntries : nil,
                translationLanguages: cluster.translatedEntries > 0 ? cluster.translationLanguages : nil
            )
        }
        summary = Summary(
            filesScanned: report.files.count - report.refused.count - report.skipped.count,
            filesRefused: report.refused.count,
            filesSkipped: report.skipped.count,
            clusters: report.clusters.count,
            instances: report.instanceCount,
            blockedInstances: report.blockedInstanceCount,
            extractableClusters: report.extractableClusterCount,
            extractableInstances: report.extractableInstanceCount,
            blockedInstancesByReason: Dictionary(
                uniqueKeysWithValues: report.blockedInstancesByReason.map { ($0.reason.rawValue, $0.count) }),
            elementsRemovable: report.totalSavings,
            minViews: report.options.minViews,
            minElements: report.options.minElements
        )
        baseline = report.baseline.map {
            BaselineEntry(file: $0.file, hiddenClusters: $0.hiddenClusters, knownCopies: $0.knownCopies)
        }
    }
}

extension JSONReport {
    /// A blocker as JSON.
    static func entry(_ blocker: Blocker) -> BlockerEntry {
        BlockerEntry(
            direction: blocker.direction.rawValue, kind: blocker.kind.rawValue, message: blocker.message,
            line: blocker.location.line, column: blocker.location.column, referringTag: blocker.referringTag,
            attribute: blocker.attribute, targetID: blocker.targetID, reason: blocker.reason.rawValue,
            reasonText: blocker.reason.title, advice: blocker.advice)
    }
}
