#!/usr/bin/env python3
"""Generates the Music sample's artwork: small PNGs that look like covers — gradients and shapes, smoothed, no text.

Reads Sources/Samples/Music/Resources/catalogue.json and writes one `<name>@2x.png` (200 × 200 px = 100 × 100 pt)
per artwork name it mentions into Resources/Artwork, plus the app icon (Resources/AppIcon.png, 180 × 180 px).
Pure Python (zlib + struct), deterministic: running it twice gives the same bytes.

    python3 scripts/generate-music-artwork.py
"""
import hashlib
import json
import math
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
RESOURCES = os.path.join(ROOT, "Sources", "Samples", "Music", "Resources")
ARTWORK = os.path.join(RESOURCES, "Artwork")

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


def colours(name):
    digest = hashlib.md5(name.encode()).digest()
    base = PALETTE[digest[0] % len(PALETTE)]
    accent = PALETTE[(digest[1] % (len(PALETTE) - 1) + 1 + PALETTE.index(base)) % len(PALETTE)]
    return base, accent


def lerp(a, b, t):
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def shade(c, amount):
    """Lighter (amount > 0) or darker (amount < 0)."""
    return lerp(c, (255, 255, 255), amount) if amount > 0 else lerp(c, (0, 0, 0), -amount)


def scene(kind, name, base, accent):
    """The picture as a function of (u, v) in the unit square: a cover drawn with gradients and shapes, no text.
    Albums get one of five styles picked by their name; every choice comes from the name's digest (deterministic)."""
    digest = hashlib.md5((kind + name).encode()).digest()
    rnd = [b / 255 for b in digest]
    light, dark, deep = shade(base, 0.45), shade(base, -0.35), shade(base, -0.6)
    if kind == "album":
        style = digest[2] % 5
        if style == 0:  # a sun setting over the sea
            sun = (0.3 + 0.4 * rnd[3], 0.52)
            def f(u, v):
                if v > 0.62:
                    wave = math.sin(u * 18 + v * 40) * 0.01
                    return lerp(dark, deep, (v - 0.62) / 0.38 + wave * 4)
                dx, dy = u - sun[0], v - sun[1]
                if dx * dx + dy * dy < 0.04:
                    return lerp(shade(accent, 0.5), accent, (v - 0.32) / 0.3)
                return lerp(shade(accent, 0.3), base, v / 0.62)
            return f
        if style == 1:  # rings off the centre
            cx, cy = 0.3 + 0.4 * rnd[3], 0.3 + 0.4 * rnd[4]
            def f(u, v):
                r = math.hypot(u - cx, v - cy)
                ring = int(r / 0.07)
                return lerp(accent, deep, min(1, r * 1.3)) if ring % 2 == 0 else lerp(base, dark, r)
            return f
        if style == 2:  # bands of waves
            phase = rnd[3] * 6
            def f(u, v):
                band = v * 5 + 0.35 * math.sin(u * 6.3 + phase + v * 3)
                k = int(band) % 4
                return [light, base, accent, dark][k]
            return f
        if style == 3:  # mountain ranges under a sky
            peaks = [(0.2 + 0.6 * rnd[3], 0.35), (0.1 + 0.8 * rnd[4], 0.5), (0.3 + 0.5 * rnd[5], 0.66)]
            def f(u, v):
                colour = lerp(shade(accent, 0.55), light, v / 0.6)
                for i, (px, py) in enumerate(peaks):
                    if v > py + abs(u - px) * 1.2:
                        colour = lerp(base, deep, i / 2)
                return colour
            return f
        # a halftone of dots growing toward a corner
        def f(u, v):
            gx, gy = (u * 9) % 1 - 0.5, (v * 9) % 1 - 0.5
            radius = 0.12 + 0.3 * (u + v) / 2
            return accent if gx * gx + gy * gy < radius * radius else lerp(dark, base, v)
        return f
    if kind == "artist":  # a portrait's silhouette on a soft light
        def f(u, v):
            hx, hy = u - 0.5, v - 0.46
            if hx * hx + hy * hy < 0.16 ** 2:
                return light
            sx, sy = (u - 0.5) / 1.35, v - 1.0
            if sx * sx + sy * sy < 0.36 ** 2:
                return light
            return lerp(base, dark, math.hypot(u - 0.3, v - 0.2))
        return f
    if kind == "playlist":  # a diagonal gradient with soft discs
        discs = [(rnd[i], rnd[i + 1], 0.12 + 0.2 * rnd[i + 2]) for i in (3, 6, 9)]
        def f(u, v):
            colour = lerp(base, accent, (u + v) / 2)
            for (cx, cy, r) in discs:
                if (u - cx) ** 2 + (v - cy) ** 2 < r * r:
                    colour = lerp(colour, (255, 255, 255), 0.22)
            return colour
        return f
    if kind == "station":  # waves from a mast
        def f(u, v):
            r = math.hypot(u - 0.5, v - 0.62)
            ring = int(r / 0.09)
            if r < 0.05 or (ring % 2 == 1 and ring < 6 and v < 0.62 + 0.3 * r):
                return light
            return lerp(base, dark, v)
        return f
    if kind == "team":  # a shield with a chevron
        def f(u, v):
            x, y = u - 0.5, v - 0.5
            inside = abs(x) < 0.36 and y > -0.38 and (y < 0.05 or abs(x) < 0.36 - (y - 0.05) * 0.9)
            if not inside:
                return base
            if abs(y + 0.05 - abs(x) * 0.8) < 0.07:
                return (255, 255, 255)
            return accent
        return f
    if kind == "game":  # a pitch: halfway line and centre circle
        def f(u, v):
            x, y = u - 0.5, v - 0.5
            edge = min(u, v, 1 - u, 1 - v)
            if abs(x) < 0.01 or abs(math.hypot(x, y) - 0.22) < 0.01 or 0.03 < edge < 0.045:
                return light
            return lerp(base, dark, abs(y))
        return f
    raise ValueError(kind)


def render(size, f, samples=3):
    """The scene sampled `samples` × `samples` times per pixel (smooth edges)."""
    rows = []
    step = 1 / (size * samples)
    count = samples * samples
    for y in range(size):
        row = []
        for x in range(size):
            r = g = b = 0.0
            for sy in range(samples):
                v = (y * samples + sy + 0.5) * step
                for sx in range(samples):
                    c = f((x * samples + sx + 0.5) * step, v)
                    r += c[0]
                    g += c[1]
                    b += c[2]
            row.append((int(round(r / count)), int(round(g / count)), int(round(b / count))))
        rows.append(row)
    return rows


def draw_icon(size, base, accent):
    """The app icon: a white note on a disc."""
    px = [[base] * size for _ in range(size)]
    c = size / 2
    for y in range(size):
        for x in range(size):
            dx, dy = x - c + 0.5, y - c + 0.5
            if dx * dx + dy * dy < (size * 0.4) ** 2:
                px[y][x] = accent
    for y in range(int(0.22 * size), int(0.62 * size)):
        for x in range(int(0.56 * size), int(0.62 * size)):
            px[y][x] = (255, 255, 255)
    for y in range(size):
        for x in range(size):
            ex, ey = (x - size * 0.47) / 1.3, y - size * 0.64
            if ex * ex + ey * ey < (size * 0.1) ** 2:
                px[y][x] = (255, 255, 255)
            if size * 0.56 <= x < size * 0.74 and size * 0.22 <= y < size * 0.3:
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
        data = png(200, 200, render(200, scene(kind, title, base, accent)))
        total += len(data)
        with open(os.path.join(ARTWORK, name + "@2x.png"), "wb") as f:
            f.write(data)
    icon = png(180, 180, draw_icon(180, (0xFA, 0x2D, 0x48), (0xFF, 0x6B, 0x81)))
    total += len(icon)
    with open(os.path.join(RESOURCES, "AppIcon.png"), "wb") as f:
        f.write(icon)
    print(f"{len(images) + 1} images, {total} bytes")


if __name__ == "__main__":
    main()
