/// Gives the memory pass 1 freed back to the system before the index is built. On Linux, glibc
/// keeps what each worker thread freed (every file's tokens and structure) in that thread's arena,
/// and the index, built next on the main thread, grew on top of those pages: 4 MB more peak RSS on
/// the real apps.
enum FreedMemory {
    static func release() {
        #if canImport(Glibc)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if canImport(Glibc)
/// glibc's `malloc_trim` (in `malloc.h`, which the Glibc module does not export).
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
