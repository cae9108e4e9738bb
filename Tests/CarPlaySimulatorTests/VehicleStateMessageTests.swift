import CarPlayHost
@testable import CarPlaySimulator
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// The car state's `vehicle` member, written without an encoder every second the car drives: exactly what the
/// encoder writes (nulls for an unknown course and altitude), and the encoder's error for a number JSON cannot hold.
@Suite struct VehicleStateMessageTests {
    @Test func itsJSONIsTheEncodersWithNullsForWhatIsUnknown() throws {
        let now = Date(timeIntervalSince1970: 1_767_268_800)
        let moving = VehicleStateMessage(
            VehicleState(
                coordinate: Coordinate(latitude: 43.738_417_7, longitude: 7.424_615_3), altitude: 52.34,
                hasAltitude: true, course: 91.26, speed: 12.345, timestamp: now))
        let standing = VehicleStateMessage(
            VehicleState(coordinate: Coordinate(latitude: 43.73, longitude: 7.42), timestamp: now))
        for message in [moving, standing] {
            expectEqual(try message.json(), try JSONValue.encoding(message))
        }
        expectEqual(
            try moving.json(),
            ["latitude": 43.738418, "longitude": 7.424615, "speed": 12.35, "course": 91.3, "altitude": 52.3])
        expectEqual(try standing.json()["course"], .null)
        expectEqual(try standing.json()["altitude"], .null)
        var broken = moving
        broken.speed = .infinity
        #expect(throws: EncodingError.self) { try broken.json() }
    }
}
