/// Apple's exception and error texts, word for word (spec §4 and observed-behaviour.md), with the exception name
/// each one is raised under. Texts marked "Decision" are ours, for cases where iOS's wording is unknown.
public enum ErrorTexts {
    /// Objective-C exception names.
    public enum ExceptionName {
        /// `NSInvalidArgumentException`.
        public static let invalidArgument = "NSInvalidArgumentException"
        /// `NSGenericException`.
        public static let generic = "NSGenericException"
        /// `NSInternalInconsistencyException`.
        public static let internalInconsistency = "NSInternalInconsistencyException"
    }

    // MARK: Exceptions

    /// A template class not allowed for the operation or the app's entitlement (`CPAssertAllowedClasses`).
    /// `allowed` nil prints "(null)", as iOS does for an app without a CarPlay entitlement.
    public static func unsupportedObject(description: String, selector: String, allowed: [TemplateKind]?) -> String {
        unsupportedObject(description: description, selector: selector, allowedClassNames: allowed?.map(\.className))
    }

    /// `unsupportedObject` for class names outside `TemplateKind` (e.g. a non-`CPGridButton` in a grid).
    public static func unsupportedObject(description: String, selector: String, allowedClassNames: [String]?) -> String
    {
        "Unsupported object \(description) passed to \(selector). Allowed classes: \(objectiveCArray(allowedClassNames))"
    }
    /// Raised under `NSInvalidArgumentException`.
    public static let unsupportedObjectName = ExceptionName.invalidArgument

    /// A template of an unknown kind pushed.
    public static func notPushable(description: String) -> String {
        "Template \(description) was requested to be pushed but is not a pushable template."
    }
    /// Raised under `NSInvalidArgumentException`.
    public static let notPushableName = ExceptionName.invalidArgument

    /// More tabs than `maximumTabCount` passed to `CPTabBarTemplate` (`selector` is `initWithTemplates:` or
    /// `updateTemplates:`).
    public static func tooManyTemplates(selector: String, maximum: Int) -> String {
        "Too many templates passed to \(selector). Maximum allowed is \(maximum)."
    }
    /// Raised under `NSInvalidArgumentException`.
    public static let tooManyTemplatesName = ExceptionName.invalidArgument

    /// A push beyond the category's depth limit (raised even when a completion block was given).
    public static let hierarchyDepthExceeded = "Application exceeded the hierarchy depth limit"
    /// Raised under `NSGenericException`.
    public static let hierarchyDepthExceededName = ExceptionName.generic

    /// The system rejected a template class.
    public static func illegalTemplate(className: String) -> String {
        "Application pushed an illegal template of class \(className)"
    }
    /// Raised under `NSGenericException`.
    public static let illegalTemplateName = ExceptionName.generic

    /// The car's own tab limit exceeded.
    public static let tooManyTabs = "Application exceeded allowed number of tabs"
    /// Raised under `NSGenericException`.
    public static let tooManyTabsName = ExceptionName.generic

    /// A template operation failed and no completion block was passed. `errorDescription` is the NSError
    /// description, see `errorDescription(_:)`.
    public static func noCompletion(errorDescription: String) -> String {
        "An error was encountered during a template operation, but no completion block was specified. Error: \(errorDescription)"
    }
    /// Raised under `NSGenericException`.
    public static let noCompletionName = ExceptionName.generic

    /// The scene delegate implements none of the connect methods.
    public static let lifecycleNotImplemented =
        "Application does not implement CarPlay template application lifecycle methods in its scene delegate."
    /// Raised under `NSGenericException`.
    public static let lifecycleNotImplementedName = ExceptionName.generic

    /// Decision: bar buttons assigned to the Now Playing template (Apple documents an exception, not its text).
    /// `property` is the property set, e.g. `leadingNavigationBarButtons`.
    public static func nowPlayingBarButtons(property: String) -> String {
        "CPNowPlayingTemplate does not support navigation bar buttons. Setting \(property) is not allowed."
    }
    /// Raised under `NSInvalidArgumentException`.
    public static let nowPlayingBarButtonsName = ExceptionName.invalidArgument

    /// Decision: the connect method returned without setting a root template (iOS documents the duty, not the
    /// failure). `selector` is the connect method called.
    public static func noRootTemplateAfterConnect(selector: String) -> String {
        "Application did not set a root template before returning from \(selector)"
    }
    /// Raised under `NSInternalInconsistencyException`.
    public static let noRootTemplateAfterConnectName = ExceptionName.internalInconsistency

    // MARK: Completion errors

    /// `CarPlayErrorDomain`.
    public static let errorDomain = "CarPlayErrorDomain"
    /// The code of every template-operation error.
    public static let errorCode = -1

    /// The same template instance pushed twice.
    public static let sameTemplateTwice = "Pushing the same template instance more than once is not supported."
    /// A push before any root template.
    public static let noRootTemplate =
        "Attempting to push a template without a root template. Set a root template first with setRootTemplate."
    /// A pop at the root.
    public static let nothingToPop = "No templates were available to be popped."
    /// `pop(to:)` with a template not in the stack.
    public static let templateNotInHierarchy =
        "The specified template does not exist in the current navigation hierarchy."
    /// A present while a template is presented.
    public static let alreadyPresenting =
        "Presenting a template while a template is already presented is not supported."

    /// Every completion-error text, for tests and documentation.
    public static let completionErrors = [
        sameTemplateTwice, noRootTemplate, nothingToPop, templateNotInHierarchy, alreadyPresenting,
    ]

    /// How `NSError.description` prints a CarPlay error with `localizedDescription`:
    /// `Error Domain=CarPlayErrorDomain Code=-1 "…" UserInfo={NSLocalizedDescription=…}`.
    public static func errorDescription(_ localizedDescription: String) -> String {
        "Error Domain=\(errorDomain) Code=\(errorCode) \"\(localizedDescription)\" "
            + "UserInfo={NSLocalizedDescription=\(localizedDescription)}"
    }

    /// How `NSArray.description` prints class names: one per line, indented four spaces, comma-separated, sorted;
    /// "(null)" for a nil array.
    public static func objectiveCArray(_ names: [String]?) -> String {
        guard let names else { return "(null)" }
        guard !names.isEmpty else { return "(\n)" }
        return "(\n" + names.sorted().map { "    \($0)" }.joined(separator: ",\n") + "\n)"
    }
}
