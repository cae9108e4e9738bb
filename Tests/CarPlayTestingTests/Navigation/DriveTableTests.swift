import CoreLocation
@testable import Drive
import Expectations
import Testing

/// `DriveTable`: the one reader of the tables Drive bundles (lanes, speed limits), and the lines it skips.
@Suite struct DriveTableTests {
    static let text = [
        "# header\twith\ttabs",
        "1\t50\t43.7300000,7.4200000;43.7310000,7.4200000",
        "2\t30\t43.73,7.42",  // one point
        "3\t\t43.73,7.42;43.74,7.42",  // no value
        "way\t50\t43.73,7.42;43.74,7.42",  // no way id
        "4\t50",  // two fields
        "5\tleft|through\t43.73,7.42;x,7.43;43.74;43.75,7.44",  // two readable points of four
    ].joined(separator: "\n")

    @Test func rowsAreTheReadableLines() {
        let rows = DriveTable(text: Self.text).rows
        expectEqual(rows.map(\.wayID), [1, 5])
        expectEqual(rows.map(\.value), ["50", "left|through"])
        expectEqual(rows[1].coordinates.map(\.latitude), [43.73, 43.75])
        expectEqual(rows[1].coordinates.map(\.longitude), [7.42, 7.44])
    }

    /// Both tables read their lines through it: a line without a way id is skipped by both.
    @Test func lanesAndSpeedLimitsSkipTheSameLines() {
        let limits = DriveSpeedLimits(table: Self.text)
        expectEqual(limits.ways.map(\.limit), ["50", "left|through"])
        expectEqual(limits.limit(at: CLLocationCoordinate2D(latitude: 43.735, longitude: 7.42)), nil)
        let lanes = DriveLanes(table: Self.text)
        expectEqual(lanes.ways.map(\.wayID), [5])
        expectEqual(lanes.ways.first?.lanes, [["left"], ["through"]])
    }
}
