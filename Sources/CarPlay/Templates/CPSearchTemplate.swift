import Foundation

/// A template with a search field, a Cancel button and a keyboard; the delegate supplies results as the user
/// types. Push it.
@preconcurrency @MainActor
open class CPSearchTemplate: CPTemplate {
    /// Creates a search template.
    public override init() {
        super.init(_templateIdentifier: .make())
    }

    /// Decodes a search template that `encode(with:)` archived: a new template without a delegate. Its search
    /// text and results are the driver's, not archived.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The object asked for results and told about selections.
    open weak var delegate: (any CPSearchTemplateDelegate)?

    /// The text the driver typed last.
    @_spi(CarPlayHost) public private(set) var _searchText: String = ""

    /// The results the delegate supplied for the last text.
    @_spi(CarPlayHost) public private(set) var _searchResults: [CPListItem] = []

    /// The driver changed the search text: asks the delegate for results and keeps them. `completion` runs when
    /// the delegate calls its completion handler (at once without a delegate).
    @_spi(CarPlayHost) public func _hostUpdateSearchText(
        _ searchText: String, completion: @escaping @Sendable () -> Void
    ) {
        _searchText = searchText
        notifyHostOfChange()
        guard let delegate else {
            _searchResults = []
            notifyHostOfChange()
            completion()
            return
        }
        delegate.searchTemplate(self, updatedSearchText: searchText) { @Sendable [weak self] items in
            let deliver: @MainActor @Sendable () -> Void = {
                guard let self else { return completion() }
                // Results for text the driver has since replaced are dropped.
                if self._searchText == searchText {
                    self._searchResults = items
                    self.notifyHostOfChange()
                }
                completion()
            }
            if cpIsMainQueue() {
                MainActor.assumeIsolated { deliver() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { deliver() } }
            }
        }
    }

    /// The driver selected a result: tells the delegate. `completion` runs when the delegate calls its completion
    /// handler (at once without a delegate).
    @_spi(CarPlayHost) public func _hostSelectResult(_ item: CPListItem, completion: @escaping @Sendable () -> Void) {
        guard let delegate else { return completion() }
        delegate.searchTemplate(self, selectedResult: item) { completion() }
    }

    /// The driver pressed the keyboard's Search button: tells the delegate.
    @_spi(CarPlayHost) public func _hostSearchButtonPressed() {
        delegate?.searchTemplateSearchButtonPressed(self)
    }

    // MARK: The driver's input (the host)

    override func _hostActivate(_ id: CPElementID, action: CPHostAction, completion: CPCompletionOnce)
        -> CPHostActivationResult?
    {
        if _elementID == id {
            switch action {
            case .updateSearchText(let text):
                _hostUpdateSearchText(text) { completion() }
                return .awaitingCompletion
            case .searchButton:
                _hostSearchButtonPressed()
                return .invoked
            default: return .unsupported
            }
        }
        guard let item = _searchResults.first(where: { $0._elementID == id }) else { return nil }
        guard action == .select else { return .unsupported }
        _hostSelectResult(item) { completion() }
        return .awaitingCompletion
    }
}
