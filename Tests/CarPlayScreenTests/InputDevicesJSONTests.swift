import CarPlayScreen
import Expectations
import Foundation
import Testing

/// The display's input devices travel by name (docs/SCREEN.md, `display.inputDevices`), not as a bit mask a page
/// must know.
@Suite struct InputDevicesJSONTests {
    typealias Devices = DisplayConfiguration.InputDevices

    @Test func devicesAreWrittenByNameInAFixedOrder() throws {
        let written = try JSONEncoder().encode([Devices.multitouch, .touch, .knob] as Devices)
        expectEqual(String(decoding: written, as: UTF8.self), #"["touch","knob","multitouch"]"#)
        expectEqual(
            String(decoding: try JSONEncoder().encode(Devices.all), as: UTF8.self), #"["touch","knob","touchpad"]"#)
        expectEqual(String(decoding: try JSONEncoder().encode(Devices()), as: UTF8.self), "[]")
    }

    @Test func everyPresetSurvivesItsJSON() throws {
        for display in DisplayConfiguration.presets + [DisplayConfiguration.standard.rightHandDrive()] {
            let decoded = try JSONDecoder().decode(DisplayConfiguration.self, from: JSONEncoder().encode(display))
            expectEqual(decoded, display, "\(display.id)")
        }
    }

    @Test func anUnknownDeviceOrABitMaskIsAnError() throws {
        #expect {
            try JSONDecoder().decode(Devices.self, from: Data(#"["touch","joystick"]"#.utf8))
        } throws: { error in
            "\(error)".contains(#"Unknown input device "joystick" (known: touch, knob, touchpad, multitouch)"#)
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Devices.self, from: Data("7".utf8)) }
        let names = try JSONDecoder().decode(Devices.self, from: Data(#"["knob","knob","touchpad"]"#.utf8))
        expectEqual(names, [.knob, .touchpad])
    }
}
