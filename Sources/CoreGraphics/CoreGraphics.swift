// Stand-in for Apple's CoreGraphics on platforms that lack it. On Linux, Foundation already declares the geometry
// types CarPlay code uses from CoreGraphics (CGFloat, CGPoint, CGSize, CGRect), so this module re-exports Foundation
// and makes `import CoreGraphics` resolve, as it does on iOS. It adds what Foundation lacks: `CGColor`.
@_exported import Foundation
