import Foundation
import Testing
import XibifyTestSupport

/// Benchmarks/field_trial.py run end to end with the built binary, on a staged folder that holds
/// the sample app as one app (`fixtures+ShopApp`, without its deliberately malformed storyboard,
/// which would make every rewrite exit 65).
///
/// The trial rewrites a copy at both thresholds, runs the rewrite again with `--check`, counts
/// what runtime_faithfulness.py counts, and type-checks the generated Swift per module against the
/// stubs of Tests/Stubs with stand-ins for the app's classes. On the sample app everything holds;
/// a stand-in for `xibify` that breaks what the real one wrote must make it fail, naming each
/// check and file.
@Suite struct FieldTrialTests {
    struct Trial: Decodable {
        var rows: [Row]
    }

    struct Row: Decodable {
        var app: String
        var threshold: String
        var ok: Bool
        var extracted: Int
        var replaced: Int
        var check_noop: Bool?
        var runtime: Int
        var typecheck_errors: Int
        var failures: [Failure]
        var modules: [Module]
    }

    struct Failure: Decodable {
        var check: String
        var message: String
        var file: String?
    }

    struct Module: Decodable {
        var module: String
        var stand_ins: [String]
        var statuses: [String: Int]
    }

    /// Runs the trial on a staged folder; returns its status, its JSON and everything it printed.
    static func trial(
        _ staged: URL, xibify: URL = BinaryRunner.executable, environment: [String: String] = [:]
    ) throws -> (status: Int32, trial: Trial?, output: String) {
        let script = TestPaths.packageRoot.appendingPathComponent("Benchmarks/field_trial.py")
        // ToolRunner starts /usr/bin/env, which takes NAME=VALUE words before the command.
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let result = try ToolRunner.run(
            variables + ["python3", script.path, staged.path, "--xibify", xibify.path, "--json", "--jobs", "2"])
        return (result.status, try? JSONDecoder().decode(Trial.self, from: result.stdout), result.combined)
    }

    /// A staged folder holding a copy of the sample app as `fixtures+ShopApp`, for a body.
    static func withStagedShopApp<Result>(_ body: (URL, URL) throws -> Result) throws -> Result {
        try FixtureCopy.with(TestPaths.fixtures.appendingPathComponent("ShopApp")) { copy in
            let staged = copy.deletingLastPathComponent().appendingPathComponent("staged")
            let app = staged.appendingPathComponent("fixtures+ShopApp")
            try FileManager.default.createDirectory(at: staged, withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: copy, to: app)
            try FileManager.default.removeItem(at: app.appendingPathComponent("Broken"))
            return try body(staged, app)
        }
    }

    @Test func theSampleAppPassesAtBothThresholds() throws {
        try Self.withStagedShopApp { staged, _ in
            let (status, trial, output) = try Self.trial(staged)
            #expect(status == 0, "\(output)")
            let rows = try #require(trial?.rows, "\(output)")
            #expect(rows.map(\.threshold) == ["default", "min-views-1"])
            for row in rows {
                #expect(row.ok, "\(row.failures)")
                #expect(row.extracted >= 6 && row.replaced >= 15, "\(output)")
                #expect(row.check_noop == true)
                #expect(row.runtime == 0 && row.typecheck_errors == 0)
                // The app, its App Clip and its macOS admin app: each module type-checked in Swift 5
                // and 6, with and without TARGET_INTERFACE_BUILDER.
                #expect(
                    row.modules.map(\.module).sorted().map { $0.components(separatedBy: " ")[0] } == [
                        "ShopAdmin", "ShopApp", "ShopClip",
                    ])
                for module in row.modules {
                    #expect(module.statuses == ["swift 5": 0, "swift 5 IB": 0, "swift 6": 0, "swift 6 IB": 0])
                }
            }
        }
    }

    /// A stand-in for `xibify` runs the real binary, names the payment card `ProgressView` (as a
    /// user's `--name` would), and after a write breaks what it wrote three ways: a wrapper now
    /// subclasses an app class declared `final`, the app declares a generated class's name too, and
    /// an app file that uses SwiftUI's `ProgressView` now gets the generated class.
    @Test func brokenOutputFailsWithEachCheckAndFile() throws {
        try Self.withStagedShopApp { staged, _ in
            let fake = staged.deletingLastPathComponent().appendingPathComponent("fake-xibify")
            let script = """
                #!/usr/bin/env python3
                import subprocess, sys
                arguments = sys.argv[1:]
                status = subprocess.run([\(String(reflecting: BinaryRunner.executable.path))] + arguments).returncode
                def edit(path, old, new):
                    with open(path, encoding="utf-8") as handle:
                        text = handle.read()
                    assert old in text, (path, old)
                    with open(path, "w", encoding="utf-8") as handle:
                        handle.write(text.replace(old, new, 1))
                if "--write" in arguments:
                    edit("Checkout/AvatarRowView.swift", "class AvatarRowView: NibView", "class AvatarRowView: SealedBase")
                    # xibify refuses framework names (--name ProgressView exits 64): rename what it wrote.
                    edit("Checkout/PaymentSummaryView.swift", "class PaymentSummaryView:", "class ProgressView:")
                    edit("App/AppDelegate.swift", "import UIKit\\n",
                         "import UIKit\\n\\nfinal class SealedBase: UIView {}\\nclass CouponFieldView: UIView {}\\n")
                    edit("Checkout/CheckoutViewController.swift", "import UIKit\\n",
                         "import SwiftUI\\nimport UIKit\\n\\nlet spinner = ProgressView()\\n")
                sys.exit(status)

                """
            try Data(script.utf8).write(to: fake)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)

            let (status, trial, output) = try Self.trial(staged, xibify: fake)
            #expect(status == 1, "\(output)")
            let rows = try #require(trial?.rows, "\(output)")
            #expect(rows.count == 2)
            for row in rows {
                #expect(!row.ok)
                #expect(row.typecheck_errors >= 3, "\(row.failures)")
                let found = row.failures.map { "\($0.check) \($0.file ?? ""): \($0.message)" }
                #expect(
                    found.contains(
                        "typecheck:typecheck Checkout/AvatarRowView.swift: inheritance from a final class 'SealedBase'"),
                    "\(found)")
                #expect(
                    found.contains {
                        $0.hasPrefix(
                            "typecheck:declared-twice App/AppDelegate.swift: CouponFieldView is declared in 2 files of "
                                + "the module: App/AppDelegate.swift:")
                    },
                    "\(found)")
                #expect(
                    found.contains(
                        "typecheck:shadows-framework-type Checkout/CheckoutViewController.swift: ProgressView is now the "
                            + "generated class of this module, which shadows SwiftUI's ProgressView that this file uses"
                    ),
                    "\(found)")
                // The stand-in is declared as the app declares it.
                let app = try #require(row.modules.first { $0.module.hasPrefix("ShopApp ") })
                #expect(app.stand_ins.contains("final class SealedBase: UIView {}"), "\(app.stand_ins)")
            }
        }
    }

    /// A cluster dropped by a failed check (the executable's test hook breaks the avatar row's
    /// xib) fails the trial, although the other clusters are written and hold up.
    @Test func aDroppedClusterFailsTheTrial() throws {
        try Self.withStagedShopApp { staged, _ in
            let (status, trial, output) = try Self.trial(
                staged, environment: ["XIBIFY_TEST_BREAK_CLUSTER": DroppedClusterEndToEndTests.avatar])
            #expect(status == 1, "\(output)")
            let rows = try #require(trial?.rows, "\(output)")
            for row in rows {
                #expect(!row.ok)
                #expect(row.extracted >= 5, "the other clusters are written")
                #expect(
                    row.failures.contains {
                        $0.check == "dropped:parse" && ($0.file ?? "").hasSuffix("Checkout/Checkout.storyboard")
                    }, "\(row.failures)")
            }
        }
    }
}
