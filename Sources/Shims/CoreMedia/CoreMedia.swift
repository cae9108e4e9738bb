// Stand-in for Apple's CoreMedia on platforms that lack it. The types CarPlay code needs from CoreMedia live in
// CarPlay/Platform; this module only makes `import CoreMedia` resolve, as it does on iOS.
@_exported import CarPlay
@_exported import Foundation
