import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("InformationLayout")
struct InformationLayoutTests {
    typealias Kit = TemplateLayoutKit

    private func item(_ id: String, _ title: String? = "Title", _ detail: String? = "Detail") -> InformationItemSnapshot
    {
        InformationItemSnapshot(id: ElementID(id), title: title, detail: detail)
    }

    private func rating(_ id: String, _ value: Double?, maximum: Double?) -> InformationItemSnapshot {
        InformationItemSnapshot(
            id: ElementID(id), title: "Rating", detail: "Reviews", isRating: true, rating: value, maximumRating: maximum
        )
    }

    private func actions(_ styles: [CPTextButtonStyle]) -> [TextButtonSnapshot] {
        styles.enumerated().map {
            TextButtonSnapshot(CPTextButton(title: "Action \($0.offset)", textStyle: $0.element))
        }
    }

    private func template(
        _ layout: InformationTemplateSnapshot.Layout, items: [InformationItemSnapshot],
        actions: [TextButtonSnapshot] = []
    ) -> InformationTemplateSnapshot {
        InformationTemplateSnapshot(title: "Info", layout: layout, items: items, actions: actions)
    }

    private func layout(
        _ template: InformationTemplateSnapshot, _ display: DisplayConfiguration = .standard,
        pending: Set<ElementID> = []
    ) -> ScreenNode {
        InformationLayout.layout(
            template, in: Kit.contentFrame(display), context: Kit.context(display, pending: pending))
    }

    private func items(_ content: ScreenNode) throws -> [ScreenNode] {
        try require(content.children.first { $0.role == .scrollView }).children
    }

    @Test(arguments: TemplateLayoutKit.allDisplays)
    func everyFeatureFitsTheDisplay(_ display: DisplayConfiguration) throws {
        let all =
            (0..<8).map { item("i\($0)", "Title \($0)", "Detail \($0)") } + [
                rating("r1", 3.5, maximum: 5), rating("r2", 2, maximum: 4),
            ]
        for kind in [InformationTemplateSnapshot.Layout.leading, .twoColumn] {
            let content = layout(template(kind, items: all, actions: actions([.normal, .cancel, .confirm])), display)
            Kit.checkGeometry(content, in: Kit.contentFrame(display))
            expectEqual(content.content.informationLayout?.rawValue, kind.rawValue)
            expectEqual(try items(content).count, 10)
            expectTrue(try items(content).allSatisfy { $0.role == .informationItem && !$0.isFocusable })
        }
    }

    @Test func leadingLayoutStacksItems() throws {
        for display in Kit.displays {
            let nodes = try items(layout(template(.leading, items: [item("a"), item("b"), item("c")]), display))
            expectEqual(nodes.map(\.id), ["a", "b", "c"])
            expectEqual(Set(nodes.map(\.frame.minX)).count, 1)
            for (a, b) in zip(nodes, nodes.dropFirst()) { expectGreaterOrEqual(b.frame.minY, a.frame.maxY) }
            expectTrue(nodes[0].text == "Title" && nodes[0].detailText == "Detail")
        }
    }

    @Test func twoColumnLayoutFillsRowByRow() throws {
        for display in Kit.displays {
            let content = layout(
                template(.twoColumn, items: [item("a"), item("b", "T", Kit.long(200)), item("c")]), display)
            let nodes = try items(content)
            expectEqual(nodes.map { $0.content.column }, [0, 1, 0])
            expectEqual(nodes[0].frame.minY, nodes[1].frame.minY)
            expectGreaterOrEqual(nodes[1].frame.minX, nodes[0].frame.maxX)
            expectEqual(nodes[2].frame.minX, nodes[0].frame.minX)
            // The second row starts below the taller item of the first.
            expectGreaterOrEqual(nodes[2].frame.minY, max(nodes[0].frame.maxY, nodes[1].frame.maxY))
            expectEqual(nodes[1].content.lines.map { $0 > 1 && $0 <= 4 }, true)
        }
    }

    @Test func ratingsAsStars() throws {
        let content = layout(
            template(
                .leading,
                items: [
                    rating("half", 3.3, maximum: 5), rating("nan", .nan, maximum: 5), rating("over", 7, maximum: 4),
                    rating("missing", nil, maximum: nil), rating("badMax", 2, maximum: 11),
                    rating("negative", -1, maximum: 3),
                ]))
        let nodes = try items(content)
        func stars(_ id: String) throws -> ScreenNode {
            try require(nodes.first { $0.id == ElementID(id) }?.children.first { $0.role == .rating })
        }
        expectTrue(try stars("half").value == 3.5 && stars("half").content.maximumRating == 5)
        expectEqual(try stars("nan").value, 0)
        expectTrue(try stars("over").value == 4 && stars("over").content.maximumRating == 4)
        expectTrue(try stars("missing").value == 0 && stars("missing").content.maximumRating == 5)
        expectEqual(try stars("badMax").content.maximumRating, 5)
        expectEqual(try stars("negative").value, 0)
        // Stars sit under the title, inside the item; more stars are wider.
        let half = try require(nodes.first { $0.id == "half" })
        let halfStars = try stars("half")
        expectTrue(half.frame.minY < halfStars.frame.minY && halfStars.frame.maxY <= half.frame.maxY)
        expectTrue(try stars("over").frame.width < halfStars.frame.width)
        expectEqual(half.detailText, "Reviews")
        // A plain item has no stars.
        expectTrue(try items(layout(template(.leading, items: [item("plain")])))[0].children.isEmpty)
    }

    @Test func upToThreeButtonsAtTheBottomWithStyles() throws {
        for display in Kit.displays {
            let context = Kit.context(display)
            let frame = Kit.contentFrame(display)
            let content = layout(
                template(.leading, items: [item("a")], actions: actions([.normal, .cancel, .confirm])), display)
            let buttons = content.children.filter { $0.role == .textButton }
            expectTrue(buttons.count == 3 && buttons.allSatisfy { $0.isFocusable })
            expectEqual(buttons.map { $0.content.buttonStyle }, [.normal, .cancel, .confirm])
            expectEqual(buttons.map(\.text), ["Action 0", "Action 1", "Action 2"])
            expectEqual(buttons[0].foreground, context.theme.accent)
            expectEqual(buttons[1].foreground, context.theme.destructive)
            expectEqual(buttons[2].background, context.theme.confirm)
            expectEqual(Set(buttons.map(\.frame.minY)).count, 1)
            expectTrue(buttons.allSatisfy { $0.frame.maxY <= frame.maxY && $0.frame.minY > frame.midY })
            let scroll = try require(content.children.first { $0.role == .scrollView })
            expectLessOrEqual(scroll.frame.maxY, buttons[0].frame.minY)
            expectEqual(content.focusOrder, buttons.compactMap(\.id))
        }
        // No actions: the items take the whole frame.
        let bare = layout(template(.leading, items: [item("a")]))
        expectTrue(bare.children.map(\.role) == [.scrollView] && bare.children[0].frame == bare.frame)
    }

    @Test func longContentScrolls() throws {
        let many = (0..<10).map { item("i\($0)", "Title \($0)", Kit.long(120)) }
        for display in Kit.displays {
            let content = layout(template(.leading, items: many, actions: actions([.normal])), display)
            let scroll = try require(content.children.first { $0.role == .scrollView })
            expectGreater((scroll.contentHeight ?? 0), scroll.frame.height)
            expectGreater(scroll.children.last!.frame.maxY, scroll.frame.maxY)
        }
        let few = layout(template(.leading, items: [item("a")]))
        let scroll = try require(few.children.first)
        expectLessOrEqual((scroll.contentHeight ?? .infinity), scroll.frame.height)
    }

    @Test func spinnerOnPendingButton() {
        let buttons = actions([.normal, .confirm])
        let content = layout(template(.leading, items: [], actions: buttons), pending: [buttons[1].id])
        let nodes = content.children.filter { $0.role == .textButton }
        expectEqual(nodes.map { $0.children.contains { $0.role == .spinner } }, [false, true])
    }

    @Test(arguments: TemplateLayoutKit.displays)
    func badInput(_ display: DisplayConfiguration) throws {
        let huge = Kit.long(10_000)
        let snapshot = template(
            .twoColumn,
            items: [
                item("a", huge, huge), item("b", nil, nil), item("c", "", "   "), rating("r", .infinity, maximum: .nan),
            ],
            actions: [
                TextButtonSnapshot(CPTextButton(title: huge, textStyle: .normal)),
                TextButtonSnapshot(CPTextButton(title: "", textStyle: .cancel)),
            ])
        let context = Kit.context(display)
        let content = InformationLayout.layout(snapshot, in: Kit.contentFrame(display), context: context)
        Kit.checkGeometry(content, in: Kit.contentFrame(display))
        let nodes = try items(content)
        expectTrue(nodes[0].text?.hasSuffix("…") == true && nodes[0].content.lines == 4)
        expectEqual(
            nodes[0].detailText?.split(separator: "\n").allSatisfy {
                context.text.width(of: String($0), font: Theme.body) <= nodes[0].frame.width
            }, true)
        expectTrue(nodes[1].text == nil && nodes[1].detailText == nil && nodes[1].frame.height > 0)
        expectTrue(nodes[2].text == nil && nodes[2].detailText == nil)
        expectEqual(nodes[3].children.first?.value, 0)
        let buttons = content.children.filter { $0.role == .textButton }
        expectTrue(buttons[0].text?.hasSuffix("…") == true && buttons[1].text == nil)
    }

    @Test func informationFromAppObjects() throws {
        let information = CPInformationTemplate(
            title: "Station", layout: .twoColumn,
            items: [
                CPInformationItem(title: "Address", detail: "1 Infinite Loop"),
                CPInformationRatingItem(rating: 4.5, maximumRating: 5, title: "Rating", detail: nil),
            ],
            actions: [CPTextButton(title: "Go", textStyle: .confirm)])
        guard case .information(let snapshot) = try require(TemplateSnapshot(information)).content else {
            Issue.record("not an information template")
            return
        }
        let content = layout(snapshot)
        let nodes = try items(content)
        expectTrue(nodes[0].text == "Address" && nodes[0].detailText == "1 Infinite Loop")
        expectEqual(nodes[1].children.first?.value, 4.5)
        expectEqual(content.children.last?.text, "Go")
    }
}
