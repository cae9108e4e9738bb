// Stand-in for Apple's App Intents on platforms that lack it: the part widgets and Live Activities are made
// interactive with (`Button(intent:)`, `Toggle(isOn:intent:)`, configurable widgets). An intent is a value with
// parameters; the car performs it as its app when the driver taps, as iOS performs a widget's intent. Foundation's
// `LocalizedStringResource` lives here (swift-corelibs-foundation lacks it). Like Apple's, it re-exports Foundation.
@_exported import Foundation
