/// A CarPlay template class, as the host's rules name it.
public enum TemplateKind: String, Sendable, Codable, CaseIterable, Hashable {
    case actionSheet
    case alert
    case contact
    case grid
    case information
    case list
    case map
    case nowPlaying
    case pointOfInterest
    case search
    case tabBar
    case voiceControl

    /// The Objective-C class name ("CPListTemplate"), as Apple's exception texts print it.
    public var className: String {
        switch self {
        case .actionSheet: "CPActionSheetTemplate"
        case .alert: "CPAlertTemplate"
        case .contact: "CPContactTemplate"
        case .grid: "CPGridTemplate"
        case .information: "CPInformationTemplate"
        case .list: "CPListTemplate"
        case .map: "CPMapTemplate"
        case .nowPlaying: "CPNowPlayingTemplate"
        case .pointOfInterest: "CPPointOfInterestTemplate"
        case .search: "CPSearchTemplate"
        case .tabBar: "CPTabBarTemplate"
        case .voiceControl: "CPVoiceControlTemplate"
        }
    }

    /// The kind whose class is `className`; nil for any other class name.
    public init?(className: String) {
        guard let kind = TemplateKind.allCases.first(where: { $0.className == className }) else { return nil }
        self = kind
    }

    /// The iOS release that introduced the class.
    public var introducedIn: OSVersion {
        switch self {
        case .actionSheet, .alert, .grid, .list, .map, .search, .voiceControl: .iOS12
        case .contact, .information, .nowPlaying, .pointOfInterest, .tabBar: .iOS14
        }
    }

    /// Modal templates: shown with `presentTemplate`, never pushed or set as root, and not part of the stack.
    public var isModalOnly: Bool {
        switch self {
        case .actionSheet, .alert, .voiceControl: true
        default: false
        }
    }
}
