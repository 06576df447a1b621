import Foundation
import XibifyKit

/// libFuzzer's entry point: one input through parse → scan → report → rewrite plan, render and
/// verify → rewrite report, as `xibify report` and `xibify rewrite` (without `--write`) run them.
///
/// Any error the pipeline throws is an expected refusal; a crash, trap, hang, leak or ASan report
/// is a finding. The input's size picks the variants, so one input always runs the same way:
/// clustering thresholds (even: the defaults; odd: every subtree of two views or more), the
/// extraction style (`size / 2 % 3`), the scan reporter (`size / 6 % 5`; run when a document
/// parsed) and the rewrite reporter (`size / 30 % 2`).
///
/// `main.swift` hands it to libFuzzer's driver; it is exported as `LLVMFuzzerTestOneInput` too,
/// for other drivers.
/// - Parameters:
///   - data: the input (nil when empty).
///   - size: its length in bytes.
/// - Returns: 0 (libFuzzer's "keep going").
@_cdecl("LLVMFuzzerTestOneInput")
public func xibifyFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let statistics = FuzzStatistics.shared
    statistics.inputs += 1
    let workspace = FuzzWorkspace.shared
    workspace.replace(with: FuzzInput(bytes).files)
    let clustering =
        size % 2 == 0
        ? ClusteringOptions(workers: 1)
        : ClusteringOptions(minViews: 2, minElements: 1, workers: 1)
    let scan = ScanOptions(
        paths: [workspace.folder.path], workingDirectory: workspace.folder, clustering: clustering, workers: 1)
    let report = Pipeline.scan(scan)
    // Most mutants are not well-formed; reporting only refusals would spend most of the time on
    // the reporters' fixed parts (SARIF's rule table), so a report is rendered when a document parsed.
    guard !report.documents.isEmpty else { return 0 }
    statistics.parsed += 1
    let format = ReportFormat.allCases[size / 6 % ReportFormat.allCases.count]
    _ = format.reporter(ReporterSettings(workingDirectory: workspace.folder.path)).render(report)
    guard report.extractableClusterCount > 0 else { return 0 }
    statistics.extractable += 1
    var options = ExtractionOptions(workingDirectory: workspace.folder)
    options.style = StylePreference.allCases[size / 2 % StylePreference.allCases.count]
    let result: RewriteResult
    do {
        result = try Rewriter.prepare(report, options: options)
    } catch {
        let kind: String
        switch error {
        case .extraction: kind = "extraction"
        case .project: kind = "project"
        case .linkedPath: kind = "linked-path"
        case .changedSinceRead: kind = "changed-since-read"
        case .verification(let failure):
            kind = "verification"
            statistics.keep(failedChecks: [failure.check], input: bytes)
        }
        statistics.refused[kind, default: 0] += 1
        return 0
    }
    for dropped in result.dropped { statistics.dropped[dropped.check, default: 0] += 1 }
    statistics.keep(failedChecks: result.dropped.map(\.check), input: bytes)
    if !result.plans.isEmpty { statistics.rewritten += 1 }
    let outcome = RewriteOutcome(result: result, mode: .diff, written: false)
    let rewriteFormat = RewriteFormat.allCases[size / 30 % RewriteFormat.allCases.count]
    _ = rewriteFormat.reporter(for: outcome, color: false).render(outcome)
    return 0
}
