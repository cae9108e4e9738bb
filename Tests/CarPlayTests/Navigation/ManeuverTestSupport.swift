import Foundation
import UIKit

/// Archives `object` with secure coding and reads it back as `type`.
func maneuverRoundTrip<T: NSObject & NSSecureCoding>(_ object: T, as type: T.Type) throws -> T? {
    let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
    return try NSKeyedUnarchiver.unarchivedObject(ofClass: type, from: data)
}

/// Images for the navigation tests.
enum ManeuverFixtures {
    static let symbol = UIImage(data: TestImageData.png(width: 8, height: 8), scale: 2)!
    static let junction = UIImage(data: TestImageData.png(width: 280, height: 200), scale: 2)!
    static let shield = UIImage(data: TestImageData.png(width: 64, height: 25), scale: 1)!

    static func degrees(_ value: Double) -> Measurement<UnitAngle> { Measurement(value: value, unit: .degrees) }
}
