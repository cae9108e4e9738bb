import Foundation
import SwiftUI
import WidgetKit

/// Charge's widget extension (its Info.plist in `Resources/ChargeWidgets.appex` names this bundle): the battery's
/// charge level while a session charges the car.
public struct ChargeWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        ChargeLevelWidget()
    }
}

/// The charge level widget: the level, a gauge, and the time to 80 %; a tap opens the session in Charge.
struct ChargeLevelWidget: Widget {
    static let kind = "ChargeLevel"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: Self.kind, provider: ChargeLevelProvider()) { entry in
            ChargeLevelView(entry: entry)
        }
        .configurationDisplayName("Charge Level")
        .description("Your car's charge while Charge charges it.")
        .supportedFamilies([.systemSmall])
    }
}

/// One moment of the widget: the level (nil: not charging) and the minutes left to 80 %.
struct ChargeLevelEntry: TimelineEntry {
    let date: Date
    let level: Int?
    let charger: String?
    let minutesLeft: Int
}

/// The level every five minutes of a session, from its start to 80 %; one entry without a session.
struct ChargeLevelProvider: TimelineProvider {
    static let step: TimeInterval = 300

    func placeholder(in context: Context) -> ChargeLevelEntry {
        ChargeLevelEntry(date: .distantPast, level: 64, charger: "Charger", minutesLeft: 10)
    }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ChargeLevelEntry) -> Void) {
        Task { @MainActor in
            completion(Self.latest(ChargeStatus.shared.session))
        }
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ChargeLevelEntry>) -> Void) {
        // The session is the app's (its store is main-actor state).
        Task { @MainActor in completion(Self.timeline(ChargeStatus.shared.session)) }
    }

    /// The session's last entry (its level at 80 %, or not charging).
    static func latest(_ session: ChargeStatus.Session?) -> ChargeLevelEntry {
        let entries = timeline(session).entries
        return entries[entries.count - 1]
    }

    static func timeline(_ session: ChargeStatus.Session?) -> Timeline<ChargeLevelEntry> {
        guard let session else {
            return Timeline(
                entries: [ChargeLevelEntry(date: .distantPast, level: nil, charger: nil, minutesLeft: 0)],
                policy: .never)
        }
        let end = session.started.addingTimeInterval(TimeInterval(session.minutesTo80Percent * 60))
        var entries: [ChargeLevelEntry] = []
        var date = session.started
        while true {
            let left = max(0, Int((end.timeIntervalSince(date) / 60).rounded(.up)))
            entries.append(
                ChargeLevelEntry(
                    date: date, level: ChargeStatus.level(of: session, at: date), charger: session.charger,
                    minutesLeft: left))
            guard date < end else { break }
            date = min(end, date.addingTimeInterval(step))
        }
        return Timeline(entries: entries, policy: .never)
    }
}

struct ChargeLevelView: View {
    let entry: ChargeLevelEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Charge", systemImage: "bolt.car")
                .font(.caption)
                .foregroundStyle(.secondary)
            if let level = entry.level {
                Text("\(level) %")
                    .font(.system(size: 30, weight: .bold))
                Gauge(value: Double(level), in: 0...100) { EmptyView() }
                    .tint(level >= ChargeStatus.targetLevel ? .green : .blue)
                Text(entry.minutesLeft > 0 ? "80 % in \(entry.minutesLeft) min" : "Reached 80 %")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            } else {
                Text("Not charging")
                    .font(.headline)
                Text("Find a charger in Charge")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(Color.blue.opacity(0.12), for: .widget)
        .widgetURL(URL(string: "charge://session"))
    }
}
