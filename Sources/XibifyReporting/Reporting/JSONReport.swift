import XibifyScanning

/// The JSON schema of `xibify report --format json` (docs/json-schema.md), version 3.
///
/// Optional fields are left out when unknown. Additive changes keep the version; any
/// change that removes or renames a field raises it.
package struct JSONReport: Codable, Sendable, Equatable {
    /// The schema version.
    package static let currentVersion = 3

    /// Schema version of this document.
    package var version: Int
    /// Always `xibify`.
    package var tool: String
    /// Every input, parsed or refused.
    package var files: [File]
    /// The clusters, ranked by savings.
    package var clusters: [Cluster]
    /// The variant groups, ranked by savings (version 3).
    package var variants: [Variant]
    /// Totals.
    package var summary: Summary
    /// What a baseline hid (`report --baseline`); absent without one.
    package var baseline: BaselineEntry? = nil
    /// The documents kept as a whole copy per language, each once (`PerLanguageDocument`).
    ///
    /// Absent when there is none. Added within version 2 (#31).
    package var perLanguageDocuments: [PerLanguageEntry]? = nil

    /// A document kept as a whole copy per language.
    package struct PerLanguageEntry: Codable, Sendable, Equatable {
        /// The document's path with `*.lproj` for its language folder.
        package var path: String
        /// Each language's copy, `Base` first, then by language.
        package var copies: [PerLanguageCopyEntry]
        /// A stable identifier of the advice (`adopt-base-internationalization`, `translate-with-strings`).
        package var advice: String
        /// The advice in English.
        package var adviceText: String
    }

    /// One language's copy of a document.
    package struct PerLanguageCopyEntry: Codable, Sendable, Equatable {
        /// The language folder's name without `.lproj`.
        package var language: String
        /// The copy's path, as `files` lists it.
        package var file: String
    }

    /// What `report --baseline` left out.
    package struct BaselineEntry: Codable, Sendable, Equatable {
        /// The baseline file, as given.
        package var file: String
        /// Clusters whose every copy the baseline holds, left out of `clusters`.
        package var hiddenClusters: Int
        /// Copies the baseline holds (in hidden clusters and in the clusters shown for a new copy).
        package var knownCopies: Int
    }

    /// Copies of one layout that differ in a few layout values.
    package struct Variant: Codable, Sendable, Equatable {
        package var id: String
        package var fingerprint: String
        package var rootTag: String
        package var name: String?
        /// The title every format shows.
        package var title: String
        package var elementCount: Int
        package var viewCount: Int
        /// Elements extracting it would remove (every copy but one).
        package var savings: Int
        /// The copies, in the shape of a cluster's (no parameters, ports or blockers yet: empty).
        package var instances: [Instance]
        /// The index in `instances` of the representative the others are compared with.
        package var representative: Int
        /// The layout values the copies do not all share.
        package var differences: [Difference]
    }

    /// One layout value the copies of a variant group do not all share.
    package struct Difference: Codable, Sendable, Equatable {
        /// Where it is: the tags from the root, with keys and positions.
        package var path: String
        package var attribute: String
        /// The layout property it is part of: the `path` of a colour, font, size or rect (whose
        /// attributes together are one value), else `path@attribute`.
        package var property: String
        /// Each copy's value, in the order of `instances`.
        package var values: [String]
    }

    /// One input file.
    package struct File: Codable, Sendable, Equatable {
        package var path: String
        /// `storyboard` or `xib`; absent when refused.
        package var kind: String?
        /// `iOS`, `tvOS`, `macOS` or `watchOS`; absent when refused.
        package var platform: String?
        /// Why it was refused.
        package var error: FileError?
        /// Why it was skipped (a legacy archive, XML that is not IB); absent when it was not.
        package var skipped: FileError? = nil
    }

    /// Why a file was refused.
    package struct FileError: Codable, Sendable, Equatable {
        /// A stable reason code, such as `legacy-archive`.
        package var code: String
        package var message: String
        package var suggestion: String
        package var line: Int?
        package var column: Int?
    }

    /// One duplicated layout.
    package struct Cluster: Codable, Sendable, Equatable {
        package var id: String
        package var fingerprint: String
        package var rootTag: String
        package var name: String?
        package var description: String
        /// The title a person recognises (`ClusterTitleText`), as every format shows it; added within version 2.
        package var title: String? = nil
        /// The class name `rewrite` would propose (`rewrite --name ID=…` makes it explicit); added within version 2 (#30).
        package var suggestedClassName: String? = nil
        /// Where it came from (`NameSource`: `chosen`, `label`, `outlet`, …); added within version 2.
        package var nameSource: String? = nil
        /// True when the name is a guess to confirm or replace (from a scene, a text, or the view's kind); added within version 2.
        package var nameIsGuess: Bool? = nil
        package var elementCount: Int
        package var viewCount: Int
        package var savings: Int
        package var instances: [Instance]
        package var parameters: [ParameterEntry]
        /// The wrapper's boundary ports.
        package var ports: [PortEntry]
        /// At least two copies are free of blockers.
        package var extractable: Bool
        /// XIB files whose top-level view is a copy (never replaced; all copies: identical XIB files).
        package var xibFiles: [String]
        /// The copies differ in no value and connect to nothing: not extracted.
        package var stylingDuplicate: Bool
        /// Translated entries naming the copies' inner objects (absent when none).
        package var translatedEntries: Int? = nil
        /// Their languages (absent when none).
        package var translationLanguages: [String]? = nil
    }

    /// A boundary port of a cluster.
    package struct PortEntry: Codable, Sendable, Equatable {
        /// The wrapper's outlet name.
        package var name: String
        /// `action` or `outlet`.
        package var kind: String
        /// The selector or the inner object's property; empty for a keyed port.
        package var member: String
        /// The inner object's path from the copy's root.
        package var objectPath: String
        /// The inner object, in words.
        package var object: String
        /// A keyed incoming port: the holders' properties it hands its object to, one per copy.
        package var heldAs: [String]? = nil
    }

    /// One copy's connection of one port.
    package struct ConnectionEntry: Codable, Sendable, Equatable {
        /// The port's name.
        package var port: String
        /// The id of the object outside.
        package var destinationID: String
        /// That object, in words.
        package var destination: String
        /// A keyed port: the holder's property this copy's object was held as.
        package var key: String? = nil
    }

    /// One copy.
    package struct Instance: Codable, Sendable, Equatable {
        package var file: String
        package var objectID: String?
        package var line: Int
        package var column: Int
        package var endLine: Int
        package var scene: String?
        package var userLabel: String?
        /// Parameter name → this copy's value (null when unset).
        package var values: [String: String?]
        package var blockers: [BlockerEntry]
        /// Its connection of each port.
        package var connections: [ConnectionEntry]
        /// Number of designable cache entries naming its objects (removed when it is replaced).
        package var staleCaches: Int
        /// References that need the root's own class, which the substitution style serves (rootClass
        /// blockers in the NibView style); absent when none.
        package var substitutedReferences: [BlockerEntry]? = nil
        /// With `--baseline`: whether the baseline does not hold this copy; absent without one.
        package var new: Bool? = nil
    }

    /// One reference crossing an instance's border.
    package struct BlockerEntry: Codable, Sendable, Equatable {
        /// `incoming` or `outgoing`.
        package var direction: String
        /// The kind of reference, such as `outlet` or `ancestorConstraint`.
        package var kind: String
        package var message: String
        package var line: Int
        package var column: Int
        package var referringTag: String
        package var attribute: String
        package var targetID: String
        /// The reason's stable identifier (`ancestor-constraint`, `binding`, …).
        package var reason: String
        /// The reason in words (the text report groups by it).
        package var reasonText: String
        /// What would free the copy.
        package var advice: String
    }

    /// One parameter of a cluster.
    package struct ParameterEntry: Codable, Sendable, Equatable {
        package var name: String
        /// `string`, `localizedString` or `image`.
        package var type: String
        package var path: String
        package var attribute: String
        /// Where the name came from (`label`, `outlet`, `accessibilityIdentifier`, or `kind`); added within version 2 (#30).
        package var nameSource: String? = nil
        /// True when the name only says the view's kind (`labelText`, `label2`): a guess; added within version 2.
        package var nameIsGuess: Bool? = nil
    }

    /// Totals of the scan.
    package struct Summary: Codable, Sendable, Equatable {
        package var filesScanned: Int
        package var filesRefused: Int
        /// Files passed over with a warning (legacy archives, XML that is not IB).
        package var filesSkipped: Int
        package var clusters: Int
        package var instances: Int
        package var blockedInstances: Int
        /// Clusters `rewrite` can extract (two or more copies free of blockers).
        package var extractableClusters: Int
        /// Copies free of blockers in those clusters.
        package var extractableInstances: Int
        /// Blocked copies per reason.
        package var blockedInstancesByReason: [String: Int]
        package var elementsRemovable: Int
        package var minViews: Int
        package var minElements: Int
        /// The views scanned (`DuplicationShare`); added within version 2.
        package var views: Int? = nil
        /// The views inside copies, each once; added within version 2.
        package var duplicatedViews: Int? = nil
    }
}

extension JSONReport {
    /// Builds the JSON document of a scan report.
    /// - Parameter report: the scan's result.
    package init(_ report: ScanReport) {
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
                title: ClusterTitleText.render(cluster),
                suggestedClassName: cluster.proposedClassName,
                nameSource: cluster.classNameSource.rawValue,
                nameIsGuess: cluster.classNameSource.isWeak,
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
                            ConnectionEntry(
                                port: $0.port, destinationID: $0.destinationID, destination: $0.destination, key: $0.key
                            )
                        },
                        staleCaches: instance.staleCaches.count,
                        substitutedReferences: instance.substitutedReferences.isEmpty
                            ? nil : instance.substitutedReferences.map(Self.entry),
                        new: report.baseline?.isNew(index, inCluster: cluster.fingerprint)
                    )
                },
                parameters: cluster.parameters.map {
                    ParameterEntry(
                        name: $0.name, type: $0.type.rawValue, path: $0.path, attribute: $0.attribute,
                        nameSource: $0.nameSource.rawValue, nameIsGuess: $0.nameSource.isWeak)
                },
                ports: cluster.ports.map {
                    PortEntry(
                        name: $0.name, kind: $0.kind.rawValue, member: $0.member, objectPath: $0.objectPath,
                        object: $0.objectDescription, heldAs: $0.isKeyed ? $0.heldAs : nil)
                },
                extractable: cluster.isExtractable,
                xibFiles: cluster.xibFilesHoldingIt,
                stylingDuplicate: cluster.isStylingDuplicate,
                translatedEntries: cluster.translatedEntries > 0 ? cluster.translatedEntries : nil,
                translationLanguages: cluster.translatedEntries > 0 ? cluster.translationLanguages : nil
            )
        }
        variants = report.variants.map { group in
            Variant(
                id: group.id, fingerprint: group.fingerprint, rootTag: group.rootTag, name: group.name,
                title: VariantText.title(group), elementCount: group.elementCount, viewCount: group.viewCount,
                savings: group.savings,
                instances: group.copies.map { copy in
                    Instance(
                        file: copy.file, objectID: copy.objectID, line: copy.location.line,
                        column: copy.location.column, endLine: copy.endLine, scene: copy.scene,
                        userLabel: copy.userLabel, values: [:], blockers: [], connections: [], staleCaches: 0)
                },
                representative: group.representative,
                differences: group.differences.map {
                    Difference(path: $0.path, attribute: $0.attribute, property: $0.property, values: $0.values)
                })
        }
        let share = DuplicationShare(report)
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
            minElements: report.options.minElements,
            views: share.total.views,
            duplicatedViews: share.total.duplicated
        )
        baseline = report.baseline.map {
            BaselineEntry(file: $0.file, hiddenClusters: $0.hiddenClusters, knownCopies: $0.knownCopies)
        }
        let perLanguage = PerLanguageDocument.find(in: report.documents)
        perLanguageDocuments =
            perLanguage.isEmpty
            ? nil
            : perLanguage.map { document in
                PerLanguageEntry(
                    path: document.path,
                    copies: document.copies.map { PerLanguageCopyEntry(language: $0.language, file: $0.file) },
                    advice: document.advice.rawValue, adviceText: PerLanguageText.advice(document.advice))
            }
    }
}

extension JSONReport {
    /// A blocker as JSON.
    package static func entry(_ blocker: Blocker) -> BlockerEntry {
        BlockerEntry(
            direction: blocker.direction.rawValue, kind: blocker.kind.rawValue, message: blocker.message,
            line: blocker.location.line, column: blocker.location.column, referringTag: blocker.referringTag,
            attribute: blocker.attribute, targetID: blocker.targetID, reason: blocker.reason.rawValue,
            reasonText: blocker.reason.title, advice: blocker.advice)
    }
}
