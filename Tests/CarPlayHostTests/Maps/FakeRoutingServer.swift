import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A routing server on loopback that misbehaves as a test asks (issue 20): it stays silent, trickles its answer a
/// byte at a time, or answers what the test gives it. Plain sockets on threads of its own, so a stalled client or
/// server never holds a Swift concurrency thread; `stop()` ends every connection within about 50 ms.
final class FakeRoutingServer: @unchecked Sendable {
    enum Behaviour: Sendable {
        /// Reads the request and never answers.
        case silent
        /// Sends `answer` (a whole HTTP response): its first `fast` bytes at once, then one byte every `interval`.
        case trickle(answer: Data, fast: Int, interval: TimeInterval)
        /// Answers `body` with `status`; with a Content-Length header when `announcesLength`, else ending the body by
        /// closing the connection.
        case answer(status: Int, body: Data, announcesLength: Bool)
    }

    struct StartError: Error {}

    let behaviour: Behaviour
    private(set) var port: UInt16 = 0
    private let listener: Int32
    private let lock = NSLock()
    private var isStopped = false
    private var hangUps: [TimeInterval] = []

    /// For each connection the client closed, the seconds from its request to the close, as the server's own thread
    /// saw them (a busy Swift concurrency pool in the test process does not delay them).
    var hangUpSeconds: [TimeInterval] { lock.withLock { hangUps } }

    /// The base URL to give a provider.
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    init(_ behaviour: Behaviour) throws {
        self.behaviour = behaviour
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw StartError() }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw StartError()
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit { stop() }

    var stopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return isStopped
    }

    /// Ends the server and every connection.
    func stop() {
        lock.lock()
        let first = !isStopped
        isStopped = true
        lock.unlock()
        if first {
            shutdown(listener, Int32(SHUT_RDWR))
            close(listener)
        }
    }

    private func acceptLoop() {
        while !stopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        readRequest(connection)
        let asked = Date()
        let hungUp = { [self] in lock.withLock { hangUps.append(Date().timeIntervalSince(asked)) } }
        switch behaviour {
        case .silent:
            waitForHangUp(connection, then: hungUp)
        case .trickle(let answer, let fast, let interval):
            let bytes = [UInt8](answer)
            guard write(bytes[..<min(fast, bytes.count)], to: connection) else { return hungUp() }
            var index = min(fast, bytes.count)
            while index < bytes.count, !stopped {
                if !pause(interval) { return }
                if clientClosed(connection) { return hungUp() }
                guard write(bytes[index...index], to: connection) else { return hungUp() }
                index += 1
            }
            waitForHangUp(connection, then: hungUp)
        case .answer(let status, let body, let announcesLength):
            var head = "HTTP/1.1 \(status) Answer\r\nContent-Type: application/json\r\nConnection: close\r\n"
            if announcesLength { head += "Content-Length: \(body.count)\r\n" }
            head += "\r\n"
            _ = write([UInt8](head.utf8)[...], to: connection) && write([UInt8](body)[...], to: connection)
        }
    }

    /// Waits until the client closes `connection` (then calls `hungUp`) or the server stops.
    private func waitForHangUp(_ connection: Int32, then hungUp: () -> Void) {
        while !stopped {
            if clientClosed(connection) { return hungUp() }
            usleep(50_000)
        }
    }

    /// Whether the client closed `connection` (its end reads as end of file or an error), without waiting.
    private func clientClosed(_ connection: Int32) -> Bool {
        var byte: UInt8 = 0
        let read = recv(connection, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return read == 0 || (read < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Sleeps `interval` in 50 ms pieces; false once the server stopped.
    private func pause(_ interval: TimeInterval) -> Bool {
        var left = interval
        while left > 0 {
            if stopped { return false }
            usleep(UInt32(min(left, 0.05) * 1_000_000))
            left -= 0.05
        }
        return !stopped
    }

    /// Reads the request's head and its Content-Length body (so closing never resets a connection with unread data).
    private func readRequest(_ connection: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, !stopped {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count == 0 { return }
            if count > 0 { received += buffer[..<count] }
            let text = String(decoding: received, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { continue }
            let head = text[..<end.lowerBound].lowercased()
            let length =
                head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            if received.count - text.utf8.distance(from: text.utf8.startIndex, to: end.upperBound) >= length { return }
        }
    }

    private func write(_ bytes: ArraySlice<UInt8>, to connection: Int32) -> Bool {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let sent = bytes[offset...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}
