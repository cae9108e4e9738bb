import CarPlay
import Foundation

/// Drive's own texts of distances and durations (list rows, route choices, alerts, voice prompts) and the unit of
/// the estimates it gives CarPlay, for a locale: metres and kilometres, feet and miles (United States), yards and
/// miles (United Kingdom). Foundation on Linux has no `MeasurementFormatter`, so the app writes them itself; the
/// numbers use the locale's decimal and grouping separators.
struct DriveFormat {
    var locale: Locale

    /// How distances are counted.
    enum System: Equatable {
        case metric, feet, yards
    }

    init(locale: Locale = .current) { self.locale = locale }

    var system: System {
        switch locale.measurementSystem {
        case .us: .feet
        case .uk: .yards
        default: .metric
        }
    }

    static let metersPerMile = 1609.344
    static let metersPerFoot = 0.3048
    static let metersPerYard = 0.9144

    /// A distance for a card or a row: "120 m", "1.4 km"; "500 ft", "0.3 mi"; "150 yd", "2.1 mi".
    func distance(_ meters: Double) -> String {
        guard meters.isFinite, meters >= 0 else { return "--" }
        switch system {
        case .metric:
            if meters < 1000 { return "\(number(rounded(meters, step: 10))) m" }
            return "\(number(meters / 1000, fractionDigits: meters < 10_000 ? 1 : 0)) km"
        case .feet, .yards:
            let miles = meters / Self.metersPerMile
            if miles < 0.1 {
                return system == .feet
                    ? "\(number(rounded(meters / Self.metersPerFoot, step: 50))) ft"
                    : "\(number(rounded(meters / Self.metersPerYard, step: 10))) yd"
            }
            return "\(number(miles, fractionDigits: miles < 10 ? 1 : 0)) mi"
        }
    }

    /// A distance as a prompt says it: "300 metres", "1,000 feet", "350 yards", "0.5 miles".
    func spokenDistance(_ meters: Double) -> String {
        guard meters.isFinite, meters >= 0 else { return "" }
        switch system {
        case .metric:
            if meters < 1000 { return "\(number(rounded(meters, step: 50))) metres" }
            return "\(number(meters / 1000, fractionDigits: 1)) kilometres"
        case .feet, .yards:
            let miles = meters / Self.metersPerMile
            if miles < 0.25 {
                return system == .feet
                    ? "\(number(rounded(meters / Self.metersPerFoot, step: 100))) feet"
                    : "\(number(rounded(meters / Self.metersPerYard, step: 50))) yards"
            }
            return "\(number(miles, fractionDigits: 1)) miles"
        }
    }

    /// A travel time: "< 1 min", "6 min", "1 h 5 min".
    func duration(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "--" }
        let minutes = Int((seconds / 60).rounded())
        if minutes < 1 { return "< 1 min" }
        if minutes < 60 { return "\(minutes) min" }
        return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// Estimates in the locale's unit (CarPlay shows them in the unit's system): kilometres or miles.
    func estimates(meters: Double, seconds: TimeInterval) -> CPTravelEstimates {
        let distance = Measurement(value: meters, unit: UnitLength.meters)
        return CPTravelEstimates(
            distanceRemaining: distance.converted(to: system == .metric ? .kilometers : .miles),
            timeRemaining: seconds)
    }

    private func rounded(_ value: Double, step: Double) -> Double { (value / step).rounded() * step }

    /// `value` with `fractionDigits` decimals (halves up), grouped and separated as the locale writes numbers.
    private func number(_ value: Double, fractionDigits: Int = 0) -> String {
        let scale = Int(pow(10, Double(fractionDigits)))
        let scaled = Int((value * Double(scale)).rounded())
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        let whole = formatter.string(from: NSNumber(value: scaled / scale)) ?? String(scaled / scale)
        guard fractionDigits > 0 else { return whole }
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
        return whole + (locale.decimalSeparator ?? ".") + padded
    }
}
