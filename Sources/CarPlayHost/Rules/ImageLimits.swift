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

    /// A framework size in the host's geometry.
    static func size(_ size: CGSize) -> Size { Size(width: Double(size.width), height: Double(size.height)) }
}
