/// Where an effective setting came from, as `config --print` says.
package enum SettingSource: Sendable, Equatable {
    /// xibify's built-in default.
    case builtIn
    /// The configuration file.
    case file
    /// A command-line flag.
    case flag
    /// The configuration file's value with the flags' added (`excluded` and `--exclude`).
    case fileAndFlag

    /// The source in words.
    package var label: String {
        switch self {
        case .builtIn: "default"
        case .file: "file"
        case .flag: "flag"
        case .fileAndFlag: "file + flag"
        }
    }
}
