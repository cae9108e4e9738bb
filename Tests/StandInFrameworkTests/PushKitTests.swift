import Expectations
import Foundation
import PushKit
import Testing
@_spi(CarPlayHost) import _PlatformHost

/// A registry delegate as a VoIP app writes one (with the completion handler): it records tokens and pushes and
/// keeps each push's completion handler for the test to call.
final class VoIPPushDelegate: NSObject, PKPushRegistryDelegate {
    private(set) var credentials: [PKPushCredentials] = []
    private(set) var payloads: [PKPushPayload] = []
    private(set) var completions: [() -> Void] = []
    private(set) var invalidated: [PKPushType] = []

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {
        credentials.append(pushCredentials)
    }

    func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
        completion: @escaping () -> Void
    ) {
        payloads.append(payload)
        completions.append(completion)
    }

    func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType) {
        invalidated.append(type)
    }
}

/// A delegate written before iOS 11: the push is handled when the method returns.
final class OldPushDelegate: NSObject, PKPushRegistryDelegate {
    private(set) var payloads: [PKPushPayload] = []

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {}
    func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType
    ) {
        payloads.append(payload)
    }
}

/// A delegate that takes pushes with the async method.
final class AsyncPushDelegate: NSObject, PKPushRegistryDelegate {
    let received = Recorded<String>()

    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType) {}
    func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType
    ) async {
        let caller = payload.dictionaryPayload["caller"] as? String ?? "?"
        await received.append(caller)
    }
}

@MainActor
@Suite struct PushKitTests {
    let pushes = FakePushService()
    let environment: FakeCallEnvironment

    init() {
        environment = FakeCallEnvironment(pushes: pushes)
    }

    /// A registry made by the app (in its environment), with `delegate`, desiring VoIP pushes.
    func makeRegistry(delegate: any PKPushRegistryDelegate) -> PKPushRegistry {
        let registry = PlatformHost.withEnvironment(environment) { PKPushRegistry(queue: nil) }
        registry.delegate = delegate
        registry.desiredPushTypes = [.voIP]
        return registry
    }

    /// The registry as the car knows it.
    var carsRegistry: any PlatformPushRegistry {
        get throws { try require(pushes.registeredRegistries.last) }
    }

    @Test func desiringPushTypesRegistersAndBringsATokenForEach() async throws {
        let delegate = VoIPPushDelegate()
        let registry = PlatformHost.withEnvironment(environment) { PKPushRegistry(queue: nil) }
        registry.delegate = delegate
        // The registry registers when it is made, desiring nothing yet.
        expectEqual(registry.desiredPushTypes, nil)
        expectEqual(pushes.registryChanges, 1)
        expectTrue(try carsRegistry.desiredPushTypes.isEmpty)
        registry.desiredPushTypes = [.voIP]
        expectEqual(pushes.registryChanges, 2)
        expectEqual(try carsRegistry.desiredPushTypes, ["PKPushTypeVoIP"])
        await settle { !delegate.credentials.isEmpty }
        let token = FakePushService.token(for: "PKPushTypeVoIP")
        expectEqual(delegate.credentials.map(\.type), [.voIP])
        expectEqual(delegate.credentials.first?.token, token)
        expectEqual(registry.pushToken(for: .voIP), token)
        expectEqual(registry.pushToken(for: .fileProvider), nil)
    }

    @Test func aTypeNoLongerDesiredLosesItsToken() async {
        let delegate = VoIPPushDelegate()
        let registry = makeRegistry(delegate: delegate)
        await settle { !delegate.credentials.isEmpty }
        registry.desiredPushTypes = []
        await settle { !delegate.invalidated.isEmpty }
        expectEqual(delegate.invalidated, [.voIP])
        expectEqual(registry.pushToken(for: .voIP), nil)
        expectEqual(pushes.registryChanges, 3)
    }

    @Test func aDeliveredPushReachesTheDelegateAndItsCompletionRunsTheCars() async throws {
        let delegate = VoIPPushDelegate()
        let registry = makeRegistry(delegate: delegate)
        let carCompletions = Recorded<Void>()
        try carsRegistry.receivePush(
            ["caller": .string("Ann"), "id": .number(42), "video": .bool(true), "aps": .object(["x": .number(1.5)])],
            for: "PKPushTypeVoIP"
        ) { carCompletions.append(()) }
        await settle { !delegate.payloads.isEmpty }
        let payload = try require(delegate.payloads.first)
        expectEqual(payload.type, .voIP)
        expectEqual(payload.dictionaryPayload["caller"] as? String, "Ann")
        expectEqual(payload.dictionaryPayload["id"] as? Int, 42)
        expectEqual(payload.dictionaryPayload["video"] as? Bool, true)
        expectEqual((payload.dictionaryPayload["aps"] as? [String: Any])?["x"] as? Double, 1.5)
        // The car waits for the app.
        await settle(turns: 3)
        expectTrue(carCompletions.values.isEmpty)
        delegate.completions.first?()
        delegate.completions.first?()
        await settle { !carCompletions.values.isEmpty }
        await settle(turns: 3)
        expectEqual(carCompletions.values.count, 1)
        withExtendedLifetime(registry) {}
    }

    @Test func aPushOfAnUndesiredTypeIsDropped() async throws {
        let delegate = VoIPPushDelegate()
        let registry = makeRegistry(delegate: delegate)
        let carCompletions = Recorded<Void>()
        try carsRegistry.receivePush([:], for: "PKPushTypeFileProvider") { carCompletions.append(()) }
        await settle(turns: 3)
        expectTrue(delegate.payloads.isEmpty)
        expectEqual(carCompletions.values.count, 1)
        withExtendedLifetime(registry) {}
    }

    @Test func aDelegateWithTheDeprecatedMethodGetsThePush() async throws {
        let delegate = OldPushDelegate()
        let registry = makeRegistry(delegate: delegate)
        let carCompletions = Recorded<Void>()
        try carsRegistry.receivePush(["caller": .string("Bob")], for: "PKPushTypeVoIP") { carCompletions.append(()) }
        await settle { !carCompletions.values.isEmpty }
        expectEqual(delegate.payloads.map { $0.dictionaryPayload["caller"] as? String }, ["Bob"])
        expectEqual(carCompletions.values.count, 1)
        withExtendedLifetime(registry) {}
    }

    @Test func aDelegateWithTheAsyncMethodGetsThePush() async throws {
        let delegate = AsyncPushDelegate()
        let registry = makeRegistry(delegate: delegate)
        let carCompletions = Recorded<Void>()
        try carsRegistry.receivePush(["caller": .string("Cy")], for: "PKPushTypeVoIP") { carCompletions.append(()) }
        for _ in 0..<1_000 {
            guard carCompletions.values.isEmpty else { break }
            await Task.yield()
        }
        expectEqual(delegate.received.values, ["Cy"])
        expectEqual(carCompletions.values.count, 1)
        withExtendedLifetime(registry) {}
    }

    @Test func withoutACarNoTokenComes() {
        let registry = PlatformHost.withEnvironment(FakeCallEnvironment()) { PKPushRegistry(queue: .main) }
        registry.desiredPushTypes = [.voIP]
        expectEqual(registry.pushToken(for: .voIP), nil)
    }

    @Test func pushTypesHaveApplesNames() {
        expectEqual(PKPushType.voIP.rawValue, "PKPushTypeVoIP")
        expectEqual(PKPushType.complication.rawValue, "PKPushTypeComplication")
        expectEqual(PKPushType.fileProvider.rawValue, "PKPushTypeFileProvider")
        expectEqual(PKPushType(rawValue: "PKPushTypeVoIP"), .voIP)
    }
}
