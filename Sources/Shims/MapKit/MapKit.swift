// Stand-in for Apple's MapKit on platforms that lack it. The types CarPlay code needs from MapKit live in
// CarPlay/Platform; this module only makes `import MapKit` resolve, as it does on iOS.
@_exported import CarPlay
@_exported import Foundation
