/// The tool's name and version, as `--version` and the SARIF `driver` give them.
package enum ToolInfo {
    /// The command's name.
    package static let name = "xibify"
    /// The released version.
    package static let version = "0.1.0"
}
