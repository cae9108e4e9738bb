import CoreLocation
import Expectations
import Foundation
import MapKit
import Testing

/// `MKDistanceFormatter`: the examples Apple's documentation and its samples give (42 m is "40 m" in metric,
/// "150 feet" and "150 ft" in feet, "50 yards" in yards), rounded as the car's navigation rounds distances.
struct MKDistanceFormatterTests {
    func formatter(
        _ locale: String, _ units: MKDistanceFormatter.Units = .default,
        _ style: MKDistanceFormatter.DistanceUnitStyle = .default
    ) -> MKDistanceFormatter {
        let formatter = MKDistanceFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.units = units
        formatter.unitStyle = style
        return formatter
    }

    @Test func appleDocumentedExamples() {
        expectEqual(formatter("en_US").string(fromDistance: 42), "150 feet")
        expectEqual(formatter("en_US", .default, .abbreviated).string(fromDistance: 42), "150 ft")
        expectEqual(formatter("en_US", .metric, .abbreviated).string(fromDistance: 42), "40 m")
        expectEqual(formatter("en_US", .imperialWithYards).string(fromDistance: 42), "50 yards")
    }

    @Test func unitsFollowTheLocaleUnlessSet() {
        expectEqual(formatter("de_DE").string(fromDistance: 1_500), "1,5 Kilometer")
        expectEqual(formatter("fr_FR", .default, .abbreviated).string(fromDistance: 1_500), "1,5 km")
        expectEqual(formatter("en_GB").string(fromDistance: 300), "350 yards")
        expectEqual(formatter("en_GB").string(fromDistance: 3_000), "1.9 miles")
        expectEqual(formatter("en_US").string(fromDistance: 1_609.344), "1.0 miles")
        expectEqual(formatter("en_US").string(fromDistance: 160_934.4), "100 miles")
        expectEqual(formatter("en_US", .metric).string(fromDistance: 1_234_567), "1,235 kilometers")
        expectEqual(formatter("en_US", .imperial, .full).string(fromDistance: 120), "400 feet")
        // A language whose unit names are not known here is written with the symbols.
        expectEqual(formatter("ja_JP").string(fromDistance: 800), "800 m")
        expectEqual(formatter("en_US").string(fromDistance: -5), "--")
        expectEqual(formatter("en_US").string(fromDistance: .nan), "--")
    }

    @Test func theSameRoundingAsTheGuidanceCard() {
        // The steps: 10 m under 100 m, 50 m under 500 m, 100 m under 1 km, tenths to 10 km.
        let metric = formatter("en_US", .metric, .abbreviated)
        expectEqual(
            [44, 45, 249, 251, 949, 950, 9_949, 9_950].map(metric.string(fromDistance:)),
            [
                "40 m", "50 m", "250 m", "250 m", "900 m", "1.0 km", "9.9 km", "10 km",
            ])
    }

    @Test func parsingDistances() {
        let us = formatter("en_US")
        // Foundation's mile is 1,609.34 m (Apple's and Linux's `UnitLength.miles`).
        expectLess(abs(us.distance(from: "0.25 miles") - 402.335), 1e-9)
        expectLess(abs(us.distance(from: "1.2 km") - 1_200), 1e-9)
        expectLess(abs(us.distance(from: "120 yards") - 109.728), 1e-9)
        expectLess(abs(us.distance(from: "150") - 45.72), 1e-9, "a bare number is in the locale's small unit")
        expectEqual(formatter("de_DE").distance(from: "1,5 Kilometer"), 1_500)
        // Grouped numbers, in the locale's separators.
        expectEqual(us.distance(from: "1,500 m"), 1_500)
        expectEqual(formatter("de_DE").distance(from: "1.500 km"), 1_500_000)
        let metric = formatter("en_US", .metric)
        expectEqual(metric.distance(from: metric.string(fromDistance: 1_234_567)), 1_235_000)
        expectEqual(us.distance(from: "-5 m"), -1)
        expectEqual(us.distance(from: "far away"), -1)
        expectEqual(us.distance(from: "12 parsecs"), -1)
        // What the formatter writes, it reads back (to its rounding).
        expectEqual(us.string(fromDistance: 3_218.68), "2.0 miles")
        expectLess(abs(us.distance(from: "2.0 miles") - 3_218.68), 1e-9)
    }

    @Test func asAFormatter() {
        let formatter: Formatter = formatter("en_US", .metric, .abbreviated)
        expectTrue(formatter.string(for: 42.0) == "40 m" && formatter.string(for: 42) == "40 m")
        expectEqual(formatter.string(for: NSNumber(value: 1_500)), "1.5 km")
        expectEqual(formatter.string(for: "42"), nil)
        expectEqual(MKDistanceFormatter.Units.imperialWithYards.rawValue, 3)
        expectEqual(MKDistanceFormatter.DistanceUnitStyle.full.rawValue, 2)
    }
}
