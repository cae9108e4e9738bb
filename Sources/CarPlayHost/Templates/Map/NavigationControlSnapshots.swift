import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPNavigationAlert`: title and subtitle variants, an image, a primary and an optional secondary action, and
/// how long it stays up.
public struct NavigationAlertSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var titleVariants: [String]
    public var subtitleVariants: [String]
    /// `image` (iOS 13), else the deprecated `imageSet`'s light and dark images.
    public var image: ImageSnapshot?
    public var primaryAction: AlertActionSnapshot
    /// Drawn on the trailing edge.
    public var secondaryAction: AlertActionSnapshot?
    /// As the app gave it, in seconds: 0 means until dismissed. Decision: a negative or non-finite duration reads 0
    /// (until dismissed), as Apple gives no meaning to it.
    public var duration: Double

    public init(
        id: ElementID, titleVariants: [String], subtitleVariants: [String] = [], image: ImageSnapshot? = nil,
        primaryAction: AlertActionSnapshot, secondaryAction: AlertActionSnapshot? = nil, duration: Double = 0
    ) {
        self.id = id
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
        self.primaryAction = primaryAction
        self.secondaryAction = secondaryAction
        self.duration = Self.duration(duration)
    }

    @MainActor init(_ alert: CPNavigationAlert) {
        id = ElementID(of: alert)
        titleVariants = alert.titleVariants
        subtitleVariants = alert.subtitleVariants
        image = alert.image.map(ImageSnapshot.init) ?? alert.imageSet.map(ImageSnapshot.init)
        primaryAction = AlertActionSnapshot(alert.primaryAction)
        secondaryAction = alert.secondaryAction.map(AlertActionSnapshot.init)
        duration = Self.duration(alert.duration)
    }

    /// How long the alert stays up: nil until dismissed (a duration of 0), else at least
    /// `CPNavigationAlertMinimumDuration` (5 s).
    public var visibleDuration: Double? {
        duration > 0 ? max(duration, CPNavigationAlertMinimumDuration) : nil
    }

    /// The actions, primary first.
    public var actions: [AlertActionSnapshot] { [primaryAction] + (secondaryAction.map { [$0] } ?? []) }

    private static func duration(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}

/// A `CPMapButton`: an image button over the map.
public struct MapButtonSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var isEnabled: Bool
    public var isHidden: Bool
    public var image: ImageSnapshot?
    /// The image drawn while the button has focus; nil means one derived from `image`.
    public var focusedImage: ImageSnapshot?

    public init(
        id: ElementID, isEnabled: Bool = true, isHidden: Bool = false, image: ImageSnapshot? = nil,
        focusedImage: ImageSnapshot? = nil
    ) {
        self.id = id
        self.isEnabled = isEnabled
        self.isHidden = isHidden
        self.image = image
        self.focusedImage = focusedImage
    }

    @MainActor init(_ button: CPMapButton) {
        id = ElementID(of: button)
        isEnabled = button.isEnabled
        isHidden = button.isHidden
        image = button.image.map(ImageSnapshot.init)
        focusedImage = button.focusedImage.map(ImageSnapshot.init)
    }
}

/// A `CPDashboardButton` (iOS 13.4): a shortcut on the CarPlay Dashboard while the app is not navigating.
public struct DashboardButtonSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    /// From the longest to the shortest.
    public var titleVariants: [String]
    public var subtitleVariants: [String]
    public var image: ImageSnapshot

    public init(id: ElementID, titleVariants: [String], subtitleVariants: [String] = [], image: ImageSnapshot) {
        self.id = id
        self.titleVariants = titleVariants
        self.subtitleVariants = subtitleVariants
        self.image = image
    }

    init(_ button: CPDashboardButton) {
        id = ElementID(of: button)
        titleVariants = button.titleVariants
        subtitleVariants = button.subtitleVariants
        image = ImageSnapshot(button.image)
    }

    /// Whether the Dashboard shows the button: Apple shows one only with an image and a non-empty title. Decision:
    /// any non-empty title variant counts; the image is not optional in Swift, so an empty image (no size, as
    /// `UIImage()`) counts as none; a system symbol always counts.
    public var isShown: Bool {
        guard titleVariants.contains(where: { !$0.isEmpty }) else { return false }
        if case .system = image.light.source { return true }
        return image.light.width > 0 && image.light.height > 0
    }
}
