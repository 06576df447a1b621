import CLibXML2

/// How the process asks glibc's allocator to manage its heaps.
///
/// A scan allocates and frees memory for every document on each worker thread. glibc grows a
/// thread's heap a few pages at a time with `mprotect` and gives the top back as soon as it is
/// free, so the documents grew and shrank the heaps again and again: 577–729 `mprotect` and
/// 82–88 `brk` calls in a `report` of ../shared/corpus (`strace -f -c`), each changing the mapping
/// of a process whose other thread is running. A top pad of 16 MiB grows each heap in steps of
/// that size and keeps as much when memory is freed: 47 `mprotect` and 5 `brk` (system time 0.056
/// → 0.048 s in one A/B of 15 interleaved runs; other runs could not tell the two apart; #28,
/// third part). Address space only: pages never touched are never resident.
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
