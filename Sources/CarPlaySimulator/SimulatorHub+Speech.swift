import CarPlayHost
import Foundation

// The car's voice to the pages: the voice prompts apps speak and Siri's lines, each announced once as a `speech`
// message with its audio kept for `/speech/…`.
extension SimulatorHub {
    /// The utterances the car started speaking, with their app and key, oldest first per app.
    func startedUtterances() -> [(key: String, app: String, utterance: SpokenUtterance)] {
        system.apps.flatMap { app in
            (system.sessions[app.id]?.spokenUtterances ?? []).filter { $0.startedAt != nil }.map {
                (key: app.id + "/" + SpeechMessage.id(of: $0), app: app.id, utterance: $0)
            }
        }
    }

    /// Tells the pages of each voice prompt the car started since the last time (its audio kept for
    /// `/speech/…`), and logs its text.
    func announceSpeech() {
        // Nothing to look at when no session's speech changed since the last time (the same sessions, each with the
        // same revision): a drive publishes every second, a prompt every minute or so.
        var revisions: [String: (session: CarSession, revision: Int)] = [:]
        for app in system.apps {
            if let session = system.sessions[app.id] { revisions[app.id] = (session, session.speechRevision) }
        }
        let unchanged =
            revisions.count == announcedSpeechRevisions.count
            && revisions.allSatisfy { id, now in
                announcedSpeechRevisions[id].map { $0.session === now.session && $0.revision == now.revision } ?? false
            }
        announcedSpeechRevisions = revisions
        if unchanged { return }
        let started = startedUtterances()
        var announced: Set<String> = []
        for (key, app, utterance) in started {
            announced.insert(key)
            guard !announcedSpeech.contains(key) else { continue }
            let message = SpeechMessage(app: app, utterance: utterance)
            if let audio = utterance.audio { speechAudio.record(audio, app: app, utterance: message.id) }
            let name = system.apps.first { $0.id == app }?.bundle.name ?? app
            let text = utterance.text.count > 200 ? utterance.text.prefix(200) + "…" : utterance.text
            system.log.append(.audio, "\(name) speaks “\(text)”")
            broadcast(.speech(message))
        }
        for app in system.apps {
            for utterance in system.sessions[app.id]?.playableSiriUtterances ?? [] {
                let message = SpeechMessage(app: app.id, siri: utterance)
                let key = app.id + "/" + message.id
                announced.insert(key)
                guard !announcedSpeech.contains(key) else { continue }
                if let audio = utterance.audio { speechAudio.record(audio, app: app.id, utterance: message.id) }
                system.log.append(
                    .audio,
                    utterance.shownText.map { "Siri says “\($0)”" } ?? "Siri says a line the screen does not show")
                broadcast(.speech(message))
            }
        }
        announcedSpeech = announced
    }
}
