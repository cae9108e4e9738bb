import Foundation

/// The drawing of cards the car lays over an app or a map: a navigation app's banner over another app
/// (`NavigationBannerLayout`), Siri's card (`SiriLayout`), a ringing call's card (`CallLayout`) and a cluster's inactive description (`ClusterLayout`),
/// each on its rounded shape.
extension ScreenDrawing {
    /// A navigation banner: the rounded card, the symbol centred in its slot at the leading edge, the title and the
    /// detail in the column after it (the layout fitted them to that column's width).
    static func navigationBanner(_ n: ScreenNode) -> [ScreenDrawItem] {
        card(n, slot: NavigationBannerLayout.symbolSlot, detailSize: NavigationBannerLayout.detailFont.size)
    }

    /// An app's notification: drawn as a banner is, with the app's icon in its slot.
    static func notificationBanner(_ n: ScreenNode) -> [ScreenDrawItem] {
        card(n, slot: NotificationBannerLayout.iconSlot, detailSize: NotificationBannerLayout.detailFont.size)
    }

    /// Siri's card: drawn as a banner is, with Siri's glyph in its slot.
    static func siri(_ n: ScreenNode) -> [ScreenDrawItem] {
        card(n, slot: SiriLayout.glyphSlot, detailSize: SiriLayout.detailFont.size)
    }

    /// A ringing call's card: drawn as a banner is, its text column ending before its buttons.
    static func callCard(_ n: ScreenNode) -> [ScreenDrawItem] {
        // A call ringing during another has its labelled buttons in a row of their own below the caller.
        if let top = n.children.map(\.frame.minY).min(), top >= n.frame.minY + CallLayout.cardHeight - padding {
            let row = Rect(x: n.frame.minX, y: n.frame.minY, width: n.frame.width, height: top - n.frame.minY)
            return card(n, slot: CallLayout.glyphSlot, detailSize: CallLayout.detailFont.size, row: row)
        }
        let buttons = n.children.map(\.frame.minX).min().map { $0 - gap }
        return card(n, slot: CallLayout.glyphSlot, detailSize: CallLayout.detailFont.size, trailing: buttons)
    }

    /// A rounded card over the app: the image centred in `slot` at the leading edge, the title and the detail in the
    /// column after it (up to `trailing`, else the card's trailing padding), centred in `row` (else the card).
    private static func card(
        _ n: ScreenNode, slot: Size, detailSize: Double, trailing: Double? = nil, row: Rect? = nil
    ) -> [ScreenDrawItem] {
        let f = n.frame
        var card = ScreenDrawItem.fill(.rectangle, frame: f, color: n.background)
        card.cornerRadius = 12
        var items = [card]
        var leading = f.minX + padding
        let middle = (row ?? f).midY
        if let image = n.image {
            let slotFrame = Rect(x: leading, y: middle - slot.height / 2, width: slot.width, height: slot.height)
            items.append(imageCentered(image, in: slotFrame))
            leading += slot.width + gap
        }
        let textHeight = lineHeight(n.font?.size ?? 17) + (n.detailText == nil ? 0 : lineHeight(detailSize))
        return items
            + titleDetail(
                n, column: (leading, trailing ?? f.maxX - padding), top: row.map { _ in middle - textHeight / 2 },
                detailSize: detailSize)
    }

    /// A cluster's inactive description: its pill (fully rounded, in the node's background), the attachment at the
    /// pill's leading inset, the text centred in the rest.
    static func inactiveDescription(_ n: ScreenNode) -> [ScreenDrawItem] {
        let f = n.frame
        var pill = ScreenDrawItem.fill(.rectangle, frame: f, color: n.background)
        pill.cornerRadius = f.height / 2
        var items = [pill]
        var column = f.insetBy(dx: padding, dy: 0)
        if let image = n.image {
            items.append(
                imageCentered(image, in: Rect(x: column.minX, y: f.minY, width: image.size.width, height: f.height)))
            let used = image.size.width + ClusterLayout.imageGap
            column = Rect(x: column.minX + used, y: f.minY, width: max(0, column.width - used), height: f.height)
        }
        if let text = n.text { items.append(.text(text, frame: column, font: n.font, alignment: .center)) }
        return items
    }
}
