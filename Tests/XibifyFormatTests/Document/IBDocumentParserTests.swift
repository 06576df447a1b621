import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// Refusals name the file, the line where known, and the reason; accepted files say what they are.
@Suite struct IBDocumentParserTests {
    static func refusal(_ xml: String, path: String = "Bad.xib") -> DocumentError? {
        refusal(Array(xml.utf8), path: path)
    }

    static func refusal(_ bytes: [UInt8], path: String = "Bad.xib") -> DocumentError? {
        do {
            _ = try IBDocumentParser.parse(bytes, path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedXMLGivesTheLine() throws {
        let error = try #require(
            Self.refusal("<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n<a>\n</b>\n</document>\n"))
        guard case .malformed(let message) = error.reason else { Issue.record("got \(error.reason)"); return }
        #expect(message.contains("mismatch"))
        #expect(error.line == 4)
        #expect(error.errorDescription?.hasPrefix("Bad.xib:4:") == true)
    }

    @Test func truncatedFileIsMalformed() throws {
        let error = try #require(Self.refusal("<?xml version=\"1.0\"?>\n<document version=\"3.0\"><objects>"))
        #expect(error.code == "malformed-xml")
    }

    @Test func emptyFileIsMalformed() throws {
        #expect(Self.refusal([UInt8]())?.code == "malformed-xml")
    }

    @Test func legacyArchiveIsRefused() throws {
        let xml =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"7.10\">\n<data/></archive>\n"
        let error = try #require(Self.refusal(xml))
        #expect(error.reason == .legacyArchive)
        #expect(error.line == 2)
        #expect(error.suggestion.contains("Xcode"))
    }

    @Test func otherXMLIsRefused() throws {
        let error = try #require(Self.refusal("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"))
        #expect(error.reason == .notInterfaceBuilder(root: "plist"))
    }

    @Test func otherDocumentVersionIsRefused() throws {
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"2.0\"/>"
        #expect(Self.refusal(xml)?.reason == .unsupportedVersion("2.0"))
    }

    @Test func externalEntityIsRefusedAndNeverRead() throws {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><label text="&secret;"/></objects></document>
            """
        let error = try #require(Self.refusal(xml))
        #expect(error.reason == .forbiddenDoctype)
        #expect(error.line == 2)
    }

    @Test func entityExpansionBombIsRefusedQuickly() throws {
        var entities = "<!ENTITY l0 \"lol\">"
        for level in 1...9 {
            entities += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
        }
        let xml =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entities)]>\n<document version=\"3.0\">&l9;</document>\n"
        let clock = ContinuousClock()
        var error: DocumentError?
        let elapsed = clock.measure { error = Self.refusal(xml) }
        #expect(error?.reason == .forbiddenDoctype)
        // Not a timing assertion on the parser: a billion expansions would take minutes and gigabytes.
        #expect(elapsed < .seconds(5))
    }

    @Test func nonUTF8InputIsRefused() throws {
        let latin1 =
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"/>\n"
        #expect(Self.refusal(latin1)?.reason == .notUTF8)
        var invalid = Array("<?xml version=\"1.0\"?>\n<document version=\"3.0\">".utf8)
        invalid += [0xFF, 0xFE, 0x41]
        invalid += Array("</document>".utf8)
        #expect(Self.refusal(invalid)?.reason == .notUTF8)
        let utf16 = [0xFF, 0xFE] + Array("<".utf8) + [0]
        #expect(Self.refusal(utf16)?.reason == .notUTF8)
    }

    @Test(arguments: [
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", DocumentKind.storyboard, Platform.iOS),
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", DocumentKind.xib, Platform.iOS),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", DocumentKind.storyboard, Platform.macOS),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", DocumentKind.xib, Platform.macOS),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", DocumentKind.storyboard, Platform.tvOS),
        ("com.apple.InterfaceBuilder.AppleTV.XIB", DocumentKind.xib, Platform.tvOS),
    ])
    func kindAndPlatformComeFromTheType(_ type: String, _ kind: DocumentKind, _ platform: Platform) throws {
        let document = try DocumentFactory.parse("<document type=\"\(type)\" version=\"3.0\"/>")
        #expect(document.kind == kind)
        #expect(document.platform == platform)
    }

    @Test func unreadablePathIsReported() {
        let input = InputDiscovery.Input(path: "/nonexistent/x.xib", displayPath: "x.xib")
        guard case .failure(let error) = DocumentLoader.load(input) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.code == "unreadable")
        #expect(error.path == "x.xib")
    }

    @Test func loaderKeepsGoingAfterARefusal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-loader-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("<broken".utf8).write(to: folder.appendingPathComponent("A.xib"))
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"/>".utf8)
            .write(to: folder.appendingPathComponent("B.xib"))
        let found = InputDiscovery(workingDirectory: folder).discover(["."])
        let outcomes = DocumentLoader(workers: 2).load(found.inputs)
        #expect(found.inputs.map(\.displayPath) == ["A.xib", "B.xib"])
        #expect((try? outcomes[0].get()) == nil)
        #expect((try? outcomes[1].get()) != nil)
    }
}
