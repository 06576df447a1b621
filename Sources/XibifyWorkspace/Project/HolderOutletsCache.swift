import Synchronization

/// The holders' outlets read so far in one run, by class and source folders.
///
/// Reading a class finds its source by reading the app's sources (`SourceClassNames.appClass`),
/// which on a large app (element, thousands of files) took a second per holder; one controller
/// holds outlets of many copies. Shared by the checks that run on all cores.
package final class HolderOutletsCache: Sendable {
    private let read = Mutex<[String: HolderOutlets?]>([:])

    /// Creates an empty cache.
    package init() {}

    /// `HolderOutlets.read(className:roots:files:)`, read once per class and folders.
    package func outlets(className: String, roots: [String], files: WorkspaceFiles) -> HolderOutlets? {
        let key = roots.joined(separator: "\n") + "\n" + className
        if let known = read.withLock({ $0[key] }) { return known }
        let outlets = HolderOutlets.read(className: className, roots: roots, files: files)
        read.withLock { $0[key] = outlets }
        return outlets
    }
}
