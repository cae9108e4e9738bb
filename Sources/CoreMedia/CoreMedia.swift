// Stand-in for Apple's CoreMedia on platforms that lack it: CMTime and its functions. Like Apple's, it depends on
// Foundation only and re-exports it.
@_exported import Foundation
