import Foundation
import Testing
@testable import CarPlayHost

@Suite struct OSVersionTests {
    @Test(arguments: [
        ("26.4", OSVersion(26, 4, 0)), ("26", OSVersion(26, 0, 0)), ("17.4.1", OSVersion(17, 4, 1)),
        ("12.0", OSVersion(12)),
    ])
    func parses(text: String, expected: OSVersion) {
        #expect(OSVersion(text) == expected)
    }

    @Test(arguments: ["", "26.", ".4", "26.4.1.2", "26.x", "-1", "iOS 26", "26,4"])
    func rejectsNonVersions(text: String) {
        #expect(OSVersion(text) == nil)
    }

    @Test func stringLiteralParsesAndTyposSortFirst() {
        let literal: OSVersion = "26.4"
        #expect(literal == .iOS26_4)
        let typo: OSVersion = "twenty-six"
        #expect(typo == OSVersion(0))
        #expect(typo < .iOS12)
    }

    @Test func ordersByMajorMinorPatch() {
        #expect(OSVersion(26, 3) < OSVersion(26, 4))
        #expect(OSVersion(17, 4, 1) > OSVersion(17, 4))
        #expect(OSVersion(9, 9) < OSVersion(10))
        #expect(OSVersion(26, 3, 9) < .iOS26_4)
        #expect([OSVersion.iOS26_4, .iOS12, .iOS17, .iOS26_3].sorted() == [.iOS12, .iOS17, .iOS26_3, .iOS26_4])
    }

    @Test func constants() {
        #expect(OSVersion.latest == OSVersion(26, 4))
        #expect(OSVersion.iOS26_3 == OSVersion(26, 3))
        #expect(OSVersion.iOS17 == OSVersion(17))
        #expect(OSVersion.iOS16 == OSVersion(16))
        #expect(OSVersion.iOS14 == OSVersion(14))
        #expect(OSVersion.iOS12 == OSVersion(12))
    }

    @Test func description() {
        #expect(OSVersion(26, 4).description == "26.4")
        #expect(OSVersion(17).description == "17.0")
        #expect(OSVersion(17, 4, 1).description == "17.4.1")
    }

    @Test func codableAsString() throws {
        let data = try JSONEncoder().encode([OSVersion(26, 4), OSVersion(17, 4, 1)])
        #expect(String(decoding: data, as: UTF8.self) == #"["26.4","17.4.1"]"#)
        #expect(try JSONDecoder().decode([OSVersion].self, from: data) == [OSVersion(26, 4), OSVersion(17, 4, 1)])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([OSVersion].self, from: Data(#"["latest"]"#.utf8))
        }
    }
}
