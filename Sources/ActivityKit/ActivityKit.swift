// Stand-in for Apple's ActivityKit on platforms that lack it: Live Activities requested, updated and ended through
// the car's activity service (`_PlatformHost`'s `PlatformWidgetService`), their attributes and content state
// carried as JSON to the app's widget extension, which draws them (WidgetKit's `ActivityConfiguration`). Like
// Apple's, it re-exports Foundation.
@_exported import Foundation
