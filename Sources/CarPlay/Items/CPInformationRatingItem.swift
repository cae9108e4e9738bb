import Foundation

/// An information item with a star rating.
@available(iOS 14.0, *)
open class CPInformationRatingItem: CPInformationItem {
    /// Creates a rating item. `rating` goes in steps of 0.5 from 0 to `maximumRating`, a whole number from 1 to 5.
    public init(rating: NSNumber?, maximumRating: NSNumber?, title: String?, detail: String?) {
        self._rating = rating
        self._maximumRating = maximumRating
        super.init(title: title, detail: detail)
    }

    /// Decodes a rating item that `encode(with:)` archived.
    public required init?(coder: NSCoder) {
        self._rating = coder.decodeObject(of: NSNumber.self, forKey: "rating")
        self._maximumRating = coder.decodeObject(of: NSNumber.self, forKey: "maximumRating")
        super.init(coder: coder)
    }

    /// Archives the title, detail, rating and maximum rating.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(rating, forKey: "rating")
        coder.encode(maximumRating, forKey: "maximumRating")
    }

    /// The rating, in steps of 0.5.
    open var rating: NSNumber? { _rating }
    private let _rating: NSNumber?

    /// The maximum rating, a whole number from 1 to 5.
    open var maximumRating: NSNumber? { _maximumRating }
    private let _maximumRating: NSNumber?

    open override var description: String {
        "\(super.description), rating: \(cpDescribe(rating)), maximumRating: \(cpDescribe(maximumRating))"
    }
}
