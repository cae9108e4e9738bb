import Foundation

/// The map template's overlay over the app's map: the navigation bar (when it shows), the guidance card with the
/// primary and secondary maneuver and lane guidance (or the paused state), the trip estimates panel, the trip preview
/// card, the map buttons at the trailing bottom corner, the panning interface's four directional buttons, and the
/// navigation alert. The card and panels sit on the driver's side.
///
/// Special element ids (routed by the host): `<template id>/pan/<direction>` for the directional buttons,
/// `<template id>/preview/…` for the trip preview's buttons.
enum MapLayout {
    /// The width of the guidance card, the estimates panel and the trip preview card.
    static func panelWidth(in frame: Rect) -> Double { min(max(frame.width * 0.4, 220), 340) }
    /// A map button and a directional button.
    static let buttonSize = Size(width: 44, height: 44)
    /// The smallest map button when the column must shrink to fit between the navigation bar and the bottom.
    static let minimumButtonSide = 32.0
    /// The side of a map button's image as a share of the button's: the image fits inside the round button (the
    /// circle's inscribed square is 0.71 of its side).
    static let glyphRatio = 0.6
    static let margin = 8.0
    static let distanceFont = ScreenFont(size: 22, weight: .bold)
    static let instructionFont = ScreenFont(size: 15)
    static let secondaryFont = ScreenFont(size: 13)
    static let estimateFont = ScreenFont(size: 15, weight: .bold)
    /// The system's guidance card colour (`UIColor.systemGray6` resolved for dark, as CarPlay's card is dark).
    static let systemCardColor = ColorSnapshot.RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)

    /// What the overlay covers of the app's window (`frame`, the app area): the navigation bar while it shows, and the
    /// column of the guidance card or trip preview on the driver's side while one shows; and the part of the window
    /// the map buttons leave free, in the window's coordinates. The window's safe area and
    /// `CPWindow.mapButtonSafeAreaLayoutGuide` follow them.
    static func windowAreas(
        _ map: MapTemplateSnapshot, navigationBarShown: Bool, in frame: Rect, context: LayoutContext
    )
        -> (safeArea: Insets, mapButtonArea: Rect)
    {
        var insets = Insets()
        if navigationBarShown { insets.top = Theme.barHeight }
        let driverOnLeft = context.display.drivingSide == .leftHandDrive
        if map.previews != nil || map.navigation != nil {
            let covered = margin + panelWidth(in: frame)
            if driverOnLeft { insets.left = covered } else { insets.right = covered }
        }
        var free = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        let buttons = Rules.shownMapButtons(map.mapButtons, panning: map.isPanningInterfaceVisible)
        if !buttons.isEmpty,
            Rules.showsMapButtons(
                hidesWithNavigationBar: map.hidesButtonsWithNavigationBar, navigationBarShown: navigationBarShown)
        {
            let column = buttonSize.width + 2 * margin
            free.width = max(0, free.width - column)
            if !driverOnLeft { free.x = column }
        }
        return (insets, free)
    }

    /// What a map button is laid out from besides the context (`LayoutMemo`).
    private struct MapButtonInputs: Equatable, Sendable {
        var button: MapButtonSnapshot
        var frame: Rect
    }

    /// What the map overlay needs besides the template.
    struct Inputs {
        var templateID: ElementID
        var navigationBar: ScreenNode?
        var navigationBarShown: Bool
    }

    static func layout(_ map: MapTemplateSnapshot, inputs: Inputs, in frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        var children: [ScreenNode] = []
        let top = frame.minY + Theme.barHeight + margin
        let width = panelWidth(in: frame)
        let driverOnLeft = context.display.drivingSide == .leftHandDrive
        let panelX = driverOnLeft ? frame.minX + margin : frame.maxX - margin - width

        if let previews = map.previews, let trip = previews.selectedTrip {
            children.append(
                tripPreview(
                    previews, trip: trip, templateID: inputs.templateID,
                    frame: Rect(x: panelX, y: top, width: width, height: 0), bottom: frame.maxY - margin,
                    context: context))
        } else if let navigation = map.navigation {
            // The estimates panel sits at the bottom of the driver's side, the card above it: on short displays the
            // card drops the second maneuver, then the lanes, to keep clear of the panel.
            let panelHeight = 36.0
            let panelTop = frame.maxY - margin - panelHeight
            let showsPanel = navigation.pause == nil || navigation.tripEstimates != nil
            let room = (showsPanel ? panelTop - margin : frame.maxY - margin) - top
            children.append(
                fittedGuidanceCard(
                    navigation, map: map, frame: Rect(x: panelX, y: top, width: width, height: 0), room: room,
                    surface: .guidanceCard, context: context))
            if showsPanel {
                children.append(
                    estimatesPanel(
                        navigation.tripEstimates, style: map.tripEstimateStyle,
                        frame: Rect(x: panelX, y: panelTop, width: width, height: panelHeight), context: context))
            }
        }

        let buttonsShown = Rules.showsMapButtons(
            hidesWithNavigationBar: map.hidesButtonsWithNavigationBar, navigationBarShown: inputs.navigationBarShown)
        var buttonFrames: [Rect] = []
        if buttonsShown {
            let shown = Rules.shownMapButtons(map.mapButtons, panning: map.isPanningInterfaceVisible)
            let x = driverOnLeft ? frame.maxX - margin - buttonSize.width : frame.minX + margin
            let columnTop = frame.minY + (inputs.navigationBarShown ? Theme.barHeight : 0) + margin
            buttonFrames = mapButtonFrames(count: shown.count, x: x, top: columnTop, bottom: frame.maxY - margin)
            for (index, (button, buttonFrame)) in zip(shown, buttonFrames).enumerated() {
                children.append(
                    context.memoized("mapButton/\(index)", inputs: MapButtonInputs(button: button, frame: buttonFrame))
                    {
                        let glyph = Size(width: buttonFrame.width * glyphRatio, height: buttonFrame.height * glyphRatio)
                        return ScreenNode(
                            role: .mapButton, frame: buttonFrame, id: button.id,
                            image: context.image(button.image, maximum: glyph), background: context.theme.surface,
                            action: .select(button.id), isEnabled: button.isEnabled,
                            content: ScreenContent(shape: .circular))
                    })
            }
        }
        if map.isPanningInterfaceVisible {
            let covered = children.filter { [.guidanceCard, .tripEstimates, .tripPreview].contains($0.role) }.map(
                \.frame)
            children += panButtons(
                templateID: inputs.templateID, frame: frame, barShown: inputs.navigationBarShown, covered: covered,
                buttons: buttonFrames, context: context)
        }
        if inputs.navigationBarShown, let bar = inputs.navigationBar { children.append(bar) }
        if let alert = map.alert {
            children.append(navigationAlert(alert, frame: frame, context: context))
        }
        return ScreenNode(
            role: .mapTemplate, frame: frame, id: inputs.templateID,
            content: ScreenContent(controlsHidden: inputs.navigationBarShown ? nil : true), children: children)
    }

}
