#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// An annotation at a point, with a title and subtitle.
open class MKPointAnnotation: MKShape {
    private var point = CLLocationCoordinate2D()

    public override init() { super.init() }

    /// An annotation at `coordinate`.
    public convenience init(coordinate: CLLocationCoordinate2D) {
        self.init()
        self.coordinate = coordinate
    }

    /// An annotation at `coordinate` with a title and subtitle.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }

    /// Where the annotation is.
    open override var coordinate: CLLocationCoordinate2D {
        get { point }
        set { point = newValue }
    }
}
#endif
