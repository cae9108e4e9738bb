#!/usr/bin/env python3
"""Generates the Music sample's artwork: small flat-colour PNGs with initials and a shape.

Reads Sources/Samples/Music/Resources/catalogue.json and writes one `<name>@2x.png` (200 × 200 px = 100 × 100 pt)
per artwork name it mentions into Resources/Artwork, plus the app icon (Resources/AppIcon.png, 180 × 180 px).
Pure Python (zlib + struct), deterministic: running it twice gives the same bytes.

    python3 scripts/generate-music-artwork.py
"""
import hashlib
import json
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
RESOURCES = os.path.join(ROOT, "Sources", "Samples", "Music", "Resources")
ARTWORK = os.path.join(RESOURCES, "Artwork")

# A 5 × 7 bitmap font: enough for initials.
FONT = {
    "A": ["01110", "10001", "10001", "11111", "10001", "10001", "10001"],
    "B": ["11110", "10001", "10001", "11110", "10001", "10001", "11110"],
    "C": ["01111", "10000", "10000", "10000", "10000", "10000", "01111"],
    "D": ["11110", "10001", "10001", "10001", "10001", "10001", "11110"],
    "E": ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
    "F": ["11111", "10000", "10000", "11110", "10000", "10000", "10000"],
    "G": ["01111", "10000", "10000", "10011", "10001", "10001", "01111"],
    "H": ["10001", "10001", "10001", "11111", "10001", "10001", "10001"],
    "I": ["11111", "00100", "00100", "00100", "00100", "00100", "11111"],
    "J": ["00111", "00010", "00010", "00010", "00010", "10010", "01100"],
    "K": ["10001", "10010", "10100", "11000", "10100", "10010", "10001"],
    "L": ["10000", "10000", "10000", "10000", "10000", "10000", "11111"],
    "M": ["10001", "11011", "10101", "10101", "10001", "10001", "10001"],
    "N": ["10001", "11001", "10101", "10011", "10001", "10001", "10001"],
    "O": ["01110", "10001", "10001", "10001", "10001", "10001", "01110"],
    "P": ["11110", "10001", "10001", "11110", "10000", "10000", "10000"],
    "Q": ["01110", "10001", "10001", "10001", "10101", "10010", "01101"],
    "R": ["11110", "10001", "10001", "11110", "10100", "10010", "10001"],
    "S": ["01111", "10000", "10000", "01110", "00001", "00001", "11110"],
    "T": ["11111", "00100", "00100", "00100", "00100", "00100", "00100"],
    "U": ["10001", "10001", "10001", "10001", "10001", "10001", "01110"],
    "V": ["10001", "10001", "10001", "10001", "10001", "01010", "00100"],
    "W": ["10001", "10001", "10001", "10101", "10101", "10101", "01010"],
    "X": ["10001", "10001", "01010", "00100", "01010", "10001", "10001"],
    "Y": ["10001", "10001", "01010", "00100", "00100", "00100", "00100"],
    "Z": ["11111", "00001", "00010", "00100", "01000", "10000", "11111"],
    "0": ["01110", "10001", "10011", "10101", "11001", "10001", "01110"],
    "1": ["00100", "01100", "00100", "00100", "00100", "00100", "01110"],
    "2": ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
    "3": ["11110", "00001", "00001", "01110", "00001", "00001", "11110"],
    "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
    "5": ["11111", "10000", "11110", "00001", "00001", "10001", "01110"],
    "6": ["01110", "10000", "10000", "11110", "10001", "10001", "01110"],
    "7": ["11111", "00001", "00010", "00100", "01000", "01000", "01000"],
    "8": ["01110", "10001", "10001", "01110", "10001", "10001", "01110"],
    "9": ["01110", "10001", "10001", "01111", "00001", "00001", "01110"],
}

PALETTE = [
    (0xE9, 0x4F, 0x37), (0x39, 0x3E, 0x41), (0x3F, 0x88, 0xC5), (0x44, 0xBB, 0xA4), (0xF6, 0xAE, 0x2D),
    (0x8E, 0x44, 0xAD), (0x2E, 0x4A, 0x62), (0xD8, 0x3F, 0x87), (0x1B, 0x99, 0x8B), (0xC1, 0x66, 0x2A),
    (0x52, 0x3A, 0x9E), (0x25, 0x7A, 0x3E),
]


def png(width, height, pixels):
    """Encodes rows of (r, g, b) tuples as an RGB PNG."""
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in pixels)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def mix(a, b, t):
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def colours(name):
    digest = hashlib.md5(name.encode()).digest()
    base = PALETTE[digest[0] % len(PALETTE)]
    accent = PALETTE[(digest[1] % (len(PALETTE) - 1) + 1 + PALETTE.index(base)) % len(PALETTE)]
    return base, accent


def initials(title):
    words = [w for w in title.replace("&", " ").replace("-", " ").split() if w[0].isalnum()]
    skip = {"THE", "OF", "VS", "AT", "TO"}
    letters = [w[0].upper() for w in words if w.upper() not in skip] or [title[0].upper()]
    return "".join(c for c in letters if c in FONT)[:3]


def draw(size, kind, title, base, accent):
    """A flat image: background, a shape by kind, initials in white."""
    px = [[base] * size for _ in range(size)]
    light = mix(base, (255, 255, 255), 0.35)
    dark = mix(base, (0, 0, 0), 0.3)
    c = size / 2
    for y in range(size):
        for x in range(size):
            dx, dy = x - c + 0.5, y - c + 0.5
            r2 = dx * dx + dy * dy
            if kind == "album":  # a vinyl disc in the corner
                ex, ey = x - size * 0.78, y - size * 0.78
                d = ex * ex + ey * ey
                if d < (size * 0.42) ** 2:
                    px[y][x] = dark if d > (size * 0.12) ** 2 else accent
            elif kind == "artist":  # a head-and-shoulders silhouette
                hx, hy = x - c, y - size * 0.52
                if hx * hx + hy * hy < (size * 0.15) ** 2:
                    px[y][x] = light
                sx, sy = x - c, y - size * 1.05
                if sx * sx / 1.6 + sy * sy < (size * 0.36) ** 2:
                    px[y][x] = light
            elif kind == "playlist":  # diagonal stripes
                if (x + y) // (size // 8) % 2 == 0:
                    px[y][x] = mix(base, accent, 0.35)
            elif kind == "station":  # radio waves
                ring = int((r2 ** 0.5) / (size * 0.09))
                if ring % 2 == 1 and ring < 6:
                    px[y][x] = light
            elif kind == "team":  # a shield
                if abs(dx) < size * 0.36 and (dy < size * 0.05 or abs(dx) < size * 0.36 - (dy - size * 0.05) * 0.9) and dy > -size * 0.38:
                    px[y][x] = accent
            elif kind == "game":  # a pitch: halfway line and centre circle
                if abs(dx) < 2 or abs(r2 ** 0.5 - size * 0.22) < 2 or x < 6 or x >= size - 6 or y < 6 or y >= size - 6:
                    px[y][x] = light
            elif kind == "icon":  # a note on a disc
                if r2 < (size * 0.4) ** 2:
                    px[y][x] = accent
    text = initials(title)
    if kind == "icon":
        text = ""
        stem = [(0.56, 0.22, 0.62, 0.62)]
        for (x0, y0, x1, y1) in stem:
            for y in range(int(y0 * size), int(y1 * size)):
                for x in range(int(x0 * size), int(x1 * size)):
                    px[y][x] = (255, 255, 255)
        for y in range(size):
            for x in range(size):
                ex, ey = (x - size * 0.47) / 1.3, y - size * 0.64
                if ex * ex + ey * ey < (size * 0.1) ** 2:
                    px[y][x] = (255, 255, 255)
                if size * 0.56 <= x < size * 0.74 and size * 0.22 <= y < size * 0.3:
                    px[y][x] = (255, 255, 255)
    if text:
        scale = max(2, int(size * 0.5 / (6 * len(text))))
        width = len(text) * 6 * scale - scale
        left = (size - width) // 2
        top = int(size * (0.62 if kind == "artist" else 0.4)) - 7 * scale // 2
        if kind == "artist":
            top = int(size * 0.08)
        for i, ch in enumerate(text):
            for row, bits in enumerate(FONT[ch]):
                for col, bit in enumerate(bits):
                    if bit == "1":
                        for yy in range(scale):
                            for xx in range(scale):
                                y = top + row * scale + yy
                                x = left + (i * 6 + col) * scale + xx
                                if 0 <= x < size and 0 <= y < size:
                                    px[y][x] = (255, 255, 255)
    return px


def main():
    with open(os.path.join(RESOURCES, "catalogue.json")) as f:
        catalogue = json.load(f)
    images = []
    for artist in catalogue["artists"]:
        images.append((artist["artwork"], "artist", artist["name"]))
    for album in catalogue["albums"]:
        images.append((album["artwork"], "album", album["title"]))
    for playlist in catalogue["playlists"]:
        images.append((playlist["artwork"], "playlist", playlist["title"]))
    for station in catalogue["stations"]:
        images.append((station["artwork"], "station", station["name"]))
    for game in catalogue["games"]:
        images.append((game["artwork"], "game", game["title"]))
        for side in ("left", "right"):
            images.append((game[side]["logo"], "team", game[side]["initials"]))
    os.makedirs(ARTWORK, exist_ok=True)
    for old in os.listdir(ARTWORK):
        os.remove(os.path.join(ARTWORK, old))
    total = 0
    for name, kind, title in images:
        base, accent = colours(name)
        data = png(200, 200, draw(200, kind, title, base, accent))
        total += len(data)
        with open(os.path.join(ARTWORK, name + "@2x.png"), "wb") as f:
            f.write(data)
    icon = png(180, 180, draw(180, "icon", "Music", (0xFA, 0x2D, 0x48), (0xFF, 0x6B, 0x81)))
    total += len(icon)
    with open(os.path.join(RESOURCES, "AppIcon.png"), "wb") as f:
        f.write(icon)
    print(f"{len(images) + 1} images, {total} bytes")


if __name__ == "__main__":
    main()
