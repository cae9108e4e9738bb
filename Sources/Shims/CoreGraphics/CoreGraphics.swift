// Stand-in for Apple's CoreGraphics on platforms that lack it. The types CarPlay code needs from CoreGraphics live in
// CarPlay/Platform; this module only makes `import CoreGraphics` resolve, as it does on iOS.
@_exported import CarPlay
@_exported import Foundation
