import Expectations
import Foundation
import Testing
@testable import CarPlayHost

@Suite struct AppBundleTests {
    private func bundle(_ info: String, _ entitlements: String = "audio.entitlements") throws -> AppBundle {
        try AppBundle(infoPlist: FixtureFiles.url(info), entitlements: FixtureFiles.url(entitlements))
    }

    private func error(_ info: String, _ entitlements: String = "audio.entitlements") -> AppBundleError? {
        #expect(throws: AppBundleError.self) { try bundle(info, entitlements) }
    }

    @Test func xmlAudioApp() throws {
        let app = try bundle("Info-audio.plist")
        expectEqual(app.name, "Radio")
        expectEqual(app.bundleIdentifier, "com.example.radio")
        expectEqual(app.category, .audio)
        expectTrue(app.manifest.supportsMultipleScenes)
        expectEqual(
            app.carPlaySceneConfiguration,
            SceneConfiguration(
                name: "CarPlay", sceneClassName: "CPTemplateApplicationScene",
                delegateClassName: "$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate"))
        expectEqual(
            app.manifest.configurations(for: .windowApplication),
            [
                SceneConfiguration(
                    name: "Default Configuration", sceneClassName: nil,
                    delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate")
            ])
        expectEqual(app.manifest.configurations.count, 2)
        expectTrue(!app.supportsDashboardNavigationScene)
        expectEqual(app.rules(osVersion: .iOS26_4), Rules(category: .audio, osVersion: .iOS26_4))
    }

    @Test func binaryNavigationAppWithDashboardAndCluster() throws {
        let data = try FixtureFiles.data("Info-navigation.binary.plist")
        expectTrue(data.starts(with: Array("bplist00".utf8)))
        let app = try bundle("Info-navigation.binary.plist", "maps.binary.entitlements")
        expectEqual(app.name, "Maps")
        expectEqual(app.category, .navigation)
        expectTrue(app.supportsDashboardNavigationScene)
        expectTrue(app.supportsInstrumentClusterNavigationScene)
        expectEqual(
            app.manifest.configurations(for: .carDashboard).first?.delegateClassName, "Maps.DashboardSceneDelegate")
        expectEqual(
            app.manifest.configurations(for: .carInstrumentCluster).first?.sceneClassName,
            "CPTemplateApplicationInstrumentClusterScene")
        expectEqual(app.carPlaySceneConfiguration?.delegateClassName, "Maps.CarPlaySceneDelegate")
    }

    @Test func fromData() throws {
        let app = try AppBundle(
            infoPlistData: FixtureFiles.data("Info-audio.plist"),
            entitlementsData: FixtureFiles.data("legacy-messaging.binary.entitlements"))
        expectEqual(app.category, .communication)
    }

    @Test func noEntitlementMeansNoCategoryAndNoSceneNeeded() throws {
        let app = try bundle("Info-no-carplay-role.plist", "none.entitlements")
        expectEqual(app.category, nil)
        expectEqual(app.carPlaySceneConfiguration, nil)
        expectTrue(!app.rules().showsApp)
    }

    @Test func missingInfoPlist() {
        let url = FixtureFiles.url("Missing-Info.plist")
        expectEqual(error("Missing-Info.plist"), .fileNotFound(file: "Missing-Info.plist", path: url.path))
    }

    @Test func missingEntitlements() {
        let url = FixtureFiles.url("absent.entitlements")
        let error = error("Info-audio.plist", "absent.entitlements")
        expectEqual(error, .fileNotFound(file: "absent.entitlements", path: url.path))
    }

    @Test func malformedXML() {
        let error = error("Info-malformed.plist")
        guard case .malformedPropertyList("Info-malformed.plist", let reason)? = error else {
            Issue.record("expected malformedPropertyList, got \(String(describing: error))")
            return
        }
        expectEqual(error?.description, "Info-malformed.plist: not a valid property list: \(reason)")
    }

    @Test func rootArray() {
        expectEqual(
            error("Info-root-array.plist")?.description,
            "Info-root-array.plist: the root object must be a Dictionary, found Array")
    }

    @Test func aMissingManifestIsRecordedNotRefused() throws {
        // An app without UIApplicationSceneManifest may start the iOS 12 way (CPApplicationDelegate); only its code
        // can tell, so InstalledApp decides (AppDelegateStartTests).
        let app = try bundle("Info-no-manifest.plist")
        expectTrue(!app.declaresSceneManifest)
        expectEqual(app.carPlaySceneConfiguration, nil)
        expectTrue(try bundle("Info-audio.plist").declaresSceneManifest)
    }

    @Test func configurationsMissing() throws {
        let data = try FixtureFiles.plist(["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": true]])
        let error = #expect(throws: AppBundleError.self) {
            try AppBundle(infoPlistData: data, entitlementsData: FixtureFiles.data("audio.entitlements"))
        }
        expectEqual(error?.description, "Info.plist: UIApplicationSceneManifest.UISceneConfigurations is missing")
    }

    @Test func configurationsWrongType() {
        expectEqual(
            error("Info-configurations-string.plist")?.description,
            "Info-configurations-string.plist: UIApplicationSceneManifest.UISceneConfigurations must be a Dictionary, found String"
        )
    }

    @Test func roleNotAnArray() {
        expectTrue(
            error("Info-role-not-array.plist")?.description
                == "Info-role-not-array.plist: UIApplicationSceneManifest.UISceneConfigurations."
                + "CPTemplateApplicationSceneSessionRoleApplication must be an Array, found Dictionary")
    }

    @Test func multipleScenesFlagWrongType() {
        expectTrue(
            error("Info-multiple-scenes-string.plist")?.description
                == "Info-multiple-scenes-string.plist: UIApplicationSceneManifest.UIApplicationSupportsMultipleScenes "
                + "must be a Boolean, found String")
    }

    @Test func aManifestWithoutTheCarPlayRoleIsReadForTheAppDelegateToComplete() throws {
        // An app delegate may return the CarPlay configuration in code (application(_:configurationForConnecting:
        // options:)); InstalledApp refuses an app that has neither (AppDelegateStartTests).
        let app = try bundle("Info-no-carplay-role.plist")
        expectTrue(app.declaresSceneManifest)
        expectEqual(app.carPlaySceneConfiguration, nil)
    }

    @Test func wrongSceneClass() {
        expectTrue(
            error("Info-wrong-scene-class.plist")?.description
                == "Info-wrong-scene-class.plist: UIApplicationSceneManifest.UISceneConfigurations."
                + "CPTemplateApplicationSceneSessionRoleApplication[0].UISceneClassName must be CPTemplateApplicationScene, "
                + "found UIWindowScene")
    }

    @Test func missingSceneClass() throws {
        let info = try FixtureFiles.plist([
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": [
                    "CPTemplateApplicationSceneSessionRoleApplication": [
                        ["UISceneDelegateClassName": "CarPlayDelegate"]
                    ]
                ]
            ]
        ])
        let error = #expect(throws: AppBundleError.self) {
            try AppBundle(infoPlistData: info, entitlementsData: FixtureFiles.data("audio.entitlements"))
        }
        expectTrue(
            error?.description == "Info.plist: UIApplicationSceneManifest.UISceneConfigurations."
                + "CPTemplateApplicationSceneSessionRoleApplication[0].UISceneClassName is missing; "
                + "it must be CPTemplateApplicationScene")
    }

    @Test func missingDelegate() {
        let error = error("Info-no-delegate.plist")
        expectEqual(
            error,
            .missingSceneDelegateClass(
                file: "Info-no-delegate.plist",
                key:
                    "UIApplicationSceneManifest.UISceneConfigurations.CPTemplateApplicationSceneSessionRoleApplication[0]"
                    + ".UISceneDelegateClassName"))
        expectEqual(
            error?.description.hasSuffix(
                "UISceneDelegateClassName is missing; CarPlay needs the scene delegate's class name"), true)
    }

    @Test func dashboardWithWrongClass() throws {
        let info = try FixtureFiles.plist(
            [
                "UIApplicationSceneManifest": [
                    "UISceneConfigurations": [
                        "CPTemplateApplicationSceneSessionRoleApplication": [
                            [
                                "UISceneClassName": "CPTemplateApplicationScene",
                                "UISceneDelegateClassName": "CarPlayDelegate",
                            ]
                        ],
                        "CPTemplateApplicationDashboardSceneSessionRoleApplication": [
                            [
                                "UISceneClassName": "CPTemplateApplicationScene",
                                "UISceneDelegateClassName": "DashboardDelegate",
                            ]
                        ],
                    ]
                ]
            ], format: .binary)
        let error = #expect(throws: AppBundleError.self) {
            try AppBundle(
                infoPlistData: info, entitlementsData: FixtureFiles.data("maps.binary.entitlements"),
                infoPlistName: "Maps-Info.plist")
        }
        expectEqual(
            error,
            .wrongSceneClass(
                file: "Maps-Info.plist",
                key:
                    "UIApplicationSceneManifest.UISceneConfigurations.CPTemplateApplicationDashboardSceneSessionRoleApplication[0]"
                    + ".UISceneClassName",
                expected: "CPTemplateApplicationDashboardScene", found: "CPTemplateApplicationScene"))
    }

    @Test func intentsSupportedIsReadAsClassNames() throws {
        let info = try InfoPlist(
            plistData: FixtureFiles.plist(["INIntentsSupported": ["INSendMessageIntent", "INStartCallIntent"]]))
        expectEqual(info.intentsSupported, ["INSendMessageIntent", "INStartCallIntent"])
        expectTrue(try InfoPlist(plistData: FixtureFiles.plist(["CFBundleName": "App"])).intentsSupported.isEmpty)
        #expect(
            throws: AppBundleError.wrongType(
                file: "Info.plist", key: "INIntentsSupported", expected: "Array of String", found: "String")
        ) {
            try InfoPlist(plistData: FixtureFiles.plist(["INIntentsSupported": "INSendMessageIntent"]))
        }
        let made = AppBundle(name: "Chat", bundleIdentifier: "com.example.chat", category: .communication)
        expectEqual(made.intentsSupported, nil, "an app made in code has no Info.plist to declare them")
    }

    @Test func entryNotADictionaryAndStringFieldWrongType() throws {
        let notDictionary = try FixtureFiles.plist([
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": ["Default"]
                ]
            ]
        ])
        #expect(
            throws: AppBundleError.wrongType(
                file: "Info.plist",
                key: "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0]",
                expected: "Dictionary", found: "String")
        ) {
            try InfoPlist(plistData: notDictionary)
        }
        let numberName = try FixtureFiles.plist([
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": 3]]
                ]
            ]
        ])
        let error = #expect(throws: AppBundleError.self) { try InfoPlist(plistData: numberName) }
        expectTrue(
            error?.description == "Info.plist: UIApplicationSceneManifest.UISceneConfigurations."
                + "UIWindowSceneSessionRoleApplication[0].UISceneConfigurationName must be a String, found Integer")
    }

    @Test func bundleIdentifierWrongType() throws {
        let info = try FixtureFiles.plist([
            "CFBundleIdentifier": 42.5, "UIApplicationSceneManifest": ["UISceneConfigurations": [:]],
        ])
        let error = #expect(throws: AppBundleError.self) { try InfoPlist(plistData: info) }
        expectEqual(error?.description, "Info.plist: CFBundleIdentifier must be a String, found Real")
    }

    @Test func unknownRolesAreKept() throws {
        let app = try bundle("Info-unknown-role.plist")
        expectEqual(app.manifest.unknownRoles, ["CPTemplateApplicationSceneSessionRoleApp"])
        expectEqual(app.manifest.configurations(for: .other("CPTemplateApplicationSceneSessionRoleApp")).count, 1)
        expectEqual(app.carPlaySceneConfiguration?.sceneClassName, "CPTemplateApplicationScene")
    }

    @Test func entitlementErrorsSurfaceThroughTheBundle() {
        expectEqual(
            error("Info-audio.plist", "multiple.entitlements"),
            .multipleCategories(
                file: "multiple.entitlements",
                keys: ["com.apple.developer.carplay-audio", "com.apple.developer.carplay-maps"]))
        expectEqual(
            error("Info-audio.plist", "string-value.entitlements"),
            .nonBooleanEntitlement(
                file: "string-value.entitlements", key: "com.apple.developer.carplay-audio", found: "String"))
    }

    @Test func nameFallsBackToBundleNameThenIdentifier() throws {
        let manifest: [String: Any] = ["UISceneConfigurations": [String: Any]()]
        let named = try InfoPlist(
            plistData: FixtureFiles.plist(["CFBundleName": "Tuner", "UIApplicationSceneManifest": manifest]))
        let none = Entitlements(category: nil)
        expectEqual(try AppBundle(info: named, entitlements: none).name, "Tuner")
        let identified = try InfoPlist(
            plistData: FixtureFiles.plist(
                ["CFBundleIdentifier": "com.example.tuner", "UIApplicationSceneManifest": manifest]))
        expectEqual(try AppBundle(info: identified, entitlements: none).name, "com.example.tuner")
        let bare = try InfoPlist(plistData: FixtureFiles.plist(["UIApplicationSceneManifest": manifest]))
        let app = try AppBundle(info: bare, entitlements: none)
        expectEqual(app.name, "App")
        expectEqual(app.bundleIdentifier, "")
    }

    @Test func builtInCode() {
        let app = AppBundle(
            name: "Chargers", bundleIdentifier: "com.example.ev", category: .evCharging,
            sceneDelegateClassName: "Chargers.CarPlaySceneDelegate")
        expectEqual(app.category, .evCharging)
        expectEqual(
            app.carPlaySceneConfiguration,
            SceneConfiguration(
                name: "CarPlay", sceneClassName: "CPTemplateApplicationScene",
                delegateClassName: "Chargers.CarPlaySceneDelegate"))
        expectEqual(AppBundle(name: "Phone only", bundleIdentifier: "x", category: nil).category, nil)
    }

    @Test func sceneRoleRawValues() {
        expectEqual(SceneRole.carTemplateApplication.rawValue, "CPTemplateApplicationSceneSessionRoleApplication")
        expectEqual(SceneRole.carDashboard.rawValue, "CPTemplateApplicationDashboardSceneSessionRoleApplication")
        expectEqual(
            SceneRole.carInstrumentCluster.rawValue, "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication"
        )
        expectEqual(SceneRole.windowApplication.rawValue, "UIWindowSceneSessionRoleApplication")
        expectEqual(SceneRole(rawValue: "CPTemplateApplicationSceneSessionRoleApplication"), .carTemplateApplication)
        expectEqual(
            SceneRole(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive"),
            .other("UIWindowSceneSessionRoleExternalDisplayNonInteractive"))
        expectEqual(SceneRole.carDashboard.requiredSceneClassName, "CPTemplateApplicationDashboardScene")
        expectEqual(SceneRole.windowApplication.requiredSceneClassName, nil)
    }
}
