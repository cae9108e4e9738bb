import Foundation

/// The trip estimates panel below the guidance card: distance, time remaining and arrival.
extension MapLayout {
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
}
