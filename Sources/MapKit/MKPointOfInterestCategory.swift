#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A category of points of interest (the raw values are Apple's).
public struct MKPointOfInterestCategory: Hashable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    public static let amusementPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryAmusementPark")
    public static let aquarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryAquarium")
    public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryATM")
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    public static let brewery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBrewery")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let campground = MKPointOfInterestCategory(rawValue: "MKPOICategoryCampground")
    public static let carRental = MKPointOfInterestCategory(rawValue: "MKPOICategoryCarRental")
    public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEVCharger")
    public static let fireStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryFireStation")
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    public static let laundry = MKPointOfInterestCategory(rawValue: "MKPOICategoryLaundry")
    public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
    public static let marina = MKPointOfInterestCategory(rawValue: "MKPOICategoryMarina")
    public static let movieTheater = MKPointOfInterestCategory(rawValue: "MKPOICategoryMovieTheater")
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
    public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
    public static let police = MKPointOfInterestCategory(rawValue: "MKPOICategoryPolice")
    public static let postOffice = MKPointOfInterestCategory(rawValue: "MKPOICategoryPostOffice")
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let restroom = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestroom")
    public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
    public static let stadium = MKPointOfInterestCategory(rawValue: "MKPOICategoryStadium")
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
    public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
    public static let winery = MKPointOfInterestCategory(rawValue: "MKPOICategoryWinery")
    public static let zoo = MKPointOfInterestCategory(rawValue: "MKPOICategoryZoo")
}
#endif
