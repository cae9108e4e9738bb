#!/usr/bin/env python3
"""Writes Sources/CarPlayHost/Layout/DejaVuMetrics.swift (and one `DejaVuMetrics+<Weight>.swift` per font): the glyph advance widths of DejaVu Sans and DejaVu Sans
Bold, the fonts the browser simulator draws with, so that `TextMeasurer` fits texts the way they will be drawn.

    apt-get install -y fonts-dejavu-core          # Debian/Ubuntu: /usr/share/fonts/truetype/dejavu/
    ./scripts/generate-font-metrics.py [FONT_DIRECTORY]

Python 3 standard library only: the script reads the TrueType `head`, `hhea`, `hmtx`, `cmap` (format 4, and 12 when
present) and `name` tables itself. The generated file is checked in; CI does not run this script (DejaVu is not
guaranteed there). Run it again after changing the ranges below, and check that `swift build` stays fast.
"""

import os
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUT = os.path.join(ROOT, "Sources", "CarPlayHost", "Layout")
FONT_DIRECTORY = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu"
FONTS = [("regular", "DejaVuSans.ttf"), ("bold", "DejaVuSans-Bold.ttf")]

# The blocks whose code points we record (inclusive bounds). Unmapped code points inside a block are written as
# MISSING; long runs of unmapped code points split a block into several ranges.
BLOCKS = [
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x024F, "Latin-1 Supplement, Latin Extended-A and -B"),
    (0x0250, 0x02FF, "IPA Extensions, Spacing Modifier Letters"),
    (0x0300, 0x036F, "Combining Diacritical Marks"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x052F, "Cyrillic, Cyrillic Supplement"),
    (0x0530, 0x058F, "Armenian"),
    (0x0590, 0x05FF, "Hebrew"),
    (0x0600, 0x06FF, "Arabic"),
    (0x10A0, 0x10FF, "Georgian"),
    (0x1E00, 0x1EFF, "Latin Extended Additional"),
    (0x1F00, 0x1FFF, "Greek Extended"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x2070, 0x209F, "Superscripts and Subscripts"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2100, 0x218F, "Letterlike Symbols, Number Forms"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
    (0x2300, 0x23FF, "Miscellaneous Technical"),
    (0x2460, 0x24FF, "Enclosed Alphanumerics"),
    (0x2500, 0x25FF, "Box Drawing, Block Elements, Geometric Shapes"),
    (0x2600, 0x26FF, "Miscellaneous Symbols"),
    (0x2700, 0x27BF, "Dingbats"),
    (0xFB00, 0xFB06, "Latin ligatures"),
    (0xFFFC, 0xFFFD, "Specials"),
]
MISSING = 0xFFFF
SPLIT_GAP = 24  # unmapped code points in a row that end a range


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    result = {}
    for i in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
        result[tag.decode("latin-1")] = data[offset : offset + length]
    return result


def cmap(table):
    """Code point -> glyph index, from the best Unicode subtable (format 12 if present, else format 4)."""
    count = struct.unpack(">H", table[2:4])[0]
    subtables = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack(">HHI", table[4 + 8 * i : 12 + 8 * i])
        fmt = struct.unpack(">H", table[offset : offset + 2])[0]
        subtables[(platform, encoding, fmt)] = offset
    mapping = {}
    for key in [(3, 10, 12), (0, 4, 12)]:
        if key in subtables:
            offset = subtables[key]
            groups = struct.unpack(">I", table[offset + 12 : offset + 16])[0]
            for g in range(groups):
                start, end, glyph = struct.unpack(">III", table[offset + 16 + 12 * g : offset + 28 + 12 * g])
                for code in range(start, end + 1):
                    mapping[code] = glyph + code - start
            return mapping
    for key in [(3, 1, 4), (0, 3, 4), (0, 4, 4)]:
        if key in subtables:
            offset = subtables[key]
            segments = struct.unpack(">H", table[offset + 6 : offset + 8])[0] // 2
            ends = offset + 14
            starts = ends + 2 * segments + 2
            deltas = starts + 2 * segments
            range_offsets = deltas + 2 * segments

            def u16(at):
                return struct.unpack(">H", table[at : at + 2])[0]

            for s in range(segments):
                end, start, delta = u16(ends + 2 * s), u16(starts + 2 * s), u16(deltas + 2 * s)
                range_offset_at = range_offsets + 2 * s
                range_offset = u16(range_offset_at)
                for code in range(start, end + 1):
                    if code == 0xFFFF:
                        continue
                    if range_offset == 0:
                        glyph = (code + delta) & 0xFFFF
                    else:
                        glyph = u16(range_offset_at + range_offset + 2 * (code - start))
                        if glyph != 0:
                            glyph = (glyph + delta) & 0xFFFF
                    if glyph != 0:
                        mapping[code] = glyph
            return mapping
    raise SystemExit("no Unicode cmap subtable")


def name(table, name_id):
    count, string_offset = struct.unpack(">HH", table[2:6])
    for i in range(count):
        platform, encoding, language, nid, length, offset = struct.unpack(">6H", table[6 + 12 * i : 18 + 12 * i])
        if nid == name_id and platform == 3:
            raw = table[string_offset + offset : string_offset + offset + length]
            return raw.decode("utf-16-be")
    return "?"


def read_font(path):
    with open(path, "rb") as f:
        data = f.read()
    t = tables(data)
    units_per_em = struct.unpack(">H", t["head"][18:20])[0]
    metrics_count = struct.unpack(">H", t["hhea"][34:36])[0]
    hmtx = t["hmtx"]
    advances = [struct.unpack(">H", hmtx[4 * i : 4 * i + 2])[0] for i in range(metrics_count)]

    def advance(glyph):
        return advances[min(glyph, metrics_count - 1)]

    widths = {code: advance(glyph) for code, glyph in cmap(t["cmap"]).items()}
    return units_per_em, widths, name(t["name"], 4), name(t["name"], 5)


def ranges(widths):
    """[(start, [advance or MISSING])] covering BLOCKS, trimmed and split at long unmapped runs."""
    result = []
    for low, high, _ in BLOCKS:
        current_start, current, gap = None, [], 0
        for code in range(low, high + 1):
            if code in widths:
                if current_start is None:
                    current_start, current = code, []
                elif gap:
                    current.extend([MISSING] * gap)
                gap = 0
                current.append(widths[code])
            elif current_start is not None:
                gap += 1
                if gap >= SPLIT_GAP:
                    result.append((current_start, current))
                    current_start, current, gap = None, [], 0
        if current_start is not None:
            result.append((current_start, current))
    return result


def swift_array(values, indent):
    lines, line = [], indent
    for v in values:
        item = f"{v},"
        if len(line) + len(item) + 1 > 120:
            lines.append(line.rstrip())
            line = indent
        line += item + " "
    if line.strip():
        lines.append(line.rstrip())
    if len(values) == 1:
        # swift-format reads a one-element array as a single-line literal: no trailing comma there.
        lines[-1] = lines[-1].rstrip(",")
    return "\n".join(lines)


def main():
    fonts = {}
    for key, filename in FONTS:
        fonts[key] = read_font(os.path.join(FONT_DIRECTORY, filename))
    units = {f[0] for f in fonts.values()}
    if len(units) != 1:
        raise SystemExit(f"unitsPerEm differ: {units}")
    units_per_em = units.pop()

    def header(fonts_described):
        lines = [
            "// Generated by scripts/generate-font-metrics.py. Do not edit; run the script again instead.",
            "// swift-format-ignore-file: the layout of this table is the generator's.",
            "//",
        ]
        for key in fonts_described:
            _, _, full_name, version = fonts[key]
            lines.append(f"// {key}: {full_name}, {version}")
        lines.append(
            "// Advance widths in font units (unitsPerEm " + str(units_per_em)
            + ") by code point; 0xFFFF = not in the font.")
        lines.append("")
        return lines

    # The enum and its constants; each font's table in a file of its own (no source file over 500 lines).
    files = {}
    out = header([key for key, _ in FONTS])
    out.append("/// Glyph advance widths of DejaVu Sans and DejaVu Sans Bold (the tables: `DejaVuMetrics+<Weight>.swift`).")
    out.append("enum DejaVuMetrics {")
    out.append(f"    static let unitsPerEm = {units_per_em}.0")
    out.append("    /// The marker for a code point the font does not map.")
    out.append(f"    static let missing: UInt16 = 0x{MISSING:04X}")
    out.append("}")
    out.append("")
    files["DejaVuMetrics.swift"] = out
    for key, _ in FONTS:
        _, widths, _, _ = fonts[key]
        parts = ranges(widths)
        out = header([key])
        out.append("extension DejaVuMetrics {")
        out.append(f"    /// {key.capitalize()}: (first code point, advances of it and the code points after it).")
        names = []
        for start, values in parts:
            ident = f"{key}{start:04X}"
            names.append((start, ident))
            out.append(f"    private static let {ident}: [UInt16] = [")
            out.append(swift_array(values, "        "))
            out.append("    ]")
        out.append(f"    static let {key}: [(start: UInt32, advances: [UInt16])] = [")
        out.append("\n".join(f"        (0x{start:04X}, {ident})," for start, ident in names))
        out.append("    ]")
        out.append("}")
        out.append("")
        files[f"DejaVuMetrics+{key.capitalize()}.swift"] = out
    for filename, lines in files.items():
        path = os.path.join(LAYOUT, filename)
        with open(path, "w") as f:
            f.write("\n".join(lines))
        print(f"wrote {os.path.relpath(path, ROOT)}: {os.path.getsize(path)} bytes")
    counts = {key: sum(sum(1 for v in r[1] if v != MISSING) for r in ranges(fonts[key][1])) for key, _ in FONTS}
    print(f"code points {counts}")


if __name__ == "__main__":
    main()
