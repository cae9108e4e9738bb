import Expectations
import Foundation
import Testing

@testable import CarPlayScreen

/// A drawing item's JSON written without an encoder (`ScreenDrawItem.json`, which `PublishedScreen` uses for the
/// items of a changed node) is the encoder's, member for member: a member added to the item and not written there
/// fails here.
@Suite struct ScreenDrawItemJSONTests {
    /// An item with every member set.
    let full = ScreenDrawItem(
        kind: .fill, frame: Rect(x: 1.5, y: -2, width: 30, height: 12.25), text: "450 m",
        font: ScreenFont(size: 22, weight: .bold), color: "#FFFFFF", alignment: .trailing, style: .detail,
        image: ScreenImage(
            source: .system("arrow.turn.up.left"), size: Size(width: 20, height: 20), scale: 2, isTemplate: true),
        covers: true, shape: .star, fill: "#FF9500CC", fraction: 0.5, cornerRadius: 6, opacity: 0.4, lineWidth: 1,
        stretches: false)

    @Test func everyMemberIsWrittenAsTheEncoderWritesIt() throws {
        // Every member of the full item is set, so that a new member shows here first.
        for child in Mirror(reflecting: full).children {
            if let optional = child.value as? (any OptionalProtocol) {
                expectTrue(optional.isSome, "\(child.label ?? "?") is set in the full item")
            }
        }
        var items = [full, ScreenDrawItem(kind: .text, frame: Rect(x: 0, y: 0, width: 0, height: 0))]
        // The full item without each of its members in turn.
        for clear in [
            { (item: inout ScreenDrawItem) in item.text = nil }, { $0.font = nil }, { $0.color = nil },
            { $0.alignment = nil },
            { $0.style = nil }, { $0.image = nil }, { $0.covers = nil }, { $0.shape = nil }, { $0.fill = nil },
            { $0.fraction = nil }, { $0.cornerRadius = nil }, { $0.opacity = nil }, { $0.lineWidth = nil },
            { $0.stretches = nil },
        ] {
            var item = full
            clear(&item)
            items.append(item)
        }
        // And every item of the contract's example screen.
        ScreenContractJSONTests.example().root.visit { items += $0.drawing }
        for item in items {
            expectEqual(item.json, try JSONValueEncoder.encode(item), "\(item)")
        }
    }

    @Test func anItemWithANumberJSONCannotHoldIsLeftToTheEncoder() {
        var item = full
        item.frame.width = .infinity
        expectTrue(item.json == nil)
        item = full
        item.opacity = .nan
        expectTrue(item.json == nil)
    }
}

/// Whether an optional holds a value, whatever its wrapped type.
private protocol OptionalProtocol {
    var isSome: Bool { get }
}

extension Optional: OptionalProtocol {
    var isSome: Bool { self != nil }
}
