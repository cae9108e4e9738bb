#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A file sent with a message (an audio message).
@available(iOS 14.0, *)
open class INSendMessageAttachment: NSObject {
    /// The recorded audio message.
    public let audioMessageFile: INFile?

    init(audioMessageFile: INFile?) {
        self.audioMessageFile = audioMessageFile
        super.init()
    }

    /// An attachment holding an audio message.
    open class func attachment(withAudioMessageFile audioMessageFile: INFile) -> INSendMessageAttachment {
        INSendMessageAttachment(audioMessageFile: audioMessageFile)
    }
}
#endif
