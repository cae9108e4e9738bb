import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay
@_spi(CarPlayHost) import CarPlayTestSupport

/// `SecureCodingTests`: templates, Now Playing, the iOS 26.4 types, decoded objects, bad archives.
extension SecureCodingTests {
    // MARK: Templates

    @MainActor @Test func listTemplates() throws {
        expectTrue(CPListTemplate.supportsSecureCoding && CPTemplate.supportsSecureCoding)
        let header = CPListTemplateDetailsHeader(
            thumbnail: CPThumbnailImage(image: Self.png), title: "Album", subtitle: "Artist", actionButtons: [])
        let template = CPListTemplate(
            title: "Library", listHeader: header,
            sections: [
                CPListSection(items: [CPListItem(text: "One", detailText: nil)], header: "A", sectionIndexTitle: nil)
            ],
            assistantCellConfiguration: CPAssistantCellConfiguration(
                position: .top, visibility: .always, assistantAction: .playMedia))
        template.headerGridButtons = [CPGridButton(titleVariants: ["Pinned"], image: Self.png)]
        template.emptyViewTitleVariants = ["Nothing here"]
        template.emptyViewSubtitleVariants = ["Add music"]
        template.showsSpinnerWhileEmpty = true
        template.leadingNavigationBarButtons = [CPBarButton(title: "Edit")]
        template.trailingNavigationBarButtons = [CPBarButton(image: Self.png)]
        template.backButton = CPBarButton(title: "Back")
        template.tabTitle = "Library"
        template.tabImage = Self.png
        template.tabSystemItem = .favorites
        template.showsTabBadge = true
        template.userInfo = "library"

        let decoded = try require(try roundTrip(template, as: CPListTemplate.self))
        expectTrue(decoded !== template && decoded._elementID != template._elementID)
        expectTrue(decoded.title == "Library" && decoded.sectionCount == 1 && decoded.itemCount == 1)
        expectTrue(decoded.sections[0].header == "A" && (decoded.sections[0].items[0] as? CPListItem)?.text == "One")
        expectTrue(decoded.listHeader?.title == "Album" && decoded.listHeader?.subtitle == "Artist")
        expectEqual(decoded.assistantCellConfiguration?.visibility, .always)
        expectEqual(decoded.headerGridButtons?.map(\.titleVariants), [["Pinned"]])
        expectTrue(
            decoded.emptyViewTitleVariants == ["Nothing here"] && decoded.emptyViewSubtitleVariants == ["Add music"])
        expectTrue(decoded.showsSpinnerWhileEmpty)
        expectEqual(decoded.leadingNavigationBarButtons.map(\.title), ["Edit"])
        expectTrue(decoded.trailingNavigationBarButtons.count == 1 && decoded.backButton?.title == "Back")
        expectTrue(decoded.tabTitle == "Library" && decoded.tabSystemItem == .favorites && decoded.showsTabBadge)
        expectSameImage(decoded.tabImage, Self.png)
        expectEqual(decoded.userInfo as? String, "library")

        let plain = try require(try roundTrip(CPListTemplate(title: nil, sections: []), as: CPListTemplate.self))
        expectTrue(plain.title == nil && plain.sections.isEmpty && plain._tabSystemItem == nil)
        expectTrue(plain.headerGridButtons == nil && plain.listHeader == nil && plain.backButton == nil)
    }

    @MainActor @Test func aSubclassOfATemplateSurvives() throws {
        let template = ArchivedAppListTemplate(title: "Mine", sections: [])
        template.emptyViewTitleVariants = ["Empty"]
        let decoded = try roundTrip(template as CPTemplate, as: CPTemplate.self)
        let list = try require(decoded as? ArchivedAppListTemplate)
        expectTrue(list.title == "Mine" && list.emptyViewTitleVariants == ["Empty"])
    }

    @MainActor @Test func alertsAndActionSheets() throws {
        let alert = CPAlertTemplate(
            titleVariants: ["Delete all?", "Delete?"],
            actions: [
                CPAlertAction(title: "Delete", style: .destructive) { _ in },
                CPAlertAction(title: "Cancel", style: .cancel) { _ in },
            ])
        let decodedAlert = try require(try roundTrip(alert, as: CPAlertTemplate.self))
        expectEqual(decodedAlert.titleVariants, ["Delete all?", "Delete?"])
        expectEqual(decodedAlert.actions.map(\.title), ["Delete", "Cancel"])
        expectEqual(decodedAlert.actions.map(\.style), [.destructive, .cancel])

        let sheet = CPActionSheetTemplate(
            title: "Share", message: nil, actions: [CPAlertAction(title: "OK", style: .default) { _ in }])
        let decodedSheet = try require(try roundTrip(sheet, as: CPActionSheetTemplate.self))
        expectTrue(
            decodedSheet.title == "Share" && decodedSheet.message == nil && decodedSheet.actions.map(\.title) == ["OK"])
    }

    @MainActor @Test func contactAndGridTemplates() throws {
        let contactTemplate = CPContactTemplate(contact: CPContact(name: "Ada", image: Self.png))
        contactTemplate.trailingNavigationBarButtons = [CPMessageComposeBarButton()]
        let decodedContact = try require(try roundTrip(contactTemplate, as: CPContactTemplate.self))
        expectTrue(decodedContact.contact.name == "Ada" && decodedContact.contact !== contactTemplate.contact)
        expectTrue(decodedContact.trailingNavigationBarButtons.first is CPMessageComposeBarButton)

        let grid = CPGridTemplate(title: "Home", gridButtons: [CPGridButton(titleVariants: ["A"], image: Self.png)])
        grid.backButton = CPBarButton(title: "Back")
        let decodedGrid = try require(try roundTrip(grid, as: CPGridTemplate.self))
        expectTrue(decodedGrid.title == "Home" && decodedGrid.gridButtons.map(\.titleVariants) == [["A"]])
        expectEqual(decodedGrid.backButton?.title, "Back")
    }

    @MainActor @Test func informationAndPointOfInterestTemplates() throws {
        let information = CPInformationTemplate(
            title: "Order", layout: .twoColumn,
            items: [
                CPInformationItem(title: "Total", detail: "$12"),
                CPInformationRatingItem(rating: 4, maximumRating: 5, title: nil, detail: nil),
            ],
            actions: [CPTextButton(title: "Call", textStyle: .confirm)])
        let decodedInformation = try require(try roundTrip(information, as: CPInformationTemplate.self))
        expectTrue(decodedInformation.title == "Order" && decodedInformation.layout == .twoColumn)
        expectTrue(decodedInformation.items.count == 2 && decodedInformation.items[1] is CPInformationRatingItem)
        expectTrue(
            decodedInformation.actions.map(\.title) == ["Call"] && decodedInformation.actions[0].textStyle == .confirm)

        let point = CPPointOfInterest(
            location: MKMapItem(), title: "Station", subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil,
            detailSummary: nil, pinImage: nil)
        let pois = CPPointOfInterestTemplate(title: "Nearby", pointsOfInterest: [point], selectedIndex: 0)
        let decodedPOIs = try require(try roundTrip(pois, as: CPPointOfInterestTemplate.self))
        expectTrue(decodedPOIs.title == "Nearby" && decodedPOIs.selectedIndex == 0)
        expectEqual(decodedPOIs.pointsOfInterest.map(\.title), ["Station"])
        let none = CPPointOfInterestTemplate(title: "None", pointsOfInterest: [], selectedIndex: NSNotFound)
        expectEqual(try roundTrip(none, as: CPPointOfInterestTemplate.self)?.selectedIndex, NSNotFound)
    }

    @MainActor @Test func searchTabBarAndVoiceControlTemplates() throws {
        let search = CPSearchTemplate()
        search.tabTitle = "Search"
        expectEqual(try roundTrip(search, as: CPSearchTemplate.self)?.tabTitle, "Search")

        let first = CPListTemplate(title: "One", sections: [])
        let second = CPGridTemplate(title: "Two", gridButtons: [])
        let tabs = CPTabBarTemplate(templates: [first, second])
        tabs.selectTemplate(at: 1)
        let decodedTabs = try require(try roundTrip(tabs, as: CPTabBarTemplate.self))
        expectTrue(decodedTabs.templates.count == 2 && decodedTabs.templates[0] is CPListTemplate)
        expectEqual((decodedTabs.selectedTemplate as? CPGridTemplate)?.title, "Two")
        expectTrue(decodedTabs.templates[1] !== second)

        let voice = CPVoiceControlTemplate(voiceControlStates: [
            CPVoiceControlState(identifier: "a", titleVariants: ["A"], image: nil, repeats: false),
            CPVoiceControlState(identifier: "b", titleVariants: ["B"], image: nil, repeats: true),
        ])
        voice.leadingNavigationBarButtons = [CPBarButton(title: "Stop")]
        let decodedVoice = try require(try roundTrip(voice, as: CPVoiceControlTemplate.self))
        expectEqual(decodedVoice.voiceControlStates.map(\.identifier), ["a", "b"])
        expectEqual(decodedVoice.leadingNavigationBarButtons.map(\.title), ["Stop"])
        expectTrue(decodedVoice.activeStateIdentifier == nil && !decodedVoice._isPresented)
    }

    // MARK: Now Playing

    @MainActor @Test func nowPlayingButtonsKeepTheirClasses() throws {
        expectTrue(CPNowPlayingButton.supportsSecureCoding)
        let shuffle = CPNowPlayingShuffleButton { _ in }
        shuffle.isSelected = true
        let image = CPNowPlayingImageButton(image: Self.png)
        image.isEnabled = false
        let buttons: [CPNowPlayingButton] = [
            shuffle, CPNowPlayingAddToLibraryButton(), CPNowPlayingMoreButton(), CPNowPlayingPlaybackRateButton(),
            CPNowPlayingRepeatButton(), image,
        ]
        let decoded = try buttons.map { try require(try roundTrip($0, as: CPNowPlayingButton.self)) }
        expectTrue(zip(decoded, buttons).allSatisfy { type(of: $0) == type(of: $1) && $0 !== $1 })
        expectTrue(decoded[0].isSelected && decoded[0].isEnabled && decoded[0].handler == nil)
        expectTrue(!decoded[5].isEnabled && !decoded[5].isSelected)
        expectSameImage((decoded[5] as? CPNowPlayingImageButton)?.image, Self.png)
    }

    @MainActor @Test func nowPlayingTemplate() throws {
        let template = CPNowPlayingTemplate.shared
        template.updateNowPlayingButtons([CPNowPlayingRepeatButton()])
        template.isUpNextButtonEnabled = true
        template.upNextTitle = "Queue"
        template.nowPlayingMode = .default
        defer {
            template.updateNowPlayingButtons([])
            template.isUpNextButtonEnabled = false
            template.upNextTitle = "Up Next"
            template.nowPlayingMode = nil
        }
        let decoded = try require(try roundTrip(template, as: CPNowPlayingTemplate.self))
        expectTrue(decoded !== CPNowPlayingTemplate.shared)
        expectTrue(decoded.nowPlayingButtons.count == 1 && decoded.nowPlayingButtons[0] is CPNowPlayingRepeatButton)
        expectTrue(
            decoded.isUpNextButtonEnabled && decoded.upNextTitle == "Queue" && !decoded.isAlbumArtistButtonEnabled)
        expectTrue(decoded.nowPlayingMode != nil && decoded.nowPlayingMode !== CPNowPlayingMode.default)
    }

    @MainActor private func team(_ name: String) -> CPNowPlayingSportsTeam {
        CPNowPlayingSportsTeam(
            name: name, logo: CPNowPlayingSportsTeamLogo(teamInitials: String(name.prefix(3))), teamStandings: "1st",
            eventScore: "2", possessionIndicator: Self.png, favorite: true)
    }

    @MainActor @Test func sportsModeAndItsParts() throws {
        expectTrue(CPNowPlayingMode.supportsSecureCoding && CPNowPlayingModeSports.supportsSecureCoding)
        let status = CPNowPlayingSportsEventStatus(
            eventStatusText: ["Q4", "2:00"], eventStatusImage: Self.png,
            eventClock: CPNowPlayingSportsClock(timeRemaining: 120, paused: true))
        let mode = CPNowPlayingModeSports(
            leftTeam: team("Away"),
            rightTeam: CPNowPlayingSportsTeam(
                name: "Home", logo: CPNowPlayingSportsTeamLogo(teamLogo: Self.png), teamStandings: nil,
                eventScore: "3", possessionIndicator: nil, favorite: false),
            eventStatus: status, backgroundArtwork: Self.png)
        let decoded = try roundTrip(mode as CPNowPlayingMode, as: CPNowPlayingMode.self)
        let sports = try require(decoded as? CPNowPlayingModeSports)
        expectTrue(sports.leftTeam.name == "Away" && sports.leftTeam.logo.initials == "Awa")
        expectTrue(
            sports.leftTeam.teamStandings == "1st" && sports.leftTeam.eventScore == "2" && sports.leftTeam.isFavorite)
        expectSameImage(sports.leftTeam.possessionIndicator, Self.png)
        expectTrue(
            sports.rightTeam.name == "Home" && sports.rightTeam.teamStandings == nil && !sports.rightTeam.isFavorite)
        expectSameImage(sports.rightTeam.logo.logo, Self.png)
        expectTrue(sports.rightTeam.logo.initials == nil && sports.rightTeam.possessionIndicator == nil)
        expectEqual(sports.eventStatus?.eventStatusText, ["Q4", "2:00"])
        expectSameImage(sports.eventStatus?.eventStatusImage, Self.png)
        let clock = try require(sports.eventStatus?.eventClock)
        expectTrue(clock.timeValue == 120 && clock.isPaused && !clock.countsUp)
        expectSameImage(sports.backgroundArtwork, Self.png)

        let plainMode = try roundTrip(CPNowPlayingMode.default, as: CPNowPlayingMode.self)
        expectEqual(plainMode.map { type(of: $0) == CPNowPlayingMode.self }, true)

        let upClock = try require(
            try roundTrip(CPNowPlayingSportsClock(elapsedTime: 5, paused: false), as: CPNowPlayingSportsClock.self))
        expectTrue(upClock.timeValue == 5 && !upClock.isPaused && upClock.countsUp)
        let emptyStatus = CPNowPlayingSportsEventStatus(eventStatusText: nil, eventStatusImage: nil, eventClock: nil)
        let decodedStatus = try require(try roundTrip(emptyStatus, as: CPNowPlayingSportsEventStatus.self))
        expectTrue(decodedStatus.eventStatusText == nil && decodedStatus.eventClock == nil)
    }

    // MARK: iOS 26.4 types

    @MainActor @Test func detailsHeadersThumbnailsAndOverlays() throws {
        expectTrue(CPListTemplateDetailsHeader.supportsSecureCoding && CPThumbnailImage.supportsSecureCoding)
        expectTrue(CPImageOverlay.supportsSecureCoding && CPSportsOverlay.supportsSecureCoding)
        let textOverlay = CPImageOverlay(
            text: "LIVE", textColor: UIColor(white: 1, alpha: 1),
            backgroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1),
            alignment: .trailing)
        let sports = CPSportsOverlay(leftTeam: team("Away"), rightTeam: team("Home"), eventStatus: nil)
        let thumbnail = CPThumbnailImage(image: Self.png, imageOverlay: textOverlay, sportsOverlay: sports)
        let body = NSMutableAttributedString(string: "Bold and plain")
        body.addAttribute(NSAttributedString.Key("weight"), value: "bold", range: NSRange(location: 0, length: 4))
        let header = CPListTemplateDetailsHeader(
            thumbnail: thumbnail, title: "Podcast", subtitle: "Episode 1",
            bodyVariants: [body, NSAttributedString(string: "Short")], actionButtons: [CPButton(image: Self.png)])
        header.wantsAdaptiveBackgroundStyle = true
        header.playbackConfiguration = CPPlaybackConfiguration(
            preferredPresentation: .video, playbackAction: .pause, elapsedTime: .zero, duration: .indefinite)

        let decoded = try require(try roundTrip(header, as: CPListTemplateDetailsHeader.self))
        expectTrue(
            decoded.title == "Podcast" && decoded.subtitle == "Episode 1" && decoded.wantsAdaptiveBackgroundStyle)
        expectEqual(decoded.bodyVariants.map(\.string), ["Bold and plain", "Short"])
        var range = NSRange()
        let weight = decoded.bodyVariants[0].attribute(NSAttributedString.Key("weight"), at: 0, effectiveRange: &range)
        expectTrue(weight as? String == "bold" && range == NSRange(location: 0, length: 4))
        expectEqual(
            decoded.bodyVariants[0].attribute(NSAttributedString.Key("weight"), at: 5, effectiveRange: nil), nil)
        expectEqual(decoded.actionButtons.count, 1)
        expectEqual(decoded.playbackConfiguration, header.playbackConfiguration)

        let decodedThumbnail = decoded.thumbnail
        expectTrue(decodedThumbnail !== thumbnail)
        expectSameImage(decodedThumbnail.image, Self.png)
        let overlay = try require(decodedThumbnail.imageOverlay)
        expectTrue(overlay.text == "LIVE" && overlay.alignment == .trailing && overlay.image == nil)
        expectTrue(
            components(overlay.textColor) == [1, 1, 1, 1] && components(overlay.backgroundColor) == [1, 0, 0, 1])
        expectEqual(decodedThumbnail.sportsOverlay?.leftTeam.name, "Away")
        expectEqual(decodedThumbnail.sportsOverlay?.rightTeam.name, "Home")
        expectEqual(decodedThumbnail.sportsOverlay?.eventStatus, nil)

        let imageOverlay = try require(
            try roundTrip(CPImageOverlay(image: Self.png, alignment: .center), as: CPImageOverlay.self))
        expectSameImage(imageOverlay.image, Self.png)
        expectTrue(imageOverlay.text == nil && imageOverlay.textColor == nil && imageOverlay.alignment == .center)
    }

    @Test func playbackConfigurationsDecodeOffTheMainActor() async throws {
        expectTrue(CPPlaybackConfiguration.supportsSecureCoding)
        // Created on the main actor; archived and decoded on any thread (the configuration is immutable).
        let configuration = await MainActor.run {
            CPPlaybackConfiguration(
                preferredPresentation: .audio, playbackAction: .replay,
                elapsedTime: CMTime(seconds: 1.5, preferredTimescale: 600), duration: .positiveInfinity)
        }
        let data = try NSKeyedArchiver.archivedData(withRootObject: configuration, requiringSecureCoding: true)
        let decoded = try require(
            try NSKeyedUnarchiver.unarchivedObject(ofClass: CPPlaybackConfiguration.self, from: data))
        expectTrue(decoded.preferredPresentation == .audio && decoded.playbackAction == .replay)
        expectEqual(decoded.elapsedTime, CMTime(seconds: 1.5, preferredTimescale: 600))
        expectTrue(decoded.duration == .positiveInfinity && decoded == configuration && decoded !== configuration)
    }

    // MARK: Decoded objects are new and quiet

    @MainActor @Test func decodingNotifiesNothing() async throws {
        let template = CPListTemplate(
            title: "Quiet",
            sections: [CPListSection(items: [CPListItem(text: "Item", detailText: nil, image: Self.png)])])
        template.backButton = CPBarButton(title: "Back")
        let data = try NSKeyedArchiver.archivedData(withRootObject: template, requiringSecureCoding: true)
        // Decoded as app code a host runs: the host hears the changes of the objects that code makes.
        let host = FakeHost()
        let decoded = try require(
            try CPHostBridge.withEnvironment(host) {
                try NSKeyedUnarchiver.unarchivedObject(ofClass: CPListTemplate.self, from: data)
            })
        let section = decoded.sections[0]
        let item = try require(section.items[0] as? CPListItem)
        let ids: Set = [decoded._elementID, section._elementID, item._elementID, decoded.backButton?._elementID]
            .compactMap { $0 }.reduce(into: Set<CPElementID>()) { $0.insert($1) }
        expectTrue(ids.count == 4 && !ids.contains(template._elementID))
        // Notices posted to the main queue while decoding have arrived after this turn.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        expectTrue(host.objectChanges.allSatisfy { !ids.contains($0) })
        // The route is real: a change after decoding reaches the host.
        item.setText("Loud")
        expectEqual(host.objectChanges, [item._elementID])
    }

    // MARK: Bad archives

    @MainActor @Test func garbageDoesNotDecode() throws {
        let garbage = Data("definitely not an archive".utf8)
        expectEqual((try? NSKeyedUnarchiver.unarchivedObject(ofClass: CPListTemplate.self, from: garbage)), nil)
        expectEqual((try? NSKeyedUnarchiver.unarchivedObject(ofClass: CPListSection.self, from: Data())), nil)

        // (A valid archive of another class is not tried: `unarchivedObject(ofClass:from:)` in Foundation on Linux
        // stops the process with "Value was of unexpected class" instead of failing.)

        // A truncated archive.
        let templateData = try NSKeyedArchiver.archivedData(
            withRootObject: CPAlertTemplate(titleVariants: ["A"], actions: []), requiringSecureCoding: true)
        let truncated = templateData.prefix(templateData.count / 2)
        expectEqual((try? NSKeyedUnarchiver.unarchivedObject(ofClass: CPAlertTemplate.self, from: truncated)), nil)

        // Keys of the wrong types: a list section whose items are a string.
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode("not items", forKey: "items")
        archiver.finishEncoding()
        expectEqual(CPListSection(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)), nil)

        // An unknown style.
        let badStyle = NSKeyedArchiver(requiringSecureCoding: true)
        badStyle.encode("Go", forKey: "title")
        badStyle.encode(42, forKey: "style")
        badStyle.finishEncoding()
        expectEqual(CPAlertAction(coder: try NSKeyedUnarchiver(forReadingFrom: badStyle.encodedData)), nil)
    }
}
