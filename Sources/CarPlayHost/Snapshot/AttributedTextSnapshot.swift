import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// An attributed instruction as CarPlay draws it: runs of text and inline images (text attachments, such as road
/// shields). Every other attribute (fonts, colours, paragraph styles...) is dropped, as Apple does.
///
/// Decision: adjacent text runs are joined (they were split only by the attributes that are dropped); empty text
/// runs are left out; an attachment covering several characters is one image; an object-replacement character
/// (U+FFFC) without an attachment is removed (it draws nothing); an attachment without an image (nor contents that
/// decode as one) is left out.
public struct AttributedTextSnapshot: Codable, Hashable, Sendable {
    /// One run: text, or an inline image. In JSON an object with one key: `{"text": S}` or `{"attachment": A}`.
    public enum Run: Codable, Hashable, Sendable {
        case text(String)
        case attachment(TextAttachmentSnapshot)

        private enum CodingKeys: String, CodingKey { case text, attachment }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.onlyKey(describing: "a run has exactly one of \"text\", \"attachment\"") {
            case .text: self = .text(try container.decode(String.self, forKey: .text))
            case .attachment: self = .attachment(try container.decode(TextAttachmentSnapshot.self, forKey: .attachment))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .text(let text): try container.encode(text, forKey: .text)
            case .attachment(let attachment): try container.encode(attachment, forKey: .attachment)
            }
        }
    }

    public var runs: [Run]

    /// Runs as given, joining adjacent text runs and leaving out empty ones.
    public init(runs: [Run]) {
        var joined: [Run] = []
        for run in runs {
            switch (run, joined.last) {
            case (.text(let text), _) where text.isEmpty: continue
            case (.text(let text), .text(let previous)?): joined[joined.count - 1] = .text(previous + text)
            default: joined.append(run)
            }
        }
        self.runs = joined
    }

    /// Copies an attributed string, keeping its text and its attachments' images and bounds only.
    init(_ string: NSAttributedString) {
        var runs: [Run] = []
        let text = string.string as NSString
        string.enumerateAttribute(.attachment, in: NSRange(location: 0, length: string.length)) { value, range, _ in
            if let attachment = value as? NSTextAttachment {
                if let snapshot = TextAttachmentSnapshot(attachment) { runs.append(.attachment(snapshot)) }
            } else {
                runs.append(.text(text.substring(with: range).replacingOccurrences(of: "\u{FFFC}", with: "")))
            }
        }
        self.init(runs: runs)
    }

    /// The text without the images.
    public var plainText: String {
        runs.reduce(into: "") { result, run in
            if case .text(let text) = run { result += text }
        }
    }

    /// The inline images, in order.
    public var attachments: [TextAttachmentSnapshot] {
        runs.compactMap { run in
            if case .attachment(let attachment) = run { attachment } else { nil }
        }
    }
}

/// An inline image of an attributed instruction.
public struct TextAttachmentSnapshot: Codable, Hashable, Sendable {
    public var image: ImageSnapshot
    /// The attachment's bounds as the app set them (`NSTextAttachment.bounds`: `y` is the offset from the baseline,
    /// upwards); a zero size means the image's own size.
    public var bounds: Rect

    public init(image: ImageSnapshot, bounds: Rect = .zero) {
        self.image = image
        self.bounds = bounds
    }

    /// An attachment's image (or its contents when they decode as an image) and bounds; nil when it has neither.
    init?(_ attachment: NSTextAttachment) {
        guard let image = attachment.image ?? attachment.contents.flatMap({ UIImage(data: $0) }) else { return nil }
        self.image = ImageSnapshot(image)
        let bounds = attachment.bounds
        let values = [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height].map(Double.init)
        self.bounds =
            values.allSatisfy(\.isFinite)
            ? Rect(x: values[0] + 0, y: values[1] + 0, width: values[2] + 0, height: values[3] + 0) : .zero
    }

    /// The size the image is drawn at: the bounds' size when the app gave one, else the image's, scaled down (never
    /// up) to fit `maximum` (`ImageLimits.maneuverAttachment(for:)`).
    public func drawnSize(maximum: Size) -> Size {
        let given =
            bounds.width > 0 && bounds.height > 0
            ? bounds.size : Size(width: image.light.width, height: image.light.height)
        return given.scaledDown(toFit: maximum)
    }
}

/// One variant of an instruction: plain text, or attributed text (text and inline images). In JSON an object with
/// one key: `{"text": S}` or `{"attributed": A}`.
public enum InstructionVariant: Codable, Hashable, Sendable {
    case text(String)
    case attributed(AttributedTextSnapshot)

    /// The text without images.
    public var plainText: String {
        switch self {
        case .text(let text): text
        case .attributed(let attributed): attributed.plainText
        }
    }

    /// The inline images (none for plain text).
    public var attachments: [TextAttachmentSnapshot] {
        switch self {
        case .text: []
        case .attributed(let attributed): attributed.attachments
        }
    }

    private enum CodingKeys: String, CodingKey { case text, attributed }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.onlyKey(describing: "an instruction variant has exactly one of \"text\", \"attributed\"") {
        case .text: self = .text(try container.decode(String.self, forKey: .text))
        case .attributed: self = .attributed(try container.decode(AttributedTextSnapshot.self, forKey: .attributed))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let text): try container.encode(text, forKey: .text)
        case .attributed(let attributed): try container.encode(attributed, forKey: .attributed)
        }
    }
}
