#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How distances are rounded for people: the one set of rules of `MKDistanceFormatter` and of the car's navigation
/// texts (`NavigationFormat` in the host), so that a distance reads the same in an app's list and on the guidance
/// card (docs/DECISIONS.md, "Navigation host").
///
/// Metric: under 100 m in steps of 10 m, under 500 m of 50 m, under 1 km of 100 m; tenths of a kilometre under
/// 10 km; whole kilometres from there. Feet: under 0.1 mi, in steps of 50 ft (100 ft from 500 ft). Yards: under
/// 500 yd, in steps of 10 yd (50 yd from 100 yd). Miles: tenths under 10 mi, whole miles from there. Halves round up.
package enum _DistanceRounding {
    /// How distances are counted.
    package enum System: Sendable, Hashable {
        /// Metres and kilometres.
        case metric
        /// Feet and miles (United States).
        case imperialFeet
        /// Yards and miles (United Kingdom).
        case imperialYards
    }

    /// The unit a rounded distance is written in.
    package enum Unit: Sendable, Hashable {
        case meters, kilometers, feet, yards, miles
    }

    /// A rounded distance: a whole number (`tenths` false) or a number of tenths (`tenths` true) of `unit`.
    package struct Rounded: Sendable, Hashable {
        /// The number written: whole units, or tenths of the unit when `tenths`.
        package var count: Int
        package var tenths: Bool
        package var unit: Unit

        /// The value in `unit` ("1.2" is 1.2).
        package var value: Double { tenths ? Double(count) / 10 : Double(count) }
    }

    /// The system a locale counts road distances in: feet and miles in the United States, Liberia and Myanmar;
    /// yards and miles in the United Kingdom and its Crown dependencies; metres elsewhere. A locale without a
    /// region takes its language's usual one ("en" is the United States).
    package static func system(of locale: Locale) -> System {
        let language = locale.language.languageCode?.identifier ?? "en"
        switch locale.region?.identifier ?? usualRegion[language] {
        case "US", "LR", "MM": return .imperialFeet
        case "GB", "IM", "JE", "GG": return .imperialYards
        default: return .metric
        }
    }

    /// The usual region of a language, for locales without one.
    package static let usualRegion = ["en": "US", "de": "DE", "fr": "FR", "es": "ES", "it": "IT", "ja": "JP"]

    /// `length` rounded in `system`; nil for lengths that cannot be written (negative, NaN, infinite, 10¹⁵ m or
    /// more). The length is converted from its unit straight to the unit written, so 500 yd stays exactly 500 yd.
    package static func round(_ length: Measurement<UnitLength>, in system: System) -> Rounded? {
        let meters = length.converted(to: .meters).value
        guard meters.isFinite, meters >= 0, meters < 1e15, length.value.isFinite else { return nil }
        let miles = length.converted(to: .miles).value
        switch system {
        case .metric:
            if meters < 1000 {
                let step: Double = meters < 100 ? 10 : meters < 500 ? 50 : 100
                let rounded = roundHalfUp(meters / step) * step
                if rounded < 1000 { return Rounded(count: Int(rounded), tenths: false, unit: .meters) }
            }
            if meters < 10_000 {
                let tenths = roundHalfUp(meters / 100)
                if tenths < 100 { return Rounded(count: Int(tenths), tenths: true, unit: .kilometers) }
            }
            return Rounded(count: Int(roundHalfUp(meters / 1000)), tenths: false, unit: .kilometers)
        case .imperialFeet:
            if miles < 0.1 {
                let feet = length.converted(to: .feet).value
                let step: Double = feet < 500 ? 50 : 100
                return Rounded(count: Int(roundHalfUp(feet / step) * step), tenths: false, unit: .feet)
            }
            return roundMiles(miles)
        case .imperialYards:
            let yards = length.converted(to: .yards).value
            if yards < 500 {
                let step: Double = yards < 100 ? 10 : 50
                return Rounded(count: Int(roundHalfUp(yards / step) * step), tenths: false, unit: .yards)
            }
            return roundMiles(miles)
        }
    }

    /// Tenths of a mile under 10 miles, whole miles from there.
    private static func roundMiles(_ miles: Double) -> Rounded {
        if miles < 10 {
            let tenths = roundHalfUp(miles * 10)
            if tenths < 100 { return Rounded(count: Int(tenths), tenths: true, unit: .miles) }
        }
        return Rounded(count: Int(roundHalfUp(miles)), tenths: false, unit: .miles)
    }

    /// Rounds to the nearest whole number, halves up. The nudge keeps values like 11.5 that arrive as
    /// 11.4999999999 (from unit conversions) rounding up.
    package static func roundHalfUp(_ value: Double) -> Double {
        (value + 1e-9).rounded(.toNearestOrAwayFromZero)
    }
}
#endif
