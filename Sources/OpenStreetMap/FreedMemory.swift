import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Gives freed heap pages back to the system: glibc keeps what a map's load or its hierarchy's build freed (the
/// extract, the builders' temporaries: 45–75 MB on the 1 M-node grid) resident until `malloc_trim` returns it.
/// Elsewhere (another C library) nothing.
public enum FreedMemory {
    public static func release() {
        #if canImport(Glibc)
        // `malloc_trim` is glibc's (malloc.h, which the Glibc module does not export): found by name.
        guard let process = dlopen(nil, RTLD_NOW) else { return }
        defer { dlclose(process) }
        guard let symbol = dlsym(process, "malloc_trim") else { return }
        typealias Trim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}
