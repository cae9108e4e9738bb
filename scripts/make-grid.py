#!/usr/bin/env python3
"""Writes a synthetic street grid as an OpenStreetMap .osm.pbf extract, for the router and map benchmarks at city
scale (issue 21): SIZE × SIZE junctions 100 m apart (SIZE² nodes), a street along every row and every column, a
secondary road every 10th, a primary one every 50th (with a 70 km/h limit), the rest residential.

    python3 scripts/make-grid.py SIZE OUT.osm.pbf      e.g. 1000 for the 1 M-node grid (about 4 MB, 10 s)

Only the standard library: the PBF format (fileformat.proto, osmformat.proto) written by hand, DenseNodes in blocks
of 8,000 elements, zlib-compressed. The grid's south-west corner is at 45° N, 5° E."""

import struct
import sys
import zlib

SPACING_M = 100.0
SOUTH, WEST = 45.0, 5.0
BLOCK = 8000


def varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag(value):
    return (value << 1) ^ (value >> 63)


def field(number, wire, payload):
    return varint(number << 3 | wire) + payload


def bytes_field(number, data):
    return field(number, 2, varint(len(data)) + data)


def int_field(number, value):
    return field(number, 0, varint(value))


def packed(number, values, signed=False):
    data = b"".join(varint(zigzag(v) if signed else v) for v in values)
    return bytes_field(number, data)


def deltas(values):
    previous = 0
    for value in values:
        yield value - previous
        previous = value


def blob(kind, message):
    compressed = zlib.compress(message, 6)
    body = int_field(2, len(message)) + bytes_field(3, compressed)
    header = bytes_field(1, kind.encode()) + int_field(3, len(body))
    return struct.pack(">I", len(header)) + header + body


def primitive_block(strings, group):
    table = b"".join(bytes_field(1, s.encode()) for s in strings)
    return bytes_field(1, table) + bytes_field(2, group) + int_field(17, 100)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make-grid.py SIZE OUT.osm.pbf")
    size = int(sys.argv[1])
    if not 2 <= size <= 5000:
        sys.exit("make-grid.py: SIZE must be from 2 to 5000")
    out_path = sys.argv[2]
    import math
    dlat = SPACING_M / 111_195.0
    dlon = dlat / math.cos(math.radians(SOUTH + dlat * size / 2))

    def node_id(row, column):
        return row * size + column + 1

    def raw(degrees):
        return round(degrees * 1e7)  # units of the default granularity, 100 nanodegrees

    with open(out_path, "wb") as out:
        north, east = SOUTH + dlat * (size - 1), WEST + dlon * (size - 1)
        bbox = b"".join(field(n, 0, varint(zigzag(round(v * 1e9)))) for n, v in
                        ((1, WEST), (2, east), (3, north), (4, SOUTH)))
        header = (bytes_field(1, bbox) + bytes_field(4, b"OsmSchema-V0.6") + bytes_field(4, b"DenseNodes")
                  + bytes_field(16, b"swift-carplay scripts/make-grid.py"))
        out.write(blob("OSMHeader", header))
        total = size * size
        for first in range(0, total, BLOCK):
            ids = list(range(first + 1, min(first + BLOCK, total) + 1))
            lats = [raw(SOUTH + dlat * ((i - 1) // size)) for i in ids]
            lons = [raw(WEST + dlon * ((i - 1) % size)) for i in ids]
            dense = (packed(1, deltas(ids), signed=True) + packed(8, deltas(lats), signed=True)
                     + packed(9, deltas(lons), signed=True))
            out.write(blob("OSMData", primitive_block([""], bytes_field(2, dense))))
        # Ways: row streets then column streets, each the whole length of the grid.
        strings = ["", "highway", "residential", "secondary", "primary", "name", "maxspeed", "70"]
        index = {s: i for i, s in enumerate(strings)}
        ways = []
        for line in range(2 * size):
            along_rows = line < size
            k = line if along_rows else line - size
            refs = [node_id(k, c) for c in range(size)] if along_rows else [node_id(r, k) for r in range(size)]
            kind = "primary" if k % 50 == 0 else "secondary" if k % 10 == 0 else "residential"
            name = f"{'Row' if along_rows else 'Column'} {k}"
            if name not in index:
                index[name] = len(strings)
                strings.append(name)
            keys, values = [index["highway"], index["name"]], [index[kind], index[name]]
            if kind == "primary":
                keys.append(index["maxspeed"])
                values.append(index["70"])
            way = (int_field(1, line + 1) + packed(2, keys) + packed(3, values)
                   + packed(8, deltas(refs), signed=True))
            ways.append(bytes_field(3, way))
            if len(ways) * size >= 4 * BLOCK * 8 or line == 2 * size - 1:
                out.write(blob("OSMData", primitive_block(strings, b"".join(ways))))
                ways = []
                strings = strings[:8]
                index = {s: i for i, s in enumerate(strings)}


if __name__ == "__main__":
    main()
