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

    /// The label under the arrival time.
    static let arrivalLabel = "arrival"
    /// The labels' font under the estimates.
    static let estimateLabelFont = ScreenFont(size: 10)

    /// One column of the estimates panel: a number over its label, in the number's colour.
    struct EstimateColumn: Equatable, Sendable {
        var field: ScreenContent.Field
        var value: String
        var unit: String
        var color: ScreenColor
    }

    /// Everything the estimates panel's layout reads besides the context: the texts as the panel writes them, so a
    /// guiding app's new estimates every second lay the panel out again only when a text changed (`LayoutMemo`).
    struct EstimatesInputs: Equatable, Sendable {
        var columns: [EstimateColumn]
        var dark: Bool
        var frame: Rect
    }

    static func estimatesPanel(
        _ estimates: MapTemplateSnapshot.TripEstimates?, style: MapTemplateSnapshot.EstimateStyle?, frame: Rect,
        context: LayoutContext
    ) -> ScreenNode {
        let dark = (style ?? (context.display.appearance == .dark ? .dark : .light)) == .dark
        let label: ScreenColor = dark ? "#FFFFFF" : "#000000"
        // Each estimate is a number over its label, as CarPlay shows them: the arrival time over "arrival", the
        // minutes over "min" (hours and minutes over "h"), the distance over its unit.
        let values: [EstimateColumn]
        if let estimates {
            let remaining = estimates.estimates
            let timeColor: ScreenColor =
                switch estimates.timeRemainingColor {
                case .green: context.theme.confirm
                case .orange: "#FF9500"
                case .red: context.theme.destructive
                case .default: label
                }
            let time = NavigationFormat.durationParts(
                remaining.isTimeKnown ? remaining.timeRemaining : .nan, locale: context.locale)
            let distance = NavigationFormat.valueAndUnit(
                distanceText(remaining, context: context) ?? NavigationFormat.unknown)
            values = [
                EstimateColumn(
                    field: .arrival, value: arrivalText(remaining, context: context), unit: arrivalLabel, color: label),
                EstimateColumn(field: .time, value: time.value, unit: time.unit, color: timeColor),
                EstimateColumn(field: .distance, value: distance.value, unit: distance.unit, color: label),
            ]
        } else {
            let time = NavigationFormat.durationParts(.nan, locale: context.locale)
            values = [
                EstimateColumn(field: .arrival, value: NavigationFormat.unknown, unit: arrivalLabel, color: label),
                EstimateColumn(field: .time, value: NavigationFormat.unknown, unit: time.unit, color: label),
                EstimateColumn(field: .distance, value: NavigationFormat.unknown, unit: "", color: label),
            ]
        }
        let inputs = EstimatesInputs(columns: values, dark: dark, frame: frame)
        return context.memoized("estimates", inputs: inputs) { estimatesPanel(inputs, context: context) }
    }

    private static func estimatesPanel(_ inputs: EstimatesInputs, context: LayoutContext) -> ScreenNode {
        let values = inputs.columns
        let frame = inputs.frame
        let dark = inputs.dark
        let background: ScreenColor = dark ? "#1C1C1E" : "#FFFFFF"
        let columns = Double(values.count)
        // Each column gets its own width (its number's or its label's) and the room left is shared between them;
        // when the three do not fit at the estimates font, the font shrinks (down to 11 points), then the widest
        // value is shortened.
        let pad = 8.0
        let inner = max(0, frame.width - 2 * pad)
        var font = estimateFont
        func widths(_ font: ScreenFont) -> [Double] {
            values.map {
                max(
                    context.text.width(of: $0.value, font: font),
                    context.text.width(of: $0.unit, font: estimateLabelFont))
            }
        }
        var measured = widths(font)
        while measured.reduce(0, +) + Double(values.count - 1) * 6 > inner, font.size > 11 {
            font = ScreenFont(size: font.size - 1, weight: font.weight)
            measured = widths(font)
        }
        let spare = max(0, inner - measured.reduce(0, +)) / columns
        let valueHeight = ScreenDrawing.lineHeight(font.size)
        let labelHeight = ScreenDrawing.lineHeight(estimateLabelFont.size)
        let top = frame.minY + max(0, (frame.height - valueHeight - labelHeight) / 2)
        let secondary = Theme(dark ? .dark : .light).secondaryLabel
        var x = frame.minX + pad
        var children: [ScreenNode] = []
        for (index, value) in values.enumerated() {
            let columnWidth = min(measured[index] + spare, max(0, frame.minX + pad + inner - x))
            var number = ScreenNode(
                role: .text, frame: Rect(x: x, y: top, width: columnWidth, height: valueHeight),
                text: context.fit(value.value, width: columnWidth, font: font), font: font,
                foreground: value.color, content: ScreenContent(field: value.field))
            number.content.alignment = .center
            children.append(number)
            if !value.unit.isEmpty {
                var unit = ScreenNode(
                    role: .text, frame: Rect(x: x, y: top + valueHeight, width: columnWidth, height: labelHeight),
                    text: context.fit(value.unit, width: columnWidth, font: estimateLabelFont),
                    font: estimateLabelFont, foreground: secondary)
                unit.content.alignment = .center
                children.append(unit)
            }
            x += columnWidth
        }
        return ScreenNode(
            role: .tripEstimates, frame: frame, background: background,
            content: ScreenContent(corner: 12, appearance: dark ? .dark : .light), children: children)
    }
}
