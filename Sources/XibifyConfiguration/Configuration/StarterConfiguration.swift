import Foundation
import XibifyWriting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `.xibify.yml` that `xibify config --init` writes: every key, with what it does, at its
/// default or commented out, so the file reads back as the defaults (#32).
///
/// Example lines are comments of the form `# key: value`, `# key:` or `#   - item`, so removing
/// `# ` gives a working setting; no line of prose starts with a lowercase word and a colon.
package enum StarterConfiguration {
    /// The file's text.
    package static let text = """
        # The settings of xibify (docs/cli.md, "Configuration file"). Every key is optional; flags
        # override it, and `xibify config --print` shows what is in force and where it came from.

        # Paths to scan when the command line names none, relative to this file's folder.
        # included:
        #   - App

        # Paths to leave out, in the grammar of --exclude (globs: * ** ?), relative to each folder
        # scanned. What git ignores, Pods, Carthage, DerivedData and *.xcloc are left out anyway.
        # excluded:
        #   - "**/Legacy/**"

        # The smallest layouts reported: views (the root included) and canonical XML elements.
        min_views: 2
        min_elements: 8

        # Near-miss layouts: copies of one layout that differ in at most this many layout values
        # (a margin, a colour, a font size) are listed as variant groups; 0 lists none.
        max_differences: 2

        # Clusters kept on purpose: not reported, not failed on. Each needs a reason.
        # ignore:
        #   - cluster: 1a2b3c4d
        #     reason: the two cards diverge in the redesign

        # The format of `xibify report` (text, json, xcode, sarif or html), and the file it goes
        # to, inside this file's folder (or its git work tree).
        # reporter: sarif
        # output: build/xibify.sarif

        # How `xibify rewrite` extracts: auto, nibview or substitution; an existing base class
        # instead of the generated NibView; the module of the generated classes.
        # style: auto
        # base_class: AppNibView
        # module: App

        # The class chosen for a cluster, by its id: every run (and every teammate's) names it so.
        # `rewrite --write --name ID=Name` and `extract` record the names chosen there.
        # names:
        #   1a2b3c4d: PaymentCardView

        """

    /// Why the file was not written.
    package enum Failure: Error, Sendable, Equatable {
        /// A file (or anything else) is already at the path: never overwritten.
        case exists
        /// The file or a folder of its path could not be made.
        case unwritable(FileOperationError)
    }

    /// Writes the starter file, never over anything already there, making missing folders.
    /// - Parameter path: where, absolute or relative to the working folder.
    /// - Returns: the folders made for it, outermost first.
    /// - Throws: `Failure.exists` when something is at the path (a symbolic link included, even
    ///   one to nowhere), `Failure.unwritable` when it cannot be made.
    @discardableResult
    package static func create(at path: String) throws(Failure) -> [String] {
        var status = stat()
        if lstat(path, &status) == 0 { throw .exists }
        let made: [String]
        do throws(FileOperationError) {
            made = try OutputFolders.make(for: path)
        } catch {
            throw .unwritable(error)
        }
        // O_EXCL: a file made meanwhile is not overwritten, and a link is not followed.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw errno == EEXIST ? .exists : .unwritable(.current)
        }
        let bytes = Array(text.utf8)
        var offset = 0
        var failure: FileOperationError?
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                failure = .current
                break
            }
            offset += written
        }
        if close(descriptor) != 0, failure == nil { failure = .current }
        if let failure {
            unlink(path)
            throw .unwritable(failure)
        }
        return made
    }
}
