// Stand-in for Apple's CallKit on platforms that lack it: a VoIP app's calls, reported to the car's call service
// (CXProvider), requested from it (CXCallController) and observed (CXCallObserver). The car shows its call screens,
// asks the app's provider to answer, end, hold or mute, and activates the app's audio session for the call. The
// provider reaches the car through `_PlatformHost` (see PlatformCalls.swift). Like Apple's, it re-exports Foundation.
@_exported import Foundation
