import Foundation
import MapKit

/// A template that shows up to 12 points of interest on a map and in a picker. The template handles clustering,
/// selection, panning and zooming; the app refreshes the points when the map region changes.
@preconcurrency @MainActor
@available(iOS 14.0, *)
open class CPPointOfInterestTemplate: CPTemplate, @preconcurrency CPBarButtonProviding {
    /// Creates a template. `selectedIndex` is `NSNotFound` for no selection. All points are kept; the system
    /// shows the first 12.
    public init(title: String, pointsOfInterest: [CPPointOfInterest], selectedIndex: Int) {
        self.title = title
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex = selectedIndex
        super.init(_templateIdentifier: .make())
    }

    /// Archives the template, title, points of interest, selection and navigation bar buttons; the delegate is not
    /// archived.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(title, forKey: "title")
        coder.encode(pointsOfInterest as NSArray, forKey: "pointsOfInterest")
        coder.encode(selectedIndex, forKey: "selectedIndex")
        coder.encode(leadingNavigationBarButtons as NSArray, forKey: "leadingNavigationBarButtons")
        coder.encode(trailingNavigationBarButtons as NSArray, forKey: "trailingNavigationBarButtons")
        coder.encode(backButton, forKey: "backButton")
    }

    /// Decodes a point-of-interest template that `encode(with:)` archived: a new template with new points.
    public required init?(coder: NSCoder) {
        guard let title = coder.decodeString(forKey: "title"),
            let pointsOfInterest = coder.decodeArray(of: CPPointOfInterest.self, forKey: "pointsOfInterest")
        else { return nil }
        self.title = title
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex =
            coder.containsValue(forKey: "selectedIndex") ? coder.decodeInteger(forKey: "selectedIndex") : NSNotFound
        self.leadingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "leadingNavigationBarButtons") ?? []
        self.trailingNavigationBarButtons =
            coder.decodeArray(of: CPBarButton.self, forKey: "trailingNavigationBarButtons") ?? []
        self.backButton = coder.decodeIfPresent(CPBarButton.self, forKey: "backButton")
        super.init(coder: coder)
    }

    /// The title shown in the navigation bar.
    open var title: String { didSet { notifyHostOfChange() } }

    /// The points of interest, as the app supplied them.
    open private(set) var pointsOfInterest: [CPPointOfInterest]

    /// The index of the selected point of interest, or `NSNotFound` for none.
    open var selectedIndex: Int { didSet { notifyHostOfChange() } }

    /// Replaces the points of interest and the selection (`NSNotFound` for none).
    open func setPointsOfInterest(_ pointsOfInterest: [CPPointOfInterest], selectedIndex: Int) {
        self.pointsOfInterest = pointsOfInterest
        self.selectedIndex = selectedIndex
    }

    /// The object told about map changes and selections.
    open weak var pointOfInterestDelegate: (any CPPointOfInterestTemplateDelegate)?

    /// The driver selected the point of interest at `index`: selects it and tells the delegate. An index outside
    /// the points is ignored.
    @_spi(CarPlayHost) public func _hostSelectPointOfInterest(at index: Int) {
        guard pointsOfInterest.indices.contains(index) else { return }
        selectedIndex = index
        pointOfInterestDelegate?.pointOfInterestTemplate(self, didSelectPointOfInterest: pointsOfInterest[index])
    }

    /// The driver moved or zoomed the map: tells the delegate.
    @_spi(CarPlayHost) public func _hostChangeMapRegion(_ region: MKCoordinateRegion) {
        pointOfInterestDelegate?.pointOfInterestTemplate(self, didChangeMapRegion: region)
    }

    // MARK: CPBarButtonProviding

    /// Buttons on the leading side of the navigation bar (at most 2 are shown).
    @available(iOS 16.0, *)
    open var leadingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// Buttons on the trailing side of the navigation bar (at most 2 are shown).
    @available(iOS 16.0, *)
    open var trailingNavigationBarButtons: [CPBarButton] = [] { didSet { notifyHostOfChange() } }

    /// The back button, or nil for the system back button.
    @available(iOS 16.0, *)
    open var backButton: CPBarButton? { didSet { notifyHostOfChange() } }

    nonisolated open override var description: String {
        let base = super.description
        guard cpIsMainQueue() else { return base }
        return MainActor.assumeIsolated {
            "\(base) title: \(title), pointsOfInterest: \(pointsOfInterest), selectedIndex: \(selectedIndex)"
        }
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    {
        for (index, poi) in pointsOfInterest.enumerated() {
            if poi._elementID == id {
                guard action == .select else { return .unsupported }
                _hostSelectPointOfInterest(at: index)
                return .invoked
            }
            let buttons = [poi.primaryButton, poi.secondaryButton].compactMap { $0 }
            if let result = CPTextButton._hostActivate(id, action: action, among: buttons) { return result }
        }
        return nil
    }
}
