import Foundation
import XibifyTestSupport

/// A project made at run time whose file and folder names hold a newline and a tab, and whose
/// layout's `userLabel` holds a newline (`&#10;`), a line separator and a bidirectional override
/// (#27, findings 4 and 8): the payment summary of Fixtures/ShopApp, in two storyboards.
enum HostileNameFixture {
    /// The cluster both copies form (the id does not depend on names or labels).
    static let cluster = "b67ef5ed"

    /// The label both copies carry, as the XML writes it.
    static let labelInXML = "Payment&#10;INJECTED LINE&#8232;sep&#x202E;rtl&#9;tab"

    /// The same label, as every text format writes it.
    static let labelEscaped = #"Payment\nINJECTED LINE\u{2028}sep\u{202E}rtl\ttab"#

    /// The folder of the first storyboard, relative to the project.
    static let oddFolder = "Odd\nFolder"
    /// The first storyboard, relative to the project.
    static let first = oddFolder + "/Check\tout.storyboard"
    /// The second storyboard, relative to the project.
    static let second = "Pro\nfile.storyboard"

    /// Runs a body with a temporary folder holding the project `App`; the body gets that folder.
    static func with(_ body: (URL) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xibify-odd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent(oddFolder), withIntermediateDirectories: true)
        let shop = TestPaths.fixtures.appendingPathComponent("ShopApp")
        for (source, target) in [("Checkout/Checkout.storyboard", first), ("Profile/Profile.storyboard", second)] {
            let text = try String(contentsOf: shop.appendingPathComponent(source), encoding: .utf8)
                .replacingOccurrences(of: #"userLabel="Payment Summary""#, with: "userLabel=\"\(labelInXML)\"")
            try Data(text.utf8).write(to: project.appendingPathComponent(target))
        }
        try body(root)
    }
}
