// Stand-in for Apple's UIKit on platforms that lack it. The types CarPlay code needs from UIKit live in
// CarPlay/Platform; this module only makes `import UIKit` resolve, as it does on iOS.
@_exported import CarPlay
@_exported import Foundation
