import ArgumentParser
import Foundation
import XibifyKit

/// Which files to read.
struct InputOptions: ParsableArguments {
    @Argument(help: "Files and folders to scan (default: the configuration's `included`, else the current folder).")
    var paths: [String] = []

    @Option(name: .customLong("exclude"), help: "Leave out paths matching a glob (* ** ?); repeatable.")
    var excludes: [String] = []

    var describedPaths: String { paths.isEmpty ? "." : paths.joined(separator: " ") }
}
