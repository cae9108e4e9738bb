// Stand-in for Apple's QuartzCore (Core Animation) on platforms that lack it: the layer every view draws into
// (`CALayer`: corner radius, clipping, border). UIKit re-exports it, as on iOS, so `view.layer.cornerRadius` needs no
// extra import. Like Apple's, `import QuartzCore` also brings in CoreGraphics and Foundation.
@_exported import CoreGraphics
@_exported import Foundation
