import Foundation

/// What selecting an interactive node of a `Screen` does: a tap on it, a click, or a knob or touchpad press while it
/// has the focus. Every interactive node carries one; front ends send the node's id and the car runs its action
/// (`CarSession.activate(screenElement:)`). Ids are opaque: nothing is read out of them.
///
/// Adding an action is one case here, its JSON form below, and one branch in `CarSession.perform(_:)`.
public enum ScreenAction: Hashable, Sendable {
    /// Selects an app element (list item, button, tab, alert action, Now Playing button...): its handler runs, or the
    /// system does what the element means (a tab switch).
    case select(ElementID)
    /// Selects one image (element) of an image row item, by index.
    case selectImage(row: ElementID, index: Int)
    /// The system's back action (the back button, the search template's Cancel): pops the top template, or runs the
    /// app's custom back button.
    case back
    /// The tab bar's Now Playing button: the system pushes the Now Playing template.
    case showNowPlaying
    /// A key of a search template's keyboard that types `text`.
    case insertText(search: ElementID, text: String)
    /// The keyboard's delete key: removes the last character of the search text.
    case deleteBackward(search: ElementID)
    /// A playback control of Now Playing: sends the app's remote command.
    case playback(PlaybackControl)
    /// An app icon of the home screen: launches the app with this bundle identifier (or brings it to the front).
    case launchApp(String)
    /// The home screen's Dashboard button.
    case showDashboard
    /// A dot of the home screen's page indicator: the home screen shows that page (by index).
    case showHomePage(Int)
    /// A directional button of the map template's panning interface, pressed momentarily.
    case panMap(MapPanDirection)
    /// A trip preview moves to a trip and one of its route choices (by index).
    case selectTripPreview(trip: Int, routeChoice: Int)
    /// The trip preview's start button.
    case startTrip
    /// A touch on the map: the map template's hidden navigation bar and buttons come back.
    case showMapControls
    /// The banner of a navigation app in the background (`NavigationBannerLayout`): the car brings the app with
    /// this bundle identifier to the front, and its scene delegate hears `templateApplicationScene(_:didSelect:)`.
    case selectNavigationBanner(app: String)
    /// Siri's card (`SiriLayout`): the driver dismisses Siri.
    case dismissSiri
    /// A control of the call screen (`CallLayout`): the car asks the call's app to answer, end, mute, hold or play
    /// a tone, or shows the keypad.
    case callControl(CallControl)
    /// An app's notification banner (`NotificationBannerLayout`): Siri reads a message, or the app with this bundle
    /// identifier opens and hears the tap on the notification with this request identifier.
    case selectNotification(app: String, identifier: String)
}

/// A control of the call screen, for the call it shows.
public enum CallControl: Hashable, Sendable, CustomStringConvertible {
    /// Accept a ringing call.
    case answer
    /// Decline a ringing call.
    case decline
    /// End the call under way.
    case end
    /// Mute or unmute the call.
    case mute
    /// Put the call on hold or take it off.
    case hold
    /// Show or hide the keypad.
    case keypad
    /// Move the call's audio between the car and the iPhone.
    case audioRoute
    /// A keypad key: plays its tone (`0`–`9`, `*`, `#`).
    case digit(String)
    /// Accept a call that rings during another: the other is put on hold first ("Hold & Accept").
    case holdAndAnswer
    /// Accept a call that rings during another: the other ends first ("End & Accept").
    case endAndAnswer
    /// Put the active call on hold and take the held one off ("Swap").
    case swap
    /// Join the held call to the active one ("Merge").
    case merge
    /// Show the call screen again after the driver left it for other apps (the status bar's call button).
    case showCall

    /// The keypad's keys in order.
    public static let keypadKeys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "*", "0", "#"]

    /// The control's name in JSON (`control`), with the key in `text` for a digit.
    public var name: String {
        switch self {
        case .answer: "answer"
        case .decline: "decline"
        case .end: "end"
        case .mute: "mute"
        case .hold: "hold"
        case .keypad: "keypad"
        case .audioRoute: "audioRoute"
        case .digit: "digit"
        case .holdAndAnswer: "holdAndAnswer"
        case .endAndAnswer: "endAndAnswer"
        case .swap: "swap"
        case .merge: "merge"
        case .showCall: "showCall"
        }
    }

    /// The control with this JSON name (and key, for a digit); nil for an unknown name or key.
    public init?(name: String, key: String?) {
        switch name {
        case "answer": self = .answer
        case "decline": self = .decline
        case "end": self = .end
        case "mute": self = .mute
        case "hold": self = .hold
        case "keypad": self = .keypad
        case "audioRoute": self = .audioRoute
        case "holdAndAnswer": self = .holdAndAnswer
        case "endAndAnswer": self = .endAndAnswer
        case "swap": self = .swap
        case "merge": self = .merge
        case "showCall": self = .showCall
        case "digit":
            guard let key, Self.keypadKeys.contains(key) else { return nil }
            self = .digit(key)
        default: return nil
        }
    }

    public var description: String {
        if case .digit(let key) = self { return "key \(key)" }
        return name
    }
}

extension ScreenAction {
    /// A playback control of the Now Playing screen: its id suffix; the host sends the app's remote command for it.
    public enum PlaybackControl: String, CaseIterable, Sendable, Codable {
        case previous, playPause, next

        /// The id suffix: `<template id>/previous`, `/playPause`, `/next`.
        public var suffix: String { "/" + rawValue }
    }
}

/// A direction of the map template's panning interface.
public enum MapPanDirection: String, Codable, Hashable, Sendable, CaseIterable {
    case left, right, up, down
}

extension ScreenAction: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, element, index, text, control, app, direction, trip, notification
    }
    private enum Kind: String, Codable {
        case select, selectImage, back, showNowPlaying, insertText, deleteBackward, playback, launchApp, showDashboard
        case panMap, selectTripPreview, startTrip, showMapControls, selectNavigationBanner, dismissSiri, callControl
        case selectNotification, showHomePage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Kind.self, forKey: .type) {
        case .select: self = .select(try container.decode(ElementID.self, forKey: .element))
        case .selectImage:
            self = .selectImage(
                row: try container.decode(ElementID.self, forKey: .element),
                index: try container.decode(Int.self, forKey: .index))
        case .back: self = .back
        case .showNowPlaying: self = .showNowPlaying
        case .insertText:
            self = .insertText(
                search: try container.decode(ElementID.self, forKey: .element),
                text: try container.decode(String.self, forKey: .text))
        case .deleteBackward: self = .deleteBackward(search: try container.decode(ElementID.self, forKey: .element))
        case .playback: self = .playback(try container.decode(PlaybackControl.self, forKey: .control))
        case .launchApp: self = .launchApp(try container.decode(String.self, forKey: .app))
        case .showDashboard: self = .showDashboard
        case .showHomePage: self = .showHomePage(try container.decode(Int.self, forKey: .index))
        case .panMap: self = .panMap(try container.decode(MapPanDirection.self, forKey: .direction))
        case .selectTripPreview:
            self = .selectTripPreview(
                trip: try container.decode(Int.self, forKey: .trip),
                routeChoice: try container.decode(Int.self, forKey: .index))
        case .startTrip: self = .startTrip
        case .showMapControls: self = .showMapControls
        case .dismissSiri: self = .dismissSiri
        case .selectNavigationBanner:
            self = .selectNavigationBanner(app: try container.decode(String.self, forKey: .app))
        case .callControl:
            let name = try container.decode(String.self, forKey: .control)
            let key = try container.decodeIfPresent(String.self, forKey: .text)
            guard let control = CallControl(name: name, key: key) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .control, in: container, debugDescription: "unknown call control \(name)")
            }
            self = .callControl(control)
        case .selectNotification:
            self = .selectNotification(
                app: try container.decode(String.self, forKey: .app),
                identifier: try container.decode(String.self, forKey: .notification))
        }
    }

    /// Written as `json`: the screen's diff, which builds JSON values without an encoder, and its JSON text agree.
    public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }

    /// The action's JSON object: its `type` and the members of that type.
    package var json: JSONValue {
        let kind: Kind
        var members: [(CodingKeys, JSONValue)] = []
        switch self {
        case .select(let element): (kind, members) = (.select, [(.element, .string(element.rawValue))])
        case .selectImage(let row, let index):
            (kind, members) = (.selectImage, [(.element, .string(row.rawValue)), (.index, .number(Double(index)))])
        case .back: kind = .back
        case .showNowPlaying: kind = .showNowPlaying
        case .insertText(let search, let text):
            (kind, members) = (.insertText, [(.element, .string(search.rawValue)), (.text, .string(text))])
        case .deleteBackward(let search): (kind, members) = (.deleteBackward, [(.element, .string(search.rawValue))])
        case .playback(let control): (kind, members) = (.playback, [(.control, .string(control.rawValue))])
        case .launchApp(let app): (kind, members) = (.launchApp, [(.app, .string(app))])
        case .showDashboard: kind = .showDashboard
        case .showHomePage(let page): (kind, members) = (.showHomePage, [(.index, .number(Double(page)))])
        case .panMap(let direction): (kind, members) = (.panMap, [(.direction, .string(direction.rawValue))])
        case .selectTripPreview(let trip, let routeChoice):
            (kind, members) = (
                .selectTripPreview, [(.trip, .number(Double(trip))), (.index, .number(Double(routeChoice)))]
            )
        case .startTrip: kind = .startTrip
        case .showMapControls: kind = .showMapControls
        case .dismissSiri: kind = .dismissSiri
        case .selectNavigationBanner(let app): (kind, members) = (.selectNavigationBanner, [(.app, .string(app))])
        case .callControl(let control):
            kind = .callControl
            members = [(.control, .string(control.name))]
            if case .digit(let key) = control { members.append((.text, .string(key))) }
        case .selectNotification(let app, let identifier):
            (kind, members) = (.selectNotification, [(.app, .string(app)), (.notification, .string(identifier))])
        }
        var object = [CodingKeys.type.stringValue: JSONValue.string(kind.rawValue)]
        for (key, value) in members { object[key.stringValue] = value }
        return .object(object)
    }
}

extension ScreenAction: CustomStringConvertible {
    public var description: String {
        switch self {
        case .select(let id): "select \(id)"
        case .selectImage(let row, let index): "select image \(index) of \(row)"
        case .back: "back"
        case .showNowPlaying: "show Now Playing"
        case .insertText(_, let text): "type \"\(text)\""
        case .deleteBackward: "delete"
        case .playback(let control): control.rawValue
        case .launchApp(let app): "launch \(app)"
        case .showDashboard: "show the Dashboard"
        case .showHomePage(let page): "show home page \(page + 1)"
        case .panMap(let direction): "pan \(direction.rawValue)"
        case .selectTripPreview(let trip, let routeChoice): "preview trip \(trip) route \(routeChoice)"
        case .startTrip: "start the trip"
        case .showMapControls: "show the map's controls"
        case .selectNavigationBanner(let app): "open the navigation banner of \(app)"
        case .dismissSiri: "dismiss Siri"
        case .callControl(let control): "call: \(control)"
        case .selectNotification(let app, _): "open the notification of \(app)"
        }
    }
}

extension ScreenAction {
    /// The element ids the action names.
    public var elementIDs: [ElementID] {
        switch self {
        case .select(let id), .selectImage(let id, _), .insertText(let id, _), .deleteBackward(let id): [id]
        case .back, .showNowPlaying, .playback, .launchApp, .showDashboard, .panMap, .selectTripPreview, .startTrip,
            .showMapControls, .selectNavigationBanner, .dismissSiri, .callControl, .selectNotification, .showHomePage:
            []
        }
    }

    /// The same action with its element ids replaced.
    public func mapElementIDs(_ transform: (ElementID) -> ElementID) -> ScreenAction {
        switch self {
        case .select(let id): .select(transform(id))
        case .selectImage(let row, let index): .selectImage(row: transform(row), index: index)
        case .insertText(let search, let text): .insertText(search: transform(search), text: text)
        case .deleteBackward(let search): .deleteBackward(search: transform(search))
        case .back, .showNowPlaying, .playback, .launchApp, .showDashboard, .panMap, .selectTripPreview, .startTrip,
            .showMapControls, .selectNavigationBanner, .dismissSiri, .callControl, .selectNotification, .showHomePage:
            self
        }
    }
}
