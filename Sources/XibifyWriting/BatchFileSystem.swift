/// The file operations the batch writer makes, one call each, so that tests can make any of
/// them fail (`FaultyFileSystem` in XibifyTestSupport); `SystemFileSystem` makes the calls.
///
/// Paths are absolute. Every operation either succeeds or throws the system's error; an
/// operation that fails may have left part of its work (a `create` that fails has possibly
/// written some bytes), which the writer undoes.
package protocol BatchFileSystem: Sendable {
    /// The status of a path, following a final link; nil when there is nothing there.
    func status(_ path: String) -> FileStatus?

    /// A whole file's bytes.
    func read(_ path: String) throws(FileOperationError) -> [UInt8]

    /// Creates a new file (never replacing one), writes the bytes, sets the permissions and
    /// owner when given, and flushes it to the disk.
    /// - Parameters:
    ///   - path: where; nothing may be there yet.
    ///   - contents: the bytes.
    ///   - permissions: the mode bits to set, or nil for the default (0666 less the umask).
    ///   - owner: the owner and group to give it, or nil; only root can, so a refusal is ignored.
    func create(_ path: String, contents: [UInt8], permissions: UInt32?, owner: (UInt32, UInt32)?)
        throws(FileOperationError)

    /// Renames a file, replacing what is at the destination (`rename(2)`).
    func rename(_ source: String, to destination: String) throws(FileOperationError)

    /// Makes a second name for a file; fails with `EEXIST` when the new name exists (`link(2)`).
    func link(_ source: String, to destination: String) throws(FileOperationError)

    /// Removes a file's name (`unlink(2)`).
    func remove(_ path: String) throws(FileOperationError)

    /// Creates one folder (`mkdir(2)`, mode 0777 less the umask).
    func makeFolder(_ path: String) throws(FileOperationError)

    /// Removes an empty folder (`rmdir(2)`).
    func removeFolder(_ path: String) throws(FileOperationError)

    /// The names in a folder, hidden ones included, without `.` and `..`.
    func list(_ folder: String) throws(FileOperationError) -> [String]

    /// Flushes a folder's entries to the disk (`fsync(2)` on the folder), so that renames and
    /// removals made in it reach the disk in the order the writer makes them.
    func syncFolder(_ folder: String) throws(FileOperationError)
}
