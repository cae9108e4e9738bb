import Foundation

/// Runs `body` on the main actor, waiting for it: package-benchmark runs a benchmark's closure on a thread of its
/// own, and the car and its apps live on the main actor.
public func onMain<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated(body) }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// Nanoseconds of a monotonic clock.
public func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The process's resident set, in bytes (/proc/self/statm).
public func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
