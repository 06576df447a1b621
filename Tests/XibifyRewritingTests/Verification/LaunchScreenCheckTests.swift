import Foundation
import Testing
import XibifyTestSupport

@testable import XibifyFormat
@testable import XibifyRewriting

/// `launch-screen`: a launch screen never gains a custom class (iOS draws it without running
/// the app's code).
@Suite struct LaunchScreenCheckTests {
    @Test func aLaunchScreenGainingAClassIsRefused() throws {
        let path = "Fixtures/RuntimeCases/Launch/LaunchScreen.storyboard"
        let bytes = Array(try Data(contentsOf: TestPaths.packageRoot.appendingPathComponent(path)))
        let input = try ParsedOutput(bytes, path: path)
        let text = String(decoding: bytes, as: UTF8.self)
        let edited = text.replacingOccurrences(
            of: #"id="Lk1-rW-l01""#, with: #"id="Lk1-rW-l01" customClass="LogoLockupView""#)
        #expect(edited != text)
        let output = try ParsedOutput(Array(edited.utf8), path: path)
        try LaunchScreenCheck(output: input, input: input).run()
        do {
            try LaunchScreenCheck(output: output, input: input).run()
            Issue.record("verified")
        } catch {
            #expect(
                error.check == "launch-screen" && error == .launchScreenChanged(path: path, className: "LogoLockupView")
            )
        }
    }
}
