import Foundation

/// Hears when the car's session configuration changes. Every method is optional.
@preconcurrency @MainActor
public protocol CPSessionConfigurationDelegate: NSObjectProtocol {
    /// The car limited or unlimited parts of the user interface.
    func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration,
        limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface)
    /// The car's content style changed.
    @available(iOS 13.0, *)
    func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle)
}

extension CPSessionConfigurationDelegate {
    public func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration,
        limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface
    ) {}
    @available(iOS 13.0, *)
    public func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle
    ) {}
}
