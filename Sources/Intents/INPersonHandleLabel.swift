#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The label of a person's handle (home, work, iPhone…).
///
/// Apple does not publish the constants' strings; these are the constants' names, which compare and print well.
@available(iOS 10.2, *)
public struct INPersonHandleLabel: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let home = INPersonHandleLabel("INPersonHandleLabelHome")
    public static let work = INPersonHandleLabel("INPersonHandleLabelWork")
    public static let iPhone = INPersonHandleLabel("INPersonHandleLabeliPhone")
    public static let mobile = INPersonHandleLabel("INPersonHandleLabelMobile")
    public static let main = INPersonHandleLabel("INPersonHandleLabelMain")
    public static let homeFax = INPersonHandleLabel("INPersonHandleLabelHomeFax")
    public static let workFax = INPersonHandleLabel("INPersonHandleLabelWorkFax")
    public static let pager = INPersonHandleLabel("INPersonHandleLabelPager")
    public static let other = INPersonHandleLabel("INPersonHandleLabelOther")
    @available(iOS 14.0, *)
    public static let school = INPersonHandleLabel("INPersonHandleLabelSchool")
}
#endif
