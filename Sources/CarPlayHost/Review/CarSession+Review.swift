import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import Intents

// The car's guideline review of the app: what it shows and does now, checked against the Developer Guide's
// machine-checkable guidelines (`GuidelineRules`).
extension CarSession {
    /// The guidelines the app breaks in what it shows and does now: wording that asks the driver to use the iPhone,
    /// a message's content on screen, a communication app's SiriKit intents and CallKit, a navigation app's base view
    /// and audio session. (A quick food ordering app's lists cannot break "favorites limited to 12 items": the
    /// framework keeps 12 items of a list for that category.) Each finding quotes the guideline. Run it at the
    /// moments a test or the driver cares about: it reads the screen as it is.
    public func review() -> [GuidelineFinding] {
        guard appState == .connected else { return [] }
        var findings: [GuidelineFinding] = []
        let texts = appTexts()
        for text in texts where GuidelineRules.asksToUseIPhone(text) {
            findings.append(GuidelineRules.noPickingUpIPhone.finding("“\(text)” on the screen"))
        }
        let contents = siriConversation?.messageContents ?? []
        for text in texts where GuidelineRules.showsMessageContent(text, contents: contents) {
            findings.append(
                GuidelineRules.noMessageContent.finding(
                    "a message's content is on the screen (\(text.count) characters)"))
        }
        switch app.category {
        case .communication?: findings += reviewCommunication()
        case .navigation?: findings += reviewNavigation()
        case .drivingTask?: findings += reviewRefreshes()
        default: break
        }
        return findings
    }

    /// A driving task app refreshes what it shows no more often than every 10 seconds (its points of interest every
    /// 60): each object on screen whose last changes came one after another sooner than that is a periodic refresh
    /// (`RefreshWatch`; a test or a drive lets time pass before the review).
    private func reviewRefreshes() -> [GuidelineFinding] {
        let snapshots = navigationSnapshots + [presentedSnapshot].compactMap { $0 }
        var shown: [ElementID: (name: String, pointsOfInterest: Bool)] = [:]
        for snapshot in snapshots {
            shown[snapshot.id] = (snapshot.tabTitle ?? "\(snapshot.kind)", snapshot.kind == .pointOfInterest)
            for element in snapshot.elements where shown[element.id] == nil {
                shown[element.id] = (element.texts.first ?? "\(element.kind)", element.kind == .pointOfInterest)
            }
        }
        var findings: [GuidelineFinding] = []
        for (id, element) in shown.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let (guideline, period) =
                element.pointsOfInterest
                ? (GuidelineRules.drivingTaskPointsOfInterestRefresh, GuidelineRules.pointsOfInterestRefreshPeriod)
                : (GuidelineRules.drivingTaskRefresh, GuidelineRules.dataItemRefreshPeriod)
            guard
                let interval = refreshes.periodicInterval(
                    of: id, count: GuidelineRules.periodicChanges, under: period)
            else { continue }
            findings.append(
                guideline.finding(
                    "“\(element.name)” changed \(GuidelineRules.periodicChanges) times in a row, at most "
                        + "\(Int(interval.rounded(.up))) s apart"))
        }
        return findings
    }

    /// The app's texts: every element's (whole, as the app gave them) and what the screen shows of the app's own
    /// area (titles, alerts), but not the car's own cards (Siri, banners, calls).
    private func appTexts() -> [String] {
        let snapshots = navigationSnapshots + [presentedSnapshot].compactMap { $0 }
        var texts = snapshots.flatMap(\.elements).flatMap(\.texts)
        let carCards: Set<ScreenRole> = [
            .siri, .notificationBanner, .callCard, .callScreen, .navigationBanner, .statusBar,
        ]
        func collect(_ node: ScreenNode) {
            guard !carCards.contains(node.role) else { return }
            texts += [node.text, node.detailText].compactMap { $0 }
            node.children.forEach(collect)
        }
        collect(screen().root)
        var seen: Set<String> = []
        return texts.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// A communication app provides messaging (the three messaging intents) or VoIP calling (CallKit and
    /// `INStartCallIntent`), and all of what it provides.
    private func reviewCommunication() -> [GuidelineFinding] {
        let messaging: [(name: String, intent: INIntent)] = [
            (
                "INSendMessageIntent",
                INSendMessageIntent(
                    recipients: nil, outgoingMessageType: .outgoingMessageText, content: nil, speakableGroupName: nil,
                    conversationIdentifier: nil, serviceName: nil, sender: nil, attachments: nil)
            ),
            (
                "INSearchForMessagesIntent",
                INSearchForMessagesIntent(
                    recipients: nil, senders: nil, searchTerms: nil, attributes: [], dateTime: nil, identifiers: nil,
                    notificationIdentifiers: nil, speakableGroupNames: nil, conversationIdentifiers: nil)
            ),
            ("INSetMessageAttributeIntent", INSetMessageAttributeIntent(identifiers: nil, attribute: .read)),
        ]
        // Asked as iOS asks: the app's handler of each intent (nothing runs).
        func handles(_ intent: INIntent) -> Bool {
            guard let provider = intentHandlerProvider else { return false }
            return runAsApp { provider(intent) } != nil
        }
        let missing = messaging.filter { !handles($0.intent) }.map(\.name)
        return GuidelineRules.communicationFindings(
            app: app.name, missingMessagingIntents: missing, messagingIntentCount: messaging.count,
            startsCalls: handles(SiriConversation.callIntent(to: nil)),
            hasCallKitProvider: callCenter?.link(for: self).provider != nil)
    }

    /// A navigation app's base view draws only a map; it stops guiding when the system cancels guidance; its audio
    /// session mixes with the car's audio and is active only while it speaks.
    private func reviewNavigation() -> [GuidelineFinding] {
        var findings: [GuidelineFinding] = []
        if let window = MapSession.appWindowSnapshot(
            barShown: MapSession.showsNavigationBar(context: self), context: self)
        {
            for view in Self.interfaceViews(in: window) {
                findings.append(GuidelineRules.baseViewOnlyMap.finding("the base view draws \(view)"))
            }
        }
        if let cancelled = MapSession.templateObject(context: self)?._systemCancelledSession {
            findings += GuidelineRules.guidanceAfterCancelFindings(changesAfterCancel: cancelled._changesAfterEnd)
        }
        if let audio = audioSession {
            findings += GuidelineRules.navigationAudioFindings(
                isActive: audio.isActive, mixesOrDucks: audio.mixesWithOthers || audio.ducksOthers,
                category: audio.category, isSpeaking: isSpeaking)
        }
        return findings
    }

    /// The user interface a navigation app's window draws over its map: its labels (a map view's subviews included).
    /// Views, images and filled views may be how an app draws its own map, so they pass (docs/DECISIONS.md).
    static func interfaceViews(in view: ViewSnapshot) -> [String] {
        let own = view.kind == .label ? ["a label “\(view.label?.text ?? "")”"] : []
        return own + view.children.flatMap(interfaceViews)
    }
}
