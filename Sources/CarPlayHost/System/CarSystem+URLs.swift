import Foundation

// Opening URLs: an app opens a URL (`UIApplication.open`, `UIScene.open`, `MKMapItem.openInMaps`) and the car
// launches the installed app that handles it, as iOS does.
extension CarSystem {
    /// The installed app that opens `url`: for `maps:` URLs (and `https://maps.apple.com`) the car's navigation app
    /// (the first installed one), else the first app whose Info.plist declares the URL's scheme
    /// (`CFBundleURLTypes`); nil when none does.
    public func appOpening(_ url: URL) -> InstalledApp? {
        guard let scheme = url.scheme?.lowercased() else { return nil }
        let isMaps =
            scheme == "maps" || (["http", "https"].contains(scheme) && url.host?.lowercased() == "maps.apple.com")
        if isMaps, let navigation = apps.first(where: { $0.bundle.category == .navigation }) { return navigation }
        return apps.first { $0.bundle.urlSchemes.contains(scheme) }
    }

    /// Installs the URL router of the session of app `id`: it answers whether an app opens a URL, and opens it.
    func routeURLs(of id: String, session: CarSession) {
        session.urlRouter = { [weak self] url, perform in
            guard let self else { return false }
            // A phone number: the phone dials it itself (the Phone app), after the calling code returns.
            if let number = Self.phoneNumber(in: url) {
                guard perform else { return true }
                log.append(.host, "\(name(of: id)) opened \(url.absoluteString): the phone dials \(number)")
                Task { @MainActor [weak self] in self?.calls.dial(number) }
                return true
            }
            guard let target = appOpening(url) else {
                if perform { log.append(.host, "\(name(of: id)) opened \(url.absoluteString): no app opens it") }
                return false
            }
            guard perform else { return true }
            // As on iOS, the app that opens it hears about it after the calling code returns.
            let request = OpenURLRequest(url: url, sourceApplication: app(id)?.bundle.bundleIdentifier)
            Task { @MainActor [weak self] in self?.open(request, in: target.id) }
            return true
        }
    }

    /// The number a `tel:` (or `telprompt:`) URL dials; nil for another URL or one without a number.
    static func phoneNumber(in url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), scheme == "tel" || scheme == "telprompt" else { return nil }
        let text = url.absoluteString.dropFirst(scheme.count + 1).removingPercentEncoding ?? ""
        let number = text.filter { $0.isNumber || "+*#,;".contains($0) }
        return number.isEmpty ? nil : number
    }

    /// Opens a URL in app `id`: a running app comes to the front and hears it (`scene(_:openURLContexts:)`); any
    /// other is launched with it in its scene's connection options. Nothing opens while the iPhone is disconnected
    /// or the app cannot be launched (the log says why).
    public func open(_ request: OpenURLRequest, in id: String) {
        guard let session = sessions[id] else { return }
        log.append(.host, "Opening \(request.url.absoluteString) in \(name(of: id))")
        let running = session.appState == .connected
        if !running { session.connectionURLs = [request] }
        do {
            try launch(id)
        } catch {
            session.connectionURLs = []
            log.append(.host, "\(name(of: id)) cannot open \(request.url.absoluteString): \(error)")
            notify()
            return
        }
        if running { session.openURLContexts([request]) }
        notify()
    }
}
