import Testing

@testable import OpenStreetMap

/// `NodeIDTable`: what loading a map finds node ids with instead of a `Dictionary` (issue 21).
@Suite struct NodeIDTableTests {
    @Test func findsWhatADictionaryFindsAcrossGrowth() {
        var table = NodeIDTable()
        var expected: [Int64: Int32] = [:]
        // Ids as real extracts have them: large, sparse, some negative (files edited before upload), some repeated.
        var id: Int64 = 1_000_000_007
        for index in 0..<20_000 {
            id = id &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = index % 7 == 0 ? -(id >> 40) : id >> 20
            table.set(key, Int32(index))
            expected[key] = Int32(index)
        }
        table.set(0, 5)
        expected[0] = 5
        #expect(table.count == expected.count)
        let wrong = expected.filter { table[$0.key] != $0.value }
        #expect(wrong.isEmpty, "\(wrong.count) ids found wrong")
        let absent = (1...1_000).map { Int64($0) * 1_000_003 }.filter { expected[$0] == nil }
        #expect(absent.allSatisfy { table[$0] == nil })
    }

    @Test func anIdGivenAgainKeepsTheLaterIndex() {
        var table = NodeIDTable(capacity: 2)
        table.set(42, 1)
        table.set(42, 9)
        #expect(table[42] == 9 && table.count == 1)
        #expect(table[43] == nil)
    }
}
