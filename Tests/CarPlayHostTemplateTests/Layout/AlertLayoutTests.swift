import Expectations
import Foundation
import Testing
@testable import CarPlayHost

private func context(_ display: DisplayConfiguration, pending: Set<ElementID> = []) -> LayoutContext {
    LayoutContext(
        display: display, rules: Rules(category: .audio), now: Date(timeIntervalSince1970: 0), pendingHandlers: pending)
}

private func appArea(_ display: DisplayConfiguration) -> Rect {
    display.bounds.divided(atDistance: Theme.statusBarThickness, from: .left).remainder
}

private let longTitle = "Your download is ready to play"
private let shortTitle = "Download finished"

private func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> ColorSnapshot.RGBA {
    ColorSnapshot.RGBA(red: r, green: g, blue: b, alpha: a)
}

@Suite("AlertLayout")
struct AlertLayoutTests {
    private let alert = AlertTemplateSnapshot(
        titleVariants: [shortTitle, longTitle],
        actions: [
            AlertActionSnapshot(id: "ok", title: "OK", style: .default),
            AlertActionSnapshot(id: "delete", title: "Delete", style: .destructive),
        ])

    @Test func titleVariantNarrowerOnTheMinimumDisplay() throws {
        let wide = AlertLayout.layout(alert, in: appArea(.highResolution), context: context(.highResolution))
        let narrow = AlertLayout.layout(alert, in: appArea(.minimum), context: context(.minimum))
        expectEqual(wide.first { $0.content.field == .title }?.text, longTitle)
        expectEqual(narrow.first { $0.content.field == .title }?.text, shortTitle)
        expectEqual(wide.role, .modal)
        expectEqual(wide.children.first?.role, .alert)
        expectEqual(wide.frame, appArea(.highResolution))
    }

    @Test func actionsSideBySideWithStyles() throws {
        let node = AlertLayout.layout(alert, in: appArea(.standard), context: context(.standard))
        let panel = try require(node.children.first)
        expectEqual(panel.content.arrangement, .horizontal)
        let actions = node.all { $0.role == .alertAction }
        expectEqual(actions.map(\.id), ["ok", "delete"])
        expectLessOrEqual(actions[0].frame.maxX, actions[1].frame.minX)
        expectEqual(actions[0].frame.minY, actions[1].frame.minY)
        expectEqual(actions[1].content.alertAction?.style, .destructive)
        expectEqual(actions[1].foreground, Theme(.light).destructive)
        expectEqual(actions[0].foreground, Theme(.light).accent)
        expectEqual(node.focusOrder, ["ok", "delete"])
        let dark = AlertLayout.layout(
            alert, in: appArea(.standard), context: context(.standard.with(appearance: .dark)))
        expectEqual(dark.first { $0.id == "delete" }?.foreground, "#FF453A")
    }

    @Test func longActionTitlesStack() {
        let long = AlertTemplateSnapshot(
            titleVariants: ["Title"],
            actions: [
                AlertActionSnapshot(id: "a", title: "Continue with the download over cellular", style: .default),
                AlertActionSnapshot(id: "b", title: "Cancel", style: .cancel),
            ])
        let node = AlertLayout.layout(long, in: appArea(.standard), context: context(.standard))
        expectEqual(node.children.first?.content.arrangement, .vertical)
        let actions = node.all { $0.role == .alertAction }
        expectLessOrEqual(actions[0].frame.maxY, actions[1].frame.minY)
        expectEqual(actions[1].font?.weight, .bold)
    }

    @Test func customColourFillsTheButtonUnlessItLacksContrast() throws {
        let colored = AlertTemplateSnapshot(
            titleVariants: ["Title"],
            actions: [
                AlertActionSnapshot(
                    id: "green", title: "Go", style: .default,
                    color: ColorSnapshot(light: rgba(0, 0.5, 0, 0.3), dark: rgba(0, 0.8, 0))),
                AlertActionSnapshot(
                    id: "white", title: "Hidden", style: .destructive,
                    color: ColorSnapshot(light: rgba(1, 1, 1), dark: rgba(1, 1, 1))),
            ])
        let node = AlertLayout.layout(colored, in: appArea(.standard), context: context(.standard))
        let green = try require(node.first { $0.id == "green" })
        expectEqual(green.content.alertAction?.customColor, true)
        expectEqual(green.background, "#008000")  // alpha ignored
        expectEqual(green.foreground, "#FFFFFF")
        let white = try require(node.first { $0.id == "white" })
        expectEqual(white.content.alertAction?.customColor, nil)
        expectEqual(white.foreground, Theme(.light).destructive)
        // In dark mode the dark variant, with dark text on the light green.
        let dark = AlertLayout.layout(
            colored, in: appArea(.standard), context: context(.standard.with(appearance: .dark)))
        expectEqual(dark.first { $0.id == "green" }?.background, "#00CC00")
        expectEqual(dark.first { $0.id == "green" }?.foreground, "#000000")
    }

    @Test func emptyTitleVariantsAndHugeTitles() {
        let empty = AlertTemplateSnapshot(
            titleVariants: [], actions: [AlertActionSnapshot(id: "ok", title: "OK", style: .default)])
        let node = AlertLayout.layout(empty, in: appArea(.minimum), context: context(.minimum))
        expectEqual(node.first { $0.content.field == .title }, nil)
        expectEqual(node.all { $0.role == .alertAction }.count, 1)
        let blank = AlertTemplateSnapshot(titleVariants: ["", ""], actions: [])
        expectEqual(
            AlertLayout.layout(blank, in: appArea(.minimum), context: context(.minimum)).first {
                $0.content.field == .title
            }, nil)
        let huge = AlertTemplateSnapshot(titleVariants: [String(repeating: "W", count: 5000)], actions: [])
        let title = AlertLayout.layout(huge, in: appArea(.minimum), context: context(.minimum)).first {
            $0.content.field == .title
        }
        expectEqual(title?.text?.hasSuffix("…"), true)
    }

    @Test func pendingActionShowsSpinner() {
        let node = AlertLayout.layout(alert, in: appArea(.standard), context: context(.standard, pending: ["ok"]))
        expectEqual(node.first { $0.id == "ok" }?.children.first?.role, .spinner)
    }

    // MARK: Action sheet

    @Test func actionSheetStacksWithCancelLast() throws {
        let sheet = ActionSheetTemplateSnapshot(
            title: "Remove download?",
            message: "The episode will be removed from this iPhone. You can download it again later.",
            actions: [
                AlertActionSnapshot(id: "cancel", title: "Cancel", style: .cancel),
                AlertActionSnapshot(id: "remove", title: "Remove", style: .destructive),
                AlertActionSnapshot(id: "keep", title: "Keep", style: .default),
            ])
        let node = AlertLayout.layout(sheet, in: appArea(.standard), context: context(.standard))
        expectEqual(node.role, .modal)
        let panel = try require(node.children.first)
        expectEqual(panel.role, .actionSheet)
        expectEqual(panel.first { $0.content.field == .title }?.text, "Remove download?")
        let message = try require(panel.first { $0.role == .message })
        expectEqual(message.text?.contains("removed"), true)
        let actions = panel.all { $0.role == .alertAction }
        expectEqual(actions.map(\.id), ["remove", "keep", "cancel"])
        expectTrue(zip(actions, actions.dropFirst()).allSatisfy { $0.frame.maxY <= $1.frame.minY })
        expectEqual(actions[0].foreground, Theme(.light).destructive)
        expectEqual(node.focusOrder, ["remove", "keep", "cancel"])
        // At the bottom of the app area.
        expectLessOrEqual(panel.frame.maxY, appArea(.standard).maxY)
        expectGreater(panel.frame.maxY, appArea(.standard).midY)
    }

    @Test func manyActionsScroll() throws {
        let sheet = ActionSheetTemplateSnapshot(
            title: nil, message: nil,
            actions: (0..<12).map {
                AlertActionSnapshot(id: ElementID("a\($0)"), title: "Action \($0)", style: .default)
            })
        let node = AlertLayout.layout(sheet, in: appArea(.minimum), context: context(.minimum))
        let scroll = try require(node.first { $0.role == .scrollView })
        expectTrue(scroll.contentHeight ?? 0 > scroll.frame.height)
        expectEqual(scroll.children.count, 12)
        expectEqual(node.first { $0.content.field == .title }, nil)
        expectEqual(node.first { $0.role == .message }, nil)
    }
}
