import Crypto
import Foundation
import XibifyScanning

/// The report as a SARIF 2.1.0 log, for GitHub code scanning and other CI annotators.
///
/// One result per copy, at the copy's root element, with up to `OtherCopies.limit` of the
/// cluster's other copies as related locations (the first ones, in the cluster's order), so the
/// log grows with the copies, not with their square (#27: 1,002 copies made 541 MB when every
/// result listed every other copy); each copy has its own result, and the message and
/// `properties.copyCount` say how many there are. One `error` result per refused input as well
/// as a tool-execution notification
/// (GitHub shows results, not notifications, of tools other than its own). Paths relative to the
/// working folder are URIs relative to `%SRCROOT%`, which GitHub resolves against the
/// repository's root when the report ran there.
package struct SARIFReporter: Reporter {
    package static let identifier = "sarif"

    /// The base of relative paths, written as `%SRCROOT%`'s URI; none leaves it unstated.
    package var workingDirectory: String?

    /// Creates a reporter.
    /// - Parameter workingDirectory: the absolute folder the report's relative paths start from.
    package init(workingDirectory: String? = nil) { self.workingDirectory = workingDirectory }

    package func render(_ report: ScanReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain strings and numbers cannot fail to encode.
        let data = (try? encoder.encode(log(report))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The log of a report.
    /// - Parameter report: the scan's result.
    /// - Returns: the SARIF document.
    package func log(_ report: ScanReport) -> SARIFLog {
        let rules = SARIFRule.allCases
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element, $0.offset) })
        var results: [SARIFLog.Result] = []
        let findings = Findings(report)
        for finding in findings.copies {
            let (cluster, instance, reasons) = (finding.cluster, finding.instance, finding.reasons)
            let rule = reasons.first.map(SARIFRule.blockedCopy) ?? .duplicateLayout
            let related = finding.others.map { other, copy in
                SARIFLog.Location(
                    id: other + 1, physicalLocation: physical(copy),
                    message: .init(text: "copy \(other + 1) of \(cluster.instances.count)"))
            }
            results.append(
                SARIFLog.Result(
                    ruleId: rule.id, ruleIndex: ruleIndex[rule] ?? 0, level: "warning",
                    message: .init(text: message(finding)),
                    locations: [SARIFLog.Location(physicalLocation: physical(instance))],
                    relatedLocations: related.isEmpty ? nil : related,
                    partialFingerprints: [
                        "xibifyCopy/v1": Self.hash([cluster.fingerprint, instance.file, instance.objectID ?? ""])
                    ],
                    properties: SARIFLog.ResultProperties(
                        clusterId: cluster.id, clusterFingerprint: cluster.fingerprint,
                        objectId: instance.objectID, extractable: finding.extractable,
                        blockerReasons: reasons.map(\.rawValue), copyCount: cluster.instances.count,
                        omittedCopies: finding.omitted == 0 ? nil : finding.omitted),
                    baselineState: finding.isNew.map { $0 ? "new" : "unchanged" }))
        }
        // Each copy of a variant group, the group's other copies related (as many as for clusters).
        for group in report.variants {
            for (index, copy) in group.copies.enumerated() {
                let others = group.copies.indices.filter { $0 != index }
                let related = others.prefix(OtherCopies.limit).map { other in
                    SARIFLog.Location(
                        id: other + 1, physicalLocation: physical(group.copies[other]),
                        message: .init(text: "copy \(other + 1) of \(group.copies.count)"))
                }
                results.append(
                    SARIFLog.Result(
                        ruleId: SARIFRule.nearMissLayout.id, ruleIndex: ruleIndex[.nearMissLayout] ?? 0,
                        level: SARIFRule.nearMissLayout.level,
                        message: .init(text: VariantText.message(group, copy: index) + "."),
                        locations: [SARIFLog.Location(physicalLocation: physical(copy))],
                        relatedLocations: related.isEmpty ? nil : related,
                        partialFingerprints: [
                            "xibifyVariant/v1": Self.hash([group.fingerprint, copy.file, copy.objectID ?? ""])
                        ],
                        properties: nil,
                        baselineState: report.baseline.map {
                            $0.isNew(index, inCluster: group.fingerprint) ? "new" : "unchanged"
                        }))
            }
        }
        // Once per document, at its first copy, the other languages' copies related.
        for document in findings.perLanguage {
            let first = document.copies[0]
            let related = document.copies.dropFirst().enumerated().map { index, copy in
                SARIFLog.Location(
                    id: index + 1,
                    physicalLocation: SARIFLog.PhysicalLocation(artifactLocation: artifact(copy.file), region: nil),
                    message: .init(text: "the \(copy.language) copy"))
            }
            results.append(
                SARIFLog.Result(
                    ruleId: SARIFRule.perLanguageCopies.id, ruleIndex: ruleIndex[.perLanguageCopies] ?? 0,
                    level: SARIFRule.perLanguageCopies.level,
                    message: .init(
                        text: PerLanguageText.message(document) + ". " + PerLanguageText.advice(document.advice) + "."),
                    locations: [
                        SARIFLog.Location(
                            physicalLocation: SARIFLog.PhysicalLocation(
                                artifactLocation: artifact(first.file), region: nil))
                    ],
                    relatedLocations: related.isEmpty ? nil : related,
                    partialFingerprints: ["xibifyPerLanguage/v1": Self.hash([document.path])], properties: nil,
                    baselineState: nil))
        }
        var notifications: [SARIFLog.Notification] = []
        for error in findings.refused {
            let location = SARIFLog.Location(
                physicalLocation: SARIFLog.PhysicalLocation(
                    artifactLocation: artifact(error.path),
                    region: error.line.map { SARIFLog.Region(startLine: $0, startColumn: error.column) }))
            let text = "\(error.message) (\(error.suggestion))"
            results.append(
                SARIFLog.Result(
                    ruleId: SARIFRule.refusedInput.id, ruleIndex: ruleIndex[.refusedInput] ?? 0, level: "error",
                    message: .init(text: text), locations: [location], relatedLocations: nil,
                    partialFingerprints: ["xibifyRefused/v1": Self.hash([error.path, error.code])], properties: nil,
                    baselineState: nil))
            notifications.append(
                SARIFLog.Notification(
                    level: "error", message: .init(text: text), locations: [location],
                    descriptor: .init(id: error.code)))
        }
        // Skipped files (legacy `<archive>` XIBs, XML that is not Interface Builder) are the tool's
        // warnings about its inputs, not findings: notifications only.
        for file in findings.skipped {
            let location = SARIFLog.Location(
                physicalLocation: SARIFLog.PhysicalLocation(
                    artifactLocation: artifact(file.path),
                    region: file.line.map { SARIFLog.Region(startLine: $0, startColumn: file.column) }))
            notifications.append(
                SARIFLog.Notification(
                    level: "warning", message: .init(text: "\(file.message) (\(file.suggestion))"),
                    locations: [location], descriptor: .init(id: file.code)))
        }
        let driver = SARIFLog.Driver(
            name: ToolInfo.name, version: ToolInfo.version, semanticVersion: ToolInfo.version, informationUri: nil,
            rules: rules.map(\.descriptor))
        let base = workingDirectory.map { directory in
            [
                "%SRCROOT%": SARIFLog.ArtifactLocation(
                    uri: Self.fileURI(directory.hasSuffix("/") ? directory : directory + "/"))
            ]
        }
        return SARIFLog(runs: [
            SARIFLog.Run(
                tool: .init(driver: driver), originalUriBaseIds: base,
                invocations: [.init(executionSuccessful: true, toolExecutionNotifications: notifications)],
                results: results)
        ])
    }

    private func message(_ finding: Findings.Copy) -> String {
        let (cluster, reasons, omitted) = (finding.cluster, finding.reasons, finding.omitted)
        let others = finding.others
            .map { "[\(Self.linkText("\($0.copy.file):\($0.copy.location.line)"))](\($0.index + 1))" }
        var text =
            "Duplicated layout \(cluster.id) \(ClusterTitleText.render(finding.identity)), copy \(finding.index + 1) of "
        text += "\(cluster.instances.count); also at \(others.joined(separator: ", "))"
        if omitted > 0 {
            text += " and \(omitted) other \(omitted == 1 ? "copy" : "copies"), each a result of its own "
            text += "(`xibify report --format json` lists every copy of \(cluster.id))"
        }
        text += "; extracting it saves \(cluster.savings) elements."
        if !reasons.isEmpty {
            text += " This copy cannot be extracted: " + reasons.map(\.title).joined(separator: "; ") + "."
        }
        return text
    }

    /// Text inside a SARIF message link: brackets and backslashes are escaped (SARIF 3.11.6).
    package static func linkText(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "[" || character == "]" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    private func physical(_ instance: ClusterInstance) -> SARIFLog.PhysicalLocation {
        SARIFLog.PhysicalLocation(
            artifactLocation: artifact(instance.file),
            region: SARIFLog.Region(
                startLine: instance.location.line, startColumn: instance.location.column,
                endLine: max(instance.endLine, instance.location.line)))
    }

    private func physical(_ copy: VariantGroup.Copy) -> SARIFLog.PhysicalLocation {
        SARIFLog.PhysicalLocation(
            artifactLocation: artifact(copy.file),
            region: SARIFLog.Region(
                startLine: copy.location.line, startColumn: copy.location.column,
                endLine: max(copy.endLine, copy.location.line)))
    }

    private func artifact(_ path: String) -> SARIFLog.ArtifactLocation {
        if path.hasPrefix("/") { return SARIFLog.ArtifactLocation(uri: Self.fileURI(path)) }
        return SARIFLog.ArtifactLocation(uri: Self.percentEncoded(path), uriBaseId: "%SRCROOT%")
    }

    package static func fileURI(_ path: String) -> String { "file://" + percentEncoded(path) }

    /// A path as a URI reference: unreserved characters and `/` kept, the rest percent-encoded.
    package static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriAllowed) ?? path
    }

    /// The characters a URI reference keeps as they are; built once (a log asks for every location).
    private static let uriAllowed = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=:@")

    /// The first 16 bytes of SHA-256 of the parts, in hex.
    package static func hash(_ parts: [String]) -> String {
        let digest = SHA256.hash(data: Data(parts.joined(separator: "\n").utf8))
        return digest.prefix(16).map { String(format: "%02x", $0) }.joined()
    }
}
