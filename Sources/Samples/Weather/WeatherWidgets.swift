import Foundation
import SwiftUI
import WidgetKit

/// Weather, an app that is not a CarPlay app: it has no CarPlay scene, yet its widget shows in CarPlay ("your app
/// does not need to be a CarPlay app to support widgets"). A tap launches nothing in the car.
public struct WeatherWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        ForecastWidget()
        RainRadarWidget()
    }
}

/// The rain radar: a map to pan and zoom on the iPhone, not suited to the car, so disfavoured for CarPlay (shown
/// there only if the driver chooses it, and without interaction).
struct RainRadarWidget: Widget {
    static let kind = "RainRadar"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: ForecastProvider()) { entry in
            VStack(alignment: .leading, spacing: 4) {
                Label("Rain Radar", systemImage: "cloud.rain.fill")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(Forecast.rainWindow)
                    .font(.headline)
                    .lineLimit(2)
                Spacer(minLength: 0)
                Text(entry.hour.sky)
                    .font(.caption)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(Color.teal.opacity(0.2), for: .widget)
            .widgetURL(URL(string: "weather://radar"))
        }
        .configurationDisplayName("Rain Radar")
        .description("Where the rain is, on a map you can explore.")
        .supportedFamilies([.systemSmall])
        .disfavoredLocations([.carPlay], for: [.systemSmall])
    }
}

/// The forecast for Monaco, hour by hour: the temperature, the sky, the day's high and low.
struct ForecastWidget: Widget {
    static let kind = "Forecast"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: ForecastProvider()) { entry in
            ForecastView(entry: entry)
        }
        .configurationDisplayName("Forecast")
        .description("The weather where you are, hour by hour.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ForecastEntry: TimelineEntry {
    let date: Date
    let hour: Forecast.Hour
    let high: Int
    let low: Int
}

/// The sample's made-up forecast (no weather service is reachable): a mild Riviera day, the same every day.
enum Forecast {
    struct Hour: Hashable, Sendable {
        let temperature: Int
        let sky: String
        let symbol: String
    }

    /// Degrees and sky for each hour of the day, from midnight.
    static let day: [Hour] = (0..<24).map { hour in
        let temperature = 14 + Int((7 * sin(Double(hour - 9) / 24 * 2 * .pi)).rounded())
        switch hour {
        case 6..<11: return Hour(temperature: temperature, sky: "Sunny", symbol: "sun.max.fill")
        case 11..<16: return Hour(temperature: temperature, sky: "Partly Cloudy", symbol: "cloud.sun.fill")
        case 16..<19: return Hour(temperature: temperature, sky: "Showers", symbol: "cloud.rain.fill")
        default: return Hour(temperature: temperature, sky: "Cloudy", symbol: "cloud.fill")
        }
    }

    static var high: Int { day.map(\.temperature).max() ?? 0 }
    /// When the showers come ("Showers 16:00–19:00").
    static let rainWindow = "Showers 16:00–19:00"
    static var low: Int { day.map(\.temperature).min() ?? 0 }
}

/// An entry on the hour for the next six hours; then a new timeline.
struct ForecastProvider: TimelineProvider {
    func placeholder(in context: Context) -> ForecastEntry {
        ForecastEntry(date: .distantPast, hour: Forecast.day[12], high: Forecast.high, low: Forecast.low)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ForecastEntry) -> Void) {
        completion(Self.entries(from: Date())[0])
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ForecastEntry>) -> Void) {
        completion(Timeline(entries: Self.entries(from: Date()), policy: .atEnd))
    }

    /// The hour `now` is in, then the next five hours, each dated at its start (in UTC+1, Monaco's winter time).
    static func entries(from now: Date) -> [ForecastEntry] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 3600) ?? .current
        let start = calendar.dateInterval(of: .hour, for: now)?.start ?? now
        return (0..<6).map { offset in
            let date = start.addingTimeInterval(TimeInterval(offset * 3600))
            let hour = calendar.component(.hour, from: date)
            return ForecastEntry(date: date, hour: Forecast.day[hour], high: Forecast.high, low: Forecast.low)
        }
    }
}

struct ForecastView: View {
    let entry: ForecastEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Monaco")
                    .font(.headline)
                Spacer(minLength: 4)
                // The app's own image (its bundle's AppIcon.svg), as a widget shows its brand.
                Image("AppIcon")
                    .resizable()
                    .frame(width: 18, height: 18)
            }
            HStack(spacing: 6) {
                Image(systemName: entry.hour.symbol)
                    .foregroundStyle(.yellow)
                Text("\(entry.hour.temperature)°")
                    .font(.system(size: 34, weight: .regular))
            }
            Spacer(minLength: 0)
            Text(entry.hour.sky)
                .font(.caption)
            Text("H:\(entry.high)° L:\(entry.low)°")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color.blue.opacity(0.2), for: .widget)
    }
}
