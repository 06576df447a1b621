import XibifyReporting

/// `xibify config --print`: the settings in force as `.xibify.yml` text, each with its source.
package struct EffectiveConfigurationRenderer: Sendable {
    /// Creates a renderer.
    package init() {}

    /// The YAML text; it reads back as a configuration file with the same values.
    /// - Parameter configuration: the settings in force.
    /// - Returns: the text, ending with a newline.
    package func render(_ configuration: EffectiveConfiguration) -> String {
        var out = "# xibify \(ToolInfo.version) effective configuration; "
        out += configuration.file.map { "file: \($0)" } ?? "no .xibify.yml found"
        out += "\n# each value's source is given as: default, file, flag, or file + flag\n"
        out += list("included", configuration.paths)
        out += list("excluded", configuration.excluded)
        out += scalar("min_views", "\(configuration.minViews.value)", configuration.minViews.source)
        out += scalar("min_elements", "\(configuration.minElements.value)", configuration.minElements.source)
        out += scalar(
            "max_differences", "\(configuration.maxDifferences.value)", configuration.maxDifferences.source)
        if configuration.ignore.value.isEmpty {
            out += "ignore: []  # \(configuration.ignore.source.label)\n"
        } else {
            out += "ignore:  # \(configuration.ignore.source.label)\n"
            for entry in configuration.ignore.value {
                out += "  - cluster: \(Self.quoted(entry.cluster))\n    reason: \(Self.quoted(entry.reason))\n"
            }
        }
        out += scalar("reporter", Self.quoted(configuration.reporter.value), configuration.reporter.source)
        out += optional("output", configuration.output)
        out += scalar("style", Self.quoted(configuration.style.value.rawValue), configuration.style.source)
        out += optional("base_class", configuration.baseClass)
        out += optional("module", configuration.module)
        let names = configuration.names
        if names.value.isEmpty {
            out += "names: {}  # \(names.source.label)\n"
        } else {
            out += "names:  # \(names.source.label)\n"
            for id in names.value.keys.sorted() {
                out += "  \(Self.quoted(id)): \(Self.quoted(names.value[id] ?? ""))\n"
            }
        }
        return out
    }

    private func list(_ key: String, _ setting: Setting<[String]>) -> String {
        guard !setting.value.isEmpty else { return "\(key): []  # \(setting.source.label)\n" }
        return "\(key):  # \(setting.source.label)\n" + setting.value.map { "  - \(Self.quoted($0))\n" }.joined()
    }

    private func scalar(_ key: String, _ value: String, _ source: SettingSource) -> String {
        "\(key): \(value)  # \(source.label)\n"
    }

    private func optional(_ key: String, _ setting: Setting<String?>) -> String {
        guard let value = setting.value else { return "# \(key): not set  (\(setting.source.label))\n" }
        return scalar(key, Self.quoted(value), setting.source)
    }

    /// A YAML double-quoted scalar: what YAML may not hold as it is (the quote, the backslash,
    /// control characters) as its escapes, so `config --print` reads back as the same value.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\u{0}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" : "") + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
