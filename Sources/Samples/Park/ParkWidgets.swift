import ActivityKit
import Foundation
import SwiftUI
import WidgetKit

/// Park's widget extension (its Info.plist in `Resources/ParkWidgets.appex` names this bundle): the parking
/// session's Live Activity, in the small family CarPlay shows on the Dashboard.
public struct ParkWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        ParkingLiveActivity()
    }
}

struct ParkingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingActivityAttributes.self) { context in
            ParkingActivityView(carPark: context.attributes.carPark, state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "parkingsign.circle")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.carPark)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.started...context.state.ends)
                }
            } compactLeading: {
                Image(systemName: "parkingsign.circle")
            } compactTrailing: {
                Text(timerInterval: context.state.started...context.state.ends)
            } minimal: {
                Image(systemName: "parkingsign.circle")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

/// The time left, counting down on the car's clock, a bar that empties with it, and a button for 30 more minutes
/// (`ExtendParkingIntent`, performed in the app).
struct ParkingActivityView: View {
    let carPark: String
    let state: ParkingActivityAttributes.ContentState
    @Environment(\.activityFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(systemName: "parkingsign.circle")
                    .foregroundStyle(.blue)
                Text(carPark)
                    .font(.caption)
                    .lineLimit(1)
            }
            Text(timerInterval: state.started...state.ends)
                .font(.system(size: family == .small ? 28 : 34, weight: .bold).monospacedDigit())
            ProgressView(timerInterval: state.started...state.ends, countsDown: true) { EmptyView() }
                .tint(.blue)
            Text("left of your parking")
                .font(.caption2)
                .foregroundStyle(.secondary)
            if state.canExtend {
                Button(intent: ExtendParkingIntent()) {
                    Label("\(ParkingSession.extensionMinutes) min", systemImage: "plus")
                        .font(.caption.bold())
                }
                .tint(.blue)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
