import CarPlay
import CarPlayHost
import Expectations
import Foundation
import Testing
import UIKit

/// A car's image store: what the apps show is recorded into their car's store only, so suites that use images run
/// in parallel.
@MainActor @Suite struct ImageStoreTests {
    /// A 40×40 PNG's signature and header chunk (all the car reads of it).
    static let png =
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        + Data([0, 0, 0, 40, 0, 0, 0, 40, 8, 6, 0, 0, 0, 0, 0, 0, 0])

    /// An app whose root list shows one row with an image made from PNG bytes.
    final class PictureDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
        func templateApplicationScene(
            _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
        ) {
            let item = CPListItem(text: "Cover", detailText: nil, image: UIImage(data: ImageStoreTests.png))
            interfaceController.setRootTemplate(
                CPListTemplate(title: "Pictures", sections: [CPListSection(items: [item])]), animated: false,
                completion: nil)
        }
    }

    static func car() -> CarSystem {
        let app = InstalledApp(
            bundle: AppBundle(name: "Pictures", bundleIdentifier: "com.example.pictures", category: .audio)
        ) {
            PictureDelegate()
        }
        return CarSystem(apps: [app], timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func theImagesAnAppShowsGoToItsCarsStoreOnly() throws {
        let car = Self.car()
        let other = Self.car()
        try car.launch("com.example.pictures")
        let image = try require(car.screen()?.root.first { $0.image != nil && $0.image?.isMissing == false }?.image)
        let key = try require(ImageStore.key(of: image.source))
        expectEqual(key.kind, "data")
        let entry = try require(car.imageStore.entry(kind: key.kind, value: key.value))
        expectTrue(entry.data == Self.png && entry.contentType == "image/png")
        expectTrue(
            car.sessions["com.example.pictures"]?.imageStore === car.imageStore, "the sessions share the car's store")
        expectEqual(other.imageStore.count, 0)
    }

    @Test func aLoneSessionHasItsOwnStore() {
        expectTrue(
            CarSession(app: AppBundle(name: "A", bundleIdentifier: "a", category: .audio)).imageStore
                !== CarSession(app: AppBundle(name: "B", bundleIdentifier: "b", category: .audio)).imageStore)
    }

    @Test func theStoreKeysBytesBySourceAndIsBounded() throws {
        let store = ImageStore(capacity: 100)
        let png = Data([0x89, 0x50, 0x4E, 0x47]) + Data(repeating: 0, count: 40)
        store.record(png, source: .data(digest: "abc"), appearance: .dark, scale: 2)
        expectEqual(store.entry(kind: "data", value: "abc")?.contentType, "image/png")
        store.record(Data("<svg/>".utf8), source: .named("cover"), appearance: .light, scale: 2)
        expectEqual(
            store.entry(kind: "named", value: "cover", appearance: .dark, scale: 3)?.contentType, "image/svg+xml")
        store.record(Data(repeating: 1, count: 90), source: .file("/a.png"), appearance: .light, scale: 1)
        expectEqual(store.entry(kind: "data", value: "abc"), nil, "the oldest image is dropped beyond the capacity")
        expectEqual(store.entry(kind: "system", value: "play"), nil)
    }
}
