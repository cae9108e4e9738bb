import Foundation
import UIKit
@_spi(CarPlayHost) import _PlatformHost

// The narrow system-private interface (SPI) through which the CarPlay host (the part iOS plays) observes and drives
// app objects. Apps never see it: everything here is `@_spi(CarPlayHost)`.
//
// What crosses this line:
// - stable element identifiers (`CPElementID`) of templates, items and buttons;
// - "this object changed" notices (`CPHostBridge.didChange`);
// - the environment of the app's current car session: category limits and the one fault path (`CPHostEnvironment`);
//   it is also the app's `PlatformHostEnvironment`, through which the stand-in frameworks (MediaPlayer, AVFAudio...)
//   reach the car (see Sources/_PlatformHost/PlatformHostEnvironment.swift);
// - template operations of `CPInterfaceController` (`CPInterfaceControllerHost`);
// - invoking handlers and delegates for an element id (`CPHostBridge.activate`, in CPHostActivation.swift).

/// A stable identifier of an app object that the host can see (a template, an item, a button...).
///
/// An id made for an object (`make()`) also knows where that object's change notices go (`CPChangeRoute`); ids
/// written from a string (decoded, or named by the host) name an object but route nothing. Two ids are equal when
/// their raw values are.
@_spi(CarPlayHost) public struct CPElementID: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    public let rawValue: String
    /// The hosts that hear this object's changes; nil for ids not made for an object.
    let route: CPChangeRoute?
    public init(_ rawValue: String) {
        self.rawValue = rawValue
        route = nil
    }
    /// A new unique identifier, written like `UUID().uuidString` (tools that name ids by that pattern keep working):
    /// a random value drawn once per process, plus a counter. Unique within the process, different in every run, and
    /// cheap: apps make thousands of items per update (`UUID()` reads the system's random source and formats with
    /// `snprintf`, which was half the time of a 500-item list update). The object's changes go to the app whose code
    /// makes it, when a host runs that code, and to every host that shows it later (`CPHostBridge.routeChanges`).
    public static func make() -> CPElementID {
        CPElementID(CPElementIDGenerator.shared.next(), route: CPChangeRoute(creator: CPHostBridge.creatingObserver))
    }
    private init(_ rawValue: String, route: CPChangeRoute) {
        self.rawValue = rawValue
        self.route = route
    }
    public var description: String { rawValue }
    public static func < (lhs: CPElementID, rhs: CPElementID) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func == (lhs: CPElementID, rhs: CPElementID) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
        route = nil
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// Makes `CPElementID` values in UUID form: 80 random bits drawn once per process (the first four groups), then a
/// 48-bit counter from a random start (the last group), in upper-case hex.
final class CPElementIDGenerator: @unchecked Sendable {
    static let shared = CPElementIDGenerator()
    private let lock = NSLock()
    /// The first four groups of hex digits and their dashes (24 bytes of UTF-8).
    private let prefix: [UInt8]
    private var count: UInt64

    private init() {
        var generator = SystemRandomNumberGenerator()
        let high: UInt64 = generator.next()
        let low: UInt64 = generator.next()
        let text =
            Self.hex(high >> 32, 8) + "-" + Self.hex(high >> 16, 4) + "-" + Self.hex(high, 4) + "-"
            + Self.hex(low >> 48, 4) + "-"
        prefix = Array(text.utf8)
        count = low & 0xFFFF_FFFF_FFFF
    }

    func next() -> String {
        let n = lock.withLock {
            count = (count &+ 1) & 0xFFFF_FFFF_FFFF
            return count
        }
        return prefix.withUnsafeBufferPointer { prefix in
            String(unsafeUninitializedCapacity: 36) { buffer in
                for index in 0..<24 { buffer[index] = prefix[index] }
                var value = n
                for index in stride(from: 35, through: 24, by: -1) {
                    let nibble = UInt8(truncatingIfNeeded: value & 0xF)
                    buffer[index] = nibble < 10 ? 0x30 + nibble : 0x37 + nibble
                    value >>= 4
                }
                return 36
            }
        }
    }

    /// The low `digits` hex digits of `value`, upper case, zero padded.
    private static func hex(_ value: UInt64, _ digits: Int) -> String {
        let text = String(value & ((1 << (4 * UInt64(digits))) - 1), radix: 16, uppercase: true)
        return String(repeating: "0", count: digits - text.count) + text
    }
}

/// An app object that the host identifies by a stable id. Internal to the framework (public classes cannot conform
/// publicly to an SPI protocol); the host reads ids through `CPHostBridge.elementID(of:)` or each class's SPI
/// `_elementID`.
protocol CPHostVisible: AnyObject {
    nonisolated var _elementID: CPElementID { get }
}

extension CPHostVisible {
    /// Tells the host that something it may be showing changed. Call from every setter and update method.
    nonisolated func notifyHostOfChange() { CPHostBridge.didChange(_elementID) }

    /// Tells the host that only the object's travel estimates changed (a map template's trip estimates, a
    /// navigation session's maneuver estimates): a guiding app sends new ones every second, and the host need not
    /// copy the rest of the object again.
    nonisolated func notifyHostOfEstimatesChange() { CPHostBridge.didChange(_elementID, estimatesOnly: true) }
}

/// Observes changes of app objects (the host's car sessions).
@_spi(CarPlayHost) @MainActor public protocol CPChangeObserver: AnyObject {
    func hostObjectDidChange(_ id: CPElementID)
    /// The object with `id` changed its travel estimates and nothing else (`notifyHostOfEstimatesChange()`). An
    /// observer that does not tell the two apart hears `hostObjectDidChange(_:)`.
    func hostObjectEstimatesDidChange(_ id: CPElementID)
}

extension CPChangeObserver {
    @_spi(CarPlayHost) public func hostObjectEstimatesDidChange(_ id: CPElementID) { hostObjectDidChange(id) }
}

/// Count limits whose values depend on the app's category and the car's state. The host answers them from its
/// rules table; the framework never hard-codes them.
@_spi(CarPlayHost) public enum CPHostLimit: String, Sendable, Hashable, CaseIterable, Codable {
    /// `CPListTemplate.maximumItemCount`
    case listItems
    /// `CPListTemplate.maximumSectionCount`
    case listSections
    /// `CPTabBarTemplate.maximumTabCount`
    case tabs
    /// `CPAlertTemplate.maximumActionCount`
    case alertActions
    /// `CPListTemplate.maximumHeaderGridButtonCount`
    case headerGridButtons
    /// `CPListTemplateDetailsHeader.maximumActionButtonCount`
    case detailsHeaderActionButtons
    /// `CPVoiceControlState.maximumActionButtonCount`
    case voiceControlStateActionButtons
}

/// An Objective-C exception as iOS would raise it: its name and reason (one type with the stand-ins' exceptions:
/// both go through the one fault path, `PlatformHost.raise`).
@_spi(CarPlayHost) public typealias CPHostException = PlatformException

/// A check the framework asks the host to make, because its outcome depends on the rules for the app's category.
/// The host raises the fault itself when the check fails and answers `false`.
@_spi(CarPlayHost) public enum CPHostValidation {
    /// `CPTabBarTemplate.init(templates:)` (selector `initWithTemplates:`) or `updateTemplates(_:)`
    /// (selector `updateTemplates:`).
    case tabBarTemplates(CPTabBarTemplate, [CPTemplate], selector: String)
    /// Bar buttons assigned to the Now Playing template.
    case nowPlayingBarButtons(CPTemplate, property: String)
}

/// The environment of one app: the car session it runs in, as the framework sees it. It is also the app's
/// environment for the stand-in frameworks (`PlatformHostEnvironment`), so an app has one environment object.
@_spi(CarPlayHost) @MainActor public protocol CPHostEnvironment: PlatformHostEnvironment {
    /// The current value of a category- and car-dependent limit.
    func value(of limit: CPHostLimit) -> Int
    /// Validate something whose rule lives in the host. Answers false after raising a fault.
    func validate(_ validation: CPHostValidation) -> Bool
    /// The user interfaces the car limits now (`CPLimitableUserInterface` raw value).
    var limitedUserInterfacesRawValue: UInt { get }
    /// The car's content style now (`CPContentStyle` raw value).
    var contentStyleRawValue: UInt { get }
    /// Whether the car supports video playback in this session.
    var supportsVideoPlayback: Bool { get }
}

/// A box for the task-local environment (task locals need a Sendable value).
@_spi(CarPlayHost) public struct CPHostEnvironmentBox: Sendable {
    public let environment: any CPHostEnvironment
    public init(_ environment: any CPHostEnvironment) { self.environment = environment }
}

@_spi(CarPlayHost) public enum CPHostBridge {
    /// The environment of the app code that is running now. The host sets it around every call into app code,
    /// and unstructured tasks that code starts inherit it.
    @TaskLocal public static var taskEnvironment: CPHostEnvironmentBox?

    /// The environment of the app most recently driven by a host, for app code that runs outside any host call
    /// (a test body, a timer). On iOS a process holds one app, so this is what "the app's category" means there.
    @MainActor public static weak var ambientEnvironment: (any CPHostEnvironment)?

    /// The environment that applies right now, if any car session hosts the running app.
    @MainActor public static var currentEnvironment: (any CPHostEnvironment)? {
        taskEnvironment?.environment ?? ambientEnvironment
    }

    /// Runs app code with `environment` as its environment, for this framework and for the stand-in frameworks
    /// (`PlatformHost.withEnvironment`).
    @MainActor public static func withEnvironment<T>(_ environment: any CPHostEnvironment, _ body: () throws -> T)
        rethrows -> T
    {
        let previous = ambientEnvironment
        ambientEnvironment = environment
        defer { ambientEnvironment = previous }
        return try $taskEnvironment.withValue(CPHostEnvironmentBox(environment)) {
            try PlatformHost.withEnvironment(environment) { try body() }
        }
    }

    // MARK: Limits

    /// Values used when no car session hosts the app (e.g. templates built in a plain unit test). They are those of
    /// an app of a category without special limits; see docs/DECISIONS.md.
    public static func unhostedValue(of limit: CPHostLimit) -> Int {
        switch limit {
        case .listItems: 12
        case .listSections: 12
        case .tabs: 5
        case .alertActions: 2
        case .headerGridButtons: 6
        case .detailsHeaderActionButtons: 2
        case .voiceControlStateActionButtons: 4
        }
    }

    /// The current value of `limit` for the running app.
    nonisolated public static func value(of limit: CPHostLimit) -> Int {
        guard cpIsMainQueue() else { return unhostedValue(of: limit) }
        return MainActor.assumeIsolated { currentEnvironment?.value(of: limit) } ?? unhostedValue(of: limit)
    }

    // MARK: Without a car

    /// What an interface controller's operation fails with while no car hosts it (CarPlay's error and text).
    public static var notConnectedError: NSError {
        NSError(
            domain: CarPlayErrorDomain, code: -1,
            userInfo: [NSLocalizedDescriptionKey: "The interface controller is not connected to CarPlay."])
    }

    /// An interface controller's `carTraitCollection` while no car hosts it: the CarPlay idiom at scale 2.
    @MainActor public static var unhostedCarTraitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceIdiom: .carPlay),
        ])
    }

    // MARK: Faults

    /// Exceptions raised while no host was attached (they would have terminated the app on iOS), oldest first.
    @MainActor public static var unhostedExceptions: [CPHostException] { PlatformHost.unhostedExceptions }

    /// Raises an exception through the host's one fault path, the one the stand-in frameworks use too
    /// (`PlatformHost.raise`). Without a host the exception is recorded and printed.
    nonisolated public static func raise(name: String, reason: String) {
        PlatformHost.raise(name: name, reason: reason)
    }

    /// The element id of an app object (a template, item, button...), nil for an object the host cannot see.
    nonisolated public static func elementID(of object: AnyObject) -> CPElementID? {
        (object as? any CPHostVisible)?._elementID
    }

    /// Asks the host to validate; true when no host is attached.
    @MainActor static func validate(_ validation: CPHostValidation) -> Bool {
        currentEnvironment?.validate(validation) ?? true
    }

    // MARK: Change notification

    /// The host that hears the changes of objects the running app code makes: the environment of that code, when it
    /// is an observer (a car session's). Read where ids are made, on any thread; the task-local environment only
    /// (the ambient one belongs to the main actor, and code outside a host call belongs to no app yet).
    nonisolated static var creatingObserver: (any CPChangeObserver)? {
        taskEnvironment.flatMap { $0.environment as? any CPChangeObserver }
    }

    /// Sends the change notices of `object` to `observer` too, from now on, as long as both live: a host calls it for
    /// every object it shows, so that what changes reaches the car that shows it, and no other. Objects the host
    /// cannot see are ignored.
    @MainActor public static func routeChanges(of object: AnyObject, to observer: any CPChangeObserver) {
        elementID(of: object).map { routeChanges(of: $0, to: observer) }
    }

    /// Sends the change notices of the object `id` was made for to `observer` too (nothing for ids made from a
    /// string).
    @MainActor public static func routeChanges(of id: CPElementID, to observer: any CPChangeObserver) {
        id.route?.add(observer)
    }

    /// Stops sending the change notices of `object` to `observer`.
    @MainActor public static func stopRoutingChanges(of object: AnyObject, to observer: any CPChangeObserver) {
        elementID(of: object)?.route?.remove(observer)
    }

    /// Tells the hosts of the object with `id` that it changed (on the main actor: at once on the main queue, else
    /// asynchronously); `estimatesOnly`: only its travel estimates did. An object no host shows tells no one.
    nonisolated public static func didChange(_ id: CPElementID, estimatesOnly: Bool = false) {
        guard let route = id.route else { return }
        if cpIsMainQueue() {
            MainActor.assumeIsolated { route.deliver(id, estimatesOnly: estimatesOnly) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { route.deliver(id, estimatesOnly: estimatesOnly) } }
        }
    }
}

/// True on the main thread or the main queue, where main-actor code runs (see `PlatformHost.isMainQueue()`).
func cpIsMainQueue() -> Bool { PlatformHost.isMainQueue() }

/// Formats an object's address the way Objective-C descriptions do (`0x600003a1c000`).
func cpAddress(of object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

/// Objective-C's description of an optional value: `(null)` for nil.
func cpDescribe(_ value: Any?) -> String {
    guard let value else { return "(null)" }
    if let optional = value as? any OptionalDescribing { return optional.describedValue }
    return String(describing: value)
}

private protocol OptionalDescribing { var describedValue: String { get } }
extension Optional: OptionalDescribing {
    var describedValue: String {
        switch self {
        case .none: "(null)"
        case .some(let wrapped): cpDescribe(wrapped)
        }
    }
}
