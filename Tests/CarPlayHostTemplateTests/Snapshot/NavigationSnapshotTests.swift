import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// Images for the navigation snapshot tests.
enum NavigationTestImages {
    static var symbol: UIImage { UIImage(systemName: "arrow.turn.up.right")! }
    static var junction: UIImage { UIImage(systemName: "map")! }
    static var shield: UIImage { UIImage(systemName: "shield")! }
    static var star: UIImage { UIImage(systemName: "star")! }
    /// Encoded image bytes (an SVG of the given size in points).
    static func svg(width: Int, height: Int) -> Data {
        Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)"></svg>"#.utf8)
    }
    static func degrees(_ value: Double) -> Measurement<UnitAngle> { Measurement(value: value, unit: .degrees) }
    static func meters(_ value: Double) -> Measurement<UnitLength> { Measurement(value: value, unit: .meters) }
}

@MainActor
@Suite("Navigation snapshots: estimates, trips, waypoints")
struct NavigationValueSnapshotTests {
    typealias Images = NavigationTestImages

    @Test func estimatesKeepTheAppsUnit() throws {
        let estimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1.2, unit: .kilometers), timeRemaining: 300)
        let snapshot = TravelEstimatesSnapshot(estimates)
        expectEqual(snapshot.distanceRemaining, DistanceSnapshot(value: 1.2, unit: "km", meters: 1200))
        expectEqual(snapshot.distanceRemainingToDisplay, snapshot.distanceRemaining)
        expectEqual(snapshot.timeRemaining, 300)
        expectTrue(snapshot.isDistanceKnown && snapshot.isTimeKnown)
        expectEqual(snapshot.distanceRemaining.measurement.unit, UnitLength.kilometers)
        expectEqual(snapshot.distanceRemaining.measurement.value, 1.2)

        // Measurement calls 1 km and 1000 m equal; the snapshot must not (the car shows the app's unit).
        let meters = TravelEstimatesSnapshot(
            CPTravelEstimates(distanceRemaining: Images.meters(1200), timeRemaining: 300))
        expectNotEqual(meters, snapshot)
        expectEqual(meters.distanceRemaining.unit, "m")
    }

    @Test func distanceToDisplayIsKeptApart() {
        let estimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1.26, unit: .miles),
            distanceRemainingToDisplay: Measurement(value: 1.25, unit: .miles), timeRemaining: 90)
        let snapshot = TravelEstimatesSnapshot(estimates)
        expectEqual(snapshot.distanceRemaining.value, 1.26)
        expectEqual(snapshot.distanceRemainingToDisplay.value, 1.25)
        expectEqual(snapshot.distanceRemainingToDisplay.unit, "mi")
        // Foundation's mile is 1609.34 m.
        expectLess(abs(snapshot.distanceRemainingToDisplay.meters - 2011.675), 1e-6)
    }

    @Test func unknownValuesReadMinusOneAndStayEncodable() throws {
        let negative = TravelEstimatesSnapshot(
            CPTravelEstimates(distanceRemaining: Images.meters(-1), timeRemaining: -5))
        expectTrue(!negative.isDistanceKnown && !negative.isTimeKnown)
        expectEqual(negative.timeRemaining, -1)

        let nan = TravelEstimatesSnapshot(
            CPTravelEstimates(distanceRemaining: Images.meters(.nan), timeRemaining: .nan))
        expectEqual(nan.distanceRemaining, DistanceSnapshot(value: -1, unit: "m", meters: -1))
        expectEqual(nan.timeRemaining, -1)
        expectEqual(nan, nan)  // NaN would make it unequal to itself
        let infinite = TravelEstimatesSnapshot(
            CPTravelEstimates(distanceRemaining: Images.meters(.infinity), timeRemaining: .infinity))
        expectTrue(!infinite.isDistanceKnown && !infinite.isTimeKnown)
        let data = try JSONEncoder().encode([nan, infinite])
        expectEqual(try JSONDecoder().decode([TravelEstimatesSnapshot].self, from: data), [nan, infinite])

        // Zero is a real value (imminent arrival).
        let zero = TravelEstimatesSnapshot(CPTravelEstimates(distanceRemaining: Images.meters(0), timeRemaining: 0))
        expectTrue(zero.isDistanceKnown && zero.isTimeKnown)
    }

    @Test func distanceOfACustomUnitReadsBackInMeters() {
        let custom = UnitLength(symbol: "pace", converter: UnitConverterLinear(coefficient: 0.75))
        let snapshot = DistanceSnapshot(Measurement(value: 100, unit: custom))
        expectTrue(snapshot.unit == "pace" && snapshot.value == 100 && snapshot.meters == 75)
        expectTrue(snapshot.measurement.unit == UnitLength.meters && snapshot.measurement.value == 75)
    }

    @Test func tripFromMapItems() throws {
        let origin = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03)))
        origin.name = "Home"
        let destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 37.77, longitude: -122.42)))
        destination.name = "Office"
        let fastest = CPRouteChoice(
            summaryVariants: ["Via I-280 S", "I-280"], additionalInformationVariants: ["Fastest Route"],
            selectionSummaryVariants: ["23 min"])
        let scenic = CPRouteChoice(
            summaryVariants: ["Via CA-1"], additionalInformationVariants: [], selectionSummaryVariants: [])
        let trip = CPTrip(origin: origin, destination: destination, routeChoices: [fastest, scenic])

        let snapshot = TripSnapshot(trip)
        expectEqual(snapshot.id, ElementID(of: trip))
        expectEqual(
            snapshot.origin,
            MapItemSnapshot(name: "Home", coordinate: CoordinateSnapshot(latitude: 37.33, longitude: -122.03)))
        expectEqual(snapshot.destination.name, "Office")
        expectEqual(snapshot.destination.coordinate.altitude, nil)
        expectEqual(snapshot.originWaypoint.name, "Home")
        // A waypoint made from a map item has an unknown altitude (CLLocationDistanceMax): nil.
        expectEqual(snapshot.destinationWaypoint.centerPoint, CoordinateSnapshot(latitude: 37.77, longitude: -122.42))
        expectEqual(snapshot.routeChoices.map(\.id), [ElementID(of: fastest), ElementID(of: scenic)])
        expectEqual(
            snapshot.routeChoices[0],
            RouteChoiceSnapshot(
                id: ElementID(of: fastest), summaryVariants: ["Via I-280 S", "I-280"],
                additionalInformationVariants: ["Fastest Route"], selectionSummaryVariants: ["23 min"]))
        expectTrue(snapshot.destinationNameVariants.isEmpty)
        expectTrue(!snapshot.hasShareableDestination && snapshot.routeSegmentsAvailableForRegion)
        expectEqual(snapshot.destinationNames, ["Office"])

        trip.destinationNameVariants = ["Apple Park Visitor Center", "Apple Park"]
        trip.hasShareableDestination = true
        trip.routeSegmentsAvailableForRegion = false
        let updated = TripSnapshot(trip)
        expectEqual(updated.destinationNames, ["Apple Park Visitor Center", "Apple Park"])
        expectTrue(updated.hasShareableDestination && !updated.routeSegmentsAvailableForRegion)

        let data = try JSONEncoder().encode(updated)
        expectEqual(try JSONDecoder().decode(TripSnapshot.self, from: data), updated)
    }

    @Test func tripFromWaypoints() {
        let origin = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 52.52, longitude: 13.405, altitude: 34),
            locationThreshold: nil, name: nil, address: nil, entryPoints: [], timeZone: nil)
        let destination = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 48.137, longitude: 11.575, altitude: CLLocationDistanceMax),
            locationThreshold: Measurement(value: 50, unit: .meters), name: "Marienplatz",
            address: "Marienplatz 1\n80331 München\n\nGermany",
            entryPoints: [CPLocationCoordinate3D(latitude: 48.1372, longitude: 11.5756, altitude: 519)],
            timeZone: TimeZone(identifier: "Europe/Berlin"))
        let trip = CPTrip(originWaypoint: origin, destinationWaypoint: destination, routeChoices: [])
        let snapshot = TripSnapshot(trip)
        expectEqual(
            snapshot.originWaypoint.centerPoint, CoordinateSnapshot(latitude: 52.52, longitude: 13.405, altitude: 34))
        let waypoint = snapshot.destinationWaypoint
        expectEqual(waypoint.centerPoint.altitude, nil)
        expectEqual(waypoint.locationThreshold, DistanceSnapshot(value: 50, unit: "m", meters: 50))
        expectEqual(waypoint.name, "Marienplatz")
        expectEqual(waypoint.addressLines, ["Marienplatz 1", "80331 München", "Germany"])
        expectEqual(waypoint.entryPoints, [CoordinateSnapshot(latitude: 48.1372, longitude: 11.5756, altitude: 519)])
        expectEqual(waypoint.timeZone, "Europe/Berlin")
        expectEqual(snapshot.destination.name, "Marienplatz")
        expectEqual(snapshot.destinationNames, ["Marienplatz"])
        expectTrue(snapshot.routeChoices.isEmpty)
    }

    @Test func invalidCoordinatesReadAsTheInvalidCoordinate() throws {
        let coordinate = CoordinateSnapshot(latitude: .nan, longitude: 10, altitude: .infinity)
        expectTrue(coordinate.latitude == -180 && coordinate.longitude == -180 && coordinate.altitude == nil)
        expectTrue(!coordinate.isValid)
        expectTrue(CoordinateSnapshot(latitude: 10, longitude: 20).isValid)
        expectTrue(!CoordinateSnapshot(latitude: 91, longitude: 20).isValid)
        _ = try JSONEncoder().encode(coordinate)
    }

    @Test func tripPreviewText() {
        let configuration = CPTripPreviewTextConfiguration(
            startButtonTitle: "Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: "Overview")
        expectEqual(
            TripPreviewTextSnapshot(configuration),
            TripPreviewTextSnapshot(
                startButtonTitle: "Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: "Overview"))
    }

    @Test func mapTemplateWaypoint() {
        let waypoint = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 1, longitude: 2, altitude: 3), locationThreshold: nil,
            name: "Stop", address: nil, entryPoints: [], timeZone: nil)
        let snapshot = MapTemplateWaypointSnapshot(
            CPMapTemplateWaypoint(
                waypoint: waypoint,
                travelEstimates: CPTravelEstimates(distanceRemaining: Images.meters(500), timeRemaining: 60)))
        expectEqual(snapshot.waypoint.name, "Stop")
        expectEqual(snapshot.travelEstimates.distanceRemaining.meters, 500)
        expectEqual(snapshot.travelEstimates.timeRemaining, 60)
    }

    @Test func routeSegment() {
        let origin = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 1, longitude: 2, altitude: 3), locationThreshold: nil,
            name: "A", address: nil, entryPoints: [], timeZone: nil)
        let destination = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 4, longitude: 5, altitude: 6), locationThreshold: nil,
            name: "B", address: nil, entryPoints: [], timeZone: nil)
        let first = CPManeuver()
        first.instructionVariants = ["Turn left"]
        let second = CPManeuver()
        second.instructionVariants = ["Arrive"]
        let guidance = CPLaneGuidance()
        guidance.instructionVariants = ["Use the left lane"]
        let segment = CPRouteSegment(
            origin: origin, destination: destination, maneuvers: [first, second], laneGuidances: [guidance],
            currentManeuvers: [first], currentLaneGuidance: guidance,
            tripTravelEstimates: CPTravelEstimates(distanceRemaining: Images.meters(2000), timeRemaining: 240),
            maneuverTravelEstimates: CPTravelEstimates(distanceRemaining: Images.meters(300), timeRemaining: 30),
            coordinates: [
                CPLocationCoordinate3D(latitude: 1, longitude: 2, altitude: 3),
                CPLocationCoordinate3D(latitude: 4, longitude: 5, altitude: 6),
            ])
        let snapshot = RouteSegmentSnapshot(segment)
        expectEqual(snapshot.id, segment.identifier)
        expectTrue(snapshot.origin.name == "A" && snapshot.destination.name == "B")
        expectEqual(snapshot.maneuvers.map(\.id), [ElementID(of: first), ElementID(of: second)])
        expectEqual(snapshot.currentManeuvers.map(\.instructionVariants), [["Turn left"]])
        expectEqual(snapshot.laneGuidances.map(\.id), [ElementID(of: guidance)])
        // The segment keeps a copy of the current lane guidance: its own id, the same content.
        expectEqual(snapshot.currentLaneGuidance.id, ElementID(of: segment.currentLaneGuidance))
        expectNotEqual(snapshot.currentLaneGuidance.id, ElementID(of: guidance))
        expectEqual(snapshot.currentLaneGuidance.instructionVariants, ["Use the left lane"])
        expectEqual(snapshot.tripTravelEstimates.distanceRemaining.meters, 2000)
        expectEqual(snapshot.maneuverTravelEstimates.timeRemaining, 30)
        expectEqual(snapshot.coordinates.map(\.latitude), [1, 4])
        // A copy of the segment has the same snapshot identity.
        expectEqual(RouteSegmentSnapshot(segment.copy() as! CPRouteSegment).id, snapshot.id)
    }
}

@MainActor
@Suite("Navigation snapshots: attributed instructions")
struct AttributedTextSnapshotTests {
    typealias Images = NavigationTestImages

    private static let color = NSAttributedString.Key("NSColor")
    private static let font = NSAttributedString.Key("NSFont")

    @Test func keepsTextAndAttachmentsOnly() throws {
        let text = NSMutableAttributedString(string: "Take ", attributes: [Self.color: UIColor.red])
        text.append(NSAttributedString(string: "the ", attributes: [Self.font: "Helvetica-Bold"]))
        let shield = NSTextAttachment(image: Images.shield)
        shield.bounds = CGRect(x: 0, y: -4, width: 40, height: 16)
        text.append(NSAttributedString(attachment: shield))
        text.append(NSAttributedString(string: " north", attributes: [Self.color: UIColor.blue, Self.font: "Menlo"]))

        let snapshot = AttributedTextSnapshot(text)
        // Colours and fonts are gone: the two differently coloured pieces of text are one run.
        expectEqual(
            snapshot.runs,
            [
                .text("Take the "),
                .attachment(
                    TextAttachmentSnapshot(
                        image: ImageSnapshot(Images.shield), bounds: Rect(x: 0, y: -4, width: 40, height: 16))),
                .text(" north"),
            ])
        expectEqual(snapshot.plainText, "Take the  north")
        expectEqual(snapshot.attachments.count, 1)
        expectEqual(snapshot.attachments[0].image.light.source, .system("shield"))

        let data = try JSONEncoder().encode(snapshot)
        expectEqual(try JSONDecoder().decode(AttributedTextSnapshot.self, from: data), snapshot)
        let json = String(decoding: data, as: UTF8.self)
        expectTrue(json.contains(#"{"text":"Take the "}"#))
        expectTrue(!json.contains("Helvetica") && !json.contains("Menlo"))
    }

    @Test func attachmentFromContentsAndAttachmentsWithoutImages() throws {
        let text = NSMutableAttributedString(string: "A")
        text.append(
            NSAttributedString(
                attachment: NSTextAttachment(data: Images.svg(width: 30, height: 12), ofType: "public.svg-image")))
        // (Text between the two attachments: Foundation on Linux traps when it compares two adjacent attachments.)
        text.append(NSAttributedString(string: "B"))
        text.append(NSAttributedString(attachment: NSTextAttachment()))  // nothing to draw: left out
        text.append(NSAttributedString(string: "C\u{FFFC}D"))  // a stray replacement character draws nothing
        let snapshot = AttributedTextSnapshot(text)
        expectEqual(snapshot.runs.count, 3)
        expectEqual(snapshot.plainText, "ABCD")
        let attachment = try require(snapshot.attachments.first)
        expectTrue(attachment.image.light.width == 30 && attachment.image.light.height == 12)
        expectEqual(attachment.bounds, .zero)
    }

    @Test func drawnSizeUsesBoundsElseTheImageAndFitsTheMaximum() {
        let image = ImageSnapshot(light: ImageVariant(UIImage(data: Images.svg(width: 128, height: 32))!), dark: nil)
        let natural = TextAttachmentSnapshot(image: image)
        expectEqual(natural.drawnSize(maximum: ImageLimits.maneuverAttachment), Size(width: 64, height: 16))
        let bounded = TextAttachmentSnapshot(image: image, bounds: Rect(x: 0, y: -2, width: 20, height: 10))
        expectEqual(bounded.drawnSize(maximum: ImageLimits.maneuverAttachment), Size(width: 20, height: 10))
        let tall = TextAttachmentSnapshot(image: image, bounds: Rect(x: 0, y: 0, width: 50, height: 50))
        expectEqual(tall.drawnSize(maximum: ImageLimits.legacyManeuverAttachment), Size(width: 16, height: 16))
    }

    @Test func joinsAndDropsRuns() {
        let snapshot = AttributedTextSnapshot(runs: [.text("a"), .text(""), .text("b"), .text("")])
        expectEqual(snapshot.runs, [.text("ab")])
    }

    @Test func instructionVariantJSON() throws {
        let variants: [InstructionVariant] = [
            .text("Turn right"), .attributed(AttributedTextSnapshot(runs: [.text("Exit")])),
        ]
        let data = try JSONEncoder().encode(variants)
        expectEqual(
            String(decoding: data, as: UTF8.self), #"[{"text":"Turn right"},{"attributed":{"runs":[{"text":"Exit"}]}}]"#
        )
        expectEqual(try JSONDecoder().decode([InstructionVariant].self, from: data), variants)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                InstructionVariant.self, from: Data(#"{"text":"a","attributed":{"runs":[]}}"#.utf8))
        }
        expectEqual(variants.map(\.plainText), ["Turn right", "Exit"])
    }

    @Test func objectsOfAlternativesNeedExactlyOneKey() throws {
        for json in [#"{}"#, #"{"text":"a","attachment":{}}"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(AttributedTextSnapshot.Run.self, from: Data(json.utf8))
            }
        }
        for json in [#"{}"#, #"{"named":"a","system":"b"}"#] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(ImageVariant.Source.self, from: Data(json.utf8))
            }
        }
        let source = try JSONDecoder().decode(ImageVariant.Source.self, from: Data(#"{"appIcon":"com.example"}"#.utf8))
        expectEqual(source, .appIcon("com.example"))
    }
}
