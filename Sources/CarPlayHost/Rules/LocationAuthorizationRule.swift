import Foundation

extension Rules {
    /// What an app's location authorization becomes when it asks (`requestWhenInUseAuthorization()`, or
    /// `requestAlwaysAuthorization()` when `requestingAlways`) and the user answers `answer`; nil when iOS shows no
    /// prompt or the answer changes nothing. From Apple's documentation of the two methods:
    /// - a prompt shows only while the status is not determined, or for Always once while it is When In Use (an app
    ///   that `askedAlwaysBefore` gets no second Always prompt);
    /// - asked for When In Use, the prompt offers no Always: allowing gives When In Use;
    /// - asked for Always while not determined, "Allow While Using App" gives provisional Always, reported as
    ///   `.authorizedAlways` (Decision: the later second prompt, which needs an event only Always allows, is not
    ///   modelled: the provisional grant stays);
    /// - the upgrade prompt's "Keep Only While Using" leaves When In Use and the delegate hears nothing.
    public static func locationAuthorization(
        requestingAlways: Bool, current: LocationAuthorization, askedAlwaysBefore: Bool,
        answer: LocationAuthorizationAnswer
    ) -> LocationAuthorization? {
        switch current {
        case .notDetermined:
            switch answer {
            case .deny: return .denied
            case .allowWhileUsing, .allowAlways: return requestingAlways ? .authorizedAlways : .authorizedWhenInUse
            }
        case .authorizedWhenInUse:
            guard requestingAlways, !askedAlwaysBefore, answer == .allowAlways else { return nil }
            return .authorizedAlways
        case .restricted, .denied, .authorizedAlways:
            return nil
        }
    }
}
