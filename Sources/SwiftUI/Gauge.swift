#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A value within a range, shown as a bar filled to it, with its label and current value above and the range's
/// bounds below.
@available(iOS 16.0, *)
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    public typealias Body = Never

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 1 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }
}

@available(iOS 16.0, *)
extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = nil
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

@available(iOS 16.0, *)
extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

@available(iOS 16.0, *)
extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.fraction = Self.fraction(value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

@available(iOS 16.0, *)
extension Gauge: _PrimitiveView {
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        let tint = environment._tint ?? Color.accentColor.resolved(in: environment.colorScheme)
        var top = _ViewResolver.resolve(label, in: environment).flattened
        if let currentValueLabel {
            let current = _ViewResolver.resolve(currentValueLabel, in: environment).flattened
            if !current.isEmpty {
                top = [
                    .stack(
                        .horizontal, alignment: .init(horizontal: 0, vertical: 0), spacing: nil,
                        top + [.spacer(minLength: nil)] + current)
                ]
            }
        }
        var below: [_ResolvedView] = []
        if let minimumValueLabel, let maximumValueLabel {
            below = [
                .stack(
                    .horizontal, alignment: .init(horizontal: 0, vertical: 0), spacing: nil,
                    _ViewResolver.resolve(minimumValueLabel, in: environment).flattened + [.spacer(minLength: nil)]
                        + _ViewResolver.resolve(maximumValueLabel, in: environment).flattened)
            ]
        }
        return .progress(_ResolvedView.Progress(fraction: fraction, tint: tint, label: top, below: below))
    }
}
#endif
