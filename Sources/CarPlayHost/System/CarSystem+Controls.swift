import Foundation
@_spi(CarPlayHost) import CarPlay

// The car's controls: display preset, driving side, appearance and Limit UI.
extension CarSystem {
    // MARK: The car's controls

    /// Switches the display to a preset by id (`standard`, `portrait`, `standard-rhd`...). A `-rhd` id makes the car
    /// right-hand drive; a plain id keeps the current driving side (the car does not change sides with its screen).
    public func setDisplay(presetID: String) throws(SystemError) {
        guard var preset = DisplayConfiguration.preset(presetID) else { throw .unknownPreset(presetID) }
        if displayPreset.drivingSide == .rightHandDrive { preset = preset.rightHandDrive() }
        displayPreset = preset
        log.append(.host, "Display: \(preset.name)")
        applyDisplay()
    }

    /// Switches the driving side, keeping the display size.
    public func setDrivingSide(_ side: DisplayConfiguration.DrivingSide) {
        guard side != displayPreset.drivingSide else { return }
        let baseID = displayPreset.id.hasSuffix("-rhd") ? String(displayPreset.id.dropLast(4)) : displayPreset.id
        guard let base = DisplayConfiguration.preset(baseID) else { return }
        displayPreset = side == .rightHandDrive ? base.rightHandDrive() : base
        log.append(.host, "Driving side: \(side == .rightHandDrive ? "right-hand drive" : "left-hand drive")")
        applyDisplay()
    }

    /// The user interface's appearance (apps hear it as a content style change). Decision: the instrument cluster
    /// follows it unless the car gave the cluster a setting of its own (`setClusterAppearance(_:)`); its scene hears
    /// `contentStyleDidChange(_:)`.
    public func setAppearance(_ appearance: DisplayConfiguration.Appearance) {
        guard appearance != self.appearance else { return }
        self.appearance = appearance
        log.append(.host, "UI appearance: \(appearance.rawValue)")
        applyClusterAppearance()
        applyDisplay()
    }

    /// The cluster's own light or dark setting, nil to follow the car's appearance again. The app on the cluster
    /// hears `contentStyleDidChange(_:)` when its style changes.
    public func setClusterAppearance(_ appearance: DisplayConfiguration.Appearance?) {
        guard appearance != clusterAppearance else { return }
        clusterAppearance = appearance
        log.append(.host, "Cluster appearance: \(appearance?.rawValue ?? "follows the car")")
        applyClusterAppearance()
        notify()
    }

    /// The content style the cluster shows: its own setting, else the car's appearance.
    public var effectiveClusterAppearance: DisplayConfiguration.Appearance { clusterAppearance ?? appearance }

    private func applyClusterAppearance() {
        let style = effectiveClusterAppearance
        for app in apps { sessions[app.id]?.setClusterAppearance(style) }
    }

    /// The map's appearance, separately from the user interface's.
    public func setMapAppearance(_ appearance: DisplayConfiguration.Appearance) {
        guard appearance != mapAppearance else { return }
        mapAppearance = appearance
        log.append(.host, "Map appearance: \(appearance.rawValue)")
        applyDisplay()
    }

    /// Limit UI for lists.
    public func setLimitsLists(_ limited: Bool) { setLimit(\.limitsLists, limited, name: "lists") }

    /// Limit UI for the keyboard.
    public func setLimitsKeyboard(_ limited: Bool) { setLimit(\.limitsKeyboard, limited, name: "keyboard") }

    private func setLimit(_ limit: ReferenceWritableKeyPath<CarSystem, Bool>, _ limited: Bool, name: String) {
        guard limited != self[keyPath: limit] else { return }
        self[keyPath: limit] = limited
        log.append(.host, "Limit UI \(name): \(limited ? "on" : "off")")
        applyDisplay()
    }

    private func applyDisplay() {
        let display = display
        for app in apps { sessions[app.id]?.setDisplay(display) }
        notify()
    }
}
