import Foundation

/// Which lanes lead to a maneuver: one `CPLane` per lane of the road, and the instruction to show with them
/// (iOS 17.4). Register it with `CPNavigationSession.add(_:)` before making it the session's current lane guidance,
/// and link it from the maneuver it belongs to (`CPManeuver.linkedLaneGuidance`).
@available(iOS 17.4, *)
open class CPLaneGuidance: NSObject, NSCopying, NSSecureCoding, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a lane guidance with no lanes and no instruction variants.
    public override init() {
        super.init()
    }

    /// The lanes, one entry per lane of the road (default empty).
    open var lanes: [CPLane] = [] { didSet { notifyHostOfChange() } }

    /// The instruction, localised, from the most to the least preferred variant; give at least one (default empty).
    open var instructionVariants: [String] = [] { didSet { notifyHostOfChange() } }

    // MARK: NSCopying

    /// Returns a new lane guidance with copies of the lanes and the same instruction variants. Decision: the lanes
    /// are copied too, so a copy (such as the session's `currentLaneGuidance`) does not change with the original.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CPLaneGuidance()
        copy.lanes = lanes.map { $0.copy(with: zone) as? CPLane ?? $0 }
        copy.instructionVariants = instructionVariants
        return copy
    }

    // MARK: NSSecureCoding

    /// Lane guidances support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the lanes and the instruction variants.
    open func encode(with coder: NSCoder) {
        coder.encode(lanes as NSArray, forKey: "lanes")
        coder.encodeStrings(instructionVariants, forKey: "instructionVariants")
    }

    /// Decodes a lane guidance that `encode(with:)` archived; nil when a lane cannot be decoded.
    public required init?(coder: NSCoder) {
        if coder.containsValue(forKey: "lanes") {
            guard let lanes = coder.decodeArray(of: CPLane.self, forKey: "lanes") else { return nil }
            self.lanes = lanes
        }
        self.instructionVariants = coder.decodeStrings(forKey: "instructionVariants") ?? []
        super.init()
    }

    open override var description: String {
        "<CPLaneGuidance: \(cpAddress(of: self))> instructionVariants: \(instructionVariants), lanes: \(lanes)"
    }
}
