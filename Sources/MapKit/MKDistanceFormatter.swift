#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A utility object that converts between a geographic distance and a string-based expression of that distance.
///
/// Distances are rounded as the car's navigation rounds them (`_DistanceRounding`): "40 m", "1.5 km", "150 ft",
/// "0.3 mi", "50 yd". The default unit style spells units out ("150 feet") in the languages whose unit names are
/// known here (English, German, French, Spanish, Italian) and abbreviates them in others; Foundation on Linux has no
/// `MeasurementFormatter` to ask.
open class MKDistanceFormatter: Formatter {
    /// The units used when formatting distances.
    public enum Units: UInt, Sendable {
        /// The units of the formatter's locale.
        case `default` = 0
        /// Metres and kilometres.
        case metric = 1
        /// Feet and miles.
        case imperial = 2
        /// Yards and miles.
        case imperialWithYards = 3
    }

    /// Constants that indicate the format style to use for strings.
    public enum DistanceUnitStyle: UInt, Sendable {
        /// Bases the determination to abbreviate on the locale and language.
        case `default` = 0
        /// Abbreviates units ("km" instead of "kilometers").
        case abbreviated = 1
        /// Spells out units in full.
        case full = 2
    }

    /// The locale of the strings (the current locale unless set; setting nil restores it).
    open var locale: Locale! {
        get { storedLocale ?? Locale.current }
        set { storedLocale = newValue }
    }
    private var storedLocale: Locale?

    /// The units of the strings.
    open var units: Units = .default
    /// The style of the units.
    open var unitStyle: DistanceUnitStyle = .default

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a string representation of the specified distance (in metres): "--" for a negative, infinite or
    /// NaN distance.
    open func string(fromDistance distance: CLLocationDistance) -> String {
        let locale = self.locale ?? Locale.current
        guard let rounded = _DistanceRounding.round(Measurement(value: distance, unit: .meters), in: system(locale))
        else { return "--" }
        let number = Self.number(rounded, locale: locale)
        return "\(number) \(Self.unitName(rounded.unit, locale: locale, style: unitStyle))"
    }

    /// Returns the distance, in metres, that `distance` writes: a number and an optional unit ("0.25 miles", "1.2 km",
    /// "120 yards"; a number alone is in the formatter's small unit: metres, feet or yards); -1 when the string holds
    /// no recognised distance.
    open func distance(from distance: String) -> CLLocationDistance {
        let locale = self.locale ?? Locale.current
        let decimal = (locale.decimalSeparator ?? ".").first ?? "."
        // Group separators are dropped (the locale's, and the spaces French and others group with).
        let grouping = Set([locale.groupingSeparator ?? ",", "\u{00A0}", "\u{202F}"].compactMap(\.first))
            .subtracting([decimal])
        var digits = ""
        var rest = Substring(distance.trimmingCharacters(in: .whitespacesAndNewlines))
        while let first = rest.first, first.isASCII && first.isNumber || first == decimal || grouping.contains(first) {
            if first == decimal {
                digits.append(".")
            } else if !grouping.contains(first) {
                digits.append(first)
            }
            rest = rest.dropFirst()
        }
        guard let value = Double(digits), value.isFinite else { return -1 }
        let word = rest.trimmingCharacters(in: .whitespaces).lowercased()
        let unit: UnitLength
        if word.isEmpty {
            unit =
                switch system(locale) {
                case .metric: .meters
                case .imperialFeet: .feet
                case .imperialYards: .yards
                }
        } else if let named = Self.unitWords.first(where: { $0.words.contains(word) }) {
            unit = named.unit
        } else {
            return -1
        }
        return Measurement(value: value, unit: unit).converted(to: .meters).value
    }

    /// A number, as a distance, for `string(fromDistance:)`; nil for other values.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let value as Double: string(fromDistance: value)
        case let value as Int: string(fromDistance: Double(value))
        case let value as NSNumber: string(fromDistance: value.doubleValue)
        default: nil
        }
    }

    /// The system of the formatter's units.
    private func system(_ locale: Locale) -> _DistanceRounding.System {
        switch units {
        case .default: _DistanceRounding.system(of: locale)
        case .metric: .metric
        case .imperial: .imperialFeet
        case .imperialWithYards: .imperialYards
        }
    }

    /// The number of a rounded distance with the locale's separators ("1.2", "1,2", "1,500").
    private static func number(_ rounded: _DistanceRounding.Rounded, locale: Locale) -> String {
        let whole = rounded.tenths ? rounded.count / 10 : rounded.count
        var digits = String(whole)
        if digits.count > 3 {
            var grouped: [String] = []
            while digits.count > 3 {
                grouped.insert(String(digits.suffix(3)), at: 0)
                digits.removeLast(3)
            }
            grouped.insert(digits, at: 0)
            digits = grouped.joined(separator: locale.groupingSeparator ?? ",")
        }
        guard rounded.tenths else { return digits }
        return "\(digits)\(locale.decimalSeparator ?? ".")\(rounded.count % 10)"
    }

    /// A unit's name in the style and the locale's language. The rounding never writes exactly one of a unit (one
    /// kilometre or mile is "1.0"), so the names are plural.
    private static func unitName(_ unit: _DistanceRounding.Unit, locale: Locale, style: DistanceUnitStyle) -> String {
        let language = locale.language.languageCode?.identifier ?? "en"
        if style != .abbreviated, let name = fullNames[language]?[unit] { return name }
        let symbol =
            switch unit {
            case .meters: "m"
            case .kilometers: "km"
            case .feet: "ft"
            case .yards: "yd"
            case .miles: "mi"
            }
        return symbol
    }

    /// Unit names spelt out (plural), by language.
    private static let fullNames: [String: [_DistanceRounding.Unit: String]] = [
        "en": [
            .meters: "meters", .kilometers: "kilometers", .feet: "feet",
            .yards: "yards", .miles: "miles",
        ],
        "de": [
            .meters: "Meter", .kilometers: "Kilometer", .feet: "Fuß",
            .yards: "Yards", .miles: "Meilen",
        ],
        "fr": [
            .meters: "mètres", .kilometers: "kilomètres", .feet: "pieds",
            .yards: "yards", .miles: "miles",
        ],
        "es": [
            .meters: "metros", .kilometers: "kilómetros", .feet: "pies",
            .yards: "yardas", .miles: "millas",
        ],
        "it": [
            .meters: "metri", .kilometers: "chilometri", .feet: "piedi",
            .yards: "iarde", .miles: "miglia",
        ],
    ]

    /// The words `distance(from:)` takes for each unit (lower case; English and the languages above).
    private static let unitWords: [(unit: UnitLength, words: Set<String>)] = [
        (.meters, ["m", "meter", "meters", "metre", "metres", "mètre", "mètres", "metro", "metros", "metri"]),
        (
            .kilometers,
            [
                "km", "kilometer", "kilometers", "kilometre", "kilometres", "kilomètre", "kilomètres", "kilómetro",
                "kilómetros", "chilometro", "chilometri",
            ]
        ),
        (.feet, ["ft", "foot", "feet", "fuß", "pied", "pieds", "pie", "pies", "piede", "piedi"]),
        (.yards, ["yd", "yds", "yard", "yards", "yarda", "yardas", "iarda", "iarde"]),
        (.miles, ["mi", "mile", "miles", "meile", "meilen", "milla", "millas", "miglio", "miglia"]),
    ]
}
#endif
