// The Screen contract (CarPlayScreen) is part of the host's API: code that imports CarPlayHost sees `Screen`,
// `ScreenNode`, the geometry and the rest without importing CarPlayScreen itself.
@_exported import CarPlayScreen
