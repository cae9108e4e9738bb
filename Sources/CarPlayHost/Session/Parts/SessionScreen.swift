import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
import MediaPlayer

/// What the car's main display shows, one session's part: the session's state gathered into the inputs of a
/// layout (`ScreenInputs`: the snapshots on screen, pending handlers, Now Playing, the status bar, the app's window,
/// the focus), and the screen the session's `ScreenPipeline` lays out from them or keeps.
///
/// No state of its own: the screen is a function of the session's state and the injected clock. Now Playing and
/// the app's window are read from live app objects, so the members take the session as `context`.
@MainActor
enum SessionScreen {
    /// What the car's main display shows now.
    static func screen(context: any SessionContext) -> Screen {
        SessionSnapshots.refresh(context: context)
        let inputs = inputs(context: context)
        var screen = context.pipeline.screen(for: inputs)
        if let notification = context.carNotifications?.currentBanner {
            screen = NotificationBannerLayout.overlay(
                NotificationBannerLayout.node(
                    notification, display: context.display, now: context.clock(), locale: context.locale),
                on: screen)
        }
        if let center = context.callCenter,
            let call = CallLayout.node(
                center.screenState, display: context.display, now: context.clock(), locale: context.locale)
        {
            screen = CallLayout.overlay(call, on: screen)
        }
        guard
            let siri = SiriLayout.node(
                state: context.siriState, shownText: context.siriConversation?.shownLine, display: context.display,
                now: context.clock(), locale: context.locale)
        else { return screen }
        return SiriLayout.overlay(siri, on: screen)
    }

    /// The focus order of the screen. Focus and scrolling do not change it, so the last screen's serves while only
    /// they changed (a knob turned many times lays out once, not once per detent).
    static func focusOrder(context: any SessionContext) -> [ElementID] {
        SessionSnapshots.refresh(context: context)
        if let screen = context.pipeline.cachedScreen(for: inputs(context: context), ignoringFocus: true) {
            return screen.focusOrder
        }
        return screen(context: context).focusOrder
    }

    /// What the screen is laid out from now.
    static func inputs(context: any SessionContext) -> ScreenInputs {
        let info = nowPlayingInfo(context: context)
        let app = context.app
        var state = ScreenState(
            appName: app.name, category: app.category, navigation: SessionSnapshots.navigation(context: context),
            visible: SessionSnapshots.visible(context: context),
            presented: SessionSnapshots.presented(context: context), pendingHandlers: context.pendingHandlers,
            isPlayingAudio: info?.isPlaying ?? false, nowPlayingInfo: info,
            prefersDark: context.connectedInterfaceController?.prefersDarkUserInterfaceStyle ?? false,
            rules: context.rules)
        state.sportsClockStarts = context.pipeline.sportsClockStarts
        state.mapNavigationBarShown = MapSession.showsNavigationBar(context: context)
        state.locale = context.locale
        state.mapAttribution = context.carMap?.attribution
        state.pointOfInterestCameras = context.pointOfInterestCameras
        state.appWindow = MapSession.appWindowSnapshot(barShown: state.mapNavigationBarShown, context: context)
        let now = context.clock()
        let carStatus = context.carStatus
        state.statusBar = StatusBarState(
            time: ScreenLayout.clockText(now: now, timeZone: context.timeZone, locale: context.locale),
            signalBars: carStatus.signalBars,
            networkType: carStatus.networkType, isPlayingAudio: carStatus.isPlayingAudio || (info?.isPlaying ?? false))
        return ScreenInputs(
            state: state, display: context.display, timeZone: context.timeZone, focusedElement: context.focus.element,
            scrollOffsets: context.focus.scrollOffsets, now: now)
    }

    /// The app's Now Playing metadata, if it published any.
    static func nowPlayingInfo(context: any SessionContext) -> NowPlayingInfoSnapshot? {
        guard context.appState == .connected else { return nil }
        return context.snapshotting {
            context.runAsApp { NowPlayingInfoSnapshot(MPNowPlayingInfoCenter.default(), now: context.clock()) }
        }
    }
}
