import Foundation
import Testing
import XibifyTestSupport

/// Wrong arguments are usage errors (64) naming the bad value, never silently ignored.
@Suite struct ArgumentErrorTests {
    static let clean = ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"]

    @Test(
        arguments: [
            (["rewrite", "Fixtures/ShopApp", "--name", "deadbeef=Foo"], "no cluster has the id deadbeef"),
            (["rewrite", "Fixtures/ShopApp", "--param", "nope=x"], "no cluster suggests a property nope"),
            (
                ["rewrite", "Fixtures/ShopApp", "--module", "My Module"],
                "--module My Module is not a Swift module name"
            ),
            (["rewrite", "Fixtures/ShopApp", "--name", "b67ef5ed=UIView"], "UIView is already used"),
            (["extract", "Fixtures/ShopApp", "--cluster", "deadbeef", "--yes"], "no cluster has the id deadbeef"),
        ] as [([String], String)])
    func badValuesExit64(_ arguments: [String], _ message: String) throws {
        try Self.expectUsageError(arguments + Self.clean, message)
    }

    /// `xibify` alone is a forgotten subcommand: the help on standard error, and 64; `--help`
    /// asked for stays a success on standard output.
    @Test func bareXibifyPrintsTheHelpAndExits64() throws {
        try Self.expectUsageError([], "SUBCOMMANDS:")
        let help = try BinaryRunner.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("SUBCOMMANDS:"))
        let completion = try BinaryRunner.run(["--generate-completion-script", "bash"])
        #expect(completion.status == 0 && completion.stdout.contains("_xibify"))
    }

    static func expectUsageError(_ arguments: [String], _ message: String) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
