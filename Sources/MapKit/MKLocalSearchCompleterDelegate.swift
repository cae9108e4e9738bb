#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Hears a completer's results. Both methods are optional; they are called on the main thread.
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    /// The completer's `results` changed.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// Completing failed (`MKError`).
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}
#endif
