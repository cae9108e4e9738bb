@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPNavigationAlert")
struct NavigationAlertTests {
    private let primary = CPAlertAction(title: "Reroute", style: .default) { _ in }
    private let secondary = CPAlertAction(title: "Dismiss", style: .cancel) { _ in }

    @Test func minimumDurationAndDismissalContexts() {
        expectEqual(CPNavigationAlertMinimumDuration, 5)
        expectEqual(CPNavigationAlert.DismissalContext.timeout.rawValue, 0)
        expectEqual(CPNavigationAlert.DismissalContext.userDismissed.rawValue, 1)
        expectEqual(CPNavigationAlert.DismissalContext.systemDismissed.rawValue, 2)
        expectEqual(CPNavigationAlert.DismissalContext(rawValue: 3), nil)
    }

    @Test func imageInitialiserKeepsEveryValue() {
        let alert = CPNavigationAlert(
            titleVariants: ["Traffic ahead", "Traffic"], subtitleVariants: ["Faster route found"],
            image: ManeuverFixtures.symbol, primaryAction: primary, secondaryAction: secondary, duration: 10)
        expectEqual(alert.titleVariants, ["Traffic ahead", "Traffic"])
        expectEqual(alert.subtitleVariants, ["Faster route found"])
        expectTrue(alert.image === ManeuverFixtures.symbol && alert.imageSet == nil)
        expectTrue(alert.primaryAction === primary && alert.secondaryAction === secondary)
        expectEqual(alert.duration, 10)
        expectMainActorDescription(alert.description, contains: "titleVariants: [\"Traffic ahead\", \"Traffic\"]")
    }

    @Test func nilSubtitleVariantsReadEmptyAndSecondaryActionIsOptional() {
        let alert = CPNavigationAlert(
            titleVariants: ["Arrived"], subtitleVariants: nil, image: nil, primaryAction: primary,
            secondaryAction: nil, duration: 0)
        expectTrue(alert.subtitleVariants.isEmpty)
        expectTrue(alert.image == nil && alert.secondaryAction == nil)
        expectEqual(alert.duration, 0)
    }

    @Test func deprecatedImageSetInitialiser() {
        let set = CPImageSet(lightContentImage: ManeuverFixtures.symbol, darkContentImage: ManeuverFixtures.shield)
        let alert = CPNavigationAlert(
            titleVariants: ["Speed camera"], subtitleVariants: nil, imageSet: set, primaryAction: primary,
            secondaryAction: nil, duration: CPNavigationAlertMinimumDuration)
        expectTrue(alert.imageSet === set && alert.image == nil)
        expectTrue(alert.titleVariants == ["Speed camera"] && alert.subtitleVariants.isEmpty)
        expectEqual(alert.duration, 5)
    }

    @Test func updateTitleVariantsUntilDismissed() async {
        let alert = CPNavigationAlert(
            titleVariants: ["Old"], subtitleVariants: ["old"], image: nil, primaryAction: primary,
            secondaryAction: nil, duration: 0)
        let recorder = ChangeRecorder()
        recorder.observe(alert)

        alert.updateTitleVariants(["New"], subtitleVariants: ["new", "n"])
        expectTrue(alert.titleVariants == ["New"] && alert.subtitleVariants == ["new", "n"])
        expectEqual(await recorder.count(of: alert), 1)

        // On a dismissed alert the update has no effect.
        alert._didDismiss()
        expectTrue(alert._isDismissed)
        alert.updateTitleVariants(["Late"], subtitleVariants: [])
        expectTrue(alert.titleVariants == ["New"] && alert.subtitleVariants == ["new", "n"])
        expectEqual(await recorder.count(of: alert), 1)
    }

    @Test func colouredActionsCanBeUsed() {
        let go = CPAlertAction(title: "Go", color: .systemGreen) { _ in }
        let alert = CPNavigationAlert(
            titleVariants: ["Continue?"], subtitleVariants: nil, image: nil, primaryAction: go,
            secondaryAction: secondary, duration: 0)
        expectTrue(alert.primaryAction.color === UIColor.systemGreen && alert.primaryAction.style == .default)
    }

    @Test func secureCodingRoundTrip() throws {
        expectTrue(CPNavigationAlert.supportsSecureCoding)
        let alert = CPNavigationAlert(
            titleVariants: ["Road closed", "Closed"], subtitleVariants: ["Detour via Elm St"],
            image: ManeuverFixtures.symbol, primaryAction: primary, secondaryAction: secondary, duration: 8)
        let decoded = try require(try maneuverRoundTrip(alert, as: CPNavigationAlert.self))
        expectTrue(decoded !== alert && decoded._elementID != alert._elementID)
        expectEqual(decoded.titleVariants, ["Road closed", "Closed"])
        expectEqual(decoded.subtitleVariants, ["Detour via Elm St"])
        expectTrue(decoded.image?._data == ManeuverFixtures.symbol._data && decoded.imageSet == nil)
        expectTrue(decoded.primaryAction.title == "Reroute" && decoded.primaryAction !== primary)
        expectTrue(decoded.secondaryAction?.title == "Dismiss" && decoded.secondaryAction?.style == .cancel)
        expectEqual(decoded.duration, 8)

        let set = CPImageSet(lightContentImage: ManeuverFixtures.symbol, darkContentImage: ManeuverFixtures.shield)
        let old = CPNavigationAlert(
            titleVariants: ["T"], subtitleVariants: nil, imageSet: set, primaryAction: primary, secondaryAction: nil,
            duration: 0)
        let decodedOld = try require(try maneuverRoundTrip(old, as: CPNavigationAlert.self))
        expectEqual(decodedOld.imageSet?.darkContentImage._data, ManeuverFixtures.shield._data)
        expectTrue(decodedOld.image == nil && decodedOld.secondaryAction == nil && decodedOld.subtitleVariants.isEmpty)
    }

    @Test func archiveWithoutPrimaryActionDecodesToNil() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(["Title"] as NSArray, forKey: "titleVariants")
        archiver.finishEncoding()
        expectEqual(CPNavigationAlert(coder: try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)), nil)
    }
}
