import Foundation
import Testing
import XibifyKit
import XibifyTestSupport

/// `rewrite --write` judged by an independent reader.
///
/// Benchmarks/runtime_faithfulness.py rewrites a temporary copy with the built binary and counts, from the files alone (Python's expat, its
/// own class table), references handed another class, launch screens touched, XIBs' top-level
/// views replaced, duplicate keyed children, empty wrappers, state on both layers, placeholder
/// sizes left open and accessibility identities lost. Every count but the copies replaced must be 0.
@Suite struct RuntimeFaithfulnessOracleTests {
    struct Measure: Decodable {
        var columns: [String: Int]
        var clusters_extracted: Int
        var clusters_found: Int
    }

    static func measure(_ folder: URL, _ arguments: [String], xibify: URL = BinaryRunner.executable) throws -> (
        status: Int32, measure: Measure?, output: String
    ) {
        let script = TestPaths.packageRoot.appendingPathComponent("Benchmarks/runtime_faithfulness.py")
        let result = try ToolRunner.run(
            ["python3", script.path, folder.path, "--xibify", xibify.path, "--json"] + arguments)
        return (result.status, try? JSONDecoder().decode(Measure.self, from: result.stdout), result.combined)
    }

    static func expectFaithful(_ folder: URL, _ arguments: [String], replaced minimum: Int) throws {
        let (status, measure, output) = try measure(folder, arguments)
        #expect(status == 0, "\(output)")
        let columns = try #require(measure?.columns, "\(output)")
        #expect(columns["replaced", default: 0] >= minimum, "\(output)")
        for (name, count) in columns where name != "replaced" {
            #expect(count == 0, "\(name): \(output)")
        }
    }

    /// The measure of a folder rewritten by a binary that runs the real one and then breaks what
    /// it wrote: in each written file of a name in `edits`, each text replaced by its new one.
    static func measureBroken(_ folder: URL, edits: [String: [(old: String, new: String)]]) throws -> (
        measure: Measure?, output: String
    ) {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xibify-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let replacements = edits.mapValues { $0.map { [$0.old, $0.new] } }
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: replacements, options: [.sortedKeys]), as: UTF8.self)
        let wrapped = temporary.appendingPathComponent("xibify")
        try Data(
            """
            #!/usr/bin/env python3
            import glob, json, subprocess, sys
            status = subprocess.run([\(String(reflecting: BinaryRunner.executable.path))] + sys.argv[1:]).returncode
            if "--write" in sys.argv:
                for name, replacements in json.loads(\(String(reflecting: json))).items():
                    for path in glob.glob(name) + glob.glob("**/" + name, recursive=True):
                        with open(path, encoding="utf-8") as handle:
                            text = handle.read()
                        for old, new in replacements:
                            text = text.replace(old, new)
                        with open(path, "w", encoding="utf-8") as handle:
                            handle.write(text)
            sys.exit(status)

            """.utf8
        ).write(to: wrapped)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapped.path)
        let (_, measure, output) = try Self.measure(folder, [], xibify: wrapped)
        return (measure, output)
    }

    @Test func runtimeCasesFixture() throws {
        try Self.expectFaithful(
            TestPaths.fixtures.appendingPathComponent("RuntimeCases"), ["--min-views", "1"], replaced: 4)
    }

    @Test func shopAppFixture() throws {
        try Self.expectFaithful(
            TestPaths.fixtures.appendingPathComponent("ShopApp"),
            ["--exclude", "Broken", "--exclude", "Legacy", "--exclude", "Resources"], replaced: 11)
    }

    /// Three call buttons whose identifiers and labels differ (#30): after the rewrite, in either
    /// style, the object that answers for each copy has that copy's own (`identity_lost`).
    @Test(arguments: ["substitution", "nibview"])
    func rootIdentityFixture(style: String) throws {
        try Self.expectFaithful(
            TestPaths.fixtures.appendingPathComponent("FieldCases/RootIdentity"),
            ["--min-views", "1", "--style", style], replaced: 3)
    }

    /// Team cards that hold a copy of a member row, extracted in a second round of one run: the
    /// cards' placeholders and the rows' (three in the storyboard, one in the card's xib).
    @Test func nestedLayoutsFixture() throws {
        try Self.expectFaithful(TestPaths.fixtures.appendingPathComponent("FieldCases/NestedLayouts"), [], replaced: 5)
    }

    /// An outlet carried by ports of two rounds is kept (Fixtures/FieldCases/NestedPorts).
    ///
    /// Two search screens whose "Bluetooth off" panels hold a message whose title the controller
    /// sets through an outlet (OsmAnd's BLE search): the messages
    /// are extracted first, with a port that hands the title over; the panels in a later round,
    /// with a port that passes the controller on to the message's port. The outlet is carried by
    /// the two together; a binary whose outer port passes it to a key no port has loses both.
    @Test func nestedPortsFixture() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("FieldCases/NestedPorts")
        try Self.expectFaithful(folder, [], replaced: 4)
        let (measure, output) = try Self.measureBroken(
            folder,
            edits: [
                "BluetoothOffView.swift": [(#"forKey: "titleLabelHolder""#, #"forKey: "elsewhere""#)]
            ])
        #expect(measure?.columns["outlets_lost"] == 2, "\(output)")
    }

    /// Three round buttons whose aspect ratio moves into the xib keep a design-time height (#30).
    @Test func aspectButtonsFixture() throws {
        try Self.expectFaithful(
            TestPaths.fixtures.appendingPathComponent("FieldCases/AspectButtons"), ["--min-views", "1"], replaced: 3)
    }

    /// Six cards held by controllers (Fixtures/FieldCases/HeldByCode, #30).
    ///
    /// The two whose code styles its card are replaced; no code that reaches inside a card, and no
    /// styling that the wrapper would not show, is left on a wrapper (`code_reaches_wrapper`,
    /// `styled_hidden`).
    /// A binary whose output lets a controller reach inside its wrapper, and whose `NibView` does
    /// not take its content's looks, is caught by both columns.
    @Test func heldByCodeFixture() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("FieldCases/HeldByCode")
        try Self.expectFaithful(folder, [], replaced: 2)
        let (measure, output) = try Self.measureBroken(
            folder,
            edits: [
                "CardStyleController.swift": [("card.layer.cornerRadius", "card.subviews.first?.layer.cornerRadius")],
                "NibView.swift": [("takeLooks", "keepLooks")],
            ])
        #expect(measure?.columns["code_reaches_wrapper"] == 1, "\(output)")
        #expect(measure?.columns["styled_hidden"] == 5, "\(output)")
    }

    /// A controller's device rows (Fixtures/FieldCases/HolderPorts, #30).
    ///
    /// Every port is connected and every key names an outlet the controller declares. A binary
    /// whose wrapper declares a port no placeholder connects, and whose placeholder hands an
    /// object over by a name the controller does not declare, is caught by `ports_unconnected`,
    /// `kvc_keys_undeclared` and `outlets_lost`.
    @Test func holderPortsFixture() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("FieldCases/HolderPorts")
        try Self.expectFaithful(folder, [], replaced: 2)
        let (measure, output) = try Self.measureBroken(
            folder,
            edits: [
                "DeviceRowView.swift": [
                    (
                        "@IBOutlet weak var valueLabelHolder",
                        "@IBOutlet weak var strayHolder: AnyObject?\n    @IBOutlet weak var valueLabelHolder"
                    )
                ],
                "Devices.storyboard": [(#"value="deviceNameLabel""#, #"value="deviceNameLbl""#)],
            ])
        #expect(measure?.columns["ports_unconnected"] == 1, "\(output)")
        #expect(measure?.columns["kvc_keys_undeclared"] == 1, "\(output)")
        #expect(measure?.columns["outlets_lost"] == 1, "\(output)")
    }

    /// Five rows whose labels two controllers hold under names of their own (#30).
    ///
    /// Through one keyed port per role (Fixtures/FieldCases/RolePorts). A binary whose title port's key does
    /// not hand over (its didSet calls nothing: the nib loader may set it last), and whose value
    /// port takes only its typed names, loses the three titles and the two Objective-C values.
    @Test func rolePortsFixture() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("FieldCases/RolePorts")
        try Self.expectFaithful(folder, [], replaced: 5)
        let (measure, output) = try Self.measureBroken(
            folder,
            edits: [
                "FieldRowView.swift": [
                    (
                        "var titleLabelHolderKey: String? {\n        didSet { handOverTitleLabelHolder() }",
                        "var titleLabelHolderKey: String? {\n        didSet {}"
                    ),
                    (
                        "default:\n            (valueLabelHolder as? NSObject)?.setValue(valueLabel, forKey: key)",
                        "default:\n            break"
                    ),
                ]
            ])
        #expect(measure?.columns["outlets_lost"] == 5, "\(output)")
    }

    /// Option rows of a springs-and-struts pane, two alike and one with a shorter help label (#31).
    ///
    /// Fixtures/FieldCases/SpringsAndStruts. A binary whose xib draws the help label at
    /// another height changes both copies' frames (`frames_changed`).
    @Test func springsAndStrutsFixture() throws {
        let folder = TestPaths.fixtures.appendingPathComponent("FieldCases/SpringsAndStruts")
        try Self.expectFaithful(folder, [], replaced: 2)
        let (measure, output) = try Self.measureBroken(
            folder, edits: ["OptionRowView.xib": [(#"width="424" height="34""#, #"width="424" height="17""#)]])
        #expect(measure?.columns["frames_changed"] == 2, "\(output)")
    }

    /// Variant groups (#31): each placeholder gives its copy's layout values back.
    ///
    /// Through the wrapper's typed properties. A binary whose placeholder carries another constant, and whose
    /// wrapper's colour setter sets nothing, loses both values of that copy (`layout_values_lost`); one whose
    /// placeholder carries another raw value for a word (`right` for `center`), and whose content mode setter
    /// sets nothing, loses those two of `Notices.xib`'s second copy.
    @Test func variantsFixture() throws {
        let variants = TestPaths.fixtures.appendingPathComponent("FieldCases/Variants")
        try Self.expectFaithful(variants, [], replaced: 19)
        let indent = String(repeating: " ", count: 28)
        let (words, wordsOutput) = try Self.measureBroken(
            variants,
            edits: [
                "Notices.xib": [
                    (
                        "keyPath=\"noticeTextAlignment\">\n\(indent)<integer key=\"value\" value=\"1\"/>",
                        "keyPath=\"noticeTextAlignment\">\n\(indent)<integer key=\"value\" value=\"2\"/>"
                    )
                ],
                "NoticeView.swift": [
                    (
                        "set { noticeIconImageView.contentMode = UIView.ContentMode(rawValue: newValue) "
                            + "?? noticeIconImageView.contentMode }", "set {}"
                    )
                ],
            ])
        #expect(words?.columns["layout_values_lost"] == 2, "\(wordsOutput)")
        let folder = TestPaths.fixtures.appendingPathComponent("FieldCases/NearMiss")
        try Self.expectFaithful(folder, [], replaced: 2)
        let (measure, output) = try Self.measureBroken(
            folder,
            edits: [
                "Offers.xib": [(#"<integer key="value" value="20"/>"#, #"<integer key="value" value="24"/>"#)],
                "OfferCardView.swift": [("set { self.backgroundColor = newValue }", "set {}")],
            ])
        #expect(measure?.columns["layout_values_lost"] == 2, "\(output)")
    }

    @Test(.enabled(if: TestPaths.corpusAvailable, "../shared/corpus is not present"), arguments: ["2", "1"])
    func corpus(minViews: String) throws {
        try Self.expectFaithful(TestPaths.corpus, ["--min-views", minViews], replaced: 1)
    }
}
