import Foundation

/// What CarPlay shows of what the app declared: Apple's silent trimming, with every limit taken from `Rules`.
///
/// Lists (items counted across sections, then sections), header grid buttons, details-header buttons, legacy image
/// rows, grid buttons (only those with a title are shown), alert actions (the most recently added), information items
/// and actions, points of interest, Now Playing buttons, contact actions, voice-control states and their buttons,
/// search results and navigation bar buttons (two per side). Section index titles show one character. Limits that
/// raise (tabs) are enforced where the app sets them, not here.
extension TemplateSnapshot {
    public func displayed(by rules: Rules, limitedLists: Bool) -> TemplateSnapshot {
        displayed(by: rules, limitedLists: limitedLists) { $0.displayed(by: rules, limitedLists: limitedLists) }
    }

    /// What is shown, with a tab bar's tabs shown by `showTab` (a session passes the tabs it has already trimmed).
    func displayed(by rules: Rules, limitedLists: Bool, showTab: (TemplateSnapshot) -> TemplateSnapshot)
        -> TemplateSnapshot
    {
        let limits = DisplayLimits(rules: rules, limitedLists: limitedLists)
        var copy = self
        switch content {
        case .list(let list): copy.content = .list(limits.list(list))
        case .grid(var grid):
            grid.buttons = limits.trim(.gridButtons, grid.buttons.filter { $0.titleVariants.contains { !$0.isEmpty } })
            grid.navigationBar = limits.bar(grid.navigationBar)
            copy.content = .grid(grid)
        case .tabBar(var tabBar):
            tabBar.tabs = tabBar.tabs.map(showTab)
            copy.content = .tabBar(tabBar)
        case .alert(var alert):
            alert.actions = limits.trim(.alertActions, alert.actions)
            copy.content = .alert(alert)
        case .actionSheet:
            break
        case .information(var information):
            information.items = limits.trim(.informationItems, information.items)
            information.actions = limits.trim(.informationActions, information.actions)
            information.navigationBar = limits.bar(information.navigationBar)
            copy.content = .information(information)
        case .pointOfInterest(var poi):
            poi.points = limits.trim(.pointsOfInterest, poi.points)
            if let selected = poi.selectedIndex, !poi.points.indices.contains(selected) { poi.selectedIndex = nil }
            poi.navigationBar = limits.bar(poi.navigationBar)
            copy.content = .pointOfInterest(poi)
        case .nowPlaying(var nowPlaying):
            nowPlaying.buttons = limits.trim(.nowPlayingButtons, nowPlaying.buttons)
            copy.content = .nowPlaying(nowPlaying)
        case .contact(var contact):
            contact.contact.actions = contact.contact.actions.map { limits.trim(.contactActions, $0) }
            contact.navigationBar = limits.bar(contact.navigationBar)
            copy.content = .contact(contact)
        case .search(var search):
            search.results = limits.trim(.listItems, search.results)
            copy.content = .search(search)
        case .voiceControl(var voice):
            voice.states = limits.trim(.voiceControlStates, voice.states).map { state in
                var state = state
                state.actionButtons = limits.trim(.voiceControlStateActionButtons, state.actionButtons)
                return state
            }
            voice.navigationBar = limits.bar(voice.navigationBar)
            copy.content = .voiceControl(voice)
        case .map(var map):
            map.mapButtons = limits.trim(.mapButtons, map.mapButtons)
            map.navigationBar = limits.bar(map.navigationBar)
            if var previews = map.previews {
                previews.trips = limits.trim(.tripPreviews, previews.trips).map { trip in
                    var trip = trip
                    trip.routeChoices = limits.trim(.routeChoices, trip.routeChoices)
                    return trip
                }
                // A selection past what is shown opens on the first trip and route.
                if !previews.trips.indices.contains(previews.selectedTripIndex) { previews.selectedTripIndex = 0 }
                let routes =
                    previews.trips.indices.contains(previews.selectedTripIndex)
                    ? previews.trips[previews.selectedTripIndex].routeChoices.count : 0
                if previews.selectedRouteChoiceIndex >= routes { previews.selectedRouteChoiceIndex = 0 }
                map.previews = previews
            }
            copy.content = .map(map)
        }
        return copy
    }
}

private struct DisplayLimits {
    let rules: Rules
    let limitedLists: Bool

    func limit(_ id: CountLimit.ID) -> CountLimit { rules.countLimit(id, limitedLists: limitedLists) }

    func trim<Element>(_ id: CountLimit.ID, _ elements: [Element]) -> [Element] { limit(id).trimmed(elements) }

    func bar(_ bar: NavigationBarButtons) -> NavigationBarButtons {
        NavigationBarButtons(
            leading: trim(.leadingBarButtons, bar.leading), trailing: trim(.trailingBarButtons, bar.trailing),
            back: bar.back)
    }

    func list(_ list: ListTemplateSnapshot) -> ListTemplateSnapshot {
        var list = list
        var budget = limit(.listItems).maximum
        var sections: [ListSectionSnapshot] = []
        // Counting items across sections in order: once the budget is spent, later sections go too.
        for section in trim(.listSections, list.sections) {
            guard budget > 0 else { break }
            var section = section
            section.items = Array(section.items.prefix(budget)).map(item)
            budget -= section.items.count
            section.sectionIndexTitle = section.sectionIndexTitle.map {
                limit(.sectionIndexTitleCharacters).trimmed($0)
            }
            sections.append(section)
        }
        list.sections = sections
        list.headerGridButtons = list.headerGridButtons.map { trim(.headerGridButtons, $0) }
        if var header = list.detailsHeader {
            header.actionButtons = trim(.detailsHeaderActionButtons, header.actionButtons)
            list.detailsHeader = header
        }
        list.navigationBar = bar(list.navigationBar)
        return list
    }

    func item(_ item: ListItemSnapshot) -> ListItemSnapshot {
        switch item {
        case .item(var row):
            row.playbackProgress = Rules.shownPlaybackProgress(row.playbackProgress)
            return .item(row)
        case .imageRow(var row):
            row.gridImages = trim(.gridImages, row.gridImages)
            row.imageTitles = Array(row.imageTitles.prefix(row.gridImages.count))
            return .imageRow(row)
        case .message:
            return item
        }
    }
}
