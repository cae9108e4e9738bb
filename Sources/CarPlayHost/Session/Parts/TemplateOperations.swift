import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import _PlatformHost

/// The template operations of `CPInterfaceController` and the app's environment as the framework asks the car
/// (`SessionBridge`), one session's part: the hierarchy part (`TemplateHierarchy`) works out what each operation
/// does with iOS's checks; this part raises faults, answers the completion, moves the hierarchy and delivers the
/// appearance callbacks.
///
/// No state of its own: the hierarchy is the session's `TemplateHierarchy`. Moving it calls the app, so the members
/// take the session as `context`.
@MainActor
enum TemplateOperations {
    /// The app's `setRootTemplate`, `push`, `pop`, `present`...: checked, then carried out (the templates new to the
    /// hierarchy are snapshotted), or a fault, or an error for the completion (a fault when there is none).
    static func perform(
        _ operation: CPTemplateOperation, of interfaceController: CPInterfaceController, animated: Bool,
        hasCompletion: Bool, context: any SessionContext
    ) -> CPTemplateOperationOutcome {
        guard context.appState == .connected, interfaceController === context.scene?.interfaceController else {
            // A terminated or disconnected app's calls have no effect (on iOS the process would be gone).
            return .faulted
        }
        switch context.templates.evaluate(operation, template: context.template(for:)) {
        case .fault(let exception):
            context.raise(exception)
            return .faulted
        case .error(let message):
            guard hasCompletion else {
                context.raise(
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
                SessionSnapshots.markStale(changed: nil, context: context)
                transition(to: next, animated: animated, context: context)
            }
            presentedVoiceControl?._isPresented = true
            dismissedVoiceControl?._isPresented = false
            context.changed()
            return .completed(success)
        }
    }

    /// Moves to a new hierarchy and delivers the appearance callbacks.
    static func transition(to next: HierarchyState, animated: Bool, context: any SessionContext) {
        let events = context.templates.move(to: next)
        context.pipeline.derived.interactiveElements = nil
        context.logs.recordAppearance(events)
        guard !events.isEmpty, let controller = context.interfaceController else { return }
        context.runAsApp {
            controller._deliver(events.map(\.bridged), animated: animated)
        }
    }

    /// The system pushes the Now Playing template (the tab bar's Now Playing button).
    static func showNowPlaying(context: any SessionContext) -> InputOutcome {
        guard context.appState == .connected, let controller = context.connectedInterfaceController else {
            return .appNotRunning
        }
        // Nothing behind a modal can be reached.
        guard context.hierarchy.presented == nil else { return .unsupported }
        let nowPlaying = context.runAsApp { CPNowPlayingTemplate.shared }
        guard !context.hierarchy.contains(ElementID(of: nowPlaying)) else { return .unsupported }
        context.runAsApp { controller._registerSystemTemplate(nowPlaying) }
        guard let next = context.templates.pushingSystemTemplate(ElementID(of: nowPlaying)) else {
            return .unsupported
        }
        SessionSnapshots.markStale(changed: nil, context: context)
        transition(to: next, animated: true, context: context)
        context.changed()
        return .handledBySystem
    }

    // MARK: What the framework asks

    /// `CPInterfaceController.templates` and `presentedTemplate` of the session's controller.
    static func hierarchy(of interfaceController: CPInterfaceController, context: any SessionContext)
        -> CPTemplateHierarchy
    {
        guard interfaceController === context.scene?.interfaceController else { return CPTemplateHierarchy() }
        let hierarchy = context.hierarchy
        return CPTemplateHierarchy(
            templates: hierarchy.navigationHierarchy.map(\.bridged),
            presented: hierarchy.presented?.bridged,
            retained: Set(hierarchy.retained.map(\.bridged)))
    }

    /// The car's trait collection: its display scale, the CarPlay idiom and its appearance.
    static func carTraitCollection(context: any SessionContext) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: CGFloat(context.display.scale)),
            UITraitCollection(userInterfaceIdiom: .carPlay),
            UITraitCollection(userInterfaceStyle: context.appearance.userInterfaceStyle),
        ])
    }

    /// A limit of the app's category as the framework reads it (`maximumItemCount`...), with the car's limits now.
    static func value(of limit: CPHostLimit, context: any SessionContext) -> Int {
        let rules = context.rules
        let limitedLists = context.listsAreLimited
        return switch limit {
        case .listItems: rules.maximumListItems(limitedLists: limitedLists)
        case .listSections: rules.maximumListSections(limitedLists: limitedLists)
        case .tabs: rules.maximumTabs
        case .alertActions: rules.maximumAlertActions
        case .headerGridButtons: rules.maximumHeaderGridButtons
        case .detailsHeaderActionButtons: rules.maximumDetailsHeaderActionButtons
        case .voiceControlStateActionButtons: rules.maximumVoiceControlStateActionButtons
        }
    }

    /// A check the framework makes as the app calls it; false (after the fault) when the app broke a rule.
    static func validate(_ validation: CPHostValidation, context: any SessionContext) -> Bool {
        switch validation {
        case .tabBarTemplates(_, let templates, let selector):
            // The framework's check of the tab-bar rule (`Rules.tabBarFault`).
            guard let fault = context.rules.tabBarFault(templates, at: .framework(selector: selector)) else {
                return true
            }
            context.raise(fault)
            return false
        case .nowPlayingBarButtons(_, let property):
            context.raise(
                CPHostException(
                    name: ErrorTexts.nowPlayingBarButtonsName,
                    reason: ErrorTexts.nowPlayingBarButtons(property: property)))
            return false
        }
    }
}

extension AppearanceEvent {
    /// The event as the framework delivers it.
    var bridged: CPTemplateAppearanceEvent {
        switch self {
        case .willAppear(let id): .willAppear(id.bridged)
        case .didAppear(let id): .didAppear(id.bridged)
        case .willDisappear(let id): .willDisappear(id.bridged)
        case .didDisappear(let id): .didDisappear(id.bridged)
        }
    }
}
