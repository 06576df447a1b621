/// An effective setting: its value and where it came from.
package struct Setting<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value in force.
    package var value: Value
    /// Where it came from.
    package var source: SettingSource

    /// Creates a setting.
    /// - Parameters:
    ///   - value: the value in force.
    ///   - source: where it came from.
    package init(_ value: Value, _ source: SettingSource) {
        self.value = value
        self.source = source
    }

    /// The flag's value when given, else the file's, else the default.
    /// - Parameters:
    ///   - flag: the command line's value, if given.
    ///   - file: the configuration file's value, if set.
    ///   - builtIn: the default.
    /// - Returns: the setting.
    package static func pick(flag: Value?, file: Value?, builtIn: Value) -> Setting {
        if let flag { return Setting(flag, .flag) }
        if let file { return Setting(file, .file) }
        return Setting(builtIn, .builtIn)
    }
}
