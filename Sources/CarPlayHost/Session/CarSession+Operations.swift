import Foundation
@_spi(CarPlayHost) import CarPlay
import MediaPlayer
@_spi(CarPlayHost) import _PlatformHost

/// The template operations of `CPInterfaceController`, with the checks iOS makes, in its order:
/// 1. the class check (`CPAssertAllowedClasses`): an exception, whatever the completion;
/// 2. the hierarchy checks (no root, same instance, not in the hierarchy, already presenting, nothing to pop): an
///    error for the completion, or with no completion the "no completion block" exception (dismissing with nothing
///    presented has no effect, as Apple documents);
/// 3. the depth check: an exception even with a completion.
extension CarSession {
    func interfaceController(
        _ interfaceController: CPInterfaceController, perform operation: CPTemplateOperation, animated: Bool,
        hasCompletion: Bool
    ) -> CPTemplateOperationOutcome {
        guard appState == .connected, interfaceController === scene?.interfaceController else {
            // A terminated or disconnected app's calls have no effect (on iOS the process would be gone).
            return .faulted
        }
        let result = evaluate(operation)
        switch result {
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
                snapshotsAreStaleForNewTemplates()
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

    private func snapshotsAreStaleForNewTemplates() { markStale() }

    // MARK: Evaluation

    private enum Evaluation {
        case fault(CPHostException)
        case error(String)
        case done(
            HierarchyState?, success: Bool, presentedVoiceControl: CPVoiceControlTemplate? = nil,
            dismissedVoiceControl: CPVoiceControlTemplate? = nil)
    }

    private func evaluate(_ operation: CPTemplateOperation) -> Evaluation {
        var next = hierarchy
        switch operation {
        case .setRoot(let template):
            if let fault = classCheck(template, for: .setRoot, selector: operation.selector) { return .fault(fault) }
            let id = ElementID(of: template)
            next.root = id
            next.pushed = [:]
            next.tabs = []
            next.selectedTab = nil
            if next.presented == id { next.presented = nil }
            if let tabBar = template as? CPTabBarTemplate {
                if let fault = tabBarCheck(tabBar) { return .fault(fault) }
                next.tabs = tabBar.templates.map { ElementID(of: $0) }
                next.selectedTab = tabBar.selectedTemplate.map { ElementID(of: $0) } ?? next.tabs.first
            }
            return .done(next, success: true)

        case .push(let template):
            if let fault = classCheck(template, for: .push, selector: operation.selector) { return .fault(fault) }
            guard let key = hierarchy.currentStackKey else { return .error(ErrorTexts.noRootTemplate) }
            let id = ElementID(of: template)
            if hierarchy.contains(id) { return .error(ErrorTexts.sameTemplateTwice) }
            if let fault = nowPlayingCheck(pushing: template) { return .fault(fault) }
            if hierarchy.depth + 1 > rules.maximumDepth {
                return .fault(
                    CPHostException(
                        name: ErrorTexts.hierarchyDepthExceededName, reason: ErrorTexts.hierarchyDepthExceeded))
            }
            next.pushed[key, default: []].append(id)
            return .done(next, success: true)

        case .pop:
            guard let key = hierarchy.currentStackKey, let stack = hierarchy.pushed[key], !stack.isEmpty else {
                return .error(ErrorTexts.nothingToPop)
            }
            next.pushed[key] = Array(stack.dropLast())
            return .done(next, success: true)

        case .popToRoot:
            guard let key = hierarchy.currentStackKey, let stack = hierarchy.pushed[key], !stack.isEmpty else {
                // Nothing above the root: the success flag says nothing was popped.
                return .done(nil, success: false)
            }
            next.pushed[key] = []
            return .done(next, success: true)

        case .popTo(let template):
            if let fault = classCheck(template, for: .push, selector: operation.selector, allowRootKinds: true) {
                return .fault(fault)
            }
            let id = ElementID(of: template)
            guard let key = hierarchy.currentStackKey else { return .error(ErrorTexts.templateNotInHierarchy) }
            let stack = hierarchy.pushed[key] ?? []
            if id == hierarchy.root || id == hierarchy.selectedTab {
                next.pushed[key] = []
                return stack.isEmpty ? .done(nil, success: false) : .done(next, success: true)
            }
            guard let index = stack.firstIndex(of: id) else { return .error(ErrorTexts.templateNotInHierarchy) }
            if index == stack.count - 1 { return .done(nil, success: false) }
            next.pushed[key] = Array(stack.prefix(through: index))
            return .done(next, success: true)

        case .present(let template):
            if let fault = classCheck(template, for: .present, selector: operation.selector) { return .fault(fault) }
            if hierarchy.presented != nil { return .error(ErrorTexts.alreadyPresenting) }
            next.presented = ElementID(of: template)
            return .done(next, success: true, presentedVoiceControl: template as? CPVoiceControlTemplate)

        case .dismiss:
            // Apple: "Calling this method when there's no modal template displayed has no effect."
            guard let presented = hierarchy.presented else { return .done(nil, success: false) }
            next.presented = nil
            return .done(
                next, success: true, dismissedVoiceControl: template(for: presented) as? CPVoiceControlTemplate)
        }
    }

    /// Apple's `CPAssertAllowedClasses`: the template's class must be allowed for the operation and the category.
    private func classCheck(
        _ template: CPTemplate, for operation: TemplateOperationKind, selector: String, allowRootKinds: Bool = false
    ) -> CPHostException? {
        guard let kind = TemplateSnapshot.kind(of: template) else {
            return CPHostException(
                name: ErrorTexts.notPushableName, reason: ErrorTexts.notPushable(description: template.description))
        }
        var allowed = rules.allowedClasses(for: operation)
        if allowRootKinds { allowed = Array(Set(allowed + rules.allowedClasses(for: .setRoot))) }
        if allowed.contains(kind) { return nil }
        return CPHostException(
            name: ErrorTexts.unsupportedObjectName,
            reason: ErrorTexts.unsupportedObject(
                description: template.description, selector: selector,
                allowed: rules.allowedClassesForMessage(operation)))
    }

    /// The car's own check of a tab bar set as root (the tab-bar rule, `Rules.tabBarFault`).
    private func tabBarCheck(_ tabBar: CPTabBarTemplate) -> CPHostException? {
        rules.tabBarFault(tabBar.templates, at: .car)
    }

    /// Only a list template may be pushed on top of Now Playing (Developer Guide).
    private func nowPlayingCheck(pushing template: CPTemplate) -> CPHostException? {
        guard let top = hierarchy.navigationHierarchy.last, self.template(for: top) is CPNowPlayingTemplate,
            !(template is CPListTemplate)
        else { return nil }
        return CPHostException(
            name: ErrorTexts.unsupportedObjectName,
            reason: ErrorTexts.unsupportedObject(
                description: template.description, selector: CPTemplateOperation.push(template).selector,
                allowed: [.list]))
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

/// The framework-facing side of a session (internal: the framework's SPI protocols cannot be conformed to publicly).
/// The session owns it; the interface controller and the framework's environment hold it. It is the app's one
/// environment object: `CPHostEnvironment` for CarPlay and, through it, `PlatformHostEnvironment` for the stand-in
/// frameworks.
@MainActor
final class SessionBridge: CPInterfaceControllerHost, CPHostEnvironment, CPChangeObserver {
    /// The session, read weakly on every path: an app's objects (its interface controller, a task it started, an
    /// `MKDirections` under way, a location manager, a speech synthesizer) can outlive the car that ran them — a
    /// released `TestCar` or `CarSystem` — and keep this bridge alive (tasks inherit their environment). Then they
    /// hear what an app with no car hears, as the frameworks answer without a host, instead of reaching a freed
    /// session.
    private(set) weak var session: CarSession?

    init(_ session: CarSession) {
        self.session = session
    }

    func interfaceController(
        _ interfaceController: CPInterfaceController, perform operation: CPTemplateOperation, animated: Bool,
        hasCompletion: Bool
    ) -> CPTemplateOperationOutcome {
        guard let session else {
            return .failed(CPHostBridge.notConnectedError)
        }
        return session.interfaceController(
            interfaceController, perform: operation, animated: animated, hasCompletion: hasCompletion)
    }

    func hierarchy(of interfaceController: CPInterfaceController) -> CPTemplateHierarchy {
        session?.hierarchy(of: interfaceController) ?? CPTemplateHierarchy()
    }

    func carTraitCollection(of interfaceController: CPInterfaceController) -> UITraitCollection {
        session?.carTraitCollection(of: interfaceController) ?? CPHostBridge.unhostedCarTraitCollection
    }

    func value(of limit: CPHostLimit) -> Int { session?.value(of: limit) ?? CPHostBridge.unhostedValue(of: limit) }
    func raise(name: String, reason: String) { session?.raise(CPHostException(name: name, reason: reason)) }
    func validate(_ validation: CPHostValidation) -> Bool { session?.validate(validation) ?? false }
    var limitedUserInterfacesRawValue: UInt { session?.limitedUserInterfaces.rawValue ?? 0 }
    var contentStyleRawValue: UInt { session?.appearance.contentStyle.rawValue ?? CPContentStyle.light.rawValue }
    var supportsVideoPlayback: Bool { session?.supportsVideoPlayback ?? false }

    func hostObjectDidChange(_ id: CPElementID) { session?.markStale(changed: ElementID(id)) }

    // PlatformHostEnvironment: what the stand-in frameworks (MediaPlayer, AVFAudio) need from the car.

    var hostNow: Date? { session?.clock() }
    func platformServiceDidChange(_ service: PlatformService) { session?.markStale(changed: ElementID(service.name)) }
    func directions(for request: PlatformDirectionsRequest) async -> Result<[PlatformRoute], PlatformDirectionsError> {
        guard let session else { return .failure(.serverFailure) }
        return await session.directions(for: request)
    }
    func places(for request: PlatformSearchRequest) async -> Result<[PlatformPlace], PlatformDirectionsError> {
        guard let session else { return .failure(.serverFailure) }
        return await session.places(for: request)
    }
    var locationAuthorization: PlatformLocationAuthorization {
        session?.effectiveLocationAuthorization.platform ?? .notDetermined
    }
    var locationServicesEnabled: Bool { session?.locationServicesEnabled ?? false }
    var currentLocationFix: PlatformLocationFix? { session?.currentLocationFix }
    func requestLocationAuthorization(always: Bool) { session?.requestLocationAuthorization(always: always) }
    func locationClientDidChange(_ client: any PlatformLocationClient) { session?.locationClientDidChange(client) }
    func speechVoices() -> [PlatformSpeechVoice] { session?.platformSpeechVoices() ?? [] }
    func speechSynthesizer(
        _ synthesizer: Int, perform command: PlatformSpeechCommand,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void
    ) {
        // Without a car there is nothing to speak through: the synthesizer forgets a new utterance.
        guard let session else {
            if case .speak(let id, _) = command { events(.didDrop(id)) }
            return
        }
        session.speechSynthesizer(synthesizer, perform: command, events: events)
    }
}
