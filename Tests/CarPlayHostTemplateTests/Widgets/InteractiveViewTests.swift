import AppIntents
@testable import CarPlayHost
import Expectations
import Foundation
import SwiftUI
import Testing

/// An intent with a parameter and one without a value.
struct NoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Note"
    @Parameter(title: "Text") var text: String
    @Parameter(title: "Times", default: 1) var times: Int
    @Parameter(title: "Tag") var tag: String?
    init() {}
    init(text: String) { self.text = text }
    func perform() async throws -> some IntentResult { .result(value: text) }
}

struct LampIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Lamp"
    @Parameter(title: "On") var value: Bool
    init() {}
    func perform() async throws -> some IntentResult { .result(dialog: "The lamp is \(value ? "on" : "off")") }
}

/// Buttons, toggles, `ForEach`, `Group` and redaction as the car resolves and lays them out, and how it performs
/// their intents.
@MainActor @Suite struct InteractiveViewTests {
    func resolve(_ view: some View) -> _ResolvedView { _ViewResolver.resolve(view, in: EnvironmentValues()) }

    func card(_ view: some View) -> (ScreenNode, WidgetViewLayout) {
        let widget = DashboardWidget(
            id: "app/kind", kind: .widget, bundleIdentifier: "app", appName: "App", view: resolve(view),
            isInteractive: true, showsContainerBackground: false, hasContentMargins: true)
        let context = LayoutContext(display: .standard, rules: Rules(category: nil), now: Date())
        let node = DashboardWidgetLayout.card(
            widget, frame: Rect(x: 0, y: 0, width: 170, height: 170), context: context)
        var layout = WidgetViewLayout(
            measurer: context.text, scale: 1, showsContainerBackground: false,
            bounds: Rect(x: 0, y: 0, width: 170, height: 170), cornerRadius: 16)
        layout.place(resolve(view), in: Rect(x: 0, y: 0, width: 170, height: 170))
        return (node, layout)
    }

    @Test func buttonsAndTogglesCarryTheirIntentsAndAClosureButtonNone() {
        guard case .button(let action, _) = resolve(Button(intent: NoteIntent(text: "a")) { Text("Note") }) else {
            Issue.record("a button resolves to a tap target")
            return
        }
        expectTrue(action.kind == .button && action.title == "Note")
        guard case .button(let closure, _) = resolve(Button("Reset") {}) else {
            Issue.record("a closure button too")
            return
        }
        expectTrue(closure.intent == nil && closure.title == nil)
        guard case .button(let toggle, _) = resolve(Toggle("Lamp", isOn: true, intent: LampIntent())) else {
            Issue.record("a toggle resolves to a tap target")
            return
        }
        expectEqual(toggle.kind, .toggle(isOn: true))
        expectNotEqual(
            resolve(Button(intent: NoteIntent(text: "a")) { Text("N") }),
            resolve(Button(intent: NoteIntent(text: "b")) { Text("N") }),
            "intents with other parameter values differ")
    }

    @Test func theCarFindsMissingParametersAndSetsAToggleIntentsValue() async throws {
        expectEqual(_IntentPerformer.missingParameters(of: NoteIntent()), ["Text"], "a default and an optional count")
        expectTrue(_IntentPerformer.missingParameters(of: NoteIntent(text: "x")).isEmpty)
        expectEqual(_IntentPerformer.settingValue(true, of: NoteIntent(text: "x")), nil, "not a SetValueIntent")
        expectEqual(_IntentPerformer.settingValue("yes", of: LampIntent()), nil, "a value of another type")
        let lamp = try require(_IntentPerformer.settingValue(true, of: LampIntent()) as? LampIntent)
        expectTrue(lamp.value)
        let result = try await _IntentPerformer.perform(lamp)
        expectEqual(result._dialog?.full.defaultValue, "The lamp is on")
        expectEqual(try await _IntentPerformer.perform(NoteIntent(text: "hi"))._value as? String, "hi")
    }

    @Test func theCarPerformsAnIntentWithEveryParameterAndOpensOnlyACarPlayAppThatAsks() {
        expectEqual(WidgetRules.intentRefusal(title: "Note", missingParameters: []), nil)
        expectEqual(
            WidgetRules.intentRefusal(title: "Note", missingParameters: ["Text", "Tag"]),
            "intent “Note” is not performed: no value for “Text”, “Tag”")
        expectTrue(WidgetRules.opensAppAfterIntent(openAppWhenRun: true, isCarPlayApp: true))
        expectTrue(!WidgetRules.opensAppAfterIntent(openAppWhenRun: true, isCarPlayApp: false))
        expectTrue(!WidgetRules.opensAppAfterIntent(openAppWhenRun: false, isCarPlayApp: true))
    }

    @Test func forEachAndGroupAreLaidOutAsTheViewsTheyList() {
        struct Row: Identifiable {
            let id: Int
            let name: String
        }
        let rows = [Row(id: 1, name: "One"), Row(id: 2, name: "Two")]
        let (node, _) = card(
            VStack(alignment: .leading) {
                ForEach(rows) { Text($0.name) }
                Group {
                    Text("Three")
                    Text("Four")
                }
                .font(.caption)
                ForEach(0..<2) { Text("Index \($0)") }
            })
        let texts = node.drawing.filter { $0.kind == .text }
        expectEqual(texts.compactMap(\.text), ["One", "Two", "Three", "Four", "Index 0", "Index 1"])
        expectTrue(zip(texts, texts.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY }, "one below the other")
        expectTrue(texts[2].font?.size == texts[3].font?.size && texts[2].font?.size != texts[0].font?.size)
    }

    @Test func buttonsAreFoundInTheOrderTheyAreDrawnWhereverTheyAre() {
        let view = VStack {
            HStack {
                Button(intent: NoteIntent(text: "1")) { Text("1") }
                Text("x").background { Button(intent: NoteIntent(text: "2")) { Text("2") } }
            }
            Link(destination: URL(string: "app://x")!) { Button(intent: NoteIntent(text: "3")) { Text("3") } }
            Toggle("4", isOn: false, intent: LampIntent())
        }
        let (node, layout) = card(view)
        expectEqual(layout.buttons.map(\.action), resolve(view).intentActions)
        expectEqual(layout.buttons.count, 4)
        let ids = node.children.filter { $0.role == .widgetButton }.compactMap(\.id?.rawValue)
        expectEqual(ids, (0..<4).map { "widget:app/kind#intent.\($0)" })
    }

    @Test func redactedTextAndImagesAreDrawnAsShapesOfTheirSizeAndUnredactedOnesAsThemselves() throws {
        let (node, _) = card(
            VStack {
                Text("Secret").font(.title)
                Image(systemName: "star.fill")
                Text("Shown").unredacted()
            }
            .redacted(reason: .privacy))
        expectEqual(node.drawing.compactMap(\.text), ["Shown"])
        expectTrue(!node.drawing.contains { $0.kind == .image })
        let (plain, _) = card(VStack { Text("Secret").font(.title) })
        let text = try require(plain.drawing.first { $0.text == "Secret" })
        let bar = try require(node.drawing.first { $0.kind == .fill && $0.frame.minY < 85 })
        let width = LayoutContext(display: .standard, rules: Rules(category: nil), now: Date()).text
            .width(of: "Secret", font: try require(text.font))
        expectLess(abs(bar.frame.width - width.rounded(.up)), 0.01, "as wide as the text it stands for")
        expectTrue(bar.frame.height < text.frame.height && bar.opacity == WidgetViewLayout.redactedOpacity)
    }

    @Test func buttonStylesDrawTheLabelPlainOrOnACapsule() {
        func fills(_ view: some View) -> Int { card(view).0.drawing.filter { $0.kind == .fill }.count }
        expectEqual(fills(Button(intent: NoteIntent(text: "a")) { Text("A") }), 1, "automatic: bordered")
        expectEqual(fills(Button(intent: NoteIntent(text: "a")) { Text("A") }.buttonStyle(.plain)), 0)
        expectEqual(fills(Button(intent: NoteIntent(text: "a")) { Text("A") }.buttonStyle(.borderedProminent)), 1)
        let prominent = card(Button(intent: NoteIntent(text: "a")) { Text("A") }.buttonStyle(.borderedProminent)).0
        expectEqual(prominent.drawing.first { $0.text == "A" }?.color, "#FFFFFF", "white on the filled capsule")
    }
}
