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

    /// A distance for a card or a row: "120 m", "1.4 km", "12 km"; "500 ft", "0.3 mi"; "150 yd", "2.1 mi".
    func distance(_ meters: Double) -> String {
        guard meters.isFinite, meters >= 0, meters <= Self.largestDistance else { return "--" }
        let amount = amount(meters, spoken: false)
        switch (amount.large, system) {
        case (false, .metric): return "\(number(amount.value)) m"
        case (false, .feet): return "\(number(amount.value)) ft"
        case (false, .yards): return "\(number(amount.value)) yd"
        case (true, .metric): return "\(number(amount.value, fractionDigits: amount.fractionDigits)) km"
        case (true, _): return "\(number(amount.value, fractionDigits: amount.fractionDigits)) mi"
        }
    }

    /// A distance as a prompt says it: "300 metres", "1 kilometre", "1.5 kilometres"; "1,000 feet", "350 yards",
    /// "0.5 miles".
    func spokenDistance(_ meters: Double) -> String {
        guard meters.isFinite, meters >= 0, meters <= Self.largestDistance else { return "" }
        let amount = amount(meters, spoken: true)
        let text = number(amount.value, fractionDigits: amount.fractionDigits)
        let one = amount.value == 1 && amount.fractionDigits == 0
        switch (amount.large, system) {
        case (false, .metric): return "\(text) \(one ? "metre" : "metres")"
        case (false, .feet): return "\(text) \(one ? "foot" : "feet")"
        case (false, .yards): return "\(text) \(one ? "yard" : "yards")"
        case (true, .metric): return "\(text) \(one ? "kilometre" : "kilometres")"
        case (true, _): return "\(text) \(one ? "mile" : "miles")"
        }
    }

    /// How much of which unit a distance is written or said as: the small unit (metres, feet, yards) rounded to a
    /// step, until that rounded count reaches where the large unit (kilometres, miles) takes over — so 995 m is
    /// "1.0 km" and 980 m is said "1 kilometre", never "1,000 m" or "1,000 metres". The large unit has one decimal
    /// below ten (written) or unless it is whole (spoken).
    private func amount(_ meters: Double, spoken: Bool) -> (value: Double, large: Bool, fractionDigits: Int) {
        let perSmall: Double
        let step: Double
        let metersPerLarge: Double
        let largeFrom: Double  // in metres
        switch system {
        case .metric:
            (perSmall, step, metersPerLarge, largeFrom) = (1, spoken ? 50 : 10, 1000, 1000)
        case .feet:
            (perSmall, step, metersPerLarge) = (Self.metersPerFoot, spoken ? 100 : 50, Self.metersPerMile)
            largeFrom = (spoken ? 0.25 : 0.1) * Self.metersPerMile
        case .yards:
            (perSmall, step, metersPerLarge) = (Self.metersPerYard, spoken ? 50 : 10, Self.metersPerMile)
            largeFrom = (spoken ? 0.25 : 0.1) * Self.metersPerMile
        }
        let small = rounded(meters / perSmall, step: step)
        if small * perSmall < largeFrom - 1e-9 { return (small, false, 0) }
        let large = meters / metersPerLarge
        let tenths = (large * 10).rounded() / 10
        if spoken { return (tenths, true, tenths == tenths.rounded() ? 0 : 1) }
        return tenths < 10 ? (tenths, true, 1) : (large.rounded(), true, 0)
    }

    /// The longest distance and travel time written (a year's drive, far beyond any route): the app runs in the
    /// car's process, so a server's or the car's absurd number must read "--", never trap converting to `Int`.
    static let largestDistance = 1e9
    static let largestDuration: TimeInterval = 365 * 86_400

    /// A travel time: "< 1 min", "6 min", "1 h 5 min".
    func duration(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 0, seconds <= Self.largestDuration else { return "--" }
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
        let scale = Int(pow(10, Double(min(max(fractionDigits, 0), 6))))
        // Callers keep values small (largestDistance); a number beyond Int is still not a trap.
        guard let scaled = Int(exactly: (value * Double(scale)).rounded()) else { return "--" }
        let whole = DecimalFormatters.shared.string(scaled / scale, locale: locale) ?? String(scaled / scale)
        guard fractionDigits > 0 else { return whole }
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
        return whole + (locale.decimalSeparator ?? ".") + padded
    }
}

/// One decimal `NumberFormatter` per locale, made on first use: making one (ICU underneath) costs far more than using
/// it, and a guiding app writes a distance every second. Used under a lock (the formats are made on any thread).
private final class DecimalFormatters: @unchecked Sendable {
    static let shared = DecimalFormatters()

    private let lock = NSLock()
    private var formatters: [String: NumberFormatter] = [:]

    /// `value` grouped as `locale` writes whole numbers.
    func string(_ value: Int, locale: Locale) -> String? {
        lock.lock()
        defer { lock.unlock() }
        let formatter: NumberFormatter
        if let made = formatters[locale.identifier] {
            formatter = made
        } else {
            formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            formatters[locale.identifier] = formatter
        }
        return formatter.string(from: NSNumber(value: value))
    }
}
