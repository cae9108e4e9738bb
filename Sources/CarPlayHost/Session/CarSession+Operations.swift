import Foundation
@_spi(CarPlayHost) import CarPlay
import MediaPlayer
@_spi(CarPlayHost) import _PlatformHost

/// The template operations of `CPInterfaceController`: the hierarchy part (`TemplateHierarchy`) works out what each
/// does with iOS's checks; the session raises faults, answers the completion, moves and tells the app.
extension CarSession {
    func interfaceController(
        _ interfaceController: CPInterfaceController, perform operation: CPTemplateOperation, animated: Bool,
        hasCompletion: Bool
    ) -> CPTemplateOperationOutcome {
        guard appState == .connected, interfaceController === scene?.interfaceController else {
            // A terminated or disconnected app's calls have no effect (on iOS the process would be gone).
            return .faulted
        }
        switch templates.evaluate(operation, template: template(for:)) {
        case .fault(let exception):
            raise(exception)
            return .faulted
        case .error(let message):
            guard hasCompletion else {
                raise(
                    CPHostException(
                        name: ErrorTexts.noCompletionName,
                        reason: ErrorTexts.noCompletion(errorDescription: ErrorTexts.errorDescription(message))))
                return .faulted
            }
            return .failed(
                NSError(
                    domain: CarPlayErrorDomain, code: ErrorTexts.errorCode,
                    userInfo: [NSLocalizedDescriptionKey: message]))
        case .done(let next, let success, let presentedVoiceControl, let dismissedVoiceControl):
            if let next {
                // Templates new to the hierarchy are snapshotted.
                markStale()
                transition(to: next, animated: animated)
            }
            presentedVoiceControl?._isPresented = true
            dismissedVoiceControl?._isPresented = false
            changed()
            return .completed(success)
        }
    }

    func hierarchy(of interfaceController: CPInterfaceController) -> CPTemplateHierarchy {
        guard interfaceController === scene?.interfaceController else { return CPTemplateHierarchy() }
        return CPTemplateHierarchy(
            templates: hierarchy.navigationHierarchy.map(\.bridged),
            presented: hierarchy.presented?.bridged,
            retained: Set(hierarchy.retained.map(\.bridged)))
    }

    func carTraitCollection(of interfaceController: CPInterfaceController) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: CGFloat(display.scale)),
            UITraitCollection(userInterfaceIdiom: .carPlay),
            UITraitCollection(userInterfaceStyle: appearance.userInterfaceStyle),
        ])
    }
}

// MARK: - The app's environment

extension CarSession {
    func value(of limit: CPHostLimit) -> Int {
        switch limit {
        case .listItems: rules.maximumListItems(limitedLists: listsAreLimited)
        case .listSections: rules.maximumListSections(limitedLists: listsAreLimited)
        case .tabs: rules.maximumTabs
        case .alertActions: rules.maximumAlertActions
        case .headerGridButtons: rules.maximumHeaderGridButtons
        case .detailsHeaderActionButtons: rules.maximumDetailsHeaderActionButtons
        case .voiceControlStateActionButtons: rules.maximumVoiceControlStateActionButtons
        }
    }

    func validate(_ validation: CPHostValidation) -> Bool {
        switch validation {
        case .tabBarTemplates(_, let templates, let selector):
            // The framework's check of the tab-bar rule (`Rules.tabBarFault`).
            guard let fault = rules.tabBarFault(templates, at: .framework(selector: selector)) else { return true }
            raise(fault)
            return false
        case .nowPlayingBarButtons(_, let property):
            raise(
                CPHostException(
                    name: ErrorTexts.nowPlayingBarButtonsName,
                    reason: ErrorTexts.nowPlayingBarButtons(property: property)))
            return false
        }
    }

}
