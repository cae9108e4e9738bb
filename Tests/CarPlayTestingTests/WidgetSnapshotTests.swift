import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import SnapshotTesting
import SwiftUI
import Testing
import WidgetKit

/// A trip meter widget with fixed entries, so its pictures stay the same: text, a label, a gauge, a link, a fixed
/// background.
struct TripMeterEntry: TimelineEntry {
    let date: Date
    let kilometres: Int
}

struct TripMeterProvider: TimelineProvider {
    func placeholder(in context: Context) -> TripMeterEntry { TripMeterEntry(date: .distantPast, kilometres: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (TripMeterEntry) -> Void) {
        completion(TripMeterEntry(date: .distantPast, kilometres: 128))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<TripMeterEntry>) -> Void) {
        completion(Timeline(entries: [TripMeterEntry(date: .distantPast, kilometres: 128)], policy: .never))
    }
}

struct TripMeterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TripMeter", provider: TripMeterProvider()) { entry in
            VStack(alignment: .leading, spacing: 6) {
                Label("Trip", systemImage: "car.fill")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text("\(entry.kilometres) km")
                    .font(.system(size: 30, weight: .bold))
                Gauge(value: Double(entry.kilometres), in: 0...400) { EmptyView() }
                    .tint(.orange)
                Link(destination: URL(string: "trips://reset")!) {
                    Text("Reset").font(.caption).bold()
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(Color.orange.opacity(0.15), for: .widget)
        }
        .supportedFamilies([.systemSmall])
        .containerBackgroundRemovable(false)
    }
}

/// The Dashboard view with a widget, as pictures (SVG) kept beside the tests: light and left-hand drive, dark and
/// right-hand drive, on the wide display.
@MainActor @Suite struct WidgetSnapshotTests {
    func car(_ appearance: DisplayConfiguration.Appearance, _ side: DisplayConfiguration.DrivingSide) -> TestCar {
        let car = TestCar(category: .drivingTask, bundleIdentifier: "com.example.trips")
        var display = DisplayConfiguration.highResolution
        display.appearance = appearance
        display.drivingSide = side
        car.display = display
        car.installWidget(TripMeterWidget.self)
        return car
    }

    @Test func aWidgetOnTheDashboardLightLeftHandDrive() {
        let car = car(.light, .leftHandDrive)
        assertSnapshot(of: car.dashboardView, as: .svg(renderer: car.svgRenderer))
    }

    /// The same as JSON: a fixture of the Screen schema's widget roles for the schema and the page's tests.
    @Test func aWidgetOnTheDashboardAsJSON() {
        let car = car(.light, .leftHandDrive)
        assertSnapshot(of: car.dashboardView, as: .screenJSON)
    }

    @Test func aWidgetOnTheDashboardDarkRightHandDrive() {
        let car = car(.dark, .rightHandDrive)
        let card = car.dashboardView.root.first { $0.role == .widget }
        expectEqual(card?.children.map(\.content.url), ["trips://reset"])
        assertSnapshot(of: car.dashboardView, as: .svg(renderer: car.svgRenderer))
    }
}
