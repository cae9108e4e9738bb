#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A container for a collection of images that represent multiple ways of describing a single image
/// (light/dark appearance, display scale, idiom).
open class UIImageAsset: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    /// Registered variants in registration order. The asset keeps the images' contents, not the images, so that
    /// images can point back to their asset without a retain cycle.
    private var variants: [(traits: UITraitCollection, representation: UIImage.Representation)] = []

    /// Creates an empty image asset.
    public override init() {
        super.init()
    }

    /// Registers an image for the given traits, replacing any image registered for equal traits.
    open func register(_ image: UIImage, with configuration: UITraitCollection) {
        lock.withLock {
            variants.removeAll { $0.traits == configuration }
            variants.append((configuration, image.representation))
        }
    }

    /// Removes the image registered for traits equal to `traitCollection`.
    open func unregisterImage(with traitCollection: UITraitCollection) {
        lock.withLock { variants.removeAll { $0.traits == traitCollection } }
    }

    /// The registered image that best matches the traits.
    ///
    /// Matching is done trait by trait: the idiom (exact, then unspecified, then any), the interface style
    /// (exact, then unspecified, then light for an unspecified request, then any), then the display scale (exact, then
    /// the nearest larger one, then the largest; an unspecified scale takes the largest). An empty asset returns an
    /// empty image.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        UIImage(representation: representation(for: traitCollection) ?? .empty, asset: self)
    }

    /// The contents of the best-matching variant, or nil when nothing is registered.
    func representation(for traits: UITraitCollection) -> UIImage.Representation? {
        let all = lock.withLock { variants }
        guard !all.isEmpty else { return nil }

        func narrowed(
            _ list: [(traits: UITraitCollection, representation: UIImage.Representation)],
            _ stages: [(UITraitCollection) -> Bool]
        ) -> [(traits: UITraitCollection, representation: UIImage.Representation)] {
            for stage in stages {
                let matching = list.filter { stage($0.traits) }
                if !matching.isEmpty { return matching }
            }
            return list
        }

        let idiom = traits.userInterfaceIdiom
        var candidates = narrowed(all, [{ $0.userInterfaceIdiom == idiom }, { $0.userInterfaceIdiom == .unspecified }])
        let style = traits.userInterfaceStyle
        candidates = narrowed(
            candidates,
            [
                { $0.userInterfaceStyle == style },
                { $0.userInterfaceStyle == .unspecified },
                { style == .unspecified && $0.userInterfaceStyle == .light },
            ])
        func scale(_ entry: (traits: UITraitCollection, representation: UIImage.Representation)) -> CGFloat {
            entry.traits.displayScale > 0 ? entry.traits.displayScale : entry.representation.scale
        }
        let wanted = traits.displayScale
        if wanted > 0, let exact = candidates.last(where: { scale($0) == wanted }) { return exact.representation }
        if wanted > 0, let larger = candidates.filter({ scale($0) > wanted }).min(by: { scale($0) < scale($1) }) {
            return larger.representation
        }
        return candidates.max(by: { scale($0) < scale($1) })?.representation
    }

    /// The traits of every registered variant, in registration order.
    @_spi(CarPlayHost) public var _registeredTraitCollections: [UITraitCollection] {
        lock.withLock { variants.map(\.traits) }
    }
}
#endif
