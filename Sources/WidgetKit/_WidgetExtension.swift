#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An app's widget extension as the car loads it. On iOS the extension's entry point is its `@main` widget or
/// bundle; a library module cannot have one here, so the extension's Info.plist names the type (its
/// `NSExtensionPrincipalClass`, "$(PRODUCT_MODULE_NAME).ChargeWidgets"), which the car finds by name. The type must
/// be public: nothing in the program names it, so a whole-module optimized build (`swift build -c release`) would
/// leave an internal one out.
@available(iOS 14.0, *)
@MainActor public enum _WidgetExtension {
    /// Why an extension's entry point cannot be used.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownType(String)
        case notAWidget(String)

        public var description: String {
            switch self {
            case .unknownType(let name):
                "no type named \(name) is linked into the car (an optimized build leaves out an internal type that"
                    + " nothing in the program uses: declare it public)"
            case .notAWidget(let name): "\(name) is neither a Widget nor a WidgetBundle"
            }
        }
    }

    /// The widgets of the `Widget` or `WidgetBundle` type named `name` ("Module.Type").
    public static func descriptions(ofTypeNamed name: String) throws(Failure) -> [_WidgetDescription] {
        guard let type = type(named: name) else { throw .unknownType(name) }
        if let bundle = type as? any WidgetBundle.Type { return describe(bundle) }
        if let widget = type as? any Widget.Type { return _WidgetDescription.describe(widget.init()) }
        throw .notAWidget(name)
    }

    /// The type named "Module.Type" (or "Module.Outer.Type"), found by its mangled name as the runtime knows it: a
    /// struct, class or enum at each level. Names are ASCII identifiers.
    static func type(named name: String) -> Any.Type? {
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII } }) else { return nil }
        func identifier(_ part: String) -> String { "\(part.utf8.count)\(part)" }
        var candidates = [identifier(parts[0])]
        for part in parts.dropFirst() {
            candidates = candidates.flatMap { prefix in ["V", "C", "O"].map { prefix + identifier(part) + $0 } }
        }
        for candidate in candidates {
            if let type = _typeByName(candidate) { return type }
        }
        return nil
    }

    private static func describe<B: WidgetBundle>(_ type: B.Type) -> [_WidgetDescription] {
        _WidgetDescription.describe(bundle: type.init())
    }
}
#endif
