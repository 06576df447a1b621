import ArgumentParser
import XibifyKit

/// The `xibify` command: finds view layouts copy-pasted across storyboards and xibs.
@main
struct XibifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xibify",
        abstract: "Find view layouts copy-pasted across storyboards and XIBs.",
        discussion: """
            Exit codes: 0 success; 1 duplicates found (report --fail-on-duplicates) or changes \
            pending (rewrite --check); 3 rewrite verification failed; 4 files were written but \
            standard output, standard error or the output file then failed; 64 usage error; 65 an input \
            file was refused (wins over 1); 66 report --baseline cannot be used; 70 internal \
            error; 73 config --init: the file exists, or rewrite --add-to-project: a project cannot take \
            the new files, or rewrite \
            --write: a folder's .xibify.lock is not a lock file (a symbolic link, a FIFO…), or a \
            file would be written through a symbolic link xibify did not make; 74 a file, the \
            output or a --write-baseline file could not be written (nothing changed); 75 rewrite: \
            another run holds a lock, or an input changed meanwhile; 77 rewrite --write: a \
            read-only file (--force); 78 the configuration file is invalid; 130/143 interrupted \
            during a write. See docs/cli.md.
            """,
        version: ToolInfo.version,
        subcommands: [Report.self, Show.self, Rewrite.self, Extract.self, Config.self],
        defaultSubcommand: nil
    )

    /// Takes the closed standard streams before anything is opened, sets the allocator's policy
    /// (`AllocatorTuning`), then runs the command.
    static func main() {
        StandardStreams.reserve()
        AllocatorTuning.apply()
        main(nil)
    }

    /// `xibify` alone: the help on standard error and a usage error, so a script that forgot the
    /// subcommand does not pass as a run that found nothing.
    func run() throws {
        TTY.write(Self.helpMessage() + "\n", to: .standardError)
        throw ExitStatus.usage.exitCode
    }
}
