// Stand-in for Apple's PushKit on platforms that lack it: a VoIP app's push registry, its tokens and the pushes the
// car's phone network sends it (a call ringing). The registry reaches the car through `_PlatformHost` (see
// PlatformPushes.swift). Like Apple's, it re-exports Foundation.
@_exported import Foundation
