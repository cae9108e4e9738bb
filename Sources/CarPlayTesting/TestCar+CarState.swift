import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay

// The car's state a test sets: Limit UI and light or dark content.
extension TestCar {
    /// Limits parts of the user interface, like the car's "Limit UI" while driving (default: keyboard and lists).
    public func limitUI(
        _ limits: CPLimitableUserInterface = [.keyboard, .lists], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        act(sourceLocation) { session.setLimitedUserInterfaces(limits) }
    }

    /// Lifts every limit.
    public func unlimitUI(sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.setLimitedUserInterfaces([]) }
    }

    /// Switches the car between light and dark content.
    public func setContentStyle(_ style: CPContentStyle, sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.setAppearance(style.contains(.dark) ? .dark : .light) }
    }
}
