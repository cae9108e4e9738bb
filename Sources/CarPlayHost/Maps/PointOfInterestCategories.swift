import Foundation

/// Which of Apple's point-of-interest categories (`MKPointOfInterestCategory` raw values) an OpenStreetMap place's
/// category ("amenity=fuel") belongs to: how the car's map answers `MKPointOfInterestFilter` and sets
/// `MKMapItem.pointOfInterestCategory`. Decision: the usual tag of each category; a kind Apple has no category for
/// (a casino, a monument) belongs to none; a shop not listed is a store.
public enum PointOfInterestCategories {
    /// Apple's category for an OpenStreetMap category, nil when none fits (streets included).
    public static func appleCategory(of osmCategory: String) -> String? {
        if let category = byTag[osmCategory] { return category }
        return osmCategory.hasPrefix("shop=") ? "MKPOICategoryStore" : nil
    }

    private static let byTag: [String: String] = {
        var table: [String: String] = [:]
        for (category, tags) in tagsByCategory {
            for tag in tags { table[tag] = "MKPOICategory" + category }
        }
        return table
    }()

    /// The tags of each category (the raw value without its "MKPOICategory" prefix).
    private static let tagsByCategory: [(String, [String])] = [
        ("Airport", ["aeroway=aerodrome"]),
        ("AmusementPark", ["tourism=theme_park"]),
        ("Aquarium", ["tourism=aquarium"]),
        ("ATM", ["amenity=atm"]),
        ("Bakery", ["shop=bakery"]),
        ("Bank", ["amenity=bank", "amenity=bureau_de_change"]),
        ("Beach", ["leisure=beach_resort"]),
        ("Cafe", ["amenity=cafe", "amenity=ice_cream"]),
        ("Campground", ["tourism=camp_site", "tourism=caravan_site"]),
        ("CarRental", ["amenity=car_rental"]),
        ("EVCharger", ["amenity=charging_station"]),
        ("FireStation", ["amenity=fire_station"]),
        ("FitnessCenter", ["leisure=fitness_centre", "leisure=sports_centre"]),
        ("FoodMarket", ["shop=supermarket", "shop=convenience", "shop=greengrocer", "amenity=marketplace"]),
        ("GasStation", ["amenity=fuel"]),
        ("Hospital", ["amenity=hospital", "amenity=clinic"]),
        ("Hotel", ["tourism=hotel", "tourism=motel", "tourism=hostel", "tourism=guest_house"]),
        ("Laundry", ["shop=laundry", "shop=dry_cleaning"]),
        ("Library", ["amenity=library"]),
        ("Marina", ["leisure=marina"]),
        ("MovieTheater", ["amenity=cinema"]),
        ("Museum", ["tourism=museum", "tourism=gallery"]),
        ("Nightlife", ["amenity=bar", "amenity=pub", "amenity=nightclub"]),
        ("Park", ["leisure=park", "leisure=garden"]),
        ("Parking", ["amenity=parking", "amenity=parking_entrance"]),
        ("Pharmacy", ["amenity=pharmacy"]),
        ("Police", ["amenity=police"]),
        ("PostOffice", ["amenity=post_office"]),
        ("PublicTransport", ["railway=station", "amenity=bus_station", "amenity=ferry_terminal"]),
        ("Restaurant", ["amenity=restaurant", "amenity=fast_food", "amenity=food_court"]),
        ("Restroom", ["amenity=toilets"]),
        ("School", ["amenity=school", "amenity=kindergarten"]),
        ("Stadium", ["leisure=stadium"]),
        ("Theater", ["amenity=theatre"]),
        ("University", ["amenity=university", "amenity=college"]),
        ("Zoo", ["tourism=zoo"]),
    ]
}
