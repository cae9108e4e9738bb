// Stand-in for Apple's WidgetKit on platforms that lack it: widgets (static configurations with timeline providers
// whose entries the car shows on its clock, their families, disfavoured locations and removable backgrounds),
// `WidgetCenter`, and Live Activities' configurations (`ActivityConfiguration`, the Dynamic Island's compact views,
// the small activity family). The car finds an app's widgets in its widget extension (see `_WidgetExtension`) and
// lays their SwiftUI views out into its Screen. Like Apple's, it re-exports Foundation.
@_exported import Foundation
