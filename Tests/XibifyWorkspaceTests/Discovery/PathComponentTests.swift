import Foundation
import Testing

@testable import XibifyWorkspace

/// Discovery splits paths with its own string functions (NSString's were a third of a report
/// on a real app's tree); they must agree with NSString on every shape of name.
@Suite struct PathComponentTests {
    @Test(arguments: [
        "a/b.xib", ".xib", "a/.xib", "a.b/c", "x.XIB", "a/b.tar.gz", "noext", "a/b.", "a.storyboard",
        "Deep/er/Main.storyboard", "a/..xib", "ünï/cödé.xib", "a/b c.xib", ".build", "x/.build",
    ])
    func agreesWithNSString(_ path: String) {
        #expect(String(InputDiscovery.pathExtension(of: path)) == (path as NSString).pathExtension)
        #expect(String(InputDiscovery.lastComponent(of: path)) == (path as NSString).lastPathComponent)
    }
}
