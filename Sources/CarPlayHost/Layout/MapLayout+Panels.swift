import Foundation

extension MapLayout {
    // MARK: Estimates panel

    /// The distance to show, in the car's locale ("--" when unknown); nil when nothing should show.
    static func distanceText(_ estimates: TravelEstimatesSnapshot, context: LayoutContext) -> String? {
        NavigationFormat.distance(estimates.distanceRemainingToDisplay, locale: context.locale)
    }

    /// The time remaining ("--" when unknown).
    static func durationText(_ estimates: TravelEstimatesSnapshot, context: LayoutContext) -> String {
        estimates.isTimeKnown
            ? NavigationFormat.duration(estimates.timeRemaining, locale: context.locale) : NavigationFormat.unknown
    }

    /// The arrival time on the car's clock ("--" when the time remaining is unknown).
    static func arrivalText(_ estimates: TravelEstimatesSnapshot, context: LayoutContext) -> String {
        guard estimates.isTimeKnown else { return NavigationFormat.unknown }
        return NavigationFormat.arrivalTime(
            now: context.now, timeRemaining: estimates.timeRemaining, locale: context.locale,
            timeZone: context.timeZone)
    }

    static func estimatesPanel(
        _ estimates: MapTemplateSnapshot.TripEstimates?, style: MapTemplateSnapshot.EstimateStyle?, frame: Rect,
        context: LayoutContext
    ) -> ScreenNode {
        let dark = (style ?? (context.display.appearance == .dark ? .dark : .light)) == .dark
        let background: ScreenColor = dark ? "#1C1C1E" : "#FFFFFF"
        let label: ScreenColor = dark ? "#FFFFFF" : "#000000"
        let columns = 3.0
        let values: [(ScreenContent.Field, String, ScreenColor)]
        if let estimates {
            let remaining = estimates.estimates
            let timeColor: ScreenColor =
                switch estimates.timeRemainingColor {
                case .green: context.theme.confirm
                case .orange: "#FF9500"
                case .red: context.theme.destructive
                case .default: label
                }
            values = [
                (.arrival, arrivalText(remaining, context: context), label),
                (.time, durationText(remaining, context: context), timeColor),
                (.distance, distanceText(remaining, context: context) ?? NavigationFormat.unknown, label),
            ]
        } else {
            values = [
                (.arrival, NavigationFormat.unknown, label), (.time, NavigationFormat.unknown, label),
                (.distance, NavigationFormat.unknown, label),
            ]
        }
        // Each value gets its own width and the room left is shared between them; when the three do not fit at the
        // estimates font, the font shrinks (down to 11 points), then the widest value is shortened.
        let pad = 8.0
        let inner = max(0, frame.width - 2 * pad)
        var font = estimateFont
        func widths(_ font: ScreenFont) -> [Double] { values.map { context.text.width(of: $0.1, font: font) } }
        var measured = widths(font)
        while measured.reduce(0, +) + Double(values.count - 1) * 6 > inner, font.size > 11 {
            font = ScreenFont(size: font.size - 1, weight: font.weight)
            measured = widths(font)
        }
        let spare = max(0, inner - measured.reduce(0, +)) / columns
        var x = frame.minX + pad
        var children: [ScreenNode] = []
        for (index, value) in values.enumerated() {
            let columnWidth = min(measured[index] + spare, max(0, frame.minX + pad + inner - x))
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: x, y: frame.minY, width: columnWidth, height: frame.height),
                    text: context.fit(value.1, width: columnWidth, font: font), font: font, foreground: value.2,
                    content: ScreenContent(field: value.0)))
            x += columnWidth
        }
        return ScreenNode(
            role: .tripEstimates, frame: frame, background: background,
            content: ScreenContent(corner: 12, appearance: dark ? .dark : .light), children: children)
    }

    // MARK: Trip previews

    static func tripPreview(
        _ previews: MapTemplateSnapshot.TripPreviews, trip: TripSnapshot, templateID: ElementID, frame: Rect,
        bottom: Double, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let pad = 8.0
        let inner = frame.width - 2 * pad
        var y = frame.minY + pad
        var children: [ScreenNode] = []
        let tripIndex = previews.trips.firstIndex { $0.id == trip.id } ?? 0
        let base = templateID.rawValue + "/preview/"
        let several = previews.trips.count > 1
        let arrow = 24.0
        // The title row: the destination, between the previous and next trip buttons when there are several.
        if several {
            for (name, symbol, x, target, enabled) in [
                ("previous", "chevron.left", frame.minX + pad, tripIndex - 1, tripIndex > 0),
                (
                    "next", "chevron.right", frame.maxX - pad - arrow, tripIndex + 1,
                    tripIndex + 1 < previews.trips.count
                ),
            ] {
                children.append(
                    ScreenNode(
                        role: .button, frame: Rect(x: x, y: y, width: arrow, height: 24), id: ElementID(base + name),
                        image: ScreenImage(
                            source: .system(symbol), size: Size(width: 14, height: 14), scale: 1, isTemplate: true),
                        foreground: theme.accent, action: .selectTripPreview(trip: target, routeChoice: 0),
                        isEnabled: enabled))
            }
        }
        let titleX = frame.minX + pad + (several ? arrow : 0)
        let titleWidth = inner - (several ? 2 * arrow : 0)
        if let title = context.fit(trip.destinationNames, width: titleWidth, font: Theme.modalTitle) {
            children.append(
                ScreenNode(
                    role: .title, frame: Rect(x: titleX, y: y, width: titleWidth, height: 24), text: title,
                    font: Theme.modalTitle, foreground: theme.label, ))
        }
        y += 24 + 2
        // The route choices: the selected one with its summary and details, the others one line each. Rows that do
        // not fit above the start button are left out, the selected one never.
        let fixedBelow = 2 + 18 + 4 + 32 + pad
        var rows: [(index: Int, height: Double)] = trip.routeChoices.indices.map {
            ($0, $0 == previews.selectedRouteChoiceIndex ? 34 : 24)
        }
        while rows.count > 1, y + rows.reduce(0, { $0 + $1.height + 2 }) + fixedBelow > bottom,
            let drop = rows.lastIndex(where: { $0.index != previews.selectedRouteChoiceIndex })
        {
            rows.remove(at: drop)
        }
        for (index, height) in rows {
            let route = trip.routeChoices[index]
            let selected = index == previews.selectedRouteChoiceIndex
            let summary = context.fit(route.summaryVariants, width: inner - 12, font: Theme.rowText)
            let detail =
                selected
                ? context.fit(
                    route.selectionSummaryVariants + route.additionalInformationVariants, width: inner - 12,
                    font: Theme.rowDetail) : nil
            children.append(
                ScreenNode(
                    role: .routeChoice, frame: Rect(x: frame.minX + pad, y: y, width: inner, height: height),
                    id: route.id, text: summary, detailText: detail, font: Theme.rowText, foreground: theme.label,
                    background: selected ? theme.surface : nil,
                    action: .selectTripPreview(trip: tripIndex, routeChoice: index), isSelected: selected))
            y += height + 2
        }
        // The estimates line, with the page ("1 of 2") at its end.
        let page = several ? "\(tripIndex + 1) of \(previews.trips.count)" : nil
        let pageWidth = page.map { context.text.width(of: $0, font: Theme.rowDetail) + 4 } ?? 0
        if let estimates = previews.estimates[trip.id]?.estimates {
            let text = [
                durationText(estimates, context: context),
                distanceText(estimates, context: context) ?? NavigationFormat.unknown,
            ].joined(separator: " · ")
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: frame.minX + pad, y: y, width: inner - pageWidth, height: 18),
                    text: context.fit(text, width: inner - pageWidth, font: Theme.rowDetail), font: Theme.rowDetail,
                    foreground: theme.secondaryLabel, content: ScreenContent(field: .estimates)))
        }
        if let page {
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: frame.maxX - pad - pageWidth, y: y, width: pageWidth, height: 18),
                    text: page, font: Theme.rowDetail, foreground: theme.secondaryLabel,
                    content: ScreenContent(field: .page)))
        }
        y += 18 + 4
        let start = previews.text?.startButtonTitle ?? "Go"
        children.append(
            ScreenNode(
                role: .button, frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 32),
                id: ElementID(base + "start"), text: context.fit(start, width: inner - 16, font: Theme.modalTitle),
                font: Theme.modalTitle, foreground: "#FFFFFF", background: theme.confirm, action: .startTrip,
                isEnabled: Rules.canStart(trip), content: ScreenContent(field: .start)))
        y += 32 + pad
        return ScreenNode(
            role: .tripPreview, frame: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: y - frame.minY),
            id: trip.id, background: theme.barBackground, content: ScreenContent(corner: 12), children: children)
    }
}
