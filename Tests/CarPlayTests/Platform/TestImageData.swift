import Foundation

/// Builds small, well-formed image files byte by byte for the platform tests.
enum TestImageData {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(body.count)) + typeBytes + body + bigEndian(crc32(typeBytes + body))
    }

    /// A valid 8-bit grayscale PNG: zlib stream with one stored (uncompressed) deflate block.
    static func png(width: Int, height: Int) -> Data {
        let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0]
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(0)  // filter: none
            raw += (0..<width).map { UInt8(($0 + row) % 256) }
        }
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let length = UInt16(raw.count)
        let zlib: [UInt8] =
            [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + raw + bigEndian(b << 16 | a)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        return Data(signature + chunk("IHDR", ihdr) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    /// A JPEG skeleton: SOI, APP0 (JFIF), DQT, DHT, then the frame header with the given SOF marker, then EOI.
    static func jpeg(width: Int, height: Int, sofMarker: UInt8 = 0xC0) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        bytes += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        bytes += [0xFF, 0xC4, 0x00, 0x14, 0x00] + [UInt8](repeating: 0, count: 15) + [0x00, 0x00]
        bytes += [0xFF, 0xFF]  // fill bytes are allowed before a marker
        bytes += [
            0xFF, sofMarker, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF),
            UInt8(width >> 8), UInt8(width & 0xFF), 0x01, 0x01, 0x11, 0x00,
        ]
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    /// A GIF header with the logical screen size (little-endian) and an empty trailer.
    static func gif(width: Int, height: Int) -> Data {
        Data(
            Array("GIF89a".utf8) + [
                UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0, 0x3B,
            ])
    }

    static func svg(_ attributes: String) -> Data {
        Data(
            "<?xml version=\"1.0\"?>\n<!-- icon -->\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)><rect width=\"1\" height=\"1\"/></svg>"
                .utf8)
    }

    /// A fresh empty directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("carplay-platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
