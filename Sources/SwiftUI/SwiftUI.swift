// Stand-in for Apple's SwiftUI on platforms that lack it: the subset widgets and Live Activities are written with
// (views, stacks, text with dates and timers, images and SF Symbols, progress views and gauges, links, shapes,
// colours, fonts, the environment and the modifiers they use). A view here is a description: the car resolves it
// (`_ViewResolver`) into a `_ResolvedView` on its clock and lays that out into its Screen, as the system lays out a
// widget's archived view on iOS; nothing here draws. Like Apple's, it re-exports Foundation.
@_exported import Foundation
