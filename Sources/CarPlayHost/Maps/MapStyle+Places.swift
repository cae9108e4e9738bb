import Foundation

extension MapStyle {
    /// How the map shows a point of interest of one of Apple's categories: a disc in the category's colour with the
    /// category's symbol drawn white, from a zoom on, and the place's name beside it in the same colour.
    public struct Place: Codable, Hashable, Sendable {
        /// The SF Symbol drawn on the disc (one `SymbolSet` draws).
        public var symbol: String
        /// The disc's colour and the name's.
        public var colour: String
        /// The least zoom the place shows at (more important categories show earlier).
        public var minimumZoom: Double
        /// The symbol's SVG document drawn white, for front ends that draw it as an image.
        public var glyph: String

        public init(symbol: String, colour: String, minimumZoom: Double) {
            self.symbol = symbol
            self.colour = colour
            self.minimumZoom = minimumZoom
            glyph = (SymbolSet.svg(named: symbol) ?? SymbolSet.missingImageSVG).replacingOccurrences(
                of: "<svg ", with: ##"<svg width="24" height="24" color="#FFFFFF" "##)
        }
    }

    /// The size of a place's disc, glyph and name.
    public struct PlaceMark: Codable, Hashable, Sendable {
        public var radius: Double
        public var glyphSize: Double
        public var outline: String
        public var outlineWidth: Double
        public var fontSize: Double
        /// The height of the name's line (what it must keep clear of other labels).
        public var labelHeight: Double
        /// The gap between the disc and the name.
        public var labelGap: Double
    }

    /// Apple's point-of-interest categories (`MKPointOfInterestCategory` raw values) as the car's map draws them.
    /// Decision (docs/DECISIONS.md, "Points of interest on the map"): Apple Maps' colour families; places a driver
    /// heads for (fuel, charging, parking, hospitals, transport, sights) from zoom 15, everyday places from 16,
    /// shops and services from 17.
    public static let standardPlaces: [String: Place] = {
        let red = "#FF3B30", blue = "#007AFF", green = "#34C759", orange = "#FF9500", purple = "#AF52DE"
        let pink = "#FF2D55", yellow = "#E0A100", grey = "#8E8E93", brown = "#A2845E", indigo = "#5856D6"
        let table: [(String, String, String, Double)] = [
            ("Hospital", "cross.fill", red, 15), ("Pharmacy", "cross.fill", red, 16),
            ("FireStation", "shield.fill", red, 16), ("Police", "shield.fill", indigo, 16),
            ("GasStation", "fuelpump.fill", blue, 15), ("Parking", "parkingsign", blue, 15),
            ("PublicTransport", "bus.fill", blue, 15), ("Airport", "airplane", blue, 15),
            ("CarRental", "car.fill", blue, 16), ("Marina", "sailboat.fill", blue, 15),
            ("EVCharger", "ev.charger", green, 15), ("Park", "tree.fill", green, 15),
            ("Campground", "tree.fill", green, 16), ("Beach", "tree.fill", green, 16), ("Zoo", "tree.fill", green, 16),
            ("Restaurant", "fork.knife", orange, 16), ("Cafe", "cup.and.saucer", orange, 16),
            ("Bakery", "cup.and.saucer", orange, 17), ("FoodMarket", "cart", orange, 16),
            ("Hotel", "bed.double", purple, 16), ("Nightlife", "music.note", purple, 16),
            ("Museum", "star.fill", pink, 15), ("Stadium", "star.fill", pink, 15), ("Theater", "star.fill", pink, 16),
            ("MovieTheater", "star.fill", pink, 16), ("Aquarium", "star.fill", pink, 15),
            ("AmusementPark", "star.fill", pink, 15), ("FitnessCenter", "heart.fill", pink, 17),
            ("Store", "bag", yellow, 17), ("Laundry", "bag", yellow, 17),
            ("Bank", "creditcard", grey, 16), ("ATM", "creditcard", grey, 17), ("PostOffice", "envelope", grey, 16),
            ("Restroom", "person.fill", grey, 17),
            ("School", "book.fill", brown, 16), ("University", "book.fill", brown, 16),
            ("Library", "book.fill", brown, 16),
        ]
        var places: [String: Place] = [:]
        for (category, symbol, colour, zoom) in table {
            places["MKPOICategory" + category] = Place(symbol: symbol, colour: colour, minimumZoom: zoom)
        }
        return places
    }()

    /// Whether a map view's `pointsOfInterest` setting ("all", "none", "including:A,B", "excluding:A,B": Apple's
    /// category raw values) shows places of `category`.
    public static func showsPlaces(of category: String, setting: String) -> Bool {
        if setting == "all" { return true }
        if setting == "none" { return false }
        for (prefix, included) in [("including:", true), ("excluding:", false)] where setting.hasPrefix(prefix) {
            let listed = setting.dropFirst(prefix.count).split(separator: ",").contains { $0 == category }
            return listed == included
        }
        return true
    }
}
