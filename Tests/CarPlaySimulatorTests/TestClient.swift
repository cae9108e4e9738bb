import HTTPTypes
import NIOCore
import NIOPosix

/// A small HTTP/1.1 and WebSocket (RFC 6455) client for the server tests, on NIO's sockets (what the server is built
/// on; no TLS, no HTTP/2). One connection per request (`Connection: close`), one per WebSocket. Every connection is
/// closed after `timeout` whatever happens, so a test against a server that stops answering fails instead of hanging.
/// The timeout is generous: it guards against a hang, and a loaded machine may keep the test itself from running for
/// tens of seconds.
struct TestClient: Sendable {
    var host = "127.0.0.1"
    let port: Int
    /// The `Host` header sent (the server's tests allow `localhost` without the port).
    var hostHeader = "localhost"
    var timeout: TimeAmount = .seconds(120)

    enum Failure: Error, Equatable {
        /// The server closed the connection before the whole response or frame came.
        case closedEarly
        /// The response could not be read as HTTP/1.1.
        case badResponse(String)
        /// The server did not switch to WebSocket; its status.
        case upgradeRefused(status: Int)
        /// A frame the client does not accept (masked, reserved bits, too large).
        case badFrame(String)
    }

    struct Response: Sendable {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: ByteBuffer
    }

    /// Sends one request and reads the whole response.
    nonisolated(nonsending) func execute(
        uri: String, method: HTTPRequest.Method = .get, headers: HTTPFields = [:]
    ) async throws -> Response {
        try await connect { reader, outbound in
            var head = "\(method.rawValue) \(uri) HTTP/1.1\r\nHost: \(hostHeader)\r\nConnection: close\r\n"
            for field in headers { head += "\(field.name.rawName): \(field.value)\r\n" }
            try await outbound.write(ByteBuffer(string: head + "\r\n"))
            let (status, fields) = try await reader.readResponseHead()
            let body: ByteBuffer
            if method == .head || status.code == 204 || status.code == 304 {
                body = ByteBuffer()
            } else if fields[.transferEncoding]?.lowercased() == "chunked" {
                body = try await reader.readChunkedBody()
            } else if let length = fields[.contentLength].flatMap(Int.init) {
                body = try await reader.read(count: length)
            } else {
                body = try await reader.readToEnd()
            }
            return Response(status: status, headers: fields, body: body)
        }
    }

    /// Opens a WebSocket at `path` (sending `origin` as `Origin` unless nil) and runs `body` with it; closes the
    /// connection when `body` returns. Throws `Failure.upgradeRefused` when the server answers anything but 101.
    nonisolated(nonsending) func webSocket<Result>(
        _ path: String, origin: String? = "ws://localhost", headers: HTTPFields = [:],
        maximumFrameBytes: Int = 1 << 22,
        _ body: nonisolated(nonsending) (TestWebSocket) async throws -> Result
    ) async throws -> Result {
        try await connect { reader, outbound in
            var head = "GET \(path) HTTP/1.1\r\nHost: \(hostHeader)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            head += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            if let origin { head += "Origin: \(origin)\r\n" }
            for field in headers { head += "\(field.name.rawName): \(field.value)\r\n" }
            try await outbound.write(ByteBuffer(string: head + "\r\n"))
            let (status, fields) = try await reader.readResponseHead()
            guard status.code == 101 else { throw Failure.upgradeRefused(status: status.code) }
            // RFC 6455 4.2.2: the accept value for the key above (the RFC's own example).
            guard fields[.secWebSocketAccept] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=" else {
                throw Failure.badResponse("Sec-WebSocket-Accept \(fields[.secWebSocketAccept] ?? "missing")")
            }
            let socket = TestWebSocket(reader: reader, outbound: outbound, maximumFrameBytes: maximumFrameBytes)
            return try await body(socket)
        }
    }

    /// Connects, runs `body` with the connection's reader and writer, closes.
    nonisolated(nonsending) private func connect<Result>(
        _ body:
            nonisolated(nonsending) (inout ByteReader, NIOAsyncChannelOutboundWriter<ByteBuffer>) async throws -> Result
    ) async throws -> Result {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        let raw = channel.channel
        let deadline = raw.eventLoop.scheduleTask(in: timeout) { raw.close(promise: nil) }
        defer { deadline.cancel() }
        return try await channel.executeThenClose { inbound, outbound in
            var reader = ByteReader(iterator: inbound.makeAsyncIterator())
            return try await body(&reader, outbound)
        }
    }
}

/// Reads a connection's bytes as they come.
struct ByteReader {
    var iterator: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
    var buffer = ByteBuffer()

    /// Reads more; false at the end of the stream.
    nonisolated(nonsending) private mutating func more() async throws -> Bool {
        guard var chunk = try await iterator.next(isolation: #isolation) else { return false }
        buffer.writeBuffer(&chunk)
        return true
    }

    nonisolated(nonsending) mutating func read(count: Int) async throws -> ByteBuffer {
        while buffer.readableBytes < count {
            guard try await more() else { throw TestClient.Failure.closedEarly }
        }
        return buffer.readSlice(length: count)!
    }

    nonisolated(nonsending) mutating func readToEnd() async throws -> ByteBuffer {
        while try await more() {}
        return buffer.readSlice(length: buffer.readableBytes)!
    }

    /// A line up to CRLF (without it).
    nonisolated(nonsending) mutating func readLine() async throws -> String {
        while true {
            let view = buffer.readableBytesView
            if let newline = view.firstIndex(of: UInt8(ascii: "\n")), newline > view.startIndex,
                view[newline - 1] == UInt8(ascii: "\r")
            {
                let line = buffer.readString(length: newline - 1 - view.startIndex)!
                buffer.moveReaderIndex(forwardBy: 2)
                return line
            }
            guard try await more() else { throw TestClient.Failure.closedEarly }
        }
    }

    /// The status line and header fields.
    nonisolated(nonsending) mutating func readResponseHead() async throws -> (HTTPResponse.Status, HTTPFields) {
        let statusLine = try await readLine()
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0] == "HTTP/1.1", let code = Int(parts[1]) else {
            throw TestClient.Failure.badResponse(statusLine)
        }
        var fields = HTTPFields()
        while true {
            let line = try await readLine()
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else {
                throw TestClient.Failure.badResponse(line)
            }
            let value = line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            fields.append(HTTPField(name: name, value: String(value)))
        }
        return (HTTPResponse.Status(code: code, reasonPhrase: parts.count > 2 ? String(parts[2]) : ""), fields)
    }

    nonisolated(nonsending) mutating func readChunkedBody() async throws -> ByteBuffer {
        var body = ByteBuffer()
        while true {
            let sizeLine = try await readLine()
            guard let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16) else {
                throw TestClient.Failure.badResponse("chunk size \(sizeLine)")
            }
            if size == 0 {
                while try await !readLine().isEmpty {}
                return body
            }
            var chunk = try await read(count: size)
            body.writeBuffer(&chunk)
            guard try await readLine().isEmpty else { throw TestClient.Failure.badResponse("chunk end") }
        }
    }
}

/// A client's side of a WebSocket: masked frames out, whole messages in (fragments joined, pings answered).
final class TestWebSocket {
    enum Message: Equatable {
        case text(String)
        case binary(ByteBuffer)
    }

    enum Opcode: UInt8 {
        case continuation = 0, text = 1, binary = 2, close = 8, ping = 9, pong = 10
    }

    private var reader: ByteReader
    let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    let maximumFrameBytes: Int
    /// The close frame's code once the server sent one.
    private(set) var closeCode: UInt16?

    init(reader: ByteReader, outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>, maximumFrameBytes: Int) {
        self.reader = reader
        self.outbound = outbound
        self.maximumFrameBytes = maximumFrameBytes
    }

    nonisolated(nonsending) func send(_ text: String) async throws {
        try await send(frame: .text, ByteBuffer(string: text))
    }

    nonisolated(nonsending) func send(binary: ByteBuffer) async throws { try await send(frame: .binary, binary) }

    /// Sends a close frame with `code`.
    nonisolated(nonsending) func close(code: UInt16 = 1000) async throws {
        var payload = ByteBuffer()
        payload.writeInteger(code)
        try await send(frame: .close, payload)
    }

    /// Sends one frame, masked (RFC 6455 5.3).
    nonisolated(nonsending) func send(frame opcode: Opcode, _ payload: ByteBuffer, fin: Bool = true) async throws {
        var frame = ByteBuffer()
        frame.writeInteger((fin ? 0x80 : 0) | opcode.rawValue)
        let count = payload.readableBytes
        if count < 126 {
            frame.writeInteger(UInt8(0x80 | count))
        } else if count <= Int(UInt16.max) {
            frame.writeInteger(UInt8(0x80 | 126))
            frame.writeInteger(UInt16(count))
        } else {
            frame.writeInteger(UInt8(0x80 | 127))
            frame.writeInteger(UInt64(count))
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame.writeBytes(mask)
        for (index, byte) in payload.readableBytesView.enumerated() { frame.writeInteger(byte ^ mask[index % 4]) }
        try await outbound.write(frame)
    }

    /// The next frame: fin, opcode, payload. Server frames must not be masked (RFC 6455 5.1).
    nonisolated(nonsending) func receiveFrame() async throws -> (fin: Bool, opcode: UInt8, payload: ByteBuffer) {
        let header = try await reader.read(count: 2)
        let first = header.getInteger(at: header.readerIndex, as: UInt8.self)!
        let second = header.getInteger(at: header.readerIndex + 1, as: UInt8.self)!
        guard first & 0x70 == 0 else { throw TestClient.Failure.badFrame("reserved bits set") }
        guard second & 0x80 == 0 else { throw TestClient.Failure.badFrame("masked server frame") }
        var count = Int(second & 0x7F)
        if count == 126 {
            var extended = try await reader.read(count: 2)
            count = Int(extended.readInteger(as: UInt16.self)!)
        } else if count == 127 {
            var extended = try await reader.read(count: 8)
            count = Int(extended.readInteger(as: UInt64.self)!)
        }
        guard count <= maximumFrameBytes else { throw TestClient.Failure.badFrame("\(count) bytes") }
        return (first & 0x80 != 0, first & 0x0F, try await reader.read(count: count))
    }

    /// The next whole message; nil once the server closed (its close code in `closeCode`) or the connection ended.
    nonisolated(nonsending) func receive() async throws -> Message? {
        var message = ByteBuffer()
        var messageOpcode: UInt8?
        while true {
            let frame: (fin: Bool, opcode: UInt8, payload: ByteBuffer)
            do {
                frame = try await receiveFrame()
            } catch TestClient.Failure.closedEarly {
                return nil
            }
            switch frame.opcode {
            case Opcode.ping.rawValue:
                try await send(frame: .pong, frame.payload)
                continue
            case Opcode.pong.rawValue:
                continue
            case Opcode.close.rawValue:
                closeCode = frame.payload.getInteger(at: frame.payload.readerIndex, as: UInt16.self)
                return nil
            case Opcode.continuation.rawValue:
                guard messageOpcode != nil else { throw TestClient.Failure.badFrame("continuation without a message") }
            default:
                guard messageOpcode == nil else { throw TestClient.Failure.badFrame("a new message in a message") }
                messageOpcode = frame.opcode
            }
            var payload = frame.payload
            message.writeBuffer(&payload)
            guard frame.fin else { continue }
            if messageOpcode == Opcode.text.rawValue {
                guard let text = String(validating: message.readableBytesView, as: UTF8.self) else {
                    throw TestClient.Failure.badFrame("text not UTF-8")
                }
                return .text(text)
            }
            return .binary(message)
        }
    }
}
