import Foundation

/// The trip preview card: the selected trip's destination, route choices, estimates and buttons.
extension MapLayout {
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
