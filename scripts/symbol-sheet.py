#!/usr/bin/env python3
"""Draws every symbol of Sources/CarPlayHost/Layout/SymbolSet.swift on one contact sheet, to review them by eye.

    apt-get install -y librsvg2-bin fonts-dejavu-core
    ./scripts/symbol-sheet.py [OUTPUT.png]          # default /tmp/symbols.png

Python 3 standard library only; renders with rsvg-convert. Each symbol is drawn at 48 px in black and at 20 px in
system blue (the size of a small list image) under its name, and the missing-image glyph comes last.
"""

import os
import re
import subprocess
import sys
from xml.sax.saxutils import escape

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Sources", "CarPlayHost", "Layout", "SymbolSet.swift")
output = sys.argv[1] if len(sys.argv) > 1 else "/tmp/symbols.png"

swift = open(SOURCE, encoding="utf-8").read()
header = re.search(r'static let header = #"(.*?)"#', swift).group(1)
missing = re.search(r'missingImageSVG = document\(#"(.*?)"#\)', swift).group(1)
bodies = re.findall(r'^\s+"([^"]+)": #"(.*?)"#,$', swift, re.M)
symbols = sorted(bodies) + [("(missing image)", missing)]

columns, cell = 10, 100
rows = (len(symbols) + columns - 1) // columns
attributes = header[len("<svg") : -1].replace('xmlns="http://www.w3.org/2000/svg"', "")
parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{columns * cell}" height="{rows * cell}">',
         '<rect width="100%" height="100%" fill="white"/>']
for i, (name, body) in enumerate(symbols):
    x, y = (i % columns) * cell, (i // columns) * cell
    parts.append(f'<rect x="{x + 14}" y="{y + 8}" width="48" height="48" fill="none" stroke="#ddd" stroke-width="0.5"/>')
    parts.append(f'<svg x="{x + 14}" y="{y + 8}" width="48" height="48" {attributes} color="black">{body}</svg>')
    parts.append(f'<svg x="{x + 70}" y="{y + 22}" width="20" height="20" {attributes} color="#007AFF">{body}</svg>')
    parts.append(f'<text x="{x + cell / 2}" y="{y + 74}" font-size="8" text-anchor="middle" '
                 f'font-family="DejaVu Sans">{escape(name[:24])}</text>')
parts.append("</svg>")
subprocess.run(["rsvg-convert", "-o", output], input="".join(parts).encode(), check=True)
print(f"{len(symbols) - 1} symbols -> {output}")
