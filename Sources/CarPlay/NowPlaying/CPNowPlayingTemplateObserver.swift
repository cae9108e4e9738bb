import Foundation

/// An object the Now Playing template tells when the user taps its Up Next or album/artist button.
///
/// Main-actor isolated like the template that calls it, so scene delegates (`UIResponder`s) can adopt it.
@MainActor
public protocol CPNowPlayingTemplateObserver: NSObjectProtocol {
    /// The user tapped the Up Next button: show the playback queue, for example in a list template.
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)

    /// The user tapped the album or artist title: show a list of related content.
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
}

extension CPNowPlayingTemplateObserver {
    /// Default: nothing happens.
    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}

    /// Default: nothing happens.
    public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
}
