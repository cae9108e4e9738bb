#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A completion of what a driver typed: a place's name and its address, with the ranges that match the typed words
/// (for bold text). Made by `MKLocalSearchCompleter`; `MKLocalSearch.Request(completion:)` searches it.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The place's name.
    open private(set) var title: String
    /// The ranges of `title` (UTF-16, as `NSRange` values) that match the typed words.
    open private(set) var titleHighlightRanges: [NSValue]
    /// The place's address ("Boulevard Albert 1er 4"), empty when the car's map has none.
    open private(set) var subtitle: String
    /// The ranges of `subtitle` that match the typed words.
    open private(set) var subtitleHighlightRanges: [NSValue]
    /// Where the place is, so that searching the completion finds this place first.
    let coordinate: CLLocationCoordinate2D

    init(title: String, subtitle: String, words: [String], coordinate: CLLocationCoordinate2D) {
        self.title = title
        self.subtitle = subtitle
        titleHighlightRanges = Self.ranges(of: words, in: title).map { NSValue(range: $0) }
        subtitleHighlightRanges = Self.ranges(of: words, in: subtitle).map { NSValue(range: $0) }
        self.coordinate = coordinate
        super.init()
    }

    open override var description: String { subtitle.isEmpty ? title : "\(title), \(subtitle)" }

    /// The starts of `text`'s words that one of `words` begins, case and accent folded, in order.
    static func ranges(of words: [String], in text: String) -> [NSRange] {
        guard !words.isEmpty else { return [] }
        var ranges: [NSRange] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isLetter || text[index].isNumber else {
                index = text.index(after: index)
                continue
            }
            let end = text[index...].firstIndex { !$0.isLetter && !$0.isNumber } ?? text.endIndex
            let word = fold(String(text[index..<end]))
            // The longest typed word this text word begins with, counted in the text's own characters.
            if let typed = words.filter({ word.hasPrefix($0) }).max(by: { $0.count < $1.count }) {
                let stop = text.index(index, offsetBy: min(typed.count, text.distance(from: index, to: end)))
                ranges.append(NSRange(index..<stop, in: text))
            }
            index = end
        }
        return ranges
    }

    /// Lower case without accents, as the car's map compares names.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
    }
}

extension MKLocalSearch.Request {
    /// A search for a completion: its place comes first.
    public convenience init(completion: MKLocalSearchCompletion) {
        self.init(naturalLanguageQuery: completion.title)
        region = MKCoordinateRegion(
            center: completion.coordinate, span: MKCoordinateSpan(latitudeDelta: 0.001, longitudeDelta: 0.001))
    }
}
#endif
