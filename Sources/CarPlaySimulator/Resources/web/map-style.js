// How the car's map looks: the tiles the base map is fetched in, the palettes, road widths and paint order. Pure.

export const TILE_ZOOM = 14;          // the data is fetched in tiles of this zoom (about 1.6 km in Monaco)
export const MAX_TILES = 64;          // zoomed further out, no base map is fetched (overlays still draw)
export const ANIMATION_MS = 250;      // a camera change animates from the camera drawn last to the new one
export const EARTH = 40075016.686;    // metres around the equator

export const PALETTES = {
  light: {
    land: "#F2EFE9", water: "#A9D3E6", coast: "#7FB5CF", park: "#CDE6B8", building: "#DED8CF",
    buildingEdge: "#CFC7BC", rail: "#8C8C8C", casing: "#C9C1B4", label: "#333333", halo: "#FFFFFFE0",
    arrow: "#7A7A7A",
    roads: { motorway: "#F0A07E", trunk: "#F7B98F", primary: "#FBD38D", secondary: "#FAE9A9", tertiary: "#FFFFFF",
             other: "#FFFFFF", minor: "#FFFFFF" },
    pin: "#FF3B30", puck: "#007AFF",
  },
  dark: {
    land: "#1D1F23", water: "#14314A", coast: "#2A5675", park: "#1F3327", building: "#2B2D33",
    buildingEdge: "#34373E", rail: "#5A5A5A", casing: "#101114", label: "#D8D8D8", halo: "#000000C0",
    arrow: "#A0A0A0",
    roads: { motorway: "#9A6A3A", trunk: "#8A6A40", primary: "#7A6840", secondary: "#5E5A48", tertiary: "#4A4C52",
             other: "#3E4046", minor: "#35373C" },
    pin: "#FF453A", puck: "#0A84FF",
  },
};

// Road widths in metres by class (drawn at least `min` points wide), and the zoom from which minor ones show.
export const ROAD = {
  motorway: [16, "motorway"], trunk: [14, "trunk"], primary: [12, "primary"], secondary: [11, "secondary"],
  tertiary: [10, "tertiary"], motorway_link: [9, "motorway"], trunk_link: [9, "trunk"], primary_link: [8, "primary"],
  secondary_link: [8, "secondary"], tertiary_link: [8, "tertiary"], unclassified: [8, "other"],
  residential: [8, "other"], road: [7, "other"], living_street: [6, "other"], service: [5, "minor"],
  track: [4, "minor"],
};
export const RANK = ["track", "service", "living_street", "residential", "road", "unclassified", "tertiary_link",
  "secondary_link", "primary_link", "trunk_link", "motorway_link", "tertiary", "secondary", "primary", "trunk",
  "motorway"];
export const KIND_ORDER = ["water", "coastline", "park", "building", "rail", "road"];
