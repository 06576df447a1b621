import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs work on threads of a known, large stack, and waits for them.
///
/// The canonicaliser walks a subtree recursively, one frame per level. Dispatch's worker
/// threads have whatever stack the platform gives them (512 KiB on Apple's systems, the
/// `ulimit -s` default of 8 MiB here), so a deeply nested file would crash on one machine and
/// not another. These threads are POSIX threads with `stackSize` each, reserved as address
/// space only, which covers the deepest nesting the parser accepts (`LibXML2Reader.maxDepth`),
/// and they are joined, so the body never outlives the call. Used wherever subtrees are
/// canonicalised: clustering and `ParallelMap` (verification). Foundation's `Thread` was tried
/// first: it keeps its closure a moment after the work ends, which a non-escaping body forbids.
package enum WorkerThreads {
    /// Each thread's stack: 256 MiB of address space, of which only the pages a walk touches
    /// are ever committed.
    package static let stackSize = 256 << 20

    /// One thread's work: the body and the worker's number.
    private struct Job {
        let body: (Int) -> Void
        let worker: Int
    }

    /// Runs `body(worker)` for `count` workers at once, each on its own thread, and returns when
    /// all have finished.
    package static func run(_ count: Int, _ body: (Int) -> Void) {
        let workers = max(count, 1)
        withoutActuallyEscaping(body) { body in
            let jobs = UnsafeMutablePointer<Job>.allocate(capacity: workers)
            for worker in 0..<workers { (jobs + worker).initialize(to: Job(body: body, worker: worker)) }
            defer {
                jobs.deinitialize(count: workers)
                jobs.deallocate()
            }
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            #if canImport(Darwin)
                var threads: [pthread_t?] = []
            #else
                var threads: [pthread_t] = []
            #endif
            for worker in 0..<workers {
                #if canImport(Darwin)
                    var thread: pthread_t?
                #else
                    var thread = pthread_t()
                #endif
                let status = pthread_create(&thread, &attributes, Self.start, UnsafeMutableRawPointer(jobs + worker))
                if status == 0 {
                    threads.append(thread)
                } else {
                    // No thread to be had: do this worker's share here.
                    jobs[worker].body(worker)
                }
            }
            for thread in threads {
                #if canImport(Darwin)
                    if let thread { pthread_join(thread, nil) }
                #else
                    pthread_join(thread, nil)
                #endif
            }
        }
    }

    #if canImport(Darwin)
        private static let start: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { raw in
            let job = raw.assumingMemoryBound(to: Job.self)
            job.pointee.body(job.pointee.worker)
            return nil
        }
    #else
        private static let start: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { raw in
            guard let job = raw?.assumingMemoryBound(to: Job.self) else { return nil }
            job.pointee.body(job.pointee.worker)
            return nil
        }
    #endif
}
