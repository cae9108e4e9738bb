import Expectations
import Foundation
import Intents
import Testing
@_spi(CarPlayHost) import UserNotifications
@_spi(CarPlayHost) import _PlatformHost

@MainActor
@Suite struct UserNotificationsTests {
    let service = FakeNotificationService()
    let environment = FakeCallEnvironment()

    init() {
        environment.notificationService = service
    }

    /// The app's center, as the app gets it in `environment`.
    func center(in environment: FakeCallEnvironment? = nil) -> UNUserNotificationCenter {
        PlatformHost.withEnvironment(environment ?? self.environment) { UNUserNotificationCenter.current() }
    }

    /// The center as the car knows it.
    var carsClient: any PlatformNotificationClient {
        get throws { try require(service.registeredClients.last) }
    }

    /// A content with the app's own information.
    func content(_ title: String, messageID: String) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = "Body of \(title)"
        content.categoryIdentifier = "message"
        content.threadIdentifier = "thread-1"
        content.badge = 2
        content.sound = .default
        content.userInfo = ["messageID": messageID]
        return content
    }

    /// Authorizes the app (the car's user allows it).
    func authorize(_ center: UNUserNotificationCenter) async throws {
        #expect(try await center.requestAuthorization(options: [.alert, .sound, .badge, .carPlay]))
    }

    @Test func oneCenterPerAppRegisteredWithItsCar() {
        let first = center()
        expectTrue(center() === first)
        let other = FakeCallEnvironment()
        expectTrue(center(in: other) !== first)
        expectEqual(service.registeredClients.count, 1)
        expectTrue(!first.supportsContentExtensions)
    }

    @Test func authorizationGoesThroughTheCar() async throws {
        let center = center()
        expectEqual(await center.notificationSettings().authorizationStatus, .notDetermined)
        let granted = try await center.requestAuthorization(options: [.alert, .sound, .carPlay])
        expectTrue(granted)
        expectEqual(service.authorizationRequests, [4 | 2 | 8])
        let settings = await center.notificationSettings()
        expectEqual(settings.authorizationStatus, .authorized)
        expectTrue(settings.carPlaySetting == .enabled && settings.alertSetting == .enabled)
        expectTrue(settings.alertStyle == .banner && !settings.providesAppNotificationSettings)
        expectTrue(settings.criticalAlertSetting == .notSupported && settings.showPreviewsSetting == .always)

        // Another app whose user refuses.
        let refusing = FakeNotificationService()
        refusing.grantsAuthorization = false
        let other = FakeCallEnvironment()
        other.notificationService = refusing
        let otherCenter = self.center(in: other)
        #expect(try await !otherCenter.requestAuthorization(options: [.alert, .providesAppNotificationSettings]))
        let refused = await otherCenter.notificationSettings()
        expectTrue(refused.authorizationStatus == .denied && refused.carPlaySetting == .disabled)
        expectTrue(refused.alertStyle == .none && refused.providesAppNotificationSettings)
    }

    @Test func withoutACarAuthorizationIsDeniedAndRequestsFail() async throws {
        let carless = FakeCallEnvironment()
        let center = center(in: carless)
        let answer = await withCheckedContinuation { (answered: CheckedContinuation<(Bool, String?), Never>) in
            center.requestAuthorization(options: [.alert]) { granted, error in
                answered.resume(returning: (granted, error.map { "\($0)" }))
            }
        }
        expectTrue(answer.0 == false && answer.1 == nil)
        expectEqual(await center.notificationSettings().authorizationStatus, .denied)
        expectEqual(await center.notificationSettings().carPlaySetting, .disabled)
        let request = UNNotificationRequest(identifier: "a", content: content("A", messageID: "1"), trigger: nil)
        await #expect(throws: UNError(.notificationsNotAllowed)) { try await center.add(request) }
        await #expect(throws: UNError(.notificationsNotAllowed)) { try await center.setBadgeCount(1) }
        center.setNotificationCategories([UNNotificationCategory(identifier: "c", actions: [], intentIdentifiers: [])])
        #expect(await center.pendingNotificationRequests().isEmpty)
        #expect(await center.deliveredNotifications().isEmpty)
        #expect(await center.notificationCategories().isEmpty)
        withExtendedLifetime(carless) {}
    }

    @Test func categoriesRoundTripWithTheirOptions() async throws {
        let center = center()
        let reply = UNTextInputNotificationAction(
            identifier: "reply", title: "Reply", options: [.authenticationRequired], textInputButtonTitle: "Send",
            textInputPlaceholder: "Message")
        let read = UNNotificationAction(identifier: "read", title: "Mark as Read", options: [.destructive])
        let message = UNNotificationCategory(
            identifier: "message", actions: [reply, read], intentIdentifiers: [INSearchForMessagesIntentIdentifier],
            hiddenPreviewsBodyPlaceholder: "Message", options: [.allowInCarPlay, .hiddenPreviewsShowTitle])
        let reminder = UNNotificationCategory(
            identifier: "reminder", actions: [], intentIdentifiers: [], options: [.customDismissAction])
        center.setNotificationCategories([message, reminder])

        expectEqual(
            service.categories,
            [
                PlatformNotificationCategory(
                    identifier: "message", intentIdentifiers: ["INSearchForMessagesIntent"], options: 2 | 4,
                    actions: [
                        PlatformNotificationCategory.Action(identifier: "reply", title: "Reply", options: 1),
                        PlatformNotificationCategory.Action(identifier: "read", title: "Mark as Read", options: 2),
                    ]),
                PlatformNotificationCategory(identifier: "reminder", intentIdentifiers: [], options: 1, actions: []),
            ])
        // The app gets its own objects back.
        let categories = await center.notificationCategories()
        let mine = try require(categories.first { $0.identifier == "message" })
        expectTrue(mine === message && categories.count == 2)
        expectEqual((mine.actions.first as? UNTextInputNotificationAction)?.textInputButtonTitle, "Send")
        expectTrue(mine.hiddenPreviewsBodyPlaceholder == "Message" && mine.categorySummaryFormat.isEmpty)

        // A category the car has that the app did not set is rebuilt from what the car keeps.
        service.categories.append(
            PlatformNotificationCategory(
                identifier: "car", intentIdentifiers: [], options: 2,
                actions: [PlatformNotificationCategory.Action(identifier: "ok", title: "OK", options: 4)]))
        let car = try require(await center.notificationCategories().first { $0.identifier == "car" })
        expectTrue(car.options == .allowInCarPlay && car.actions.map(\.identifier) == ["ok"])
        expectEqual(car.actions.first?.options, .foreground)
    }

    @Test func addedRequestsArePendingUntilRemoved() async throws {
        let center = center()
        // Not authorized yet: the car refuses.
        let early = UNNotificationRequest(
            identifier: "early", content: content("Early", messageID: "0"),
            trigger: UNTimeIntervalNotificationTrigger(timeInterval: 120, repeats: false))
        await #expect(throws: UNError(.notificationsNotAllowed)) { try await center.add(early) }
        #expect(await center.pendingNotificationRequests().isEmpty)

        try await authorize(center)
        let written = content("Soon", messageID: "m1")
        let soon = UNNotificationRequest(
            identifier: "soon", content: written,
            trigger: UNTimeIntervalNotificationTrigger(timeInterval: 120, repeats: false))
        written.title = "Changed later"
        expectTrue(soon.content.title == "Soon" && !(soon.content is UNMutableNotificationContent))
        let morning = UNNotificationRequest(
            identifier: "morning", content: content("Morning", messageID: "m2"),
            trigger: UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 8, minute: 30), repeats: true))
        try await center.add(soon)
        try await center.add(morning)

        expectEqual(service.pendingRequests.map(\.identifier), ["soon", "morning"])
        let car = try require(service.pendingRequests.first)
        expectEqual(car.trigger, .timeInterval(120, repeats: false))
        expectEqual(
            car.content,
            PlatformNotificationContent(
                title: "Soon", subtitle: "", body: "Body of Soon", categoryIdentifier: "message",
                threadIdentifier: "thread-1", interruptionLevel: 1, badge: 2, hasSound: true, communication: nil))
        expectEqual(
            service.pendingRequests.last?.trigger, .calendar(DateComponents(hour: 8, minute: 30), repeats: true))

        let pending = await center.pendingNotificationRequests()
        expectTrue(pending.count == 2 && pending.first === soon && pending.last === morning)
        expectEqual(pending.first?.content.userInfo["messageID"] as? String, "m1")

        center.removePendingNotificationRequests(withIdentifiers: ["soon"])
        expectEqual(await center.pendingNotificationRequests().map(\.identifier), ["morning"])
        center.removeAllPendingNotificationRequests()
        #expect(await center.pendingNotificationRequests().isEmpty)
        expectTrue(service.pendingRequests.isEmpty)
    }

    @Test func deliveredNotificationsMapBackToTheAppsOwnRequest() async throws {
        let center = center()
        try await authorize(center)
        let now = UNNotificationRequest(identifier: "now", content: content("Now", messageID: "m7"), trigger: nil)
        try await center.add(now)
        let later = UNNotificationRequest(
            identifier: "later", content: content("Later", messageID: "m8"),
            trigger: UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true))
        try await center.add(later)
        expectNotEqual(service.fire("later"), nil)
        // A remote notification the car delivers without the app having added it.
        service.deliver(
            PlatformNotificationRequest(
                identifier: "push",
                content: PlatformNotificationContent(
                    title: "From the server", subtitle: "", body: "", categoryIdentifier: "", threadIdentifier: "",
                    interruptionLevel: 2, badge: nil, hasSound: true, communication: nil),
                trigger: .push))

        let delivered = await center.deliveredNotifications()
        expectEqual(delivered.map(\.request.identifier), ["push", "later", "now"])
        expectTrue(delivered[1].request === later && delivered[2].request === now)
        expectEqual(delivered[2].request.content.userInfo["messageID"] as? String, "m7")
        expectEqual(delivered[2].date, service.now)
        let push = delivered[0].request
        expectTrue(push.trigger is UNPushNotificationTrigger && push.content.userInfo.isEmpty)
        expectTrue(push.content.title == "From the server" && push.content.interruptionLevel == .timeSensitive)
        expectNotEqual(push.content.sound, nil)

        center.removeDeliveredNotifications(withIdentifiers: ["now"])
        expectEqual(await center.deliveredNotifications().map(\.request.identifier), ["push", "later"])
        center.removeAllDeliveredNotifications()
        #expect(await center.deliveredNotifications().isEmpty)
        expectTrue(service.deliveredNotifications.isEmpty)
    }

    @Test func willPresentAsksTheDelegateAsTheAppsCode() async throws {
        let center = center()
        let delegate = BannerDelegate()
        center.delegate = delegate
        try await authorize(center)
        let request = UNNotificationRequest(identifier: "n", content: content("N", messageID: "m1"), trigger: nil)
        try await center.add(request)
        let notification = try require(service.deliveredNotifications.first)

        let answers = Recorded<UInt>()
        try carsClient.willPresent(notification) { answers.append($0) }
        expectTrue(answers.values.isEmpty)  // never inside the car's call
        await settle { !answers.values.isEmpty }
        expectEqual(answers.values, [UNNotificationPresentationOptions([.banner, .sound]).rawValue])
        expectEqual(answers.values, [16 | 2])
        expectTrue(delegate.presented.first?.request === request && delegate.centers.first === center)
        expectTrue(delegate.environments.first.flatMap { $0 } === environment)
        withExtendedLifetime(delegate) {}
    }

    @Test func withoutADelegateOrItsMethodNothingIsPresented() async throws {
        let center = center()
        try await authorize(center)
        try await center.add(
            UNNotificationRequest(identifier: "n", content: content("N", messageID: "1"), trigger: nil))
        let notification = try require(service.deliveredNotifications.first)

        // No delegate: not presented, at once.
        let answers = Recorded<UInt>()
        try carsClient.willPresent(notification) { answers.append($0) }
        expectEqual(answers.values, [0])

        // A delegate without the method: not presented either.
        let settingsOnly = SettingsOnlyDelegate()
        center.delegate = settingsOnly
        try carsClient.willPresent(notification) { answers.append($0) }
        await settle { answers.values.count == 2 }
        expectEqual(answers.values, [0, 0])

        // A delegate with the async method: its answer.
        let async = AsyncNotificationDelegate()
        center.delegate = async
        try carsClient.willPresent(notification) { answers.append($0) }
        await settle { answers.values.count == 3 }
        expectEqual(answers.values, [0, 0, 8 | 1])
        withExtendedLifetime((settingsOnly, async)) {}
    }

    @Test func didReceiveBuildsTheResponseAndCompletesWhenTheAppDoes() async throws {
        let center = center()
        let delegate = BannerDelegate()
        center.delegate = delegate
        try await authorize(center)
        let request = UNNotificationRequest(identifier: "n", content: content("N", messageID: "m3"), trigger: nil)
        try await center.add(request)
        let notification = try require(service.deliveredNotifications.first)

        let completions = Recorded<String>()
        try carsClient.didReceive(notification, actionIdentifier: UNNotificationDefaultActionIdentifier) {
            completions.append("tap")
        }
        await settle { !delegate.responses.isEmpty }
        let response = try require(delegate.responses.first)
        expectEqual(response.actionIdentifier, "com.apple.UNNotificationDefaultActionIdentifier")
        expectTrue(response.notification.request === request && response.notification.date == service.now)
        expectTrue(!(response is UNTextInputNotificationResponse))
        expectTrue(delegate.environments.first.flatMap { $0 } === environment)
        // The car waits for the app.
        await settle(turns: 5)
        expectTrue(completions.values.isEmpty)
        delegate.pendingCompletion?()
        delegate.pendingCompletion?()  // a second call does not answer the car twice
        await settle { !completions.values.isEmpty }
        expectEqual(completions.values, ["tap"])

        try carsClient.didReceive(notification, actionIdentifier: "read") { completions.append("read") }
        await settle { delegate.responses.count == 2 }
        expectEqual(delegate.responses.last?.actionIdentifier, "read")
        delegate.pendingCompletion?()
        await settle { completions.values.count == 2 }
        expectEqual(completions.values, ["tap", "read"])

        // A delegate without the method lets the car go on; without a delegate, at once.
        let settingsOnly = SettingsOnlyDelegate()
        center.delegate = settingsOnly
        try carsClient.didReceive(notification, actionIdentifier: "read") { completions.append("default") }
        await settle { completions.values.count == 3 }
        expectEqual(completions.values.last, "default")
        center.delegate = nil
        try carsClient.didReceive(notification, actionIdentifier: "read") { completions.append("none") }
        expectEqual(completions.values.last, "none")
        withExtendedLifetime((delegate, settingsOnly)) {}
    }

    @Test func timeIntervalTriggersRaiseAsIOSDoes() async throws {
        func raised(_ reason: String) -> Int {
            PlatformHost.unhostedExceptions.filter {
                $0.name == "NSInternalInconsistencyException" && $0.reason == reason
            }.count
        }
        let notPositive = "time interval must be greater than 0"
        let tooShort = "time interval must be at least 60 if repeating"
        let before = (raised(notPositive), raised(tooShort))
        let zero = UNTimeIntervalNotificationTrigger(timeInterval: 0, repeats: false)
        expectEqual(raised(notPositive), before.0 + 1)
        let everyHalfMinute = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true)
        expectEqual(raised(tooShort), before.1 + 1)
        expectTrue(zero.nextTriggerDate() == nil && everyHalfMinute.nextTriggerDate() == nil)
        _ = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: false)
        _ = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: true)
        expectTrue(raised(notPositive) == before.0 + 1 && raised(tooShort) == before.1 + 1)

        // The center refuses a request whose trigger raised.
        let center = center()
        try await authorize(center)
        let invalid = UNNotificationRequest(identifier: "x", content: content("X", messageID: "1"), trigger: zero)
        await #expect(throws: UNError(.notificationInvalidNoDate)) { try await center.add(invalid) }
        expectTrue(service.pendingRequests.isEmpty)
    }

    @Test func triggersKnowTheirNextDate() throws {
        let start = Date()
        let hourly = UNTimeIntervalNotificationTrigger(timeInterval: 3600, repeats: true)
        let next = try require(hourly.nextTriggerDate())
        expectTrue(next >= start.addingTimeInterval(3600) && next <= Date().addingTimeInterval(3600))
        expectTrue(hourly.repeats && hourly.timeInterval == 3600)

        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = try require(TimeZone(identifier: "UTC"))
        var components = DateComponents(hour: 8, minute: 30)
        components.calendar = utc
        components.timeZone = utc.timeZone
        let daily = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        let morning = try require(daily.nextTriggerDate())
        expectTrue(utc.component(.hour, from: morning) == 8 && utc.component(.minute, from: morning) == 30)
        expectTrue(morning > Date() && morning.timeIntervalSinceNow <= 86_400)
        expectTrue(daily.dateComponents.hour == 8 && daily.repeats)

        let past = UNCalendarNotificationTrigger(
            dateMatching: DateComponents(calendar: utc, timeZone: utc.timeZone, year: 2020, month: 1, day: 1, hour: 8),
            repeats: false)
        expectEqual(past.nextTriggerDate(), nil)
    }

    @Test func aMessageIntentMakesACommunicationNotification() async throws {
        let ana = INPerson(
            personHandle: INPersonHandle(value: "ana@example.com", type: .emailAddress), nameComponents: nil,
            displayName: "Ana", image: nil, contactIdentifier: nil, customIdentifier: "ana")
        let message = INSendMessageIntent(
            recipients: nil, outgoingMessageType: .outgoingMessageText, content: "On my way", speakableGroupName: nil,
            conversationIdentifier: "chat-ana", serviceName: nil, sender: ana, attachments: nil)
        let written = content("New message", messageID: "m9")
        let updated = try written.updating(from: message)
        expectTrue(updated.title == "Ana" && updated.body == "Body of New message")
        expectTrue(updated.userInfo["messageID"] as? String == "m9" && written.title == "New message")
        let communication = PlatformNotificationContent.Communication(
            senderName: "Ana", conversationIdentifier: "chat-ana", intent: "INSendMessageIntent")
        expectTrue(updated._communication == communication && written._communication == nil)
        expectEqual((updated.mutableCopy() as? UNMutableNotificationContent)?._communication, communication)

        // It reaches the car as one.
        let center = center()
        try await authorize(center)
        try await center.add(UNNotificationRequest(identifier: "m9", content: updated, trigger: nil))
        expectEqual(service.deliveredNotifications.first?.request.content.communication, communication)

        // A group conversation is titled with its name.
        let group = INSendMessageIntent(
            recipients: nil, outgoingMessageType: .outgoingMessageText, content: nil,
            speakableGroupName: INSpeakableString(spokenPhrase: "Climbing"), conversationIdentifier: "chat-climbing",
            serviceName: nil, sender: ana, attachments: nil)
        let grouped = try written.updating(from: group)
        expectTrue(grouped.title == "Climbing" && grouped._communication?.senderName == "Ana")

        // A call from Ana.
        let call = INStartCallIntent(
            callRecordFilter: nil, callRecordToCallBack: nil, audioRoute: .unknown, destinationType: .normal,
            contacts: [ana], callCapability: .audioCall)
        let missed = try written.updating(from: call)
        expectTrue(missed.title == "Ana" && missed._communication?.intent == "INStartCallIntent")
        expectEqual(missed._communication?.conversationIdentifier, nil)
    }

    @Test func onlyIntentsWithASenderProvideContent() {
        let written = content("New message", messageID: "1")
        #expect(throws: UNError(.contentProvidingObjectNotAllowed)) { try written.updating(from: NotAnIntent()) }
        let anonymous = INSendMessageIntent(
            recipients: nil, outgoingMessageType: .outgoingMessageText, content: "Hi", speakableGroupName: nil,
            conversationIdentifier: nil, serviceName: nil, sender: nil, attachments: nil)
        #expect(throws: UNError(.contentProvidingInvalid)) { try written.updating(from: anonymous) }
    }

    @Test func theBadgeGoesToTheCar() async throws {
        let center = center()
        try await center.setBadgeCount(3)
        expectEqual(service.badge, 3)
        await #expect(throws: UNError(.badgeInputInvalid)) { try await center.setBadgeCount(-1) }
        expectEqual(service.badge, 3)
    }

    @Test func contentsCopyAsApplesDo() {
        let written = content("Title", messageID: "m1")
        written.attachments = []
        written.interruptionLevel = .timeSensitive
        written.relevanceScore = 0.5
        written.targetContentIdentifier = "chat"
        let copy = written.copy() as? UNNotificationContent
        let mutable = written.mutableCopy() as? UNMutableNotificationContent
        expectTrue(copy != nil && !(copy is UNMutableNotificationContent))
        expectTrue(copy?.title == "Title" && copy?.userInfo["messageID"] as? String == "m1")
        expectTrue(copy?.interruptionLevel == .timeSensitive && copy?.relevanceScore == 0.5)
        mutable?.title = "Other"
        expectTrue(written.title == "Title" && mutable?.targetContentIdentifier == "chat")
        expectTrue(UNNotificationContent().title.isEmpty && UNNotificationContent().interruptionLevel == .active)
    }

    @Test func attachmentsCheckTheirFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("un-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("photo.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: image)
        let attachment = try UNNotificationAttachment(identifier: "photo", url: image)
        expectTrue(attachment.identifier == "photo" && attachment.url == image && attachment.type == "public.png")
        expectTrue(try !UNNotificationAttachment(identifier: "", url: image).identifier.isEmpty)

        let text = folder.appendingPathComponent("notes.txt")
        try Data("notes".utf8).write(to: text)
        #expect(throws: UNError(.attachmentUnrecognizedType)) {
            try UNNotificationAttachment(identifier: "t", url: text)
        }
        let hinted = try UNNotificationAttachment(
            identifier: "t", url: text, options: [UNNotificationAttachmentOptionsTypeHintKey: "public.jpeg"])
        expectEqual(hinted.type, "public.jpeg")
        #expect(throws: UNError(.attachmentInvalidURL)) {
            try UNNotificationAttachment(identifier: "m", url: folder.appendingPathComponent("missing.png"))
        }
        #expect(throws: UNError(.attachmentInvalidURL)) {
            try UNNotificationAttachment(identifier: "w", url: try require(URL(string: "https://example.com/a.png")))
        }
    }

    @Test func valuesAreApples() {
        expectEqual(UNErrorDomain, "UNErrorDomain")
        let codes: [(UNError.Code, Int)] = [
            (.notificationsNotAllowed, 1), (.attachmentInvalidURL, 100), (.attachmentUnrecognizedType, 101),
            (.attachmentInvalidFileSize, 102), (.attachmentNotInDataStore, 103),
            (.attachmentMoveIntoDataStoreFailed, 104), (.attachmentCorrupt, 105), (.notificationInvalidNoDate, 1400),
            (.notificationInvalidNoContent, 1401), (.contentProvidingObjectNotAllowed, 1500),
            (.contentProvidingInvalid, 1501), (.badgeInputInvalid, 1600),
        ]
        for (code, rawValue) in codes { expectEqual(code.rawValue, rawValue) }
        let error = UNError(.badgeInputInvalid) as NSError
        expectTrue(error.domain == UNErrorDomain && error.code == 1600)
        expectEqual(UNError(.notificationsNotAllowed).code, UNError.notificationsNotAllowed)
        expectEqual(UNNotificationDefaultActionIdentifier, "com.apple.UNNotificationDefaultActionIdentifier")
        expectEqual(UNNotificationDismissActionIdentifier, "com.apple.UNNotificationDismissActionIdentifier")
        expectTrue(UNAuthorizationOptions.carPlay.rawValue == 8 && UNAuthorizationOptions.provisional.rawValue == 64)
        expectEqual(UNAuthorizationOptions.criticalAlert.rawValue, 16)
        expectEqual(UNAuthorizationOptions.providesAppNotificationSettings.rawValue, 32)
        expectEqual(UNNotificationCategoryOptions.allowInCarPlay.rawValue, 2)
        expectEqual(UNNotificationCategoryOptions.hiddenPreviewsShowSubtitle.rawValue, 8)
        expectEqual(UNNotificationPresentationOptions.list.rawValue, 8)
        expectEqual(UNNotificationPresentationOptions.banner.rawValue, 16)
        expectEqual(UNNotificationActionOptions.foreground.rawValue, 4)
        expectTrue(UNAuthorizationStatus.ephemeral.rawValue == 4 && UNNotificationSetting.enabled.rawValue == 2)
        expectTrue(UNAlertStyle.alert.rawValue == 2 && UNShowPreviewsSetting.never.rawValue == 2)
        expectEqual(UNNotificationInterruptionLevel.critical.rawValue, 3)
        expectEqual(UNNotificationSoundName("chime.caf").rawValue, "chime.caf")
    }
}
