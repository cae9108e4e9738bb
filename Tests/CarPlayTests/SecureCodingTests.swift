import CarPlay
import Foundation
import Testing

/// An app's subclass: it inherits secure coding from the framework class.
final class SourcedInformationItem: CPInformationItem {}

/// `NSSecureCoding` round trips through `NSKeyedArchiver` for the classes that adopt it so far: the information
/// items and the assistant cell configuration.
@Suite struct SecureCodingTests {
    private func roundTrip<T: NSObject & NSSecureCoding>(_ object: T, as type: T.Type) throws -> T? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: type, from: data)
    }

    @Test func informationItems() throws {
        #expect(CPInformationItem.supportsSecureCoding && CPInformationRatingItem.supportsSecureCoding)
        let original = CPInformationItem(title: "Open", detail: nil)
        let item = try #require(try roundTrip(original, as: CPInformationItem.self))
        #expect(item.title == "Open" && item.detail == nil)

        let rating = CPInformationRatingItem(rating: 3.5, maximumRating: 5, title: "Rating", detail: "42 reviews")
        let decoded = try #require(try roundTrip(rating, as: CPInformationRatingItem.self))
        #expect(decoded.rating == 3.5 && decoded.maximumRating == 5)
        #expect(decoded.title == "Rating" && decoded.detail == "42 reviews")
        #expect(decoded !== rating)
    }

    @Test func subclassesKeepTheirClass() throws {
        let item = SourcedInformationItem(title: "Source", detail: "Guide")
        let decoded = try roundTrip(item as CPInformationItem, as: CPInformationItem.self)
        #expect(decoded is SourcedInformationItem)
        #expect(decoded?.detail == "Guide")
    }

    @Test func assistantCellConfiguration() throws {
        #expect(CPAssistantCellConfiguration.supportsSecureCoding)
        let configuration = CPAssistantCellConfiguration(
            position: .bottom, visibility: .whileLimitedUIActive, assistantAction: .startCall)
        let decoded = try #require(try roundTrip(configuration, as: CPAssistantCellConfiguration.self))
        #expect(decoded.position == .bottom && decoded.visibility == .whileLimitedUIActive)
        #expect(decoded.assistantAction == .startCall)
    }

    @Test func unknownAssistantValuesDecodeToNil() throws {
        // Values as a newer iOS might archive them: a visibility this version does not know.
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(0, forKey: "position")
        archiver.encode(99, forKey: "visibility")
        archiver.encode(0, forKey: "assistantAction")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(CPAssistantCellConfiguration(coder: unarchiver) == nil)

        let valid = NSKeyedArchiver(requiringSecureCoding: true)
        CPAssistantCellConfiguration(position: .bottom, visibility: .always, assistantAction: .playMedia)
            .encode(with: valid)
        valid.finishEncoding()
        let decoded = CPAssistantCellConfiguration(coder: try NSKeyedUnarchiver(forReadingFrom: valid.encodedData))
        #expect(decoded?.position == .bottom && decoded?.visibility == .always)
    }
}
