import CarPlay
import CarPlayHost
import Foundation

// Reading a page's message: each type's fields, each action's and each control's (docs/PROTOCOL.md).

extension ClientMessage.Body {
    /// Reads `type` and that type's fields. `inputSeq` is set once an input's `seq` was read.
    init(_ fields: ClientMessage.Fields, decoder: any Decoder, inputSeq: inout Int?) throws(ProtocolError) {
        let type = try fields.string(.type)
        switch type {
        case "input":
            let name = try fields.string(.action)
            guard ClientMessage.Action.names.contains(name) else {
                let names = ClientMessage.Action.names.joined(separator: ", ")
                throw ProtocolError(.badField, "field \"action\": unknown action \"\(name)\" (one of \(names))")
            }
            let seq = try fields.integer(.seq)
            inputSeq = seq
            self = .input(ClientMessage.Input(try ClientMessage.Action(name, fields), seq: seq))
        case "launch":
            self = .launch(app: try fields.string(.app))
        case "home":
            self = .home
        case "control":
            self = .control(try ClientMessage.Control(fields))
        case "resync":
            self = .resync
        case "review":
            self = .review
        case "logPage":
            let count = try fields.integer(.count, in: 1...ClientMessage.maximumLogPage)
            self = .logPage(before: try fields.integer(.before), count: count)
        case "vehicle":
            self = .vehicle(try VehicleMessage(from: decoder))
        case "voice":
            self = .voice(try VoiceMessage(from: decoder))
        case "phone":
            self = .phone(try PhoneMessage(from: decoder))
        case "dashboard":
            let action = try fields.string(.action)
            switch action {
            case "tap": self = .dashboard(.tap(element: try fields.string(.element)))
            case "tapAt": self = .dashboard(.tapAt(try fields.point()))
            default: throw .badField("action", "of dashboard must be one of tap, tapAt")
            }
        case "clusterZoom":
            self = .clusterZoom(try fields.oneOf(.direction, ClusterZoom.self))
        default:
            throw .unknownType(type)
        }
    }
}

extension ClientMessage.Action {
    /// The fields of the action `name` (one of `names`).
    init(_ name: String, _ fields: ClientMessage.Fields) throws(ProtocolError) {
        switch name {
        case "tap": self = .tap(element: try fields.string(.element))
        case "tapAt": self = .tapAt(try fields.point())
        case "knobRotate":
            self = .knobRotate(steps: try fields.integer(.steps, in: -Self.maximumSteps...Self.maximumSteps))
        case "knobNudge": self = .knobNudge(try fields.oneOf(.direction))
        case "swipe": self = .swipe(try fields.oneOf(.direction))
        case "knobPress": self = .knobPress
        case "back": self = .back
        case "pointerMove": self = .pointerMove(try fields.point())
        case "hardKey": self = .hardKey(try fields.oneOf(.key))
        case "mapPan":
            let phase = fields.has(.phase) ? try fields.oneOf(.phase, MapPanPhase.self) : .momentary
            self = .mapPan(try fields.oneOf(.direction), phase: phase)
        case "mapDrag":
            let phase = try fields.oneOf(.phase, MapGesturePhase.self)
            let translation = Point(x: try fields.number(.dx, default: 0), y: try fields.number(.dy, default: 0))
            let velocity = Point(x: try fields.number(.vx, default: 0), y: try fields.number(.vy, default: 0))
            self = .mapDrag(phase, translation: translation, velocity: velocity)
        case "mapPinch":
            let phase = try fields.oneOf(.phase, MapGesturePhase.self)
            let center = try fields.point()
            let limit = Self.maximumScale
            let scale = try fields.number(.scale, default: 1)
            guard scale >= 1 / limit, scale <= limit else {
                throw .badField("scale", "must be a number from 1/\(Int(limit)) to \(Int(limit))")
            }
            self = .mapPinch(phase, center: center, scale: scale, velocity: try fields.number(.velocity, default: 0))
        case "mapRotate":
            let phase = try fields.oneOf(.phase, MapGesturePhase.self)
            let center = try fields.point()
            let rotation = try fields.number(.rotation, default: 0)
            self = .mapRotate(
                phase, center: center, rotation: rotation, velocity: try fields.number(.velocity, default: 0))
        case "mapPitch":
            let phase = try fields.oneOf(.phase, MapGesturePhase.self)
            self = .mapPitch(phase, center: try fields.point())
        case "mapDoubleTap":
            self = .mapDoubleTap(center: try fields.point(), fingers: try fields.integer(.fingers, in: 1...2))
        case "scroll":
            let point = try fields.point()
            self = .scroll(at: point, dy: try fields.number(.dy, in: -Self.maximumScroll...Self.maximumScroll))
        case "siriSay":
            let text = try fields.string(.text)
            let limit = Self.maximumUtterance
            guard text.utf8.count <= limit || text.count <= limit else {
                throw .badField("text", "at most \(limit) characters")
            }
            self = .siriSay(text: text)
        default:
            let text = try fields.string(.text)
            // Checked before anything else is done with it: no message can hold more than the search field.
            let limit = SearchFieldRule.maximumLength
            guard text.utf8.count <= limit || text.count <= limit else {
                throw .badField("text", "at most \(limit) characters (as much as a search field holds)")
            }
            self = .type(text: text)
        }
    }
}

extension ClientMessage.Control {
    init(_ fields: ClientMessage.Fields) throws(ProtocolError) {
        let names = Self.names
        guard fields.has(.name) else { throw .missing("name") }
        guard let name = try? fields.string(.name), names.contains(name) else {
            throw .badField("name", "must be one of \(names.joined(separator: ", "))")
        }
        guard fields.has(.value) else { throw .missing("value") }
        func value<T: Decodable>(_ type: T.Type, _ rule: String) throws(ProtocolError) -> T {
            guard let value = try? fields.container.decode(T.self, forKey: .value) else {
                throw .badField("value", "of \(name) \(rule)")
            }
            return value
        }
        let appearance = #"must be "light" or "dark""#
        let flag = "must be true or false"
        switch name {
        case "display": self = .display(presetID: try value(String.self, "must be a preset id"))
        case "uiAppearance": self = .uiAppearance(try value(DisplayConfiguration.Appearance.self, appearance))
        case "mapAppearance": self = .mapAppearance(try value(DisplayConfiguration.Appearance.self, appearance))
        case "limitLists": self = .limitLists(try value(Bool.self, flag))
        case "limitKeyboard": self = .limitKeyboard(try value(Bool.self, flag))
        case "connected": self = .connected(try value(Bool.self, flag))
        case "drivingSide":
            let rule = #"must be "leftHandDrive" or "rightHandDrive""#
            self = .drivingSide(try value(DisplayConfiguration.DrivingSide.self, rule))
        case "phoneLocked": self = .phoneLocked(try value(Bool.self, flag))
        case "clusterDisplay":
            if (try? fields.container.decodeNil(forKey: .value)) == true {
                self = .clusterDisplay(presetID: nil)
            } else {
                self = .clusterDisplay(presetID: try value(String.self, "must be a cluster preset id or null"))
            }
        case "clusterCompass", "clusterSpeedLimit":
            let names = Self.clusterSettingNames
            let raw = try value(String.self, "must be one of \(names.joined(separator: ", "))")
            guard let index = names.firstIndex(of: raw), let setting = CPInstrumentClusterSetting(rawValue: UInt(index))
            else { throw .badField("value", "of \(name) must be one of \(names.joined(separator: ", "))") }
            self = name == "clusterCompass" ? .clusterCompass(setting) : .clusterSpeedLimit(setting)
        case "clusterAppearance":
            if (try? fields.container.decodeNil(forKey: .value)) == true {
                self = .clusterAppearance(nil)
            } else {
                self = .clusterAppearance(
                    try value(DisplayConfiguration.Appearance.self, #"must be "light", "dark" or null"#))
            }
        default: self = .radio(try value(Bool.self, flag))
        }
    }
}

extension ClientMessage {
    /// A message's fields (MessageFields.swift).
    typealias Fields = MessageFields<CodingKeys>
}

extension MessageFields<ClientMessage.CodingKeys> {
    /// `x`, `y`: a point in points.
    func point() throws(ProtocolError) -> Point {
        let x = try number(.x)
        return Point(x: x, y: try number(.y))
    }
}
