/// The apps of the categories that show places, orders and tasks: EV charging, fueling and parking (places on a
/// point-of-interest template, Navigate opening the car's navigation app), quick food ordering, driving task, public
/// safety and voice-based conversation. Each is written as for iOS, with only templates its category may use.
extension AppTemplate {
    /// The places an EV charging, fueling or parking app shows (in Monaco, the simulator's map): title, subtitle
    /// and where.
    private var places: (title: String, items: [(String, String, Double, Double)]) {
        switch category {
        case .fueling:
            (
                "Stations",
                [
                    ("Fontvieille Station", "Unleaded 1.89 · Diesel 1.79", 43.7290, 7.4160),
                    ("Port Station", "Unleaded 1.92 · Diesel 1.81", 43.7347, 7.4230),
                    ("Larvotto Station", "Unleaded 1.95", 43.7460, 7.4340),
                ]
            )
        case .parking:
            (
                "Parking",
                [
                    ("Parking du Casino", "120 spaces free · 2.40 an hour", 43.7392, 7.4270),
                    ("Parking du Port", "45 spaces free · 2.10 an hour", 43.7345, 7.4215),
                    ("Parking des Pêcheurs", "Full", 43.7305, 7.4250),
                ]
            )
        default:
            (
                "Chargers",
                [
                    ("Casino Charger", "2 of 4 free · CCS, Type 2", 43.7396, 7.4276),
                    ("Port Hercule Charger", "1 of 2 free · Type 2", 43.7350, 7.4215),
                    ("Fontvieille Charger", "4 of 6 free · CCS", 43.7285, 7.4170),
                ]
            )
        }
    }

    var placesApp: String {
        let list = places.items.map { "(\(literal($0.0)), \(literal($0.1)), \($0.2), \($0.3))" }
            .joined(separator: ",\n        ")
        return """
            import CarPlay
            import MapKit
            import UIKit

            /// \(name)'s CarPlay scene. CarPlay makes it from the Info.plist's `UISceneDelegateClassName` when the car
            /// connects: places near the car on a point-of-interest template; Navigate on a place opens directions to it
            /// in the car's navigation app.
            final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate,
                CPPointOfInterestTemplateDelegate
            {
                private var interfaceController: CPInterfaceController?

                /// The places (replace with your app's data): name, status, latitude, longitude.
                private let places = [
                    \(list),
                ]

                func templateApplicationScene(
                    _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
                ) {
                    self.interfaceController = interfaceController
                    let points = places.map { name, status, latitude, longitude in
                        let location = MKMapItem(
                            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude)))
                        location.name = name
                        let point = CPPointOfInterest(
                            location: location, title: name, subtitle: status, summary: nil, detailTitle: name,
                            detailSubtitle: status, detailSummary: nil, pinImage: nil)
                        point.primaryButton = CPTextButton(title: "Navigate", textStyle: .confirm) { _ in
                            _ = location.openInMaps(launchOptions: [
                                MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving
                            ])
                        }
                        return point
                    }
                    let template = CPPointOfInterestTemplate(
                        title: \(literal(places.title)), pointsOfInterest: points, selectedIndex: 0)
                    template.pointOfInterestDelegate = self
                    interfaceController.setRootTemplate(template, animated: false, completion: nil)
                }

            \(disconnectMethod)

                func pointOfInterestTemplate(
                    _ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion
                ) {
                    // Load the places of `region` here (at most 12 show).
                }
            }

            """
    }

    var placesTests: String {
        """
            @Test func thePlacesAreOnTheMap() {
                #expect(car.rootTemplate?.kind == .pointOfInterest)
                #expect(car.element(\(literal(places.items[0].0))) != nil)
            }

            @Test func navigateOpensDirectionsInTheNavigationApp() {
                car.tap("Navigate")
                // TestCar holds only this app: the car records the maps URL (the browser car opens it in Drive).
                let opened = car.session.openURLRequests.last
                #expect(opened?.scheme == "maps")
                #expect(opened?.query?.contains("dirflg=d") == true)
                #expect(car.faults.isEmpty)
            }
        """
    }

    // MARK: Quick food ordering

    var orderingApp: String {
        """
        import CarPlay
        import UIKit

        /// \(name)'s CarPlay scene. CarPlay makes it from the Info.plist's `UISceneDelegateClassName` when the car
        /// connects: favourite orders (a short list, never a full menu); one shows its pickup and total, and Order
        /// places it.
        final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
            private var interfaceController: CPInterfaceController?

            /// The driver's favourite orders (replace with your app's): name, restaurant, total.
            private let favourites = [
                ("Usual breakfast", "Café Riviera", "6.50"), ("Lunch box", "Port Deli", "11.90"),
                ("Coffee to go", "Café Riviera", "3.20"),
            ]

            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
            ) {
                self.interfaceController = interfaceController
                let items = favourites.map { name, restaurant, total in
                    let item = CPListItem(text: name, detailText: restaurant)
                    item.accessoryType = .disclosureIndicator
                    item.handler = { [weak self] _, completion in
                        self?.showOrder(name, restaurant: restaurant, total: total)
                        completion()
                    }
                    return item
                }
                let list = CPListTemplate(title: "Favorites", sections: [CPListSection(items: items)])
                interfaceController.setRootTemplate(list, animated: false, completion: nil)
            }

        \(disconnectMethod)

            private func showOrder(_ name: String, restaurant: String, total: String) {
                let order = CPTextButton(title: "Order", textStyle: .confirm) { [weak self] _ in self?.placeOrder(name) }
                let information = CPInformationTemplate(
                    title: name, layout: .leading,
                    items: [CPInformationItem(title: "Pickup", detail: restaurant), CPInformationItem(title: "Total", detail: total)],
                    actions: [order])
                interfaceController?.pushTemplate(information, animated: true, completion: nil)
            }

            /// Sends the order (to your service) and says so.
            private func placeOrder(_ name: String) {
                let done = CPAlertAction(title: "OK", style: .default) { [weak self] _ in
                    self?.interfaceController?.dismissTemplate(animated: true, completion: nil)
                }
                let alert = CPAlertTemplate(titleVariants: ["\\(name) ordered"], actions: [done])
                interfaceController?.presentTemplate(alert, animated: true, completion: nil)
            }
        }

        """
    }

    var orderingTests: String {
        """
            @Test func theFavouritesAreTheRoot() {
                #expect(car.rootTemplate?.kind == .list)
                #expect(car.element("Usual breakfast") != nil)
            }

            @Test func anOrderIsPlacedFromItsSummary() {
                car.select("Lunch box")
                #expect(car.topTemplate?.kind == .information)
                car.tap("Order")
                #expect(car.presentedTemplate?.kind == .alert)
                car.tap("OK")
                #expect(car.presentedTemplate == nil)
                #expect(car.faults.isEmpty)
            }
        """
    }

    // MARK: Driving task, public safety

    var tasksApp: String {
        let (title, rows, action) =
            category == .publicSafety
            ? ("Nearby", "(\"Road works\", \"A7, 2 km ahead\"), (\"Accident\", \"Boulevard du Larvotto\")", "Report")
            : ("Tasks", "(\"Toll pass\", \"Active\"), (\"Trip log\", \"Not logging\")", "Start")
        return """
            import CarPlay
            import UIKit

            /// \(name)'s CarPlay scene. CarPlay makes it from the Info.plist's `UISceneDelegateClassName` when the car
            /// connects: a short list (keep what a driver reads to a glance); one shows its details and an action.
            final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
                private var interfaceController: CPInterfaceController?

                /// What the app lists (replace with your app's): title, status.
                private let rows = [\(rows)]

                func templateApplicationScene(
                    _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
                ) {
                    self.interfaceController = interfaceController
                    let items = rows.map { title, status in
                        let item = CPListItem(text: title, detailText: status)
                        item.accessoryType = .disclosureIndicator
                        item.handler = { [weak self] _, completion in
                            self?.showDetails(title, status: status)
                            completion()
                        }
                        return item
                    }
                    let list = CPListTemplate(title: \(literal(title)), sections: [CPListSection(items: items)])
                    interfaceController.setRootTemplate(list, animated: false, completion: nil)
                }

            \(disconnectMethod)

                private func showDetails(_ title: String, status: String) {
                    let action = CPTextButton(title: \(literal(action)), textStyle: .confirm) { [weak self] _ in
                        self?.confirm(title)
                    }
                    let information = CPInformationTemplate(
                        title: title, layout: .leading, items: [CPInformationItem(title: "Status", detail: status)],
                        actions: [action])
                    interfaceController?.pushTemplate(information, animated: true, completion: nil)
                }

                /// Asks before acting, with an action sheet.
                private func confirm(_ title: String) {
                    let sheet = CPActionSheetTemplate(
                        title: title, message: nil,
                        actions: [
                            CPAlertAction(title: \(literal(action)), style: .default) { [weak self] _ in
                                self?.interfaceController?.dismissTemplate(animated: true, completion: nil)
                            },
                            CPAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
                                self?.interfaceController?.dismissTemplate(animated: true, completion: nil)
                            },
                        ])
                    interfaceController?.presentTemplate(sheet, animated: true, completion: nil)
                }
            }

            """
    }

    var tasksTests: String {
        let first = category == .publicSafety ? "Road works" : "Toll pass"
        let action = category == .publicSafety ? "Report" : "Start"
        return """
                @Test func theListIsTheRoot() {
                    #expect(car.rootTemplate?.kind == .list)
                    #expect(car.element(\(literal(first))) != nil)
                }

                @Test func anEntryShowsItsDetailsAndAsksBeforeActing() {
                    car.select(\(literal(first)))
                    #expect(car.topTemplate?.kind == .information)
                    car.tap(\(literal(action)))
                    #expect(car.presentedTemplate?.kind == .actionSheet)
                    car.tap("Cancel")
                    #expect(car.presentedTemplate == nil)
                    #expect(car.faults.isEmpty)
                }
            """
    }

    // MARK: Voice-based conversation

    var voiceApp: String {
        """
        import CarPlay
        import UIKit

        /// \(name)'s CarPlay scene. CarPlay makes it from the Info.plist's `UISceneDelegateClassName` when the car
        /// connects: a conversation starts from the list and shows the voice control template while the app listens.
        final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
            private var interfaceController: CPInterfaceController?

            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
            ) {
                self.interfaceController = interfaceController
                let start = CPListItem(text: "Start a conversation", detailText: "Ask anything")
                start.handler = { [weak self] _, completion in
                    self?.listen()
                    completion()
                }
                let list = CPListTemplate(title: \(literal(name)), sections: [CPListSection(items: [start])])
                interfaceController.setRootTemplate(list, animated: false, completion: nil)
            }

        \(disconnectMethod)

            /// Shows that the app listens (start your speech recognition here; dismiss the template when done).
            private func listen() {
                let listening = CPVoiceControlState(
                    identifier: "listening", titleVariants: ["Listening…"], image: nil, repeats: true)
                let voice = CPVoiceControlTemplate(voiceControlStates: [listening])
                interfaceController?.presentTemplate(voice, animated: true, completion: nil)
                voice.activateVoiceControlState(withIdentifier: "listening")
            }
        }

        """
    }

    var voiceTests: String {
        """
            @Test func aConversationShowsTheVoiceControlTemplate() {
                #expect(car.rootTemplate?.kind == .list)
                car.select("Start a conversation")
                #expect(car.presentedTemplate?.kind == .voiceControl)
                #expect(car.faults.isEmpty)
            }
        """
    }
}
