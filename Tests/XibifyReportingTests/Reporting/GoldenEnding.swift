import XibifyKit

/// The file name ending of a format's report golden (`report/<Name>.<ending>`), for the tests
/// that hold a fixture's report in every format to its goldens.
func goldenEnding(_ format: ReportFormat) -> String {
    switch format {
    case .text: "txt"
    case .json: "json"
    case .xcode: "xcode.txt"
    case .sarif: "sarif"
    case .html: "html"
    }
}
