import Foundation
import MediaPlayer

/// Casts' content tree: two tabs, Shows (each show holding its episodes) and Live (streams).
struct CastsCatalogue {
    struct Node {
        let id: String
        let title: String
        let subtitle: String
        /// Seconds; nil for a live stream.
        var duration: TimeInterval?
        /// How much was heard, 0 to 1 (-1: unknown).
        var progress: Float = -1
        var children: [Node] = []

        var isPlayable: Bool { children.isEmpty && (duration != nil || subtitle == "Live") }

        @MainActor var contentItem: MPContentItem {
            let item = MPContentItem(identifier: id)
            item.title = title
            item.subtitle = subtitle
            item.isContainer = !children.isEmpty
            item.isPlayable = isPlayable
            item.isStreamingContent = duration == nil && isPlayable
            item.playbackProgress = progress
            return item
        }
    }

    let root: [Node] = [
        Node(
            id: "shows", title: "Shows", subtitle: "",
            children: [
                Node(
                    id: "harbour-talk", title: "Harbour Talk", subtitle: "3 episodes",
                    children: [
                        Node(id: "ht-3", title: "The Grand Prix Week", subtitle: "Harbour Talk", duration: 2_460),
                        Node(
                            id: "ht-2", title: "Boats and Tides", subtitle: "Harbour Talk", duration: 1_980,
                            progress: 0.4),
                        Node(
                            id: "ht-1", title: "A Rock in the Sea", subtitle: "Harbour Talk", duration: 2_100,
                            progress: 1),
                    ]),
                Node(
                    id: "coast-road", title: "Coast Road Stories", subtitle: "2 episodes",
                    children: [
                        Node(id: "cr-2", title: "The Corniches", subtitle: "Coast Road Stories", duration: 1_620),
                        Node(
                            id: "cr-1", title: "Tunnels", subtitle: "Coast Road Stories", duration: 1_500, progress: 0.8
                        ),
                    ]),
            ]),
        Node(
            id: "live", title: "Live", subtitle: "",
            children: [
                Node(id: "riviera-talk", title: "Riviera Talk", subtitle: "Live"),
                Node(id: "morning-news", title: "Morning News", subtitle: "Live"),
            ]),
    ]

    /// The node at `indexPath` (nil for an empty path or one past the tree).
    func node(at indexPath: IndexPath) -> Node? {
        var nodes = root
        var found: Node?
        for index in indexPath {
            guard nodes.indices.contains(index) else { return nil }
            found = nodes[index]
            nodes = nodes[index].children
        }
        return found
    }

    /// The children of the node at `indexPath` (the root's for an empty path).
    func children(at indexPath: IndexPath) -> [Node] {
        indexPath.isEmpty ? root : node(at: indexPath)?.children ?? []
    }
}
