import Foundation

extension CPInterfaceController {
    /// Finds the app object with `id` among this controller's templates (or in the template `within`, which the host
    /// may just have dismissed) and runs what the driver's `action` means for it. `completion` runs (on the main
    /// actor, once) when the app calls a handler's completion.
    @_spi(CarPlayHost) public func _activate(
        _ id: CPElementID, action: CPHostAction, within: CPElementID? = nil,
        completion: @escaping @MainActor () -> Void
    ) -> CPHostActivationResult {
        let once = CPCompletionOnce(completion)
        let preferred = within.flatMap { _template(for: $0) }.map { [$0] } ?? []
        for template in preferred + hostTemplates() {
            if let result = CPHostElementTree.activate(id, action: action, in: template, completion: once) {
                return result
            }
        }
        return .notFound
    }

    /// Every template this controller can resolve: the hierarchy, the modal and the tabs of a tab bar root.
    private func hostTemplates() -> [CPTemplate] {
        var result = templates
        if let presented = presentedTemplate { result.append(presented) }
        for case let tabBar as CPTabBarTemplate in result { result += tabBar.templates }
        return result
    }
}

/// A completion that the app may call from any thread, any number of times; it reaches the host once, on the main
/// actor.
final class CPCompletionOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) { self.body = body }

    func callAsFunction() {
        lock.lock()
        let first = !done
        done = true
        lock.unlock()
        guard first else { return }
        if cpIsMainQueue() {
            MainActor.assumeIsolated { body() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.body() } }
        }
    }
}

/// Walks the object tree of one template to find an element and activate it.
@MainActor
enum CPHostElementTree {
    static func activate(
        _ id: CPElementID, action: CPHostAction, in template: CPTemplate, completion: CPCompletionOnce
    ) -> CPHostActivationResult? {
        if let provider = template as? any CPBarButtonProviding {
            let buttons =
                provider.leadingNavigationBarButtons + provider.trailingNavigationBarButtons
                + (provider.backButton.map { [$0] } ?? [])
            if let button = buttons.first(where: { $0._elementID == id }) {
                guard action == .select else { return .unsupported }
                if button is CPMessageComposeBarButton { return .invokedSystem }
                button.handler?(button)
                return .invoked
            }
        }
        switch template {
        case let list as CPListTemplate: return activate(id, action: action, in: list, completion: completion)
        case let grid as CPGridTemplate:
            guard let button = grid.gridButtons.first(where: { $0._elementID == id }) else { return nil }
            guard action == .select else { return .unsupported }
            button.handler?(button)
            return .invoked
        case let alert as CPAlertTemplate:
            return activateAlertAction(id, action: action, in: alert.actions)
        case let sheet as CPActionSheetTemplate:
            return activateAlertAction(id, action: action, in: sheet.actions)
        case let information as CPInformationTemplate:
            return activateTextButton(id, action: action, in: information.actions)
        case let poiTemplate as CPPointOfInterestTemplate:
            for (index, poi) in poiTemplate.pointsOfInterest.enumerated() {
                if poi._elementID == id {
                    guard action == .select else { return .unsupported }
                    poiTemplate._hostSelectPointOfInterest(at: index)
                    return .invoked
                }
                let buttons = [poi.primaryButton, poi.secondaryButton].compactMap { $0 }
                if let result = activateTextButton(id, action: action, in: buttons) { return result }
            }
            return nil
        case let nowPlaying as CPNowPlayingTemplate:
            if id == nowPlaying._elementID, action == .upNext {
                nowPlaying._hostUpNextTapped()
                return .invoked
            }
            if id == nowPlaying._elementID, action == .albumArtist {
                nowPlaying._hostAlbumArtistTapped()
                return .invoked
            }
            guard let button = nowPlaying.nowPlayingButtons.first(where: { $0._elementID == id }) else { return nil }
            guard action == .select else { return .unsupported }
            button._hostTap()
            return .invoked
        case let contact as CPContactTemplate:
            guard let button = (contact.contact.actions ?? []).first(where: { $0._elementID == id }) else { return nil }
            guard action == .select else { return .unsupported }
            if button is CPContactMessageButton { return .invokedSystem }
            button.handler?(button)
            return .invoked
        case let search as CPSearchTemplate:
            if search._elementID == id {
                switch action {
                case .updateSearchText(let text):
                    search._hostUpdateSearchText(text) { completion() }
                    return .awaitingCompletion
                case .searchButton:
                    search._hostSearchButtonPressed()
                    return .invoked
                default: return .unsupported
                }
            }
            guard let item = search._searchResults.first(where: { $0._elementID == id }) else { return nil }
            guard action == .select else { return .unsupported }
            search._hostSelectResult(item) { completion() }
            return .awaitingCompletion
        case let map as CPMapTemplate:
            if let button = map.mapButtons.first(where: { $0._elementID == id }) {
                guard action == .select else { return .unsupported }
                button.handler?(button)
                return .invoked
            }
            if let alert = map.currentNavigationAlert,
                ([alert.primaryAction] + (alert.secondaryAction.map { [$0] } ?? [])).contains(where: {
                    $0._elementID == id
                })
            {
                guard action == .select else { return .unsupported }
                _ = map._hostSelectNavigationAlertAction(id)
                return .invoked
            }
            return nil
        case let voice as CPVoiceControlTemplate:
            for state in voice.voiceControlStates {
                if let button = state.actionButtons.first(where: { $0._elementID == id }) {
                    guard action == .select else { return .unsupported }
                    button.handler?(button)
                    return .invoked
                }
            }
            return nil
        default:
            return nil
        }
    }

    private static func activate(
        _ id: CPElementID, action: CPHostAction, in list: CPListTemplate, completion: CPCompletionOnce
    ) -> CPHostActivationResult? {
        for button in list.headerGridButtons ?? [] where button._elementID == id {
            guard action == .select else { return .unsupported }
            button.handler?(button)
            return .invoked
        }
        if let header = list.listHeader, let button = header.actionButtons.first(where: { $0._elementID == id }) {
            guard action == .select else { return .unsupported }
            button.handler?(button)
            return .invoked
        }
        for section in list.sections {
            if let button = section.headerButton, button._elementID == id {
                guard action == .select else { return .unsupported }
                button.handler?(button)
                return .invoked
            }
            for item in section.items where CPHostBridge.elementID(of: item) == id {
                switch (item, action) {
                case (is CPMessageListItem, .select):
                    // Selecting a message item hands the conversation to Siri; the app hears nothing.
                    return .invokedSystem
                case (let row as CPListImageRowItem, .selectElement(let index)):
                    let count = row.elements.isEmpty ? row.gridImages.count : row.elements.count
                    guard (0..<count).contains(index), let handler = row.listImageRowHandler else {
                        return .unsupported
                    }
                    handler(row, index) { completion() }
                    return .awaitingCompletion
                case (let selectable as any CPSelectableListItem, .select):
                    if let handler = selectable.handler {
                        handler(selectable) { completion() }
                        return .awaitingCompletion
                    }
                    if let listItem = selectable as? CPListItem, let delegate = list.delegate {
                        delegate.listTemplate(list, didSelect: listItem) { completion() }
                        return .awaitingCompletion
                    }
                    return .invoked
                default:
                    return .unsupported
                }
            }
        }
        return nil
    }

    private static func activateAlertAction(
        _ id: CPElementID, action: CPHostAction, in actions: [CPAlertAction]
    ) -> CPHostActivationResult? {
        guard let alertAction = actions.first(where: { $0._elementID == id }) else { return nil }
        guard action == .select else { return .unsupported }
        alertAction.handler(alertAction)
        return .dismissedModal
    }

    private static func activateTextButton(
        _ id: CPElementID, action: CPHostAction, in buttons: [CPTextButton]
    ) -> CPHostActivationResult? {
        guard let button = buttons.first(where: { $0._elementID == id }) else { return nil }
        guard action == .select else { return .unsupported }
        button.handler?(button)
        return .invoked
    }
}
