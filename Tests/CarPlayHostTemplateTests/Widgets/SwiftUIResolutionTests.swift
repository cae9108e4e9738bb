import Expectations
import Foundation
import SwiftUI
import Testing
import WidgetKit

/// The SwiftUI subset resolves a view as SwiftUI evaluates it: bodies with their environment, builders' branches,
/// modifiers' environments, text with dates and timers against the car's clock.
@MainActor @Suite struct SwiftUIResolutionTests {
    static let now = Date(timeIntervalSince1970: 1_767_268_800)

    func environment(_ scheme: ColorScheme = .light) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment._date = Self.now
        environment.colorScheme = scheme
        environment.timeZone = TimeZone(identifier: "UTC")!
        return environment
    }

    func texts(_ view: _ResolvedView) -> [_ResolvedView.Text] {
        switch view {
        case .text(let text): [text]
        case .group(let views), .stack(_, _, _, let views): views.flatMap(texts)
        case .progress(let progress): (progress.label + progress.below).flatMap(texts)
        case .padding(_, let view), .frame(_, let view), .link(_, let view), .widgetURL(_, let view),
            .opacity(_, let view), .resizable(let view), .button(_, let view), .redacted(let view):
            texts(view)
        case .background(let a, let b), .containerBackground(let a, let b), .overlay(let a, _, let b):
            texts(a) + texts(b)
        case .empty, .image, .shape, .spacer: []
        }
    }

    struct Family: View {
        @Environment(\.widgetFamily) var family
        var body: some View {
            if family == .systemSmall {
                Text("small")
            } else {
                Text("other")
            }
        }
    }

    @Test func aBodyReadsItsEnvironmentAndABuilderTakesOneBranch() {
        var environment = environment()
        expectEqual(texts(_ViewResolver.resolve(Family(), in: environment)).map(\.string), ["small"])
        environment.widgetFamily = .systemMedium
        expectEqual(texts(_ViewResolver.resolve(Family(), in: environment)).map(\.string), ["other"])
    }

    @Test func aTimerCountsDownOnTheCarsClockAndSaysWhenItNextChanges() throws {
        let end = Self.now.addingTimeInterval(3_725.5)
        let view = Text(timerInterval: Self.now.addingTimeInterval(-60)...end)
        let text = try require(texts(_ViewResolver.resolve(view, in: environment())).first)
        expectEqual(text.string, "1:02:06")
        expectEqual(text.changes, Self.now.addingTimeInterval(0.5))
        var later = environment()
        later._date = end.addingTimeInterval(10)
        let ended = try require(texts(_ViewResolver.resolve(view, in: later)).first)
        expectTrue(ended.string == "0:00" && ended.changes == nil, "a timer past its end stops")
        let noHours = Text(timerInterval: Self.now...end, showsHours: false)
        expectEqual(texts(_ViewResolver.resolve(noHours, in: environment())).first?.string, "62:06")
    }

    @Test func datesInTheirStyles() {
        let date = Self.now.addingTimeInterval(5 * 60 + 12)
        let styles: [(Text.DateStyle, String)] = [
            (.relative, "5 min, 12 sec"), (.offset, "+5 min, 12 sec"), (.timer, "5:12"), (.time, "12:05\u{202F}PM"),
            (.date, "January 1, 2026"),
        ]
        for (style, expected) in styles {
            expectEqual(
                texts(_ViewResolver.resolve(Text(date, style: style), in: environment())).first?.string, expected)
        }
    }

    @Test func foregroundStylesResolveForTheColourScheme() throws {
        let view = VStack {
            Text("a")
            Text("b").foregroundStyle(.secondary)
        }
        .foregroundStyle(.red)
        let light = texts(_ViewResolver.resolve(view, in: environment(.light)))
        let dark = texts(_ViewResolver.resolve(view, in: environment(.dark)))
        expectEqual(light[0].color, _ResolvedView.Color(red: 1, green: 59 / 255, blue: 48 / 255, opacity: 1))
        expectEqual(dark[0].color.green, 69.0 / 255, "the system red is lighter in dark")
        expectTrue(light[1].color.opacity == 0.6 && light[1].color.red == 1, "secondary is the red at 60 %")
        let plain = texts(_ViewResolver.resolve(Text("c"), in: environment(.dark)))
        expectEqual(
            plain[0].color, _ResolvedView.Color(red: 1, green: 1, blue: 1, opacity: 1), "primary is white in dark")
    }

    @Test func gaugesAndProgressViewsFillToTheirValue() {
        guard
            case .progress(let gauge) = _ViewResolver.resolve(
                Gauge(value: 30.0, in: 20...70) { Text("x") }, in: environment())
        else {
            Issue.record("a gauge is a progress bar")
            return
        }
        expectLess(abs((gauge.fraction ?? 0) - 0.2), 1e-9)
        let timer = ProgressView(timerInterval: Self.now.addingTimeInterval(-30)...Self.now.addingTimeInterval(90))
        guard case .progress(let bar) = _ViewResolver.resolve(timer, in: environment()) else {
            Issue.record("a timer progress view is a progress bar")
            return
        }
        expectEqual(bar.fraction, 0.75, "counting down: three quarters left")
        expectEqual(texts(.progress(bar)).first?.string, "1:30", "with the time left below it")
    }

    @Test func linksAndTheWidgetsURLAreKept() {
        let view = VStack {
            Link(destination: URL(string: "app://a")!) { Text("A") }
        }
        .widgetURL(URL(string: "app://widget"))
        guard case .widgetURL(let url, let inner) = _ViewResolver.resolve(view, in: environment()) else {
            Issue.record("the widget's URL wraps the view")
            return
        }
        expectEqual(url.absoluteString, "app://widget")
        guard case .stack(_, _, _, let children) = inner, case .link(let link, _)? = children.first else {
            Issue.record("the link is kept")
            return
        }
        expectEqual(link.absoluteString, "app://a")
    }
}
