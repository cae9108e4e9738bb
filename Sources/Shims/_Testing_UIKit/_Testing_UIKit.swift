// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay names
// _Testing_UIKit). Apple's toolchains ship that overlay; on Linux it is missing, so a test that imports both Testing
// and our UIKit stand-in would fail with "no such module '_Testing_UIKit'". This empty module fills the gap: there is
// nothing of Apple's UIKit here for Swift Testing to extend.
