import CarPlay
import Foundation
import UIKit

/// The Radio tab: stations as a circular image grid, the live game, and every station as a list.
extension MusicSceneDelegate {
    func radioSections() -> [CPListSection] {
        var sections: [CPListSection] = []
        let stations = catalogue.stations

        if !stations.isEmpty {
            let elements = stations.map { station in
                CPListImageRowItemImageGridElement(
                    image: Artwork.image(station.artwork), imageShape: .circular, title: station.name,
                    accessorySymbolName: "dot.radiowaves.left.and.right")
            }
            // Every station on the grid, its name under its logo: the elements wrap onto more lines rather than
            // leaving the last stations out where the row is too narrow for all of them.
            let grid = CPListImageRowItem(text: "Stations", imageGridElements: elements, allowsMultipleLines: true)
            grid.listImageRowHandler = { [weak self] _, index, completion in
                guard let self, stations.indices.contains(index) else { return completion() }
                let station = stations[index]
                startPlayback({ $0.play(station, among: stations) }, completion: completion)
            }
            sections.append(CPListSection(items: [grid], header: "Featured", sectionIndexTitle: nil))
        }

        if !catalogue.games.isEmpty {
            let items = catalogue.games.map { game in
                let item = CPListItem(
                    text: game.title, detailText: "LIVE · \(game.league)", image: Artwork.image(game.artwork))
                item.handler = { [weak self] _, completion in
                    self?.startPlayback({ $0.play(game) }, completion: completion)
                }
                item.playingIndicatorLocation = .trailing
                rows.register(item, for: .game(game))
                return item
            }
            sections.append(CPListSection(items: items, header: "Live Sports", sectionIndexTitle: nil))
        }

        let items = stations.map { station in
            let item = CPListItem(
                text: station.name, detailText: "\(station.frequency) · \(station.genre) · \(station.showTitle)",
                image: Artwork.image(station.artwork))
            item.handler = { [weak self] _, completion in
                self?.startPlayback({ $0.play(station, among: stations) }, completion: completion)
            }
            rows.register(item, for: .station(station))
            return item
        }
        if !items.isEmpty {
            sections.append(CPListSection(items: items, header: "All Stations", sectionIndexTitle: nil))
        }
        rows.refresh(player)
        return sections
    }
}
