@_spi(CarPlayHost) import CarPlay

/// An `ElementID` (CarPlayScreen) is the framework's `CPElementID` of the object it names.
extension ElementID {
    init(_ id: CPElementID) { self.init(id.rawValue) }
    /// The id of an app object (a template, item, button...).
    init(of object: AnyObject) { self.init(CPHostBridge.elementID(of: object)?.rawValue ?? "unidentified") }
    var bridged: CPElementID { CPElementID(rawValue) }
}
