import Foundation

/// Lays out the search template: the search field with the typed text and a Cancel button in the bar, the
/// results (the app's list items) and the on-screen keyboard, which the car hides while it limits the keyboard
/// (`DisplayConfiguration.limitsKeyboard`); the results then take the whole area.
///
/// Element ids the layout adds (routed by the host): `<template id>/back` (Cancel, `ScreenLayout.backSuffix`: it
/// leaves the search as the back button does) and one per key, `<template id>/key/<character>` (lowercase letters,
/// digits, " " for the space bar) and `<template id>/key/delete` (`keySeparator`, `deleteKey`). The results' scroll
/// view has the id `<template id>/results`.
///
/// Nodes and their content (`ScreenContent`):
/// - `.searchField`: text = the typed text, or "Search" with "prompt": "true" when empty; "keyboard":
///   "shown" | "limited".
/// - `.button` "field": "cancel".
/// - `.scrollView` of `.searchResult` rows (id: the item's id): text, detailText, image (44×44 at most), disabled
///   rows dimmed; beside the keyboard a title too long for the column wraps to two lines ("lines": 2, the row a line
///   taller); `.emptyView` "No Results" when the driver typed something and the app returned nothing.
/// - `.keyboard` "style": "touch" (QWERTY, for touchscreens) | "rotary" (alphabetical, for knob-only cars), of
///   `.key` nodes (text: the character shown; "key": "delete" | "space" for those keys).
public enum SearchLayout {
    /// Separates the template id from the key in a key's id.
    public static let keySeparator = "/key/"
    /// The key of the delete key.
    public static let deleteKey = "delete"
    /// The id suffix of the results' scroll view.
    public static let resultsSuffix = "/results"

    static let touchRows = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm"]
    static let rotaryRows = ["abcdefghij", "klmnopqrst", "uvwxyz0123", "456789"]

    public static func layout(
        _ search: SearchTemplateSnapshot, templateID: ElementID, in frame: Rect, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let keyboardShown = !context.display.limitsKeyboard
        let (bar, body) = frame.divided(atDistance: Theme.barHeight, from: .top)
        var children: [ScreenNode] = []

        // The bar: field and Cancel.
        let cancelText = "Cancel"
        let cancelWidth = context.text.width(of: cancelText, font: Theme.barButton) + 16
        let (cancelFrame, fieldArea) = bar.insetBy(dx: Theme.padding / 2, dy: 4).divided(
            atDistance: cancelWidth, from: .right)
        let fieldFrame = fieldArea.divided(atDistance: 6, from: .right).remainder
        let empty = search.searchText.isEmpty
        let fieldContent = ScreenContent(
            searchField: ScreenContent.SearchField(
                prompt: empty ? true : nil, keyboard: keyboardShown ? .shown : .limited))
        children.append(
            ScreenNode(
                role: .searchField, frame: fieldFrame,
                text: empty
                    ? "Search" : truncatedFromStart(search.searchText, width: fieldFrame.width - 30, context: context),
                image: ScreenImage(
                    source: .system("magnifyingglass"), size: Size(width: 16, height: 16), scale: 1, isTemplate: true),
                font: Theme.body, foreground: empty ? theme.secondaryLabel : theme.label, background: theme.surface,
                content: fieldContent))
        children.append(
            ScreenNode(
                role: .button, frame: cancelFrame, id: ElementID(templateID.rawValue + ScreenLayout.backSuffix),
                text: cancelText,
                font: Theme.barButton, foreground: theme.accent, action: .back, content: ScreenContent(field: .cancel)))

        // The body: results, and the keyboard beside (landscape) or below (portrait) them.
        var resultsFrame = body
        if keyboardShown {
            let style: ScreenContent.KeyboardStyle = context.display.inputDevices.contains(.touch) ? .touch : .rotary
            let keyboardFrame: Rect
            if body.width >= body.height {
                (keyboardFrame, resultsFrame) = body.divided(atDistance: body.width * 0.58, from: .right)
            } else {
                (keyboardFrame, resultsFrame) = body.divided(atDistance: min(body.height * 0.5, 240), from: .bottom)
            }
            children.append(keyboardNode(templateID: templateID, style: style, in: keyboardFrame, context: context))
        }
        children.insert(
            resultsNode(
                search, templateID: templateID, in: resultsFrame, keyboardShown: keyboardShown, context: context),
            at: 2)
        return ScreenNode(role: .content, frame: frame, background: theme.background, children: children)
    }

    /// The end of a long search text (what the driver typed last stays visible).
    private static func truncatedFromStart(_ text: String, width: Double, context: LayoutContext) -> String {
        let width = width.isFinite ? max(0, width) : 0
        if context.text.width(of: text, font: Theme.body) <= width { return text }
        // No glyph is narrower than a quarter point at this size: a longer tail never fits, so start there
        // (a huge typed text costs no more than a short one).
        var tail = Substring(text).suffix(Int(width * 4) + 1)
        while !tail.isEmpty, context.text.width(of: TextMeasurer.ellipsis + tail, font: Theme.body) > width {
            tail = tail.dropFirst()
        }
        return tail.isEmpty ? "" : TextMeasurer.ellipsis + tail
    }

    private static func resultsNode(
        _ search: SearchTemplateSnapshot, templateID: ElementID, in frame: Rect, keyboardShown: Bool,
        context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let id = ElementID(templateID.rawValue + resultsSuffix)
        if search.results.isEmpty, !search.searchText.isEmpty {
            return ScreenNode(
                role: .emptyView, frame: frame, id: id, text: "No Results", font: Theme.body,
                foreground: theme.secondaryLabel)
        }
        var rows: [ScreenNode] = []
        var y = frame.y
        for row in search.results {
            let image = context.image(row.image, maximum: ImageLimits.listItem)
            let textWidth = max(
                0, frame.width - 2 * Theme.padding - (image != nil ? ImageLimits.listItem.width + 8 : 0))
            // Beside the keyboard the column is narrow: a title too long for one line takes two (then "…").
            let title = row.text.map {
                keyboardShown
                    ? context.text.wrap($0, width: textWidth, font: Theme.rowText, maximumLines: 2) : [$0]
            }
            let wrapped = (title?.count ?? 0) > 1
            let height =
                (row.detailText == nil ? Theme.rowHeight : Theme.rowHeightWithDetail)
                + (wrapped ? ScreenDrawing.lineHeight(Theme.rowText.size) : 0)
            let rowFrame = Rect(x: frame.x, y: y, width: frame.width, height: height)
            var children: [ScreenNode] = []
            if context.pendingHandlers.contains(row.id) {
                children.append(
                    ScreenNode(
                        role: .spinner, frame: Rect(x: rowFrame.maxX - 30, y: rowFrame.midY - 10, width: 20, height: 20)
                    ))
            }
            rows.append(
                ScreenNode(
                    role: .searchResult, frame: rowFrame, id: row.id,
                    text: wrapped
                        ? title?.joined(separator: "\n")
                        : row.text.flatMap { context.fit($0, width: textWidth, font: Theme.rowText) },
                    detailText: row.detailText.flatMap { context.fit($0, width: textWidth, font: Theme.rowDetail) },
                    image: image, font: Theme.rowText, foreground: row.isEnabled ? theme.label : theme.disabledLabel,
                    action: .select(row.id), isEnabled: row.isEnabled,
                    content: ScreenContent(lines: wrapped ? title?.count : nil), children: children))
            y += height
        }
        return ScreenNode(
            role: .scrollView, frame: frame, id: id, contentHeight: y - frame.y, scrollOffset: 0, children: rows)
    }

    private static func keyboardNode(
        templateID: ElementID, style: ScreenContent.KeyboardStyle, in frame: Rect, context: LayoutContext
    )
        -> ScreenNode
    {
        let theme = context.theme
        let rows = style == .touch ? touchRows : rotaryRows
        let area = frame.insetBy(dx: 4, dy: 4)
        let rowCount = Double(rows.count + 1)
        let keyHeight = area.height / rowCount
        let columns = Double(rows.map(\.count).max() ?? 10)
        let keyWidth = area.width / columns
        var keys: [ScreenNode] = []
        func key(_ character: String, text: String, frame: Rect, special: ScreenContent.SpecialKey? = nil) -> ScreenNode
        {
            ScreenNode(
                role: .key, frame: frame.insetBy(dx: 2, dy: 2),
                id: ElementID(templateID.rawValue + keySeparator + character), text: text, font: Theme.body,
                foreground: theme.label, background: theme.surface,
                action: character == deleteKey
                    ? .deleteBackward(search: templateID) : .insertText(search: templateID, text: character),
                content: ScreenContent(key: special))
        }
        for (index, row) in rows.enumerated() {
            let y = area.y + Double(index) * keyHeight
            let x0 = area.x + (area.width - Double(row.count) * keyWidth) / 2
            for (column, character) in row.enumerated() {
                let frame = Rect(x: x0 + Double(column) * keyWidth, y: y, width: keyWidth, height: keyHeight)
                keys.append(key(String(character), text: String(character), frame: frame))
            }
        }
        // The last row: space bar and delete.
        let y = area.y + Double(rows.count) * keyHeight
        let deleteWidth = keyWidth * 2
        keys.append(
            key(
                " ", text: "space", frame: Rect(x: area.x, y: y, width: area.width - deleteWidth, height: keyHeight),
                special: .space))
        var delete = key(
            deleteKey, text: "", frame: Rect(x: area.maxX - deleteWidth, y: y, width: deleteWidth, height: keyHeight),
            special: .delete)
        delete.text = nil
        delete.image = ScreenImage(
            source: .system("delete.left"), size: Size(width: 18, height: 18), scale: 1, isTemplate: true)
        keys.append(delete)
        return ScreenNode(
            role: .keyboard, frame: frame, background: theme.barBackground, content: ScreenContent(keyboard: style),
            children: keys
        )
    }
}
