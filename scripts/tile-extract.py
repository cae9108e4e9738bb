#!/usr/bin/env python3
"""Writes a city-sized extract from a small real one, for measuring the car's map at scale on real data's mix of
nodes (issue 21): N × N copies of the input side by side (0.2° of longitude and 0.1° of latitude apart), every id
moved by 10^10 per copy, so a 180,118-node Monaco becomes a 4.5 M-node map with Monaco's share of roads, buildings and
areas. (scripts/make-grid.py writes the other extreme: every node a junction of two two-way streets.)

    scripts/tile-extract.py N IN.osm.pbf OUT.osm.pbf       e.g. 5 for 25 copies of Monaco (about 2 minutes)

Needs PyPI's osmium (pyosmium): `python3 -m venv .build/osm-venv && .build/osm-venv/bin/pip install osmium`, then run
this file with that venv's python. The copies are not joined by roads: each is a network of its own."""
import sys

import osmium

ID_STEP = 10**10


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    count, source, target = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    nodes, ways, relations = [], [], []

    class Reader(osmium.SimpleHandler):
        def node(self, node):
            nodes.append((node.id, node.location.lon, node.location.lat, dict(node.tags)))

        def way(self, way):
            ways.append((way.id, [ref.ref for ref in way.nodes], dict(way.tags)))

        def relation(self, relation):
            members = [(member.type, member.ref, member.role) for member in relation.members]
            relations.append((relation.id, members, dict(relation.tags)))

    Reader().apply_file(source)
    copies = [(column, row) for column in range(count) for row in range(count)]
    writer = osmium.SimpleWriter(target)
    # Nodes, then ways, then relations, each in id order, as a PBF's readers expect.
    for copy, (column, row) in enumerate(copies):
        for node_id, lon, lat, tags in nodes:
            writer.add_node(osmium.osm.mutable.Node(
                id=node_id + copy * ID_STEP, location=(lon + 0.2 * column, lat + 0.1 * row), tags=tags))
    for copy in range(len(copies)):
        for way_id, refs, tags in ways:
            writer.add_way(osmium.osm.mutable.Way(
                id=way_id + copy * ID_STEP, nodes=[ref + copy * ID_STEP for ref in refs], tags=tags))
    for copy in range(len(copies)):
        for relation_id, members, tags in relations:
            moved = [(kind, ref + copy * ID_STEP, role) for kind, ref, role in members]
            writer.add_relation(osmium.osm.mutable.Relation(id=relation_id + copy * ID_STEP, members=moved, tags=tags))
    writer.close()
    print(f"{target}: {len(nodes) * len(copies):,} nodes, {len(ways) * len(copies):,} ways")


if __name__ == "__main__":
    main()
