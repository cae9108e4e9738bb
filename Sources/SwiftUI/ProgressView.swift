#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Progress toward an end: a bar filled to `value / total`, or to where the car's clock is in a timer interval.
@available(iOS 14.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    enum Value {
        case fraction(Double?)
        case timer(ClosedRange<Date>, countsDown: Bool)
    }
    let value: Value
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    public typealias Body = Never

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.value = .fraction(Self.fraction(value, total: total))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value, total > 0 else { return nil }
        return min(max(Double(value) / Double(total), 0), 1)
    }
}

@available(iOS 14.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.value = .fraction(Self.fraction(value, total: total))
        self.label = label()
        self.currentValueLabel = nil
    }

    /// A bar that fills as the car's clock runs through `timerInterval` (empties, when counting down).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.value = .timer(timerInterval, countsDown: countsDown)
        self.label = label()
        self.currentValueLabel = nil
    }
}

@available(iOS 14.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.value = .fraction(Self.fraction(value, total: total))
        self.label = nil
        self.currentValueLabel = nil
    }
}

@available(iOS 14.0, *)
extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.value = .fraction(Self.fraction(value, total: total))
        self.label = Text(title)
        self.currentValueLabel = nil
    }
}

@available(iOS 16.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A timer bar with the time left (or passed) below it, as iOS shows one.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.value = .timer(timerInterval, countsDown: countsDown)
        self.label = nil
        self.currentValueLabel = Text(timerInterval: timerInterval, countsDown: countsDown)
    }
}

@available(iOS 14.0, *)
extension ProgressView: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        let fraction: Double?
        switch value {
        case .fraction(let value): fraction = value
        case .timer(let range, let countsDown):
            let total = range.upperBound.timeIntervalSince(range.lowerBound)
            let passed = min(max(environment._date.timeIntervalSince(range.lowerBound), 0), total)
            let done = total > 0 ? passed / total : 1
            fraction = countsDown ? 1 - done : done
        }
        let tint = environment._tint ?? Color.accentColor.resolved(in: environment.colorScheme)
        let label = label.map { _ViewResolver.resolve($0, in: environment).flattened } ?? []
        let below = currentValueLabel.map { _ViewResolver.resolve($0, in: environment).flattened } ?? []
        return .progress(_ResolvedView.Progress(fraction: fraction, tint: tint, label: label, below: below))
    }
}
#endif
