import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one of the speech engine's programs (espeak-ng, sox) as a subprocess with bounds: its output and error
/// output are read while it runs (a program that writes more than a pipe holds never blocks; beyond `outputLimit`
/// bytes the rest is read and dropped), it is killed with its whole process group once `timeout` has passed, and
/// every descriptor it was given is closed when it is done (a run leaves none open).
///
/// The program starts through `posix_spawn` in a process group of its own, with `/dev/null` as its input; the run
/// waits on a thread of its own, never on the caller's actor.
enum SpeechProcess {
    /// What a run did.
    struct Outcome: Sendable {
        /// The exit status; nil when a signal ended it (or it was killed).
        var status: Int32?
        /// It ran past its timeout and was killed.
        var timedOut: Bool
        /// The first `outputLimit` bytes of its standard output (nothing unless asked for).
        var output: Data
        /// The first `outputLimit` bytes of its error output.
        var errors: Data
    }

    /// The program could not be started (`errno`).
    struct SpawnFailure: Error, Sendable {
        var code: Int32
    }

    /// How much of each output a run keeps.
    static let outputLimit = 256 * 1024
    /// How long a killed program's pipes are still read before the run gives up on them (a grandchild that left
    /// the group may hold them).
    static let drainGrace: Duration = .seconds(2)

    /// Runs `program` with `arguments` to its end or to `timeout`, on a thread of its own.
    static func run(_ program: URL, _ arguments: [String], timeout: Duration, captureOutput: Bool = false)
        async throws(SpawnFailure) -> Outcome
    {
        let ledger = DescriptorLedger.current
        let result: Result<Outcome, SpawnFailure> = await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    returning: runBlocking(
                        program, arguments, timeout: timeout, captureOutput: captureOutput, ledger: ledger))
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        return try result.get()
    }

    /// The run, blocking the calling thread.
    static func runBlocking(
        _ program: URL, _ arguments: [String], timeout: Duration, captureOutput: Bool,
        ledger: DescriptorLedger? = nil
    ) -> Result<Outcome, SpawnFailure> {
        spawnLock.lock()
        let errorPipe: (read: Int32, write: Int32)
        var outputPipe: (read: Int32, write: Int32)?
        switch makePipe(ledger) {
        case .success(let pipe): errorPipe = pipe
        case .failure(let failure):
            spawnLock.unlock()
            return .failure(failure)
        }
        if captureOutput {
            switch makePipe(ledger) {
            case .success(let pipe): outputPipe = pipe
            case .failure(let failure):
                release(errorPipe.read, ledger)
                release(errorPipe.write, ledger)
                spawnLock.unlock()
                return .failure(failure)
            }
        }
        var spawned = spawn(program, arguments, output: outputPipe?.write, errors: errorPipe.write)
        // A program file just written may still be open for writing in a child another thread started (it has
        // not reached its exec yet): "text file busy" goes in a moment.
        for _ in 0..<20 {
            guard case .failure(let failure) = spawned, failure.code == ETXTBSY else { break }
            usleep(50_000)
            spawned = spawn(program, arguments, output: outputPipe?.write, errors: errorPipe.write)
        }
        // The child has its own copies of the write ends: the parent's go at once, so the pipes end with it.
        release(errorPipe.write, ledger)
        if let outputPipe { release(outputPipe.write, ledger) }
        spawnLock.unlock()
        guard case .success(let pid) = spawned else {
            release(errorPipe.read, ledger)
            if let outputPipe { release(outputPipe.read, ledger) }
            if case .failure(let failure) = spawned { return .failure(failure) }
            return .failure(SpawnFailure(code: EINVAL))
        }
        return .success(
            wait(for: pid, errors: errorPipe.read, output: outputPipe?.read, timeout: timeout, ledger: ledger))
    }

    /// A pipe whose ends close on exec. Pipes are made and programs started under `spawnLock`, so no program this
    /// type starts inherits another run's pipe in the moment before its close-on-exec flag is set.
    private static func makePipe(_ ledger: DescriptorLedger?) -> Result<(read: Int32, write: Int32), SpawnFailure> {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return .failure(SpawnFailure(code: errno)) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        ledger?.add(2)
        return .success((fds[0], fds[1]))
    }

    /// Closes a pipe end a run made.
    private static func release(_ fd: Int32, _ ledger: DescriptorLedger?) {
        close(fd)
        ledger?.add(-1)
    }

    /// Counts the pipe ends the runs of one task hold open (bound with `$current.withValue`): a run that leaves one
    /// open shows in its task's ledger, whatever other code in the process opens or closes meanwhile.
    final class DescriptorLedger: @unchecked Sendable {
        @TaskLocal static var current: DescriptorLedger?

        private let lock = NSLock()
        private var count = 0

        init() {}

        /// The pipe ends made and not yet closed.
        var open: Int { lock.withLock { count } }

        func add(_ delta: Int) { lock.withLock { count += delta } }
    }

    private static let spawnLock = NSLock()

    /// Starts the program: input from `/dev/null`, output to `output` (else `/dev/null`), errors to `errors`; a
    /// process group of its own, default signal handling and no blocked signals.
    private static func spawn(_ program: URL, _ arguments: [String], output: Int32?, errors: Int32)
        -> Result<pid_t, SpawnFailure>
    {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv: [UnsafeMutablePointer<CChar>?] = ([program.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let code = argv.withUnsafeBufferPointer { argvBuffer in
            posix_spawn(&pid, program.path, &actions, &attributes, argvBuffer.baseAddress!, environ)
        }
        guard code == 0 else { return .failure(SpawnFailure(code: code)) }
        return .success(pid)
    }

    /// Reads the pipes while the program runs, kills its group at the deadline, reaps it and closes the pipes.
    private static func wait(
        for pid: pid_t, errors: Int32, output: Int32?, timeout: Duration, ledger: DescriptorLedger?
    ) -> Outcome {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        var open: [Int32] = [errors] + (output.map { [$0] } ?? [])
        var captured: [Int32: Data] = [:]
        var exitStatus: Int32?
        var reaped = false
        var killedAt: ContinuousClock.Instant?
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if !reaped {
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid {
                    reaped = true
                    exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
                } else if result == -1 && errno != EINTR {
                    reaped = true
                }
            }
            if open.isEmpty && reaped { break }
            let now = clock.now
            if killedAt == nil && now >= deadline {
                // The group: the program and whatever it started (a shell's children).
                kill(-pid, SIGKILL)
                if !reaped { kill(pid, SIGKILL) }
                killedAt = now
            }
            if let killedAt, now >= killedAt.advanced(by: drainGrace) { break }
            if open.isEmpty {
                usleep(2000)
                continue
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), 50)
            guard ready > 0 else { continue }
            for entry in fds where entry.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    var kept = captured[entry.fd] ?? Data()
                    let room = outputLimit - kept.count
                    if room > 0 { kept.append(contentsOf: buffer[0..<min(count, room)]) }
                    captured[entry.fd] = kept
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    release(entry.fd, ledger)
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        for fd in open { release(fd, ledger) }
        if !reaped {
            // Killed and gone from the pipes, or stuck past the grace: it is reaped either way.
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
        return Outcome(
            status: killedAt == nil ? exitStatus : nil, timedOut: killedAt != nil,
            output: output.flatMap { captured[$0] } ?? Data(), errors: captured[errors] ?? Data())
    }
}
