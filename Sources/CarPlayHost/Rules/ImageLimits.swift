import Foundation
import CarPlay

/// The largest image CarPlay draws for each kind of image, in points: larger images are scaled down to fit, keeping
/// their aspect ratio; smaller ones are never scaled up. A layout may draw an image in a smaller slot, never in a
/// larger one.
///
/// One table for every image maximum. Where Apple publishes the value as a global constant
/// (`CPButtonMaximumImageSize`) it is read from the framework. Class properties (`CPListItem.maximumImageSize`)
/// belong to the main actor while layouts are not isolated, so their values are written here and `ImageLimitsTests`
/// checks each one against the framework's property. Values Apple states only in prose cite their source.
public enum ImageLimits {
    // MARK: Lists

    /// `CPListItem.maximumImageSize`: a list row's image and accessory image (and a search result's image).
    public static let listItem = Size(width: 44, height: 44)
    /// `CPMaximumListSectionImageSize`: a section header's image.
    public static let listSectionHeader = size(CPMaximumListSectionImageSize)
    /// `CPListTemplate.maximumGridButtonImageSize`: the list's pinned header grid buttons (iOS 26).
    public static let listHeaderGridButton = Size(width: 50, height: 50)
    /// `CPMaximumMessageItemImageSize`: a message row's leading and trailing images.
    public static let messageItem = size(CPMaximumMessageItemImageSize)
    /// `CPMaximumMessageItemLeadingDetailTextImageSize`: the image before a message row's detail text (iOS 26).
    public static let messageItemLeadingDetailText = size(CPMaximumMessageItemLeadingDetailTextImageSize)

    // MARK: Image rows

    /// `CPListImageRowItem.maximumImageSize`: the legacy grid images of an image row.
    public static let imageRowItem = Size(width: 80, height: 80)
    /// `CPListImageRowItemRowElement.maximumImageSize`.
    public static let rowElement = Size(width: 80, height: 80)
    /// `CPListImageRowItemCardElement.maximumImageSize`.
    public static let cardElement = Size(width: 60, height: 60)
    /// `CPListImageRowItemCardElement.maximumFullHeightImageSize`: a card's image that fills the card.
    public static let cardElementFullHeight = Size(width: 180, height: 180)
    /// `CPListImageRowItemCondensedElement.maximumImageSize`.
    public static let condensedElement = Size(width: 44, height: 44)
    /// `CPListImageRowItemGridElement.maximumImageSize`.
    public static let gridElement = Size(width: 100, height: 100)
    /// `CPListImageRowItemImageGridElement.maximumImageSize`.
    public static let imageGridElement = Size(width: 80, height: 80)

    // MARK: Buttons

    /// `CPButtonMaximumImageSize` (also `CPListTemplateDetailsHeader.maximumActionButtonSize`): a `CPButton` in a
    /// section or details header or a voice control state, the contact template's buttons and the contact's image.
    public static let button = size(CPButtonMaximumImageSize)
    /// `CPGridTemplate.maximumGridButtonImageSize`: a grid template's buttons.
    public static let gridButton = Size(width: 40, height: 40)
    /// `CPNowPlayingButtonMaximumImageSize`: a Now Playing button's image.
    public static let nowPlayingButton = size(CPNowPlayingButtonMaximumImageSize)
    /// A tab's image: 24×24 (CarPlay Developer Guide asset sizes, spec §5).
    public static let tab = Size(width: 24, height: 24)

    // MARK: Now Playing sports mode

    /// `CPNowPlayingModeSports.backgroundArtwork`: at most 500×500 (spec §8.18, §5).
    public static let sportsBackgroundArtwork = Size(width: 500, height: 500)
    /// `CPNowPlayingSportsTeamLogo(teamLogo:)`: at most 350×350, resized down (spec §8.18, §5).
    public static let sportsTeamLogo = Size(width: 350, height: 350)

    // MARK: Other templates

    /// A `CPVoiceControlState`'s image: at most 150×150 (spec §5, §8.21).
    public static let voiceControlState = Size(width: 150, height: 150)
    /// `CPPointOfInterest.pinImageSize`: a point of interest's pin.
    public static let pointOfInterestPin = Size(width: 40, height: 40)
    /// `CPPointOfInterest.selectedPinImageSize`: the selected point of interest's pin.
    public static let pointOfInterestSelectedPin = Size(width: 60, height: 60)

    // MARK: Navigation

    /// `CPManeuver.junctionImage` and `dashboardJunctionImage`: at most 140×100 (spec api-navigation §2, §9.1; the
    /// Developer Guide's "CarPlay Dashboard junction image").
    public static let junctionImage = Size(width: 140, height: 100)
    /// A text attachment's image in a maneuver's attributed instruction variants from iOS 17.4: 64×25 (the 17.4 and
    /// 18 `CPManeuver.h`; spec §19 suggests it from 17.4).
    public static let maneuverAttachment = Size(width: 64, height: 25)
    /// A text attachment's image in a maneuver's attributed instruction variants before iOS 17.4: 64×16 (the
    /// documentation and the iOS 13 header).
    public static let legacyManeuverAttachment = Size(width: 64, height: 16)
    /// A text attachment's image in the cluster's `attributedInactiveDescriptionVariants`: 64×16 (the cluster
    /// header).
    public static let clusterInactiveDescriptionAttachment = Size(width: 64, height: 16)
    /// The first maneuver's symbol with its instruction on one line: 50×50 (Developer Guide, maneuver symbols).
    public static let maneuverSymbol = Size(width: 50, height: 50)
    /// The first maneuver's symbol with its instruction on two lines: 120×50 (Developer Guide, maneuver symbols).
    public static let maneuverSymbolTwoLines = Size(width: 120, height: 50)
    /// The second maneuver's symbol next to its instruction: 18×18 (Developer Guide, maneuver symbols).
    public static let secondaryManeuverSymbol = Size(width: 18, height: 18)
    /// The second maneuver drawn as a symbol only (`.symbolOnly`), the way apps show lane guidance: 120×18, the
    /// guidance panel's width (Developer Guide, maneuver symbols and lane guidance).
    public static let laneGuidanceSymbol = Size(width: 120, height: 18)
    /// `CPDashboardButton.image`: at most 30×30 (spec §2, §13.1).
    public static let dashboardButton = Size(width: 30, height: 30)
    /// `CPMapButton.image` and `focusedImage`. Decision: Apple states no maximum (neither the header, the
    /// documentation nor the Developer Guide's asset table); map buttons are drawn as icons in a button like the
    /// template buttons, so they take `CPButtonMaximumImageSize` (50×50).
    public static let mapButton = size(CPButtonMaximumImageSize)

    /// The maneuver text attachment maximum for an iOS release: 64×25 from 17.4, 64×16 before.
    /// A navigation alert's image. Decision: Apple gives no size before iOS 27; 40×40, the size of the alert's
    /// leading slot.
    public static let navigationAlertImage = Size(width: 40, height: 40)

    public static func maneuverAttachment(for osVersion: OSVersion) -> Size {
        osVersion >= OSVersion(17, 4) ? maneuverAttachment : legacyManeuverAttachment
    }

    /// A framework size in the host's geometry.
    static func size(_ size: CGSize) -> Size { Size(width: Double(size.width), height: Double(size.height)) }
}
