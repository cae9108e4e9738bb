import Foundation
@_spi(CarPlayHost) import CarPlay

// Following the apps: the callbacks they received go to the event log; their audio sessions to the focus.
extension CarSystem {
    // MARK: Following the apps

    func sessionChanged(_ id: String) {
        guard let session = sessions[id] else { return }
        logCallbacks(id, session)
        logSpeechProblem(session.speechEngineProblem)
        followSiriAudio()
        updateAudio(id)
        onChange?()
    }

    /// Logs a problem of the speech engine the first time one of its kind (`SpeechEngineError.kind`) happens: a
    /// missing espeak-ng or sox once, saying the voice prompts are silent; a program that failed or timed out once.
    func logSpeechProblem(_ problem: SpeechEngineError?) {
        guard let problem, loggedSpeechProblems.insert(problem.kind).inserted else { return }
        if case .missingTool = problem {
            log.append(.audio, "Voice prompts are silent: \(problem)")
        } else {
            log.append(.audio, "A voice prompt has no audio: \(problem)")
        }
    }

    /// Logs the callbacks the app received since the last time: scene and session configuration callbacks
    /// (`CarSession.callbackLog`), then template appearance callbacks; then what the car noticed serving it
    /// (`CarSession.noteLog`).
    func logCallbacks(_ id: String, _ session: CarSession) {
        let received = CarSession.entries(
            of: session.callbackLog, total: session.callbackCount, after: loggedCallbackCount[id] ?? 0)
        loggedCallbackCount[id] = session.callbackCount
        if !received.isEmpty {
            log.append(.app, "\(name(of: id)) ← " + received.joined(separator: ", "))
        }
        logAppearanceCallbacks(id, session)
        let notes = CarSession.entries(of: session.noteLog, total: session.noteCount, after: loggedNoteCount[id] ?? 0)
        loggedNoteCount[id] = session.noteCount
        for note in notes { log.append(.host, "\(name(of: id)): " + note) }
    }

    private func logAppearanceCallbacks(_ id: String, _ session: CarSession) {
        let events = CarSession.entries(
            of: session.appearanceLog, total: session.appearanceEventCount, after: loggedAppearanceCount[id] ?? 0)
        loggedAppearanceCount[id] = session.appearanceEventCount
        guard !events.isEmpty else { return }
        let names = events.map { event -> String in
            let (method, template) =
                switch event {
                case .willAppear(let t): ("templateWillAppear", t)
                case .didAppear(let t): ("templateDidAppear", t)
                case .willDisappear(let t): ("templateWillDisappear", t)
                case .didDisappear(let t): ("templateDidDisappear", t)
                }
            return "\(method)(\(describe(template, in: session)))"
        }
        log.append(.app, "\(name(of: id)) ← " + names.joined(separator: ", "))
    }

    private func describe(_ template: ElementID, in session: CarSession) -> String {
        guard let snapshot = session.declaredSnapshot(of: template) else { return "template" }
        let title = snapshot.content.unit.eventLogTitle(tab: snapshot.tab)
        if let title, !title.isEmpty { return "\(snapshot.className) “\(title)”" }
        return snapshot.className
    }
}
