import Foundation
import XibifyKit

/// The test hook `XIBIFY_TEST_BREAK_CLUSTER=ID[,ID…]`, which makes named clusters fail verification.
///
/// The xib rendered for each named cluster gets an unclosed start tag after its root before
/// verification, so its output fails the `parse` check. End-to-end
/// tests use it to see a dropped cluster's exit status and wording; no other code path reads it.
enum TestTamper {
    /// The tamper the environment asks for, or nil.
    static var fromEnvironment: Rewriter.Tamper? {
        guard let value = ProcessInfo.processInfo.environment["XIBIFY_TEST_BREAK_CLUSTER"], !value.isEmpty else {
            return nil
        }
        let ids = Set(value.split(separator: ",").map(String.init))
        return { files, plans in
            let broken = Set(plans.filter { ids.contains($0.cluster.id) }.map(\.xibPath))
            return files.map { file in
                var file = file
                if broken.contains(file.path) { file.contents += Array("<unclosed\n".utf8) }
                return file
            }
        }
    }
}
