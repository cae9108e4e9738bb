// Stand-in for Apple's UserNotifications on platforms that lack it: an app's notification center, its
// authorization, categories, requests with their triggers, and delivered notifications, kept by the car's
// notification service, which fires triggers on the car's clock and shows what CarPlay allows. The center reaches
// the car through `_PlatformHost` (see PlatformNotifications.swift). Like Apple's, it re-exports Foundation.
@_exported import Foundation
