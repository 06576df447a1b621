import ArgumentParser

/// The `xibify` command: finds view layouts copy-pasted across storyboards and xibs.
@main
struct XibifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xibify",
        abstract: "Find view layouts copy-pasted across storyboards and XIBs.",
        discussion: """
            Exit codes: 0 success; 1 duplicates found with --fail-on-duplicates; \
            64 usage error; 65 an input file was refused (the others are still scanned); \
            70 internal error. See docs/cli.md.
            """,
        version: "0.1.0",
        subcommands: [Report.self],
        defaultSubcommand: nil
    )
}
