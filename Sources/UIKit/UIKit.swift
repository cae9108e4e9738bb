// Stand-in for Apple's UIKit on platforms that lack it: the UIKit types CarPlay code uses (scenes and their
// delegates, the application, images and colors, trait collections, views and windows...). Like Apple's, `import UIKit`
// also brings in Foundation, CoreGraphics and QuartzCore (`CALayer`).
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
// Foundation's `NSUserActivity`, which swift-corelibs-foundation lacks (declared in the Intents stand-in).
@_exported import class Intents.NSUserActivity
