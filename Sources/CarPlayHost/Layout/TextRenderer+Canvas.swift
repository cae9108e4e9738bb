import Foundation

// The character canvas the text renderer draws on: cells, boxes, clipped writes.

extension TextRenderer {
    /// A rectangle of cells, edges included.
    struct CellRect: Hashable, Sendable {
        var x0, y0, x1, y1: Int
        var width: Int { max(0, x1 - x0 + 1) }
        var height: Int { max(0, y1 - y0 + 1) }
        func inset(_ amount: Int) -> CellRect {
            CellRect(x0: x0 + amount, y0: y0 + amount, x1: x1 - amount, y1: y1 - amount)
        }
        func intersection(_ other: CellRect) -> CellRect {
            CellRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        }
        func contains(x: Int, y: Int) -> Bool { x >= x0 && x <= x1 && y >= y0 && y <= y1 }
    }

    enum BoxStyle {
        case plain, focusable, disabled, selected, focused

        /// Top left, top right, bottom left, bottom right, horizontal, vertical.
        var characters: (Character, Character, Character, Character, Character, Character) {
            switch self {
            case .plain: ("┌", "┐", "└", "┘", "─", "│")
            case .focusable: ("╭", "╮", "╰", "╯", "─", "│")
            case .disabled: ("╭", "╮", "╰", "╯", "┄", "┆")
            case .selected: ("┏", "┓", "┗", "┛", "━", "┃")
            case .focused: ("╔", "╗", "╚", "╝", "═", "║")
            }
        }
    }

    struct Canvas {
        private(set) var cells: [[Character]]
        let bounds: CellRect

        init(columns: Int, rows: Int) {
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
            bounds = CellRect(x0: 0, y0: 0, x1: columns - 1, y1: rows - 1)
        }

        mutating func set(_ x: Int, _ y: Int, _ character: Character, clip: CellRect) {
            guard bounds.contains(x: x, y: y), clip.contains(x: x, y: y) else { return }
            cells[y][x] = character
        }

        mutating func fill(_ area: CellRect, with character: Character, clip: CellRect) {
            let area = area.intersection(clip).intersection(bounds)
            guard area.width > 0, area.height > 0 else { return }
            for y in area.y0...area.y1 { for x in area.x0...area.x1 { cells[y][x] = character } }
        }

        mutating func box(_ area: CellRect, style: BoxStyle, clip: CellRect) {
            let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = style.characters
            for x in area.x0...area.x1 {
                set(x, area.y0, horizontal, clip: clip)
                set(x, area.y1, horizontal, clip: clip)
            }
            for y in area.y0...area.y1 {
                set(area.x0, y, vertical, clip: clip)
                set(area.x1, y, vertical, clip: clip)
            }
            set(area.x0, area.y0, topLeft, clip: clip)
            set(area.x1, area.y0, topRight, clip: clip)
            set(area.x0, area.y1, bottomLeft, clip: clip)
            set(area.x1, area.y1, bottomRight, clip: clip)
        }

        /// Writes `text` from `x`, clipped at `maxX` (the last cell shows "…" when the text is cut) and to `clip`.
        mutating func write(_ text: String, x: Int, y: Int, maxX: Int, clip: CellRect) {
            let characters = Array(text)
            let room = maxX - x + 1
            guard room > 0 else { return }
            for (offset, character) in characters.prefix(room).enumerated() {
                let cut = characters.count > room && offset == room - 1
                set(x + offset, y, cut ? "…" : character, clip: clip)
            }
        }

        /// The rows inside a bezel of block characters (so the screen's edge shows even where nothing is drawn).
        var lines: [String] {
            let width = cells.first?.count ?? 0
            return ["▛" + String(repeating: "▀", count: width) + "▜"]
                + cells.map { "▌" + String($0) + "▐" }
                + ["▙" + String(repeating: "▄", count: width) + "▟"]
        }
    }
}
