// As on iOS, `import CarPlay` also brings in the frameworks CarPlay's API is written in: UIKit (and with it
// CoreGraphics and Foundation), MapKit (and CoreLocation) and CoreMedia. The stand-ins are modules of their own
// (Sources/UIKit, Sources/MapKit...); CarPlay depends on them, never the reverse.
@_exported import CoreMedia
@_exported import Foundation
@_exported import MapKit
@_exported import UIKit
