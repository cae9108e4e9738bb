import Foundation
import UIKit

/// The window on the car's screen. Only navigation apps draw into it (their map); other apps use templates only.
@MainActor
open class CPWindow: UIWindow {
    /// The part of the window not covered by map buttons.
    public let mapButtonSafeAreaLayoutGuide = UILayoutGuide()

    /// The scene the window belongs to.
    open weak var templateApplicationScene: CPTemplateApplicationScene?

    nonisolated open override var description: String { "<CPWindow: \(cpAddress(of: self))>" }
}
