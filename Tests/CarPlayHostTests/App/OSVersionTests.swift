import Expectations
import Foundation
import Testing
@testable import CarPlayHost

@Suite struct OSVersionTests {
    @Test(arguments: [
        ("26.4", OSVersion(26, 4, 0)), ("26", OSVersion(26, 0, 0)), ("17.4.1", OSVersion(17, 4, 1)),
        ("12.0", OSVersion(12)),
    ])
    func parses(text: String, expected: OSVersion) {
        expectEqual(OSVersion(text), expected)
    }

    @Test(arguments: ["", "26.", ".4", "26.4.1.2", "26.x", "-1", "iOS 26", "26,4"])
    func rejectsNonVersions(text: String) {
        expectEqual(OSVersion(text), nil)
    }

    @Test func stringLiteralParsesAndTyposSortFirst() {
        let literal: OSVersion = "26.4"
        expectEqual(literal, .iOS26_4)
        let typo: OSVersion = "twenty-six"
        expectEqual(typo, OSVersion(0))
        expectLess(typo, .iOS12)
    }

    @Test func ordersByMajorMinorPatch() {
        expectLess(OSVersion(26, 3), OSVersion(26, 4))
        expectGreater(OSVersion(17, 4, 1), OSVersion(17, 4))
        expectLess(OSVersion(9, 9), OSVersion(10))
        expectLess(OSVersion(26, 3, 9), .iOS26_4)
        expectEqual([OSVersion.iOS26_4, .iOS12, .iOS17, .iOS26_3].sorted(), [.iOS12, .iOS17, .iOS26_3, .iOS26_4])
    }

    @Test func constants() {
        expectEqual(OSVersion.latest, OSVersion(26, 4))
        expectEqual(OSVersion.iOS26_3, OSVersion(26, 3))
        expectEqual(OSVersion.iOS17, OSVersion(17))
        expectEqual(OSVersion.iOS16, OSVersion(16))
        expectEqual(OSVersion.iOS14, OSVersion(14))
        expectEqual(OSVersion.iOS12, OSVersion(12))
    }

    @Test func description() {
        expectEqual(OSVersion(26, 4).description, "26.4")
        expectEqual(OSVersion(17).description, "17.0")
        expectEqual(OSVersion(17, 4, 1).description, "17.4.1")
    }

    @Test func codableAsString() throws {
        let data = try JSONEncoder().encode([OSVersion(26, 4), OSVersion(17, 4, 1)])
        expectEqual(String(decoding: data, as: UTF8.self), #"["26.4","17.4.1"]"#)
        expectEqual(try JSONDecoder().decode([OSVersion].self, from: data), [OSVersion(26, 4), OSVersion(17, 4, 1)])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([OSVersion].self, from: Data(#"["latest"]"#.utf8))
        }
    }
}
