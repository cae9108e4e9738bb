#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A keyboard's language: the iPhone's keyboards follow the phone's preferred languages.
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// The keyboard's language as a BCP 47 tag, such as "en-US".
    open private(set) var primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
        super.init()
    }

    /// The keyboards the user has: one per preferred language of the phone, in order.
    open class var activeInputModes: [UITextInputMode] {
        let languages = Locale.preferredLanguages.isEmpty ? ["en-US"] : Locale.preferredLanguages
        return languages.map { UITextInputMode(primaryLanguage: $0) }
    }
}

#endif
