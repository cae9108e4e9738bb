import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal blocking WebSocket client (RFC 6455) over a loopback TCP socket, enough to play a page: the upgrade
/// with the page's own `Host` and `Origin`, masked text frames out, unmasked frames in. No TLS, no extensions.
final class WebSocketClient {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    /// Connects to 127.0.0.1:`port` and upgrades `/ws`; reads time out after `timeout` seconds.
    init(port: Int, timeout: Int = 10) throws {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure("connect() to port \(port) failed: errno \(errno)")
        }
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        let request =
            "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\n"
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\n"
            + "Sec-WebSocket-Version: 13\r\n\r\n"
        try write(Array(request.utf8))
        // The response head, up to the blank line.
        var head: [UInt8] = []
        while !(head.count >= 4 && head.suffix(4) == [13, 10, 13, 10]) { head.append(try byte()) }
        let status = String(decoding: head, as: UTF8.self)
        guard status.hasPrefix("HTTP/1.1 101") else {
            close(fd)
            throw Failure("the upgrade was refused: \(status.prefix(while: { $0 != "\r" }))")
        }
    }

    deinit { close(fd) }

    /// Sends a text message in one masked frame.
    func sendText(_ text: String) throws {
        try sendFrame(opcode: 0x1, Array(text.utf8))
    }

    /// Sends one masked frame (FIN set) with this opcode.
    private func sendFrame(opcode: UInt8, _ payload: [UInt8]) throws {
        var frame: [UInt8] = [0x80 | opcode]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame.append(0x80 | 126)
            frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try write(frame)
    }

    /// The next text message (control frames are skipped; a ping is answered with a pong, or the server's
    /// auto-ping closes a connection that runs longer than its period).
    func receive() throws -> String {
        var message: [UInt8] = []
        while true {
            let first = try byte()
            let second = try byte()
            var length = Int(second & 0x7F)
            if length == 126 {
                length = Int(try byte()) << 8 | Int(try byte())
            } else if length == 127 {
                length = 0
                for _ in 0..<8 { length = length << 8 | Int(try byte()) }
            }
            let mask = second & 0x80 != 0 ? try bytes(4) : []
            var payload = try bytes(length)
            if !mask.isEmpty { payload = payload.enumerated().map { $0.element ^ mask[$0.offset % 4] } }
            let opcode = first & 0x0F
            if opcode == 0x8 {
                // The close frame: a status code (RFC 6455 7.4), then a reason.
                let code = payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 0
                let reason = String(decoding: payload.dropFirst(2), as: UTF8.self)
                throw Failure("the server closed the connection (\(code) \(reason))")
            }
            if opcode == 0x9 { try sendFrame(opcode: 0xA, payload) }
            if opcode >= 0x8 { continue }
            message += payload
            if first & 0x80 != 0 { return String(decoding: message, as: UTF8.self) }
        }
    }

    /// Reads messages until one whose `type` is `type`; returns it.
    func receive(type: String) throws -> String {
        let marker = "\"type\":\"\(type)\""
        while true {
            let message = try receive()
            if message.contains(marker) { return message }
        }
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure("send() failed: errno \(errno)") }
            sent += n
        }
    }

    private func fill() throws {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { throw Failure(n == 0 ? "the connection closed" : "recv() failed: errno \(errno)") }
        buffer += chunk[0..<n]
    }

    private func byte() throws -> UInt8 {
        if start == buffer.count { try fill() }
        defer { start += 1 }
        return buffer[start]
    }

    private func bytes(_ count: Int) throws -> [UInt8] {
        while buffer.count - start < count { try fill() }
        defer { start += count }
        return Array(buffer[start..<start + count])
    }
}
