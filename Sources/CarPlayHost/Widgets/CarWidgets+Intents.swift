import AppIntents
import Foundation
import SwiftUI
import WidgetKit

// Interactive widgets and Live Activities (iOS 17): a tap on a `Button(intent:)` or `Toggle(isOn:intent:)` performs
// the app intent as the app, in the background, then the widget's timeline reloads once, as WidgetKit reloads the
// widget a person interacted with.
extension CarWidgets {
    /// Performs the app intent of a card's button or toggle (a `widgetButton` node, id "CARD#intent.N"), as its app:
    /// a toggle's with the opposite of the state it shows (a `SetValueIntent`'s `value` set first). The intent is
    /// looked up in what the card shows now; one that changed since it was drawn, or lacks a parameter's value, is not
    /// performed (logged). An intent its result opens is performed next. When they have performed, a widget's timeline
    /// is asked for again. The work, done when the
    /// intent has performed: true when the app is to come forward (`openAppWhenRun`, a CarPlay app); nil when nothing
    /// was performed.
    @discardableResult
    public func performIntent(of node: ScreenNode, isCarPlayApp: Bool) -> Task<Bool, Never>? {
        guard let id = node.id?.rawValue, let marker = id.range(of: "#intent."),
            let index = Int(id[marker.upperBound...])
        else { return nil }
        let card = String(id[..<marker.lowerBound])
        guard let (app, appName, view, widget) = content(ofCard: card) else { return nil }
        let actions = view?.intentActions ?? []
        guard actions.indices.contains(index), let intent = actions[index].intent, actions[index].title == node.text
        else {
            log?("\(appName)'s widget changed before the tap: nothing performed")
            return nil
        }
        var performed = intent
        if case .toggle(let isOn) = actions[index].kind {
            performed = _IntentPerformer.settingValue(!isOn, of: intent) ?? intent
        }
        let title = _IntentPerformer.title(of: performed)
        if let refusal = WidgetRules.intentRefusal(
            title: title, missingParameters: _IntentPerformer.missingParameters(of: performed))
        {
            log?("\(appName)'s " + refusal)
            return nil
        }
        log?("\(appName) performs “\(title)”")
        var task: Task<Bool, Never>?
        runAsApp(app) {
            // Started as the app: the intent's code sees the app's environment (its Live Activities, its defaults).
            task = Task { @MainActor [weak self] in
                // The intent, then the one its result opens (`result(opensIntent:)`), as the system performs them.
                var next: (any AppIntent)? = performed
                var asksToOpen = false
                var performedCount = 0
                while let intent = next, performedCount < WidgetRules.maximumOpenedIntents {
                    asksToOpen = asksToOpen || _IntentPerformer.opensApp(intent)
                    do {
                        next = try await _IntentPerformer.perform(intent)._opensIntent
                    } catch {
                        self?.log?("\(appName)'s intent “\(_IntentPerformer.title(of: intent))” failed: \(error)")
                        return false
                    }
                    performedCount += 1
                }
                if let widget, let self, self.shown.contains(widget) { self.requestTimeline(widget) }
                return WidgetRules.opensAppAfterIntent(openAppWhenRun: asksToOpen, isCarPlayApp: isCarPlayApp)
            }
        }
        return task
    }

    /// The app, app name and view of a card on the Dashboard ("widget:ID" or "liveActivity:ID"), and the widget id
    /// for a widget's.
    private func content(ofCard card: String) -> (String, String, _ResolvedView?, String?)? {
        let environment = environment(
            appearance: .dark, locale: Locale(identifier: "en_US"), timeZone: .current, showsBackground: false)
        if card.hasPrefix("widget:") {
            let id = String(card.dropFirst("widget:".count))
            guard let widget = widget(id), shown.contains(id), !awaitsFirstTimeline(id) else { return nil }
            return (widget.app, widget.appName, entry(id, at: clock())?.resolve(in: environment), id)
        }
        guard card.hasPrefix("liveActivity:"),
            let activity = activities.first(where: { $0.id == card.dropFirst("liveActivity:".count) })
        else { return nil }
        return (activity.app, activity.appName, resolve(activity, in: environment), nil)
    }
}
