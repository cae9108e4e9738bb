import Foundation

/// An object the Now Playing template tells when the user taps its Up Next or album/artist button.
///
/// Not main-actor isolated, as on iOS: a plain `NSObject` observer can be created anywhere. The template calls
/// the methods on the main actor, so they are main-actor requirements and scene delegates (`UIResponder`s) adopt
/// the protocol too.
@available(iOS 14.0, *)
public protocol CPNowPlayingTemplateObserver: NSObjectProtocol {
    /// The user tapped the Up Next button: show the playback queue, for example in a list template.
    @MainActor func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)

    /// The user tapped the album or artist title: show a list of related content.
    @MainActor func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
}

extension CPNowPlayingTemplateObserver {
    /// Default: nothing happens.
    @MainActor public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}

    /// Default: nothing happens.
    @MainActor public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
}
