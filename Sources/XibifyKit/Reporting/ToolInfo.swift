/// The tool's name and version, as `--version` and the SARIF `driver` give them.
public enum ToolInfo {
    /// The command's name.
    public static let name = "xibify"
    /// The released version.
    public static let version = "0.1.0"
}
