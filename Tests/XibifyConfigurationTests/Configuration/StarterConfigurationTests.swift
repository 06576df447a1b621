import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `xibify config --init`'s starter file (#32): it reads back as the defaults, and so does every
/// example it shows once uncommented.
@Suite struct StarterConfigurationTests {
    static let file = "/project/.xibify.yml"

    @Test func theStarterFileLoadsAsTheDefaults() throws {
        let configuration = try ConfigurationLoader.parse(StarterConfiguration.text, file: Self.file)
        #expect(configuration.minViews == ClusteringOptions.defaultMinViews)
        #expect(configuration.minElements == ClusteringOptions.defaultMinElements)
        #expect(configuration.included == nil && configuration.excluded == nil && configuration.ignore == nil)
        #expect(configuration.reporter == nil && configuration.output == nil && configuration.style == nil)
    }

    /// Each example line (`# key: value`, `#   - item`) uncommented gives a valid file with every key.
    @Test func everyExampleIsValidOnceUncommented() throws {
        let lines = StarterConfiguration.text.split(separator: "\n", omittingEmptySubsequences: false)
        let uncommented = lines.map { line -> String in
            let text = String(line)
            guard text.hasPrefix("# ") else { return text }
            let rest = String(text.dropFirst(2))
            let isExample = rest.hasPrefix("  ") || rest.wholeMatch(of: /[a-z_]+:( .*)?/) != nil
            return isExample ? rest : text
        }.joined(separator: "\n")
        let configuration = try ConfigurationLoader.parse(uncommented, file: Self.file)
        #expect(configuration.included == ["App"])
        #expect(configuration.excluded == ["**/Legacy/**"])
        #expect(configuration.ignore?.map(\.cluster) == ["1a2b3c4d"])
        #expect(configuration.reporter == "sarif" && configuration.output == "build/xibify.sarif")
        #expect(configuration.style == .automatic && configuration.baseClass == "AppNibView")
        #expect(configuration.module == "App")
        #expect(configuration.names == ["1a2b3c4d": "PaymentCardView"])
        // Every key the loader knows is shown.
        for key in ConfigurationLoader.keys {
            #expect(StarterConfiguration.text.contains("\(key):"), "\(key)")
        }
    }

    @Test func itIsNeverWrittenOverAnything() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-starter-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("deep/er/.xibify.yml").path
        let made = try StarterConfiguration.create(at: path)
        #expect(made == [folder.path, folder.path + "/deep", folder.path + "/deep/er"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == StarterConfiguration.text)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: StarterConfiguration.Failure.exists) { try StarterConfiguration.create(at: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
        // A link to nowhere is something: not followed, not replaced.
        let link = folder.appendingPathComponent("link.yml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "nowhere.yml")
        #expect(throws: StarterConfiguration.Failure.exists) { try StarterConfiguration.create(at: link) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere.yml").path))
    }
}
