/// Gives the memory pass 1 freed back to the system before the index is built. On Linux, glibc
/// keeps what each worker thread freed (every file's tokens and structure) in that thread's arena;
/// the index, built next, is the run's peak, and it was built on top of those pages.
enum FreedMemory {
    static func release() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux)
/// glibc's `malloc_trim` (in `malloc.h`, which the Glibc module does not export).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
