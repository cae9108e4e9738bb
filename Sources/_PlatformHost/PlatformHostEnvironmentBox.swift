#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// A box for the task-local environment (task locals need a Sendable value).
@_spi(CarPlayHost) public struct PlatformHostEnvironmentBox: Sendable {
    public let environment: any PlatformHostEnvironment
    public init(_ environment: any PlatformHostEnvironment) { self.environment = environment }
}
#endif
