import Foundation
import MapKit

/// The object a point-of-interest template tells about map changes and selections.
@preconcurrency @MainActor
@available(iOS 14.0, *)
public protocol CPPointOfInterestTemplateDelegate: NSObjectProtocol {
    /// The user panned or zoomed the map: supply the points of interest of the new region.
    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion)

    /// The user selected a point of interest.
    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate,
        didSelectPointOfInterest pointOfInterest: CPPointOfInterest)
}

extension CPPointOfInterestTemplateDelegate {
    /// Default: nothing happens.
    public func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate,
        didSelectPointOfInterest pointOfInterest: CPPointOfInterest
    ) {}
}
