#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The identifier of the voice Apple names Alex (en-US only). The car has no such voice: `init(identifier:)` with it
/// returns nil, as on a device where it is not downloaded.
@available(iOS 9.0, *)
public let AVSpeechSynthesisVoiceIdentifierAlex = "com.apple.speech.synthesis.voice.Alex"

/// A voice to speak with: a language, a name, a quality. The voices are the car's (`speechVoices()`: espeak-ng's,
/// asked of the app's host); without a host there are none.
@available(iOS 7.0, *)
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// The BCP-47 code of the voice's language (`en-US`).
    open var language: String { voice.language }
    /// The voice's unique identifier.
    @available(iOS 9.0, *) open var identifier: String { voice.identifier }
    /// The voice's name.
    @available(iOS 9.0, *) open var name: String { voice.name }
    /// The voice's quality.
    @available(iOS 9.0, *) open var quality: AVSpeechSynthesisVoiceQuality {
        AVSpeechSynthesisVoiceQuality(rawValue: voice.quality) ?? .default
    }
    /// The voice's gender.
    @available(iOS 13.0, *) open var gender: AVSpeechSynthesisVoiceGender {
        AVSpeechSynthesisVoiceGender(rawValue: voice.gender) ?? .unspecified
    }

    let voice: PlatformSpeechVoice

    init(_ voice: PlatformSpeechVoice) {
        self.voice = voice
        super.init()
    }

    /// The car's voice for a BCP-47 language code (`en-US`, or a language alone: `fr`); nil: the current language.
    /// Nil when the car has no voice for it.
    public convenience init?(language languageCode: String?) {
        let voices = Self.platformVoices()
        guard let voice = Self.voice(for: languageCode ?? Self.currentLanguageCode(), in: voices) else { return nil }
        self.init(voice)
    }

    /// The car's voice with `identifier`; nil when the car has none.
    @available(iOS 9.0, *)
    public convenience init?(identifier: String) {
        guard let voice = Self.platformVoices().first(where: { $0.identifier == identifier }) else { return nil }
        self.init(voice)
    }

    /// Every voice the car has.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { platformVoices().map(AVSpeechSynthesisVoice.init) }

    /// The BCP-47 code of the user's current language (`en-US`), from the process's locale.
    open class func currentLanguageCode() -> String {
        let locale = Locale.current
        guard let language = locale.language.languageCode?.identifier, language != "c", language != "posix"
        else { return "en-US" }
        guard let region = locale.region?.identifier else { return language }
        return "\(language)-\(region)"
    }

    /// The voice for a language: the one whose code matches (case aside), else the first of the same primary
    /// language (`en-ZA`, which the car lacks, finds its first English voice). Decision: Apple does not document how
    /// it picks among several; the car lists a language's voices in its order of preference, which decides.
    static func voice(for language: String, in voices: [PlatformSpeechVoice]) -> PlatformSpeechVoice? {
        let wanted = language.replacingOccurrences(of: "_", with: "-").lowercased()
        if let exact = voices.first(where: { $0.language.lowercased() == wanted }) { return exact }
        let primary = wanted.split(separator: "-").first.map(String.init) ?? wanted
        return voices.first { $0.language.lowercased().split(separator: "-").first.map(String.init) == primary }
    }

    /// The car's voices: asked of the app's host on the main thread, none elsewhere or without a host.
    static func platformVoices() -> [PlatformSpeechVoice] {
        guard PlatformHost.isMainQueue() else { return [] }
        return MainActor.assumeIsolated { PlatformHost.currentEnvironment?.speechVoices() ?? [] }
    }

    open override var description: String {
        "[AVSpeechSynthesisVoice \(PlatformFormat.address(of: self))] Name: \(name), Quality: "
            + "\(quality == .default ? "Default" : quality == .enhanced ? "Enhanced" : "Premium") "
            + "[\(identifier)]"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? AVSpeechSynthesisVoice)?.voice == voice
    }

    open override var hash: Int { voice.hashValue }
}
#endif
