import Expectations
import Foundation
import Testing
@testable import CarPlayHost

@Suite struct EntitlementsTests {
    @Test func xmlAudioFileIgnoresOtherKeys() throws {
        let entitlements = try Entitlements(contentsOf: FixtureFiles.url("audio.entitlements"))
        expectEqual(entitlements.category, .audio)
        expectEqual(entitlements.carPlayKeys, ["com.apple.developer.carplay-audio": true])
        expectTrue(entitlements.unknownCarPlayKeys.isEmpty)
    }

    @Test func binaryMapsFile() throws {
        let data = try FixtureFiles.data("maps.binary.entitlements")
        expectTrue(data.starts(with: Array("bplist00".utf8)))
        let entitlements = try Entitlements(plistData: data)
        expectEqual(entitlements.category, .navigation)
    }

    @Test func noCarPlayKeyIsNotAnError() throws {
        let entitlements = try Entitlements(contentsOf: FixtureFiles.url("none.entitlements"))
        expectEqual(entitlements.category, nil)
        expectTrue(entitlements.carPlayKeys.isEmpty)
    }

    @Test func falseValuesGrantNothing() throws {
        let entitlements = try Entitlements(contentsOf: FixtureFiles.url("false-values.entitlements"))
        expectEqual(entitlements.category, nil)
        expectEqual(entitlements.carPlayKeys.count, 2)
    }

    @Test func legacyPlayableContentIsAudio() throws {
        expectEqual(try Entitlements(contentsOf: FixtureFiles.url("legacy-playable.entitlements")).category, .audio)
    }

    @Test func legacyMessagingAndCallingAreOneCategory() throws {
        let entitlements = try Entitlements(contentsOf: FixtureFiles.url("legacy-messaging.binary.entitlements"))
        expectEqual(entitlements.category, .communication)
    }

    @Test func unknownCarPlayKeysAreReportedNotFatal() throws {
        let entitlements = try Entitlements(contentsOf: FixtureFiles.url("unknown-keys.entitlements"))
        expectEqual(entitlements.category, .evCharging)
        expectEqual(
            entitlements.unknownCarPlayKeys,
            [
                "com.apple.developer.carplay-audioo", "com.apple.developer.carplay-video",
            ])
    }

    @Test func multipleCategoriesThrow() {
        let error = #expect(throws: AppBundleError.self) {
            try Entitlements(contentsOf: FixtureFiles.url("multiple.entitlements"))
        }
        expectEqual(
            error,
            .multipleCategories(
                file: "multiple.entitlements",
                keys: ["com.apple.developer.carplay-audio", "com.apple.developer.carplay-maps"]))
        expectTrue(
            error?.description == "multiple.entitlements: an app may hold only one CarPlay entitlement (EV charging "
                + "and fueling may be combined), found com.apple.developer.carplay-audio, "
                + "com.apple.developer.carplay-maps")
    }

    @Test func evChargingAndFuelingMayBeCombinedAsAnEVChargingApp() throws {
        let both = try Entitlements([
            "com.apple.developer.carplay-charging": true, "com.apple.developer.carplay-fueling": true,
        ])
        expectTrue(both.category == .evCharging && both.categories == [.evCharging, .fueling])
        // EV charging's limits: a point-of-interest tab and a depth of 5 (fueling alone: 3).
        let rules = Rules(category: both.category, osVersion: .latest)
        expectTrue(rules.maximumDepth == 5 && Rules(category: .fueling, osVersion: .latest).maximumDepth == 3)
        // Any other pair, or a third category with the two, is still refused.
        for other in ["com.apple.developer.carplay-parking", "com.apple.developer.carplay-audio"] {
            #expect(throws: AppBundleError.self) {
                try Entitlements([
                    "com.apple.developer.carplay-charging": true, "com.apple.developer.carplay-fueling": true,
                    other: true,
                ])
            }
            #expect(throws: AppBundleError.self) {
                try Entitlements(["com.apple.developer.carplay-fueling": true, other: true])
            }
        }
        expectEqual(try Entitlements(["com.apple.developer.carplay-fueling": true]).categories, [.fueling])
    }

    @Test func currentAndLegacyKeyOfTheSameCategoryAreFine() throws {
        let entitlements = try Entitlements([
            "com.apple.developer.carplay-audio": true, "com.apple.developer.playable-content": true,
        ])
        expectEqual(entitlements.category, .audio)
    }

    @Test func stringValueThrowsNamingKeyAndType() {
        let error = #expect(throws: AppBundleError.self) {
            try Entitlements(contentsOf: FixtureFiles.url("string-value.entitlements"))
        }
        expectEqual(
            error?.description,
            "string-value.entitlements: com.apple.developer.carplay-audio must be a Boolean, found String")
    }

    @Test func integerValueIsNotABoolean() {
        let error = #expect(throws: AppBundleError.self) {
            try Entitlements(contentsOf: FixtureFiles.url("integer-value.entitlements"))
        }
        expectEqual(
            error,
            .nonBooleanEntitlement(
                file: "integer-value.entitlements", key: "com.apple.developer.carplay-charging", found: "Integer"))
    }

    @Test func briefExampleMessage() throws {
        let data = try FixtureFiles.plist(["com.apple.developer.carplay-audio": "true"])
        let error = #expect(throws: AppBundleError.self) { try Entitlements(plistData: data) }
        expectEqual(
            error?.description, "App.entitlements: com.apple.developer.carplay-audio must be a Boolean, found String")
    }

    @Test func malformedFileCarriesFoundationsMessage() {
        let error = #expect(throws: AppBundleError.self) {
            try Entitlements(contentsOf: FixtureFiles.url("malformed.entitlements"))
        }
        guard case .malformedPropertyList(let file, let reason)? = error else {
            Issue.record("expected malformedPropertyList, got \(String(describing: error))")
            return
        }
        expectEqual(file, "malformed.entitlements")
        expectTrue(!reason.isEmpty)
        expectEqual(error?.description, "malformed.entitlements: not a valid property list: \(reason)")
    }

    @Test func missingFile() {
        let url = FixtureFiles.url("absent.entitlements")
        let error = #expect(throws: AppBundleError.self) { try Entitlements(contentsOf: url) }
        expectEqual(error, .fileNotFound(file: "absent.entitlements", path: url.path))
        expectEqual(error?.description, "absent.entitlements: file not found at \(url.path)")
    }

    @Test func rootMustBeADictionary() throws {
        let data = try FixtureFiles.plist(["com.apple.developer.carplay-audio"], format: .binary)
        let error = #expect(throws: AppBundleError.self) {
            try Entitlements(plistData: data, fileName: "Radio.entitlements")
        }
        expectEqual(error?.description, "Radio.entitlements: the root object must be a Dictionary, found Array")
    }

    @Test func builtInCode() throws {
        expectEqual(try Entitlements(["com.apple.developer.carplay-parking": true]).category, .parking)
        expectEqual(try Entitlements([:]).category, nil)
        expectEqual(Entitlements(category: .fueling).carPlayKeys, ["com.apple.developer.carplay-fueling": true])
        expectEqual(Entitlements(category: nil).category, nil)
        #expect(
            throws: AppBundleError.multipleCategories(
                file: "App.entitlements",
                keys: ["com.apple.developer.carplay-driving-task", "com.apple.developer.carplay-fueling"])
        ) {
            try Entitlements([
                "com.apple.developer.carplay-fueling": true, "com.apple.developer.carplay-driving-task": true,
            ])
        }
    }

    @Test(arguments: AppCategory.allCases)
    func everyCategoryKeyRoundTrips(category: AppCategory) throws {
        let data = try FixtureFiles.plist([category.entitlementKey: true], format: .binary)
        expectEqual(try Entitlements(plistData: data).category, category)
        expectEqual(Entitlements(category: category).category, category)
    }
}
