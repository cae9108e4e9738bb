// Swift Testing declares a cross-import overlay for CoreGraphics (Testing.swiftcrossimport/CoreGraphics.swiftoverlay names
// _Testing_CoreGraphics). Apple's toolchains ship that overlay; on Linux it is missing, so a test that imports both Testing
// and our CoreGraphics stand-in would fail with "no such module '_Testing_CoreGraphics'". This empty module fills the gap: there is
// nothing of Apple's CoreGraphics here for Swift Testing to extend.
