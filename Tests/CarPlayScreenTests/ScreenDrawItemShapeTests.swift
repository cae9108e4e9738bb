import CarPlayScreen
import Expectations
import Foundation
import Testing

/// A fill item's shape is one of `ScreenDrawItem.Shape`, written as its name (docs/SCREEN.md, DrawItem).
@Suite struct ScreenDrawItemShapeTests {
    func json(_ item: ScreenDrawItem) throws -> [String: Any] {
        try require(JSONSerialization.jsonObject(with: JSONEncoder().encode(item)) as? [String: Any])
    }

    @Test(arguments: ScreenDrawItem.Shape.allCases)
    func everyShapeIsWrittenAsItsNameAndReadBack(_ shape: ScreenDrawItem.Shape) throws {
        let item = ScreenDrawItem.fill(shape, frame: Rect(x: 0, y: 0, width: 4, height: 4), color: "#FFFFFF")
        expectEqual(try json(item)["shape"] as? String, shape.rawValue)
        expectEqual(try JSONDecoder().decode(ScreenDrawItem.self, from: JSONEncoder().encode(item)).shape, shape)
    }

    @Test func anUnknownShapeIsNotRead() throws {
        var object = try json(.fill(.star, frame: Rect(x: 0, y: 0, width: 4, height: 4), color: nil, fraction: 0.5))
        object["shape"] = "hexagon"
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ScreenDrawItem.self, from: data) }
    }
}
