import Foundation

extension KeyedDecodingContainer {
    /// The one key of a JSON object that holds exactly one of several alternatives (an enum with payloads, such as
    /// `{"text": S}` or `{"attachment": A}`); `description` completes "… has exactly one of …" in the error.
    package func onlyKey(describing description: String) throws -> Key {
        guard allKeys.count == 1, let key = allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: description))
        }
        return key
    }
}
