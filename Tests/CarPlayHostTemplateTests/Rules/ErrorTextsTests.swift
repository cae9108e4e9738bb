import Expectations
import Testing
@testable import CarPlayHost

@Suite struct ErrorTextsTests {
    private let description =
        "<CPTabBarTemplate: 0x600002eb1b90> <identifier: 9BF1FB47-1108-4B07-A99D-FB70C58C836C, "
        + "userInfo: (null), tabTitle: (null), tabImage: (null), showsTabBadge: 0>"

    @Test func unsupportedObjectWithoutEntitlement() {
        expectTrue(
            ErrorTexts.unsupportedObject(
                description: description, selector: "setRootTemplate:animated:completion:", allowed: nil)
                == "Unsupported object <CPTabBarTemplate: 0x600002eb1b90> <identifier: 9BF1FB47-1108-4B07-A99D-FB70C58C836C, "
                + "userInfo: (null), tabTitle: (null), tabImage: (null), showsTabBadge: 0> passed to "
                + "setRootTemplate:animated:completion:. Allowed classes: (null)")
        expectEqual(ErrorTexts.unsupportedObjectName, "NSInvalidArgumentException")
    }

    @Test func unsupportedObjectListsSortedClasses() {
        let allowed = Rules(category: .audio).allowedClassesForMessage(.push)
        expectTrue(
            ErrorTexts.unsupportedObject(
                description: "<CPMapTemplate: 0x1>", selector: "pushTemplate:animated:completion:",
                allowed: allowed)
                == "Unsupported object <CPMapTemplate: 0x1> passed to pushTemplate:animated:completion:. Allowed classes: (\n"
                + "    CPGridTemplate,\n    CPListTemplate,\n    CPNowPlayingTemplate\n)")
        expectTrue(
            ErrorTexts.unsupportedObject(description: "<X>", selector: "s", allowed: [.list, .grid])
                .hasSuffix("Allowed classes: (\n    CPGridTemplate,\n    CPListTemplate\n)"))
        expectEqual(
            ErrorTexts.unsupportedObject(description: "<X>", selector: "s", allowedClassNames: ["CPGridButton"]),
            "Unsupported object <X> passed to s. Allowed classes: (\n    CPGridButton\n)")
    }

    @Test func objectiveCArray() {
        expectEqual(ErrorTexts.objectiveCArray(nil), "(null)")
        expectEqual(ErrorTexts.objectiveCArray([]), "(\n)")
        expectEqual(ErrorTexts.objectiveCArray(["CPListTemplate"]), "(\n    CPListTemplate\n)")
    }

    @Test func exceptionTexts() {
        expectEqual(
            ErrorTexts.notPushable(description: "<T>"),
            "Template <T> was requested to be pushed but is not a pushable template.")
        expectEqual(ErrorTexts.notPushableName, "NSInvalidArgumentException")
        expectEqual(
            ErrorTexts.tooManyTemplates(selector: "initWithTemplates:", maximum: 4),
            "Too many templates passed to initWithTemplates:. Maximum allowed is 4.")
        expectEqual(ErrorTexts.tooManyTemplatesName, "NSInvalidArgumentException")
        expectEqual(ErrorTexts.hierarchyDepthExceeded, "Application exceeded the hierarchy depth limit")
        expectEqual(ErrorTexts.hierarchyDepthExceededName, "NSGenericException")
        expectEqual(
            ErrorTexts.illegalTemplate(className: "CPMapTemplate"),
            "Application pushed an illegal template of class CPMapTemplate")
        expectEqual(ErrorTexts.illegalTemplateName, "NSGenericException")
        expectEqual(ErrorTexts.tooManyTabs, "Application exceeded allowed number of tabs")
        expectEqual(ErrorTexts.tooManyTabsName, "NSGenericException")
        expectEqual(
            ErrorTexts.lifecycleNotImplemented,
            "Application does not implement CarPlay template application lifecycle methods in its scene delegate."
        )
        expectEqual(ErrorTexts.lifecycleNotImplementedName, "NSGenericException")
    }

    @Test func noCompletionWrapsTheNSErrorDescription() {
        let text = ErrorTexts.noCompletion(errorDescription: ErrorTexts.errorDescription(ErrorTexts.nothingToPop))
        expectTrue(
            text == "An error was encountered during a template operation, but no completion block was specified. "
                + "Error: Error Domain=CarPlayErrorDomain Code=-1 \"No templates were available to be popped.\" "
                + "UserInfo={NSLocalizedDescription=No templates were available to be popped.}")
        expectEqual(ErrorTexts.noCompletionName, "NSGenericException")
    }

    @Test func completionErrors() {
        expectEqual(ErrorTexts.errorDomain, "CarPlayErrorDomain")
        expectEqual(ErrorTexts.errorCode, -1)
        expectEqual(ErrorTexts.sameTemplateTwice, "Pushing the same template instance more than once is not supported.")
        expectEqual(
            ErrorTexts.noRootTemplate,
            "Attempting to push a template without a root template. Set a root template first with setRootTemplate."
        )
        expectEqual(ErrorTexts.nothingToPop, "No templates were available to be popped.")
        expectEqual(
            ErrorTexts.templateNotInHierarchy,
            "The specified template does not exist in the current navigation hierarchy.")
        expectEqual(
            ErrorTexts.alreadyPresenting,
            "Presenting a template while a template is already presented is not supported.")
        expectEqual(ErrorTexts.completionErrors.count, 5)
        expectEqual(Set(ErrorTexts.completionErrors).count, 5)
    }

    @Test func decidedTexts() {
        expectEqual(
            ErrorTexts.nowPlayingBarButtons(property: "leadingNavigationBarButtons"),
            "CPNowPlayingTemplate does not support navigation bar buttons. Setting leadingNavigationBarButtons is not allowed."
        )
        expectEqual(ErrorTexts.nowPlayingBarButtonsName, "NSInvalidArgumentException")
        expectTrue(
            ErrorTexts.noRootTemplateAfterConnect(selector: "templateApplicationScene:didConnectInterfaceController:")
                == "Application did not set a root template before returning from "
                + "templateApplicationScene:didConnectInterfaceController:")
        expectEqual(ErrorTexts.noRootTemplateAfterConnectName, "NSInternalInconsistencyException")
    }
}
