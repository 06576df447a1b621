import CLibXML2

/// How the process asks glibc's allocator to manage its heaps.
///
/// A scan allocates and frees memory for every document on each worker thread. glibc grows a
/// thread's heap a few pages at a time with `mprotect` and gives the top back as soon as it is
/// free, so the documents grew and shrank the heaps again and again: 577 `mprotect` and 88 `brk` calls in
/// a `report` of ../shared/corpus (`strace -f -c`), each changing the mapping of a process whose
/// other thread is running (#28, third part). A top pad of 16 MiB grows each heap in steps of that
/// size and keeps as much when memory is freed (47 `mprotect`, 3 `brk`). Address space only:
/// pages never touched are never resident, and the peak RSS stays the same.
package enum AllocatorTuning {
    /// The pad, in bytes.
    package static let topPad: Int32 = 16 << 20

    /// Applies the settings, once, before the work starts.
    ///
    /// Elsewhere than glibc, nothing. `mallopt` is declared in `<malloc.h>`, which the Glibc module leaves out: the call goes
    /// through the C shim (`xibify_set_top_pad`).
    package static func apply() {
        xibify_set_top_pad(topPad)
    }
}
