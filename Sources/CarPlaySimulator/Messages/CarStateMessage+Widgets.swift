import CarPlayHost
import Foundation

extension CarStateMessage {
    /// A widget the driver may show on the Dashboard (the iPhone's Settings → General → CarPlay → the car), as the
    /// page's Widgets settings list it: the shown ones first in their Dashboard order, then the others, the ones
    /// disfavoured for CarPlay last with their note.
    public struct Widget: Codable, Hashable, Sendable {
        /// "bundle id/kind": what the `phone` `widgets` message names.
        public var id: String
        public var name: String
        public var appName: String
        /// On the Dashboard now.
        public var shown: Bool
        /// "Not optimized for CarPlay" for a widget disfavoured for CarPlay (shown without interaction); nil else.
        public var note: String?

        /// The text Settings groups disfavoured widgets under.
        public static let disfavoredNote = "Not optimized for CarPlay"

        enum CodingKeys: String, CodingKey { case id, name, appName, shown, note }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(appName, forKey: .appName)
            try container.encode(shown, forKey: .shown)
            try container.encode(note, forKey: .note)
        }

        /// The car's widgets in the order Settings lists them.
        @MainActor static func all(_ system: CarSystem) -> [Widget] {
            let widgets = system.widgets
            let shown = widgets.shown.compactMap(widgets.widget)
            let others = widgets.offered.filter { !widgets.shown.contains($0.id) }
            let ordered = shown + others.filter { !$0.isDisfavored } + others.filter(\.isDisfavored)
            return ordered.map { widget in
                Widget(
                    id: widget.id, name: widget.displayName, appName: widget.appName,
                    shown: widgets.shown.contains(widget.id), note: widget.isDisfavored ? disfavoredNote : nil)
            }
        }
    }
}
