import XibifyRewriting
import XibifyScanning

/// The JSON of `xibify rewrite --format json` (docs/json-schema.md), version 3.
package struct RewriteJSONReport: Codable, Sendable, Equatable {
    /// The schema version.
    package static let currentVersion = 3

    package var version: Int
    package var tool: String
    /// `diff`, `check` or `write`.
    package var mode: String
    /// Whether the files were written.
    package var written: Bool
    /// The extracted clusters.
    package var clusters: [Cluster]
    /// The clusters left alone.
    package var skippedClusters: [SkippedClusterEntry]
    /// The clusters whose output failed a verification check and were left out of the batch (a
    /// bug in xibify: please report it).
    package var droppedClusters: [DroppedClusterEntry]
    /// The files created or changed.
    package var files: [File]
    /// Counts: what was extracted, what was not and why.
    package var summary: Summary

    /// One extracted cluster.
    package struct Cluster: Codable, Sendable, Equatable {
        package var id: String
        package var className: String
        /// The module, or absent when the class has an Objective-C name instead.
        package var module: String?
        package var xib: String
        package var swift: String
        package var parameters: [ParameterEntry]
        package var ports: [PortEntry]
        package var replaced: [InstanceEntry]
        package var skippedInstances: [InstanceEntry]
        package var notes: [String]
        /// The stable identifier of each note, in the order of `notes` (`substitution-style`, …).
        package var noteIDs: [String]
        /// True when the copies become placeholders of a class an earlier run wrote (its `xib` and
        /// `swift` exist and are not written); absent otherwise.
        package var existingClass: Bool? = nil
        /// Where the class name came from (`chosen`, `label`, `outlet`, `accessibilityIdentifier`,
        /// `customClass`, `scene`, `text`, `kind`; the last three are guesses).
        package var classNameSource: String? = nil
        /// True when the class name is a guess to confirm or replace; absent for an existing class (#30).
        package var nameIsGuess: Bool? = nil
        /// Where the copies' translated entries go; absent when none is translated.
        package var translations: TranslationEntry? = nil
    }

    /// The translated entries an extraction carries (rewrite.md, "Translations").
    package struct TranslationEntry: Codable, Sendable, Equatable {
        /// Entries moved to the new xib's own `.strings` files.
        package var moved: Int
        /// Entries dropped as equal to the moved ones.
        package var dropped: Int
        /// Entries moved to the placeholders' localized runtime-attribute keys.
        package var toPlaceholders: Int
        /// The languages of the new xib's `.strings` files.
        package var languages: [String]
    }

    /// One property of a generated class.
    package struct ParameterEntry: Codable, Sendable, Equatable {
        package var name: String
        package var type: String
        package var path: String
        package var outlet: String
    }

    /// One copy, replaced or left inline.
    package struct InstanceEntry: Codable, Sendable, Equatable {
        package var file: String
        package var objectID: String?
        package var line: Int
        package var column: Int
        /// Why it was left inline; absent for replaced copies.
        package var reasons: [String]?
        /// The stable identifier of each reason, in the order of `reasons` (a blocker's reason, or
        /// `overlap`, `holder-in-another-copy`, `own-constraint-outlet`); absent for replaced copies.
        package var reasonIDs: [String]?
        /// For a replaced copy: its connection of each port.
        package var connections: [JSONReport.ConnectionEntry]?
        /// For a copy left inline: its blockers with their reasons and fixes.
        package var blockers: [BlockerEntry]?
    }

    /// A boundary port of an extracted cluster, as the wrapper implements it.
    package struct PortEntry: Codable, Sendable, Equatable {
        /// The wrapper's outlet that placeholders connect.
        package var name: String
        /// `action` or `outlet`.
        package var kind: String
        /// The selector or the inner object's property; empty for a keyed port.
        package var member: String
        /// The forwarding method (action ports).
        package var method: String?
        /// The wrapper's outlet to the inner object (outlet ports).
        package var objectOutlet: String?
        /// A keyed incoming port: the holders' properties it hands its object to, one per copy.
        package var heldAs: [String]? = nil
        /// A keyed incoming port: the wrapper's property each placeholder sets to its holder's.
        package var keyProperty: String? = nil
    }

    /// Why a copy stays inline.
    package struct BlockerEntry: Codable, Sendable, Equatable {
        /// The reason's stable identifier (`ancestor-constraint`, …).
        package var reason: String
        /// The reason in words.
        package var reasonText: String
        package var message: String
        package var advice: String
        package var line: Int
        package var column: Int
    }

    /// What a rewrite extracted, and what it left and why.
    package struct Summary: Codable, Sendable, Equatable {
        package var extractedClusters: Int
        package var replacedInstances: Int
        package var skippedClusters: Int
        /// Clusters dropped because their output failed a check.
        package var droppedClusters: Int
        package var skippedInstances: Int
        /// Copies left inline per reason (a copy counts once under each of its reasons).
        package var skippedInstancesByReason: [String: Int]
    }

    /// A cluster dropped from the batch because its output failed a check.
    package struct DroppedClusterEntry: Codable, Sendable, Equatable {
        package var id: String
        package var description: String
        package var className: String
        /// The check that failed (`ids`, `removed-ids`, `ports`, …; docs/rewrite.md, "Verification").
        package var check: String
        /// The problem's stable identifier (`removed-id-named`, …).
        package var code: String
        package var file: String
        package var line: Int?
        /// The sentence the text output gives after `file:line: error:`.
        package var message: String
    }

    /// A cluster left alone.
    package struct SkippedClusterEntry: Codable, Sendable, Equatable {
        package var id: String
        package var description: String
        package var reason: String
        /// The reason's stable identifier (`too-few-copies`, `styling-duplicate`, …; docs/json-schema.md).
        package var reasonID: String
        package var skippedInstances: [InstanceEntry]
    }

    /// A file created or changed.
    package struct File: Codable, Sendable, Equatable {
        package var path: String
        /// `xib`, `swift`, `edited` or `project`.
        package var kind: String
        /// `created` or `changed`.
        package var status: String
        /// For a created file: each target that must build it, and how it gets there; absent when
        /// no Xcode project or Swift package builds the copies.
        package var targets: [TargetEntry]?
    }

    /// One target a created file joins.
    package struct TargetEntry: Codable, Sendable, Equatable {
        /// The target's name.
        package var target: String
        /// Its `project.pbxproj` or `Package.swift`.
        package var project: String
        /// `Sources` or `Resources`.
        package var phase: String
        /// `add-to-phase` (the user must add it, or pass --add-to-project), `added` (it was),
        /// `synchronized-folder` or `package-folder` (nothing to do).
        package var action: String
    }
}

extension RewriteJSONReport {
    /// Builds the JSON document of a rewrite.
    /// - Parameters:
    ///   - result: the verified rewrite.
    ///   - mode: `diff`, `check` or `write`.
    ///   - written: whether the files were written.
    package init(_ result: RewriteResult, mode: String, written: Bool) {
        func entry(_ instance: ClusterInstance, _ reasons: [CopySkipReason]?) -> InstanceEntry {
            let replaced = reasons == nil
            return InstanceEntry(
                file: instance.file, objectID: instance.objectID, line: instance.location.line,
                column: instance.location.column, reasons: reasons?.map(SkipReasonText.sentence),
                reasonIDs: reasons?.map(\.id),
                connections: replaced
                    ? instance.connections.map {
                        JSONReport.ConnectionEntry(
                            port: $0.port, destinationID: $0.destinationID, destination: $0.destination,
                            key: $0.key)
                    } : nil,
                blockers: replaced
                    ? nil
                    : instance.blockers.map {
                        BlockerEntry(
                            reason: $0.reason.rawValue, reasonText: $0.reason.title, message: $0.message,
                            advice: $0.advice, line: $0.location.line,
                            column: $0.location.column)
                    })
        }
        version = Self.currentVersion
        tool = "xibify"
        self.mode = mode
        self.written = written
        let displayPaths = Dictionary(result.files.map { ($0.path, $0.displayPath) }, uniquingKeysWith: { a, _ in a })
        clusters = result.plans.map { plan in
            var module: String?
            if let name = plan.module.name { module = name }
            return Cluster(
                id: plan.cluster.id, className: plan.className, module: module,
                xib: displayPaths[plan.xibPath] ?? plan.xibPath, swift: displayPaths[plan.swiftPath] ?? plan.swiftPath,
                parameters: plan.parameters.map {
                    ParameterEntry(name: $0.name, type: $0.type.rawValue, path: $0.path, outlet: $0.outlet)
                },
                ports: plan.ports.map {
                    PortEntry(
                        name: $0.port.name, kind: $0.port.kind.rawValue, member: $0.port.member, method: $0.method,
                        objectOutlet: $0.objectOutlet, heldAs: $0.port.isKeyed ? $0.port.heldAs : nil,
                        keyProperty: $0.port.isKeyed ? $0.port.keyProperty : nil)
                },
                replaced: plan.replaced.map { entry($0, nil) },
                skippedInstances: plan.skipped.map { entry($0.instance, $0.reasons) },
                notes: plan.notes.map(PlanNoteText.sentence), noteIDs: plan.notes.map(\.id),
                existingClass: plan.adoptsExistingClass ? true : nil,
                classNameSource: plan.adoptsExistingClass ? nil : plan.cluster.classNameSource.rawValue,
                nameIsGuess: plan.adoptsExistingClass ? nil : plan.cluster.classNameSource.isWeak,
                translations: plan.translations.isEmpty
                    ? nil
                    : TranslationEntry(
                        moved: plan.translations.moved, dropped: plan.translations.dropped,
                        toPlaceholders: plan.translations.parameterEntries,
                        languages: plan.translations.created.map(\.language).sorted()))
        }
        skippedClusters = result.skipped.map { skipped in
            SkippedClusterEntry(
                id: skipped.id, description: skipped.summary, reason: SkipReasonText.sentence(skipped.reason),
                reasonID: skipped.reason.id,
                skippedInstances: skipped.skippedInstances.map { entry($0.instance, $0.reasons) })
        }
        droppedClusters = result.dropped.map { dropped in
            DroppedClusterEntry(
                id: dropped.id, description: dropped.summary, className: dropped.className, check: dropped.check,
                code: dropped.failure.code, file: dropped.path, line: dropped.line,
                message: dropped.message(othersWritten: written && !result.plans.isEmpty))
        }
        let left = result.plans.flatMap(\.skipped) + result.skipped.flatMap(\.skippedInstances)
        var byReason: [String: Int] = [:]
        for skipped in left {
            for reason in Set(skipped.reasons.map(\.id)) { byReason[reason, default: 0] += 1 }
        }
        summary = Summary(
            extractedClusters: result.plans.count,
            replacedInstances: result.plans.reduce(0) { $0 + $1.replaced.count },
            skippedClusters: result.skipped.count,
            droppedClusters: result.dropped.count,
            skippedInstances: left.count,
            skippedInstancesByReason: byReason)
        files = result.files.filter { $0.original != $0.contents || $0.joins.contains(where: \.needsProjectEdit) }.map {
            file in
            let targets = file.joins.map { join -> TargetEntry in
                let action: String
                switch join.way {
                case .buildPhase: action = result.addedToProject ? "added" : "add-to-phase"
                case .synchronizedFolder: action = "synchronized-folder"
                case .packageFolder: action = "package-folder"
                case .specSources: action = "spec-sources"
                }
                // Shown relative to the working folder, as the file itself is.
                let base =
                    file.path.hasSuffix(file.displayPath) ? String(file.path.dropLast(file.displayPath.count)) : ""
                let project = join.target.containerPath
                return TargetEntry(
                    target: join.target.name,
                    project: !base.isEmpty && project.hasPrefix(base) ? String(project.dropFirst(base.count)) : project,
                    phase: join.phase.rawValue, action: action)
            }
            return File(
                path: file.displayPath, kind: file.kind.rawValue,
                status: file.original == nil ? "created" : file.original == file.contents ? "joins-targets" : "changed",
                targets: targets.isEmpty ? nil : targets)
        }
    }
}
