// Stand-in for Apple's CoreLocation on platforms that lack it. The types CarPlay code needs from CoreLocation live in
// CarPlay/Platform; this module only makes `import CoreLocation` resolve, as it does on iOS.
@_exported import CarPlay
@_exported import Foundation
