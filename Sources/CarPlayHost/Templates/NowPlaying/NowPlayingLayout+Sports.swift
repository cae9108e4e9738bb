import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer

extension NowPlayingLayout {
    // MARK: Sports mode

    static func scoreboard(
        _ sports: SportsModeSnapshot, in frame: Rect, clockStartedAt: Date?, context: LayoutContext
    ) -> [ScreenNode] {
        let teamWidth = frame.width * 0.37
        let (leftFrame, afterLeft) = frame.divided(atDistance: teamWidth, from: .left)
        let (rightFrame, centerFrame) = afterLeft.divided(atDistance: teamWidth, from: .right)
        var nodes = [
            teamNode(sports.leftTeam, side: .left, in: leftFrame, context: context),
            teamNode(sports.rightTeam, side: .right, in: rightFrame, context: context),
        ]
        if let status = sports.eventStatus {
            nodes.append(statusNode(status, in: centerFrame, clockStartedAt: clockStartedAt, context: context))
        }
        return nodes
    }

    private static func teamNode(
        _ team: SportsTeamSnapshot, side: ScreenContent.TeamSide, in frame: Rect, context: LayoutContext
    )
        -> ScreenNode
    {
        let theme = context.theme
        let left = side == .left
        let logoSide = min(32, max(0, frame.height - 18))
        // Logo on the outer side, score on the inner side (leftTeam is always left: no RTL/RHD flip).
        let logoFrame = Rect(x: left ? frame.x : frame.maxX - logoSide, y: frame.y, width: logoSide, height: logoSide)
        var children: [ScreenNode] = []
        if let logo = team.logoImage,
            let image = context.image(
                logo,
                maximum: Size(
                    width: min(logoSide, ImageLimits.sportsTeamLogo.width),
                    height: min(logoSide, ImageLimits.sportsTeamLogo.height)))
        {
            children.append(
                ScreenNode(
                    role: .image, frame: logoFrame.centered(image.size), image: image,
                    content: ScreenContent(field: .logo)))
        } else {
            let initials = Rules.shownTeamInitials(team.logoInitials ?? initials(of: team.name))
            children.append(
                ScreenNode(
                    role: .text, frame: logoFrame, text: initials, font: ScreenFont(size: 12, weight: .bold),
                    foreground: theme.label, background: theme.surface,
                    content: ScreenContent(field: .initials, shape: .circular)))
        }
        if team.isFavorite {
            children.append(
                ScreenNode(
                    role: .image,
                    frame: Rect(x: left ? logoFrame.x : logoFrame.maxX - 12, y: logoFrame.y, width: 12, height: 12),
                    image: symbol("star.fill", side: 12), foreground: "#FFCC00",
                    content: ScreenContent(field: .favorite)))
        }
        let scoreWidth = max(0, frame.width - logoSide - 6)
        let scoreFrame = Rect(x: left ? logoFrame.maxX + 6 : frame.x, y: frame.y, width: scoreWidth, height: logoSide)
        let score = context.fit(team.score, width: max(0, scoreWidth - 16), font: scoreFont) ?? ""
        let scoreTextWidth = context.text.width(of: score, font: scoreFont)
        children.append(
            ScreenNode(
                role: .score, frame: scoreFrame, text: score, font: scoreFont, foreground: theme.label,
                content: ScreenContent(alignment: left ? .trailing : .leading)))
        if let possession = team.possessionIndicator {
            let image = context.image(possession, maximum: Size(width: 12, height: 12))
            // Beside the score, on the side facing the other team.
            let x =
                left ? min(scoreFrame.maxX, scoreFrame.maxX - scoreTextWidth - 14) : scoreFrame.x + scoreTextWidth + 2
            children.append(
                ScreenNode(
                    role: .image,
                    frame: Rect(
                        x: min(max(frame.x, x), frame.maxX - 12), y: scoreFrame.midY - 6, width: 12, height: 12),
                    image: image,
                    content: ScreenContent(field: .possession)))
        }
        // Name, then standings, on one line below.
        let nameFont = ScreenFont(size: 13, weight: .bold)
        let standingsFont = ScreenFont(size: 11)
        let lineY = logoFrame.maxY + 2
        let standingsWidth =
            team.standings.map { min(context.text.width(of: $0, font: standingsFont) + 2, frame.width * 0.5) } ?? 0
        let nameWidth = max(0, frame.width - standingsWidth - (standingsWidth > 0 ? 6 : 0))
        let name = textNode(
            team.name, field: .name, frame: Rect(x: frame.x, y: lineY, width: nameWidth, height: 16), font: nameFont,
            color: theme.label, context: context)
        children.append(name)
        if let standings = team.standings {
            let used = min(nameWidth, name.text.map { context.text.width(of: $0, font: nameFont) } ?? 0)
            children.append(
                textNode(
                    standings, field: .standings,
                    frame: Rect(x: frame.x + used + 6, y: lineY, width: standingsWidth, height: 16),
                    font: standingsFont, color: theme.secondaryLabel, context: context))
        }
        let content = ScreenContent(favorite: team.isFavorite ? true : nil, side: side)
        return ScreenNode(role: .sportsTeam, frame: frame, text: team.name, content: content, children: children)
    }

    /// The first letters of a name's words ("Golden State Warriors" → "GSW"), or of a one-word name, up to
    /// `Rules.maximumTeamInitials`, for a team without a logo.
    private static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        if words.count > 1 { return String(words.prefix(Rules.maximumTeamInitials).compactMap(\.first)).uppercased() }
        return Rules.shownTeamInitials(name).uppercased()
    }

    private static func statusNode(
        _ status: SportsEventStatusSnapshot, in frame: Rect, clockStartedAt: Date?, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        var children: [ScreenNode] = []
        var y = frame.y
        // The clock first, with the status image before it.
        let image = context.image(status.image, maximum: Size(width: 18, height: 18))
        if let image {
            let x = status.clock == nil ? frame.midX - image.size.width / 2 : frame.x
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: x, y: y + 1, width: image.size.width, height: image.size.height),
                    image: image,
                    content: ScreenContent(field: .statusImage)))
        }
        if let clock = status.clock {
            let seconds = clockValue(clock, startedAt: clockStartedAt, now: context.now)
            let content = ScreenContent(
                eventClock: ScreenContent.EventClock(
                    counts: clock.countsUp ? .up : .down, paused: clock.isPaused ? true : nil))
            let inset = image == nil ? 0 : 20.0
            children.append(
                ScreenNode(
                    role: .eventClock,
                    frame: Rect(x: frame.x + inset, y: y, width: max(0, frame.width - 2 * inset), height: 20),
                    text: formatTime(seconds, roundingUp: !clock.countsUp), font: clockFont, foreground: theme.label,
                    value: seconds, content: content))
        }
        if image != nil || status.clock != nil { y += 20 }
        // Up to `Rules.maximumEventStatusTexts` texts, one per line; when fewer lines fit, the last line holds the
        // rest joined by " · ".
        var texts = Rules.shownEventStatusTexts(status.texts)
        let lineHeight = 13.0
        let lines = max(1, Int((frame.maxY - y) / lineHeight))
        if texts.count > lines {
            texts = Array(texts.prefix(lines - 1)) + [texts.dropFirst(lines - 1).joined(separator: " · ")]
        }
        for text in texts {
            children.append(
                textNode(
                    text, field: .status, frame: Rect(x: frame.x, y: y, width: frame.width, height: lineHeight),
                    font: ScreenFont(size: 11), color: theme.secondaryLabel, context: context))
            y += lineHeight
        }
        return ScreenNode(role: .eventStatus, frame: frame, children: children)
    }

    /// The event clock's value at `now`: started at `startedAt` (nil: now), standing still while paused, never
    /// below 0 when counting down. Non-finite values read 0.
    public static func clockValue(_ clock: SportsClockSnapshot, startedAt: Date?, now: Date) -> Double {
        let since = startedAt.map { now.timeIntervalSince($0) } ?? 0
        let value = clock.value(after: since.isFinite ? max(0, since) : 0)
        return value.isFinite ? max(0, value) : 0
    }
}
